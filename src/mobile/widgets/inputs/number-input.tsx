import { Input } from 'antd-mobile';
import { acceptNumberInput, numberOnBlur } from '../../../shared/domain/grid/number-input';

/** While typing the value is the accepted text ('-', '12.'); after blur a number or ''. */
export type NumberInputValue = number | string;

export interface NumberInputProps {
  value?: NumberInputValue | null;
  onChange?: (value: NumberInputValue) => void;
  onBlur?: (value: number | '') => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

function textOf(value: NumberInputValue | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Number input (spec 001 §5, 002 §5) for the phone: the grid number cell's rules (optional minus,
 * digits, decimal part; other text reverted; number or empty on blur) with the decimal keypad.
 */
export function NumberInput({ value, onChange, onBlur, placeholder, disabled, ...rest }: NumberInputProps) {
  const current = textOf(value);
  return (
    <Input
      aria-label={rest['aria-label']}
      inputMode="decimal"
      autoComplete="off"
      value={current}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(text) => {
        const accepted = acceptNumberInput(text, current);
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
