// The invoice figures' checks one field at a time, so a form can show each under its own field
// (checkInvoiceFigures runs the same checks in form order for the server). Pure: no I/O.
import { compareMoney, parseMoney, sumMoney, taxOf, withinTolerance } from '../money/money';
import { parseDecimal } from '../money/decimal';
import { INVOICE_MESSAGES, TAX_TOLERANCE } from './invoice-flow';

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** 开票日期: not after `today` ('YYYY-MM-DD'); empty is the required rule's business. */
export function checkInvoiceDate(date: unknown, today: string): string | undefined {
  const d = text(date).slice(0, 10);
  return d !== '' && d > today ? INVOICE_MESSAGES.dateFuture : undefined;
}

/** 金额(不含税): money, above zero. */
export function checkInvoiceAmount(amount: unknown): string | undefined {
  const a = text(amount);
  if (a === '') return undefined;
  const fen = parseMoney(a);
  if (fen === null) return INVOICE_MESSAGES.amountFormat;
  return fen <= 0n ? INVOICE_MESSAGES.amountPositive : undefined;
}

/** 税率: 0 to 99.99, two decimals at most. */
export function checkInvoiceRate(rate: unknown): string | undefined {
  const r = text(rate);
  if (r === '') return undefined;
  const value = parseDecimal(r, 2, 2);
  return value === null || value < 0n ? INVOICE_MESSAGES.rateFormat : undefined;
}

/** 税额: money, within one fen of 金额×税率 (compared only once 金额 and 税率 are valid). */
export function checkInvoiceTax(amount: unknown, rate: unknown, tax: unknown): string | undefined {
  const t = text(tax);
  if (t === '') return undefined;
  const fen = parseMoney(t);
  if (fen === null || fen < 0n) return INVOICE_MESSAGES.taxFormat;
  if (checkInvoiceAmount(amount) || checkInvoiceRate(rate) || text(amount) === '') return undefined;
  const expected = taxOf(text(amount), text(rate));
  if (expected === null) return undefined;
  return withinTolerance(t, expected, TAX_TOLERANCE) ? undefined : INVOICE_MESSAGES.taxMismatch(expected);
}

/** 价税合计: money, equal to 金额 + 税额 (compared only once both are money). */
export function checkInvoiceTotal(amount: unknown, tax: unknown, total: unknown): string | undefined {
  const t = text(total);
  if (t === '') return undefined;
  if (parseMoney(t) === null) return INVOICE_MESSAGES.totalFormat;
  if (parseMoney(text(amount)) === null || parseMoney(text(tax)) === null) return undefined;
  const expected = sumMoney([text(amount), text(tax)]);
  return compareMoney(t, expected) === 0 ? undefined : INVOICE_MESSAGES.totalMismatch(expected);
}

/** The exact messages the server refuses an invoice with that are about one form field. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [INVOICE_MESSAGES.typeRequired]: 'invoiceType',
  [INVOICE_MESSAGES.codeFormat]: 'invoiceCode',
  [INVOICE_MESSAGES.codeRequired]: 'invoiceCode',
  [INVOICE_MESSAGES.numberRequired]: 'invoiceNumber',
  [INVOICE_MESSAGES.numberFormat]: 'invoiceNumber',
  [INVOICE_MESSAGES.numberFormatElectronic]: 'invoiceNumber',
  [INVOICE_MESSAGES.duplicate]: 'invoiceNumber',
  [INVOICE_MESSAGES.dateRequired]: 'invoiceDate',
  [INVOICE_MESSAGES.dateFuture]: 'invoiceDate',
  [INVOICE_MESSAGES.amountRequired]: 'amount',
  [INVOICE_MESSAGES.amountFormat]: 'amount',
  [INVOICE_MESSAGES.amountPositive]: 'amount',
  [INVOICE_MESSAGES.rateRequired]: 'taxRate',
  [INVOICE_MESSAGES.rateFormat]: 'taxRate',
  [INVOICE_MESSAGES.taxRequired]: 'taxAmount',
  [INVOICE_MESSAGES.taxFormat]: 'taxAmount',
  [INVOICE_MESSAGES.totalRequired]: 'totalAmount',
  [INVOICE_MESSAGES.totalFormat]: 'totalAmount',
  [INVOICE_MESSAGES.buyerRequired]: 'buyerName',
  [INVOICE_MESSAGES.checkCodeFormat]: 'checkCode',
  [INVOICE_MESSAGES.plantRequired]: 'plantId',
};

/** The form field a server refusal of an invoice is about, or undefined (then it is a toast). */
export function invoiceFieldOfMessage(message: string): string | undefined {
  const exact = FIELD_OF_MESSAGE[message];
  if (exact) return exact;
  // The two mismatch messages carry the expected figure: matched by their fixed opening.
  if (message.startsWith(INVOICE_MESSAGES.taxMismatch('').split('（')[0]!)) return 'taxAmount';
  if (message.startsWith(INVOICE_MESSAGES.totalMismatch('').split('（')[0]!)) return 'totalAmount';
  return undefined;
}
