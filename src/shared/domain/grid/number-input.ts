/**
 * The number cell (spec 001 §5, 002 §5 "Number inputs"): while typing it accepts an optional minus,
 * digits and an optional decimal part (a lone minus, a trailing point and empty are allowed as
 * steps); any other text is reverted. On blur a valid value becomes a number, otherwise empty.
 */
const TYPING_PATTERN = /^-?(\d+(\.\d*)?)?$/;

/** The text the cell keeps after an edit: the new text when acceptable, else the previous one. */
export function acceptNumberInput(next: string, previous: string): string {
  return TYPING_PATTERN.test(next) ? next : previous;
}

/** The stored value on blur: a finite number, or '' for empty, a lone minus or anything invalid. */
export function numberOnBlur(value: unknown): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value !== 'string') return '';
  const text = value.trim();
  if (text === '' || text === '-' || !TYPING_PATTERN.test(text)) return '';
  const n = Number(text);
  return Number.isFinite(n) ? n : '';
}

/** Spec 001 §9 "Number filter inserts thousands separators": 1234567.5 → 1,234,567.5. */
export function withThousandsSeparators(value: number | string): string {
  const text = typeof value === 'number' ? String(value) : value;
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = ''] = match;
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
