import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';

const MONTH = 'YYYY-MM';

export interface MonthRangePickerProps {
  /** ['YYYY-MM', 'YYYY-MM'] as the form stores it (either end may be empty). */
  value?: readonly (string | undefined)[];
  onChange?: (value: [string | undefined, string | undefined] | undefined) => void;
  'aria-label'?: string;
}

const toMonth = (v: string | undefined): Dayjs | null => {
  if (!v) return null;
  const d = dayjs(`${v}-01`);
  return d.isValid() ? d : null;
};

/** A 'YYYY-MM' range (结算月份, 统计月份): antd's month picker, wire values as month strings. */
export function MonthRangePicker({ value, onChange, ...rest }: MonthRangePickerProps) {
  return (
    <DatePicker.RangePicker
      picker="month"
      allowEmpty={[true, true]}
      placeholder={['开始月份', '结束月份']}
      style={{ width: '100%' }}
      aria-label={rest['aria-label']}
      value={value ? [toMonth(value[0]), toMonth(value[1])] : null}
      onChange={(range) => onChange?.(range ? [range[0]?.format(MONTH), range[1]?.format(MONTH)] : undefined)}
    />
  );
}
