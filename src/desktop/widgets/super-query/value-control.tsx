import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Input, InputNumber, Switch } from 'antd';
import {
  SUPER_QUERY_TEXTS as T,
  isMultiValue,
  switchOptions,
  type BuilderField,
  type BuilderRow,
  type BuilderValue,
} from '../../../shared/domain/query/builder-model';
import { DepartValueSelect, DictValueSelect, UserValueSelect } from './choice-selects';

const DATE_FORMAT = 'YYYY-MM-DD';
const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const FULL = { width: '100%' } as const;

interface ValueControlProps {
  field: BuilderField | undefined;
  row: BuilderRow;
  onChange: (val: BuilderValue | null | undefined) => void;
}

const text = (v: BuilderValue | undefined) => (typeof v === 'string' ? v : v === undefined ? '' : String(v));
const choice = (v: BuilderValue | undefined) => (typeof v === 'number' ? String(v) : v);

function toDayjs(v: BuilderValue | undefined): Dayjs | null {
  if (typeof v !== 'string' || !v) return null;
  const d = dayjs(v);
  return d.isValid() ? d : null;
}

/** The value control of a row, by the field's type (spec 002 §2; JeecgBoot JSuperQuery's controls). */
export function ValueControl({ field, row, onChange }: ValueControlProps) {
  const multiple = isMultiValue(field, row.rule);
  switch (field?.type) {
    case 'number':
      return (
        <InputNumber<number>
          aria-label={T.value}
          placeholder={T.numberPlaceholder}
          precision={field.integer ? 0 : undefined}
          value={typeof row.val === 'number' ? row.val : null}
          onChange={(v) => onChange(v)}
          style={FULL}
        />
      );
    case 'date':
    case 'datetime': {
      const withTime = field.type === 'datetime';
      const format = withTime ? DATETIME_FORMAT : DATE_FORMAT;
      return (
        <DatePicker
          aria-label={T.value}
          placeholder={withTime ? T.datetimePlaceholder : T.datePlaceholder}
          showTime={withTime}
          format={format}
          value={toDayjs(row.val)}
          onChange={(d) => onChange(d ? d.format(format) : undefined)}
          style={FULL}
        />
      );
    }
    case 'dictionary':
      return (
        <DictValueSelect field={field} multiple={multiple} value={choice(row.val)} onChange={onChange} />
      );
    case 'department':
      return (
        <DepartValueSelect field={field} multiple={multiple} value={choice(row.val)} onChange={onChange} />
      );
    case 'user':
      return (
        <UserValueSelect field={field} multiple={multiple} value={choice(row.val)} onChange={onChange} />
      );
    case 'switch': {
      const [on, off] = switchOptions(field);
      return (
        <Switch
          aria-label={T.value}
          checkedChildren={T.yes}
          unCheckedChildren={T.no}
          checked={row.val === on}
          onChange={(checked) => onChange(checked ? on : off)}
        />
      );
    }
    default:
      // text, popup (typed as text: the popup picker of spec 001 is not part of this widget), no field yet
      return (
        <Input
          aria-label={T.value}
          placeholder={T.valuePlaceholder}
          value={text(row.val)}
          onChange={(e) => onChange(e.target.value)}
          allowClear
        />
      );
  }
}
