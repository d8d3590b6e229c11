import { Input } from 'antd';
import type { InputProps } from 'antd';
import { acceptNumberInput, numberOnBlur } from '../../../shared/domain/grid/number-input';

/** While typing the value is the accepted text ('-', '12.'); after blur a number or ''. */
export type NumberInputValue = number | string;

export interface NumberInputProps extends Omit<
  InputProps,
  'value' | 'onChange' | 'onBlur' | 'defaultValue' | 'type'
> {
  value?: NumberInputValue | null;
  onChange?: (value: NumberInputValue) => void;
  onBlur?: (value: number | '') => void;
}

function textOf(value: NumberInputValue | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Number input (spec 001 §5, 002 §5): accepts an optional minus, digits and a decimal part (empty
 * and a lone minus too); other text is reverted; on blur the value becomes a number or empty.
 * The rules are the grid's number cell's (shared/domain/grid/number-input).
 */
export function NumberInput({ value, onChange, onBlur, ...rest }: NumberInputProps) {
  const current = textOf(value);
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={current}
      onChange={(e) => {
        const accepted = acceptNumberInput(e.target.value, current);
        if (accepted !== current) onChange?.(accepted);
      }}
      onBlur={() => {
        const settled = numberOnBlur(value ?? '');
        if (settled !== value) onChange?.(settled);
        onBlur?.(settled);
      }}
    />
  );
}
