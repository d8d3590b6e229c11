import { withThousandsSeparators } from '../../grid/number-input';

/**
 * The number filter (spec 001 §9 "Number filter inserts thousands separators"): 1234567.891 →
 * '1,234,567.891', -1234 → '-1,234'. Empty values give '' (not '0': a missing amount must not read
 * as zero). Text that is not a plain number is returned unchanged.
 */
export function formatThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return withThousandsSeparators(plainDecimal(value));
  }
  const text = value.trim();
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return value;
  const [, sign = '', integer = '', fraction] = match;
  // '+12' drops the plus, '12.' drops the dangling point; the digits themselves are kept as typed.
  const normalised = `${sign === '-' ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
  return withThousandsSeparators(normalised);
}

/** String(n) writes 1e21 and 1e-7 in exponent form; write every finite number as plain digits. */
function plainDecimal(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
