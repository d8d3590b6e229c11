import { formatDecimal, groupThousands, parseDecimal, roundHalfUp } from './decimal';
import { displayMoney } from './money';

/**
 * One formatter per kind of figure, for both shells: money ¥1,234.50 (displayMoney), energy
 * 1,234.500 (kWh, 3 decimals), rate 13.00%, and any column's fixed-scale figure. All exact: the
 * value stays a decimal string or a scaled bigint, never a float.
 */
export { displayMoney };

/** numeric(18,3): the scale of every energy figure (上网电量, 电量明细). */
export const ENERGY_DECIMALS = 3;
/** numeric(5,2) percent. */
export const RATE_DECIMALS = 2;

/** Past this many fraction digits a figure without a declared precision is rounded (half up). */
const MAX_FREE_DECIMALS = 10;

/**
 * Any decimal (string with optional grouping commas, finite number, bigint) → scaled bigint at
 * `scale`, extra fraction digits rounded half up; null for anything that is not a decimal.
 */
export function toScaled(value: unknown, scale: number): bigint | null {
  if (typeof value === 'bigint') return value * 10n ** BigInt(scale);
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Shortest round-trip text: 100867164.376 stays "100867164.376"; exponents are not decimals here.
    text = String(value);
  } else if (typeof value === 'string') text = value.trim().replace(/,/g, '');
  else return null;
  const m = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const frac = m[3] ?? '';
  const digits = parseDecimal(`${m[1] ?? ''}${m[2] || '0'}.${frac || '0'}`, Math.max(frac.length, 1), 40);
  if (digits === null) return null;
  return roundHalfUp(digits, Math.max(frac.length, 1) - scale);
}

/** The number of fraction digits a decimal value shows ("12.50" → 2, 7 → 0); 0 for non-decimals. */
export function decimalsOf(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^[+-]?[\d,]*\.(\d+)$/.exec(text);
  return m ? Math.min(m[1]!.length, MAX_FREE_DECIMALS) : 0;
}

/** Exact sum at `scale` of the decimal values; blanks and non-numbers count as zero. */
export function sumDecimals(values: Iterable<unknown>, scale: number): bigint {
  let total = 0n;
  for (const v of values) total += toScaled(v, scale) ?? 0n;
  return total;
}

/** A scaled bigint → "1,234,567.500" (grouped, exactly `scale` fraction digits). */
export function displayScaled(value: bigint, scale: number): string {
  return groupThousands(formatDecimal(value, scale));
}

/** A decimal value at `scale` with grouping ("" when it is not a decimal). */
export function displayDecimal(value: unknown, scale: number): string {
  if (value === null || value === undefined || value === '') return '';
  const scaled = toScaled(value, scale);
  return scaled === null ? String(value) : displayScaled(scaled, scale);
}

/** 上网电量 and 电量明细: "100,867,164.376" (the column or label says kWh). */
export function displayEnergy(value: unknown): string {
  return displayDecimal(value, ENERGY_DECIMALS);
}

/** An energy figure in running text: "100,867,164.376 kWh". */
export function displayEnergyKwh(value: unknown): string {
  const text = displayEnergy(value);
  return text === '' ? '' : `${text} kWh`;
}

/** A percent rate: "13.00%". */
export function displayRate(value: unknown): string {
  const text = displayDecimal(value, RATE_DECIMALS);
  return text === '' ? '' : `${text}%`;
}
