// How the invoice form fills 税额 and 价税合计 while the user types (both shells). Pure: no I/O.
// Computed values are suggestions the user may overwrite: the checks in invoice-field-checks.ts
// then say inline whether the typed figure is within the tolerance.
import { parseDecimal } from '../money/decimal';
import { formatMoney, parseMoney, sumMoney, taxOf } from '../money/money';

export type FigureKey = 'amount' | 'taxRate' | 'taxAmount' | 'totalAmount';

export interface FigureValues {
  amount?: unknown;
  taxRate?: unknown;
  taxAmount?: unknown;
  totalAmount?: unknown;
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/**
 * 金额(不含税) of a tax-inclusive total at a percent rate, rounded half-up to fen: the total of a
 * settlement task → the invoice's net amount. Null when either input is not valid.
 */
export function netOfTotal(total: string, ratePercent: string): string | null {
  const t = parseMoney(total);
  const r = parseDecimal(ratePercent, 2, 2);
  if (t === null || r === null || t <= 0n || r < 0n) return null;
  // net = total × 100 / (100 + rate); rate is scaled by 100, so 10000 is 100%.
  const num = t * 10000n;
  const den = 10000n + r;
  return formatMoney((2n * num + den) / (2n * den));
}

/** A total split into 金额 and 税额 so that 金额 + 税额 = total exactly. */
export function splitTotal(
  total: string,
  ratePercent: string,
): { amount: string; taxAmount: string; totalAmount: string } | null {
  const net = netOfTotal(total, ratePercent);
  if (net === null) return null;
  const t = parseMoney(total)!;
  return { amount: net, taxAmount: formatMoney(t - parseMoney(net)!), totalAmount: formatMoney(t) };
}

/**
 * The fields to fill after the user changed `changed`:
 * - 金额 or 税率 → 税额 = 金额 × 税率 and 价税合计 = 金额 + 税额;
 * - 税额 (typed over the suggestion, e.g. the invoice's printed figure) → 价税合计 = 金额 + 税额;
 * - 价税合计 while 金额 is empty → 金额 and 税额 split from it at the rate.
 * Nothing is filled while an input it needs is missing or not valid.
 */
export function figuresAfterEdit(
  values: FigureValues,
  changed: FigureKey,
): Partial<Record<FigureKey, string>> {
  const amount = text(values.amount);
  const rate = text(values.taxRate);
  if (changed === 'amount' || changed === 'taxRate') {
    const tax = parseMoney(amount) !== null && parseMoney(amount)! > 0n ? taxOf(amount, rate) : null;
    return tax === null ? {} : { taxAmount: tax, totalAmount: sumMoney([amount, tax]) };
  }
  if (changed === 'taxAmount') {
    const tax = text(values.taxAmount);
    const a = parseMoney(amount);
    const t = parseMoney(tax);
    return a === null || t === null || t < 0n ? {} : { totalAmount: formatMoney(a + t) };
  }
  if (amount !== '') return {};
  const split = splitTotal(text(values.totalAmount), rate);
  return split ? { amount: split.amount, taxAmount: split.taxAmount } : {};
}
