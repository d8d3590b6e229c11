import { formatDecimal, groupThousands, multiplyRound, parseDecimal } from './decimal';

/**
 * Money: numeric(18,2) in SQL, "1234.50" on the wire, bigint fen (分) in arithmetic. Every money
 * figure of the business goes through these; a float never holds money.
 */
export const MONEY_SCALE = 2;
/** numeric(18,2): 16 integer digits. */
export const MONEY_INT_DIGITS = 16;

export const MONEY_MESSAGES = {
  invalid: (label: string) => `${label}格式不正确，最多两位小数`,
} as const;

/** "1234.5" / 1234.5 → 123450n fen; null when not a money value (more than 2 decimals, text…). */
export function parseMoney(input: unknown): bigint | null {
  return parseDecimal(input, MONEY_SCALE, MONEY_INT_DIGITS);
}

/** 123450n → "1234.50". */
export function formatMoney(fen: bigint): string {
  return formatDecimal(fen, MONEY_SCALE);
}

/** A numeric(18,2) string from the database ("1234.5" or "1234.50") → the canonical "1234.50". */
export function normalizeMoney(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const fen = parseMoney(value);
  return fen === null ? null : formatMoney(fen);
}

/** Sum of money strings (null/empty count as zero) → "1234.50". */
export function sumMoney(values: ReadonlyArray<string | null | undefined>): string {
  let total = 0n;
  for (const v of values) {
    if (v === null || v === undefined || v === '') continue;
    const fen = parseMoney(v);
    if (fen === null) throw new Error(`not money: ${v}`);
    total += fen;
  }
  return formatMoney(total);
}

/** "1234.50" → "¥1,234.50" for screens (never for storage or comparison). */
export function displayMoney(value: string | null | undefined): string {
  const n = normalizeMoney(value);
  return n === null ? '' : `¥${groupThousands(n)}`;
}

/**
 * quantity × price rounded half-up to fen, e.g. 上网电量 (kWh, scale 3) × 结算电价 (元/kWh,
 * scale 6) = 电费金额. Inputs are decimal strings; null when either is not a decimal of its scale.
 */
export function amountOf(
  quantity: string,
  quantityScale: number,
  price: string,
  priceScale: number,
): string | null {
  const q = parseDecimal(quantity, quantityScale);
  const p = parseDecimal(price, priceScale);
  if (q === null || p === null) return null;
  return formatMoney(multiplyRound(q, quantityScale, p, priceScale, MONEY_SCALE));
}

/** Tax of a net amount at a percent rate ("13" or "13.00"), rounded half-up to fen. */
export function taxOf(netAmount: string, ratePercent: string): string | null {
  const a = parseMoney(netAmount);
  const r = parseDecimal(ratePercent, 2, 2);
  if (a === null || r === null) return null;
  // amount (scale 2) × rate% (scale 2) / 100 → scale 6 before rounding to 2.
  return formatMoney(multiplyRound(a, 2, r, 4, MONEY_SCALE));
}

/** |a - b| <= tolerance, all money strings. */
export function withinTolerance(a: string, b: string, tolerance: string): boolean {
  const x = parseMoney(a);
  const y = parseMoney(b);
  const t = parseMoney(tolerance);
  if (x === null || y === null || t === null) return false;
  const diff = x > y ? x - y : y - x;
  return diff <= t;
}

/** Money strings compared exactly: -1, 0, 1. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const x = parseMoney(a);
  const y = parseMoney(b);
  if (x === null || y === null) throw new Error('not money');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a - b as a money string. */
export function subtractMoney(a: string, b: string): string {
  const x = parseMoney(a);
  const y = parseMoney(b);
  if (x === null || y === null) throw new Error('not money');
  return formatMoney(x - y);
}
