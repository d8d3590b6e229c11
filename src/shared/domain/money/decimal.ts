/**
 * Exact decimals as scaled bigints: money is numeric(18,2) in the database and a string such as
 * "1234.50" on the wire, and no arithmetic on it ever goes through a JS float. A value of `scale`
 * s is the integer value × 10^s (e.g. 1234.50 at scale 2 → 123450n).
 */

const TEN = 10n;
const pow10 = (n: number): bigint => TEN ** BigInt(n);

/**
 * "12.3", "-0.05", "1,234.50" (grouping commas allowed) → scaled bigint; null when it is not a
 * plain decimal with at most `scale` fraction digits and `maxIntDigits` integer digits. Numbers
 * are accepted only through their shortest decimal string, so 0.1 + 0.2 style noise is refused.
 */
export function parseDecimal(input: unknown, scale: number, maxIntDigits = 16): bigint | null {
  let s: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    s = String(input);
    if (/e/i.test(s)) return null;
  } else if (typeof input === 'string') {
    s = input.trim().replace(/,/g, '');
  } else if (typeof input === 'bigint') {
    return input * pow10(scale);
  } else return null;
  const m = /^([+-])?(\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) return null;
  const [, sign, int = '', frac = ''] = m;
  const intDigits = int.replace(/^0+(?=\d)/, '');
  if (intDigits.length > maxIntDigits || frac.length > scale) return null;
  const v = BigInt(intDigits) * pow10(scale) + BigInt((frac + '0'.repeat(scale)).slice(0, scale) || '0');
  return sign === '-' ? -v : v;
}

/** Scaled bigint → "1234.50" (always `scale` fraction digits; no grouping). */
export function formatDecimal(value: bigint, scale: number): string {
  const neg = value < 0n;
  const abs = neg ? -value : value;
  const digits = abs.toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${neg ? '-' : ''}${int}${frac}`;
}

/** Divides by 10^drop rounding half away from zero (the 四舍五入 of Chinese invoices). */
export function roundHalfUp(value: bigint, drop: number): bigint {
  if (drop <= 0) return value * pow10(-drop);
  const d = pow10(drop);
  const neg = value < 0n;
  const abs = neg ? -value : value;
  const q = abs / d;
  const r = abs % d;
  const rounded = r * 2n >= d ? q + 1n : q;
  return neg ? -rounded : rounded;
}

/** a (scale sa) × b (scale sb) rounded half-up to scale `out`. */
export function multiplyRound(a: bigint, sa: number, b: bigint, sb: number, out: number): bigint {
  return roundHalfUp(a * b, sa + sb - out);
}

/** "1234567.5" → "1,234,567.50": for display only. */
export function groupThousands(formatted: string): string {
  const [int = '', frac] = formatted.split('.');
  const neg = int.startsWith('-');
  const grouped = (neg ? int.slice(1) : int).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}
