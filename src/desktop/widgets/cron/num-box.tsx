import { InputNumber } from 'antd';
import { clampInt, type Range } from '../../../shared/domain/cron/builder-model';

interface NumBoxProps {
  /** The accessible name, e.g. 循环开始秒 (the visible words around the box are not a label). */
  label: string;
  value: number;
  range: Range;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** A small integer input held to the spec's bounds (spec 002 §5: integers only). */
export function NumBox({ label, value, range, onChange, disabled }: NumBoxProps) {
  return (
    <InputNumber
      size="small"
      aria-label={label}
      value={value}
      min={range[0]}
      max={range[1]}
      precision={0}
      disabled={disabled}
      style={{ width: 72, margin: '0 4px' }}
      // An emptied box keeps its last value: a field without a number is no expression.
      onChange={(v) => {
        if (typeof v === 'number') onChange(clampInt(v, range));
      }}
    />
  );
}
