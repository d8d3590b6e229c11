import { DatePicker } from 'antd-mobile';
import { formatDate, parseDateValue } from '../../../shared/hooks/list-page/date-values';
import type { ResourceField } from '../../../shared/domain/resources/types';

type Range = [string | undefined, string | undefined];

interface Props {
  field: ResourceField;
  value?: unknown;
  onChange?: (value: Range) => void;
}

const MIN = new Date(1900, 0, 1);
const MAX = new Date(2100, 11, 31);

/** 'YYYY-MM' (month) or 'YYYY-MM-DD' (day) of a picked date. */
const textOf = (month: boolean, d: Date) => (month ? formatDate(d).slice(0, 7) : formatDate(d));

function toRange(value: unknown): Range {
  const [b, e] = Array.isArray(value) ? value : [];
  const s = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  return [s(b), s(e)];
}

/** One end's date for the picker: '2026-05' reads as its first day. */
function dateOf(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  return parseDateValue(/^\d{4}-\d{2}$/.test(text) ? `${text}-01` : text) ?? undefined;
}

/**
 * A range of months (结算月份, 'YYYY-MM') or days (开票日期) as two wheel pickers, 起 and 止;
 * each end may stay open. The sheet refuses a start after the end.
 */
export function RangePicker({ field, value, onChange }: Props) {
  const month = field.picker === 'month';
  const range = toRange(value);
  const ends = [0, 1] as const;
  return (
    <div className="cwxt-m-range">
      {ends.map((i) => {
        const label = `${field.title}${i === 0 ? '起' : '止'}`;
        const shown = range[i];
        return (
          <DatePicker
            key={i}
            precision={month ? 'month' : 'day'}
            value={dateOf(shown)}
            min={MIN}
            max={MAX}
            title={label}
            cancelText="取消"
            confirmText="确定"
            onConfirm={(d) => {
              const next: Range = [...range];
              next[i] = textOf(month, d);
              onChange?.(next);
            }}
          >
            {(_d, actions) => (
              <button
                type="button"
                className="cwxt-m-picker-trigger"
                aria-label={`${label} ${shown ?? '不限'}`}
                onClick={actions.open}
              >
                <span className={shown ? undefined : 'cwxt-m-placeholder'}>
                  {shown ?? (i === 0 ? '开始' : '结束')}
                </span>
              </button>
            )}
          </DatePicker>
        );
      })}
      {(range[0] || range[1]) && (
        <button
          type="button"
          className="cwxt-m-range-clear"
          aria-label={`清除${field.title}`}
          onClick={() => onChange?.([undefined, undefined])}
        >
          清除
        </button>
      )}
    </div>
  );
}
