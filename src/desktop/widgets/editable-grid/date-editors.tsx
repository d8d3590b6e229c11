import { DatePicker, TimePicker } from 'antd';
// dayjs is antd's own date library (its pickers take dayjs values); no separate dependency.
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { GRID_DATE_FORMATS } from '../../../shared/domain/grid/constants';
import type { CellRenderProps } from './types';

dayjs.extend(customParseFormat);

/** The stored text as a dayjs value in the cell's format, or null when empty or unreadable. */
function parse(value: unknown, format: string): Dayjs | null {
  if (value === undefined || value === null || value === '') return null;
  const d = dayjs(String(value), format, true);
  if (d.isValid()) return d;
  const loose = dayjs(String(value));
  return loose.isValid() ? loose : null;
}

/** date and datetime: stored as YYYY-MM-DD / YYYY-MM-DD HH:mm:ss text (spec 001 §9). */
export function DateEditor(props: CellRenderProps) {
  const withTime = props.column.type === 'datetime';
  const format = withTime ? GRID_DATE_FORMATS.datetime : GRID_DATE_FORMATS.date;
  return (
    <DatePicker
      {...props.inputProps}
      style={{ width: '100%' }}
      value={parse(props.value, format)}
      format={format}
      showTime={withTime}
      placeholder={props.placeholder || undefined}
      aria-label={props.ariaLabel}
      disabled={props.disabled}
      status={props.invalid ? 'error' : undefined}
      autoFocus={props.autoFocus}
      onChange={(d: Dayjs | null) => props.onChange(d ? d.format(format) : '')}
      onBlur={() => props.onBlur()}
    />
  );
}

/** time: stored as HH:mm:ss. */
export function TimeEditor(props: CellRenderProps) {
  const format = GRID_DATE_FORMATS.time;
  return (
    <TimePicker
      {...props.inputProps}
      style={{ width: '100%' }}
      value={parse(props.value, format)}
      format={format}
      placeholder={props.placeholder || undefined}
      aria-label={props.ariaLabel}
      disabled={props.disabled}
      status={props.invalid ? 'error' : undefined}
      autoFocus={props.autoFocus}
      onChange={(d: Dayjs | null) => props.onChange(d ? d.format(format) : '')}
      onBlur={() => props.onBlur()}
    />
  );
}
