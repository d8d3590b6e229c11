// 发票 (invoice) rules shared by both shells and the server: the state machine, the checks of an
// invoice's own figures, and the check of a task's invoices against its amount. Pure: no I/O.
import { compareMoney, parseMoney, subtractMoney, sumMoney, taxOf, withinTolerance } from '../money/money';
import { parseDecimal } from '../money/decimal';

export type InvoiceStatus = 'draft' | 'submitted' | 'verified' | 'returned' | 'booked';
export type InvoiceType = 'special' | 'normal' | 'electronic';
export type InvoiceAction = 'edit' | 'delete' | 'submit' | 'verify' | 'return' | 'book';

/** Which states each action starts from (the plant works on drafts and returned ones). */
const FROM: Record<InvoiceAction, readonly InvoiceStatus[]> = {
  edit: ['draft', 'returned'],
  delete: ['draft', 'returned'],
  submit: ['draft', 'returned'],
  verify: ['submitted'],
  return: ['submitted'],
  book: ['verified'],
};

/** The state an action leaves the invoice in (edit/delete keep or remove it). */
export const INVOICE_NEXT: Partial<Record<InvoiceAction, InvoiceStatus>> = {
  submit: 'submitted',
  verify: 'verified',
  return: 'returned',
  book: 'booked',
};

export function invoiceActionAllowed(action: InvoiceAction, status: string): boolean {
  return (FROM[action] as readonly string[]).includes(status);
}

/** The states whose invoices count towards a task's invoiced sum (returned and drafts do not). */
export const COUNTED_STATUSES: readonly InvoiceStatus[] = ['submitted', 'verified', 'booked'];

/** Grid company buyer default (购买方): the form pre-fills it; the plant may correct it. */
export const DEFAULT_BUYER_NAME = '国网某某省电力有限公司';

/** Tax may differ from taxOf(金额, 税率) by at most one fen (rounding on the printed invoice). */
export const TAX_TOLERANCE = '0.01';
/** The tolerance of a task's invoice sum when the tenant has not set one. */
export const DEFAULT_SUM_TOLERANCE = '1.00';
export const MAX_SUM_TOLERANCE = '1000.00';
export const TOLERANCE_SETTING_KEY = 'invoice.tolerance';

export const INVOICE_MESSAGES = {
  typeRequired: '请选择发票类型',
  codeFormat: '发票代码应为10位或12位数字',
  codeRequired: '请输入发票代码（仅电子发票可不填）',
  numberRequired: '请输入发票号码',
  numberFormat: '发票号码应为8位数字',
  numberFormatElectronic: '电子发票号码应为8位或20位数字',
  duplicate: '该发票已存在（发票代码+发票号码重复）',
  dateRequired: '请选择开票日期',
  dateFuture: '开票日期不能晚于今天',
  amountRequired: '请输入金额(不含税)',
  amountFormat: '金额(不含税)格式不正确，最多两位小数',
  amountPositive: '金额(不含税)必须大于0',
  rateRequired: '请输入税率',
  rateFormat: '税率应为0到99.99之间的数字，最多两位小数',
  taxRequired: '请输入税额',
  taxFormat: '税额格式不正确，最多两位小数',
  taxMismatch: (expected: string) => `税额与金额×税率不符（应为${expected}元，允许误差${TAX_TOLERANCE}元）`,
  totalRequired: '请输入价税合计',
  totalFormat: '价税合计格式不正确，最多两位小数',
  totalMismatch: (expected: string) => `价税合计应等于金额+税额（${expected}元）`,
  buyerRequired: '请输入购买方',
  checkCodeFormat: '校验码应为数字，最多20位',
  plantRequired: '请选择销售方（电厂）',
  reasonRequired: '请填写退回原因',
  notAllowed: (statusText: string) => `发票当前状态为“${statusText}”，不能执行此操作`,
  noInvoices: '请选择要提交的发票',
  taskRequired: '请选择结算任务',
  taskNotConfirmed: '只能向“电厂已确认”的结算任务提交发票',
  otherPlant: '发票与结算任务不属于同一电厂',
  sumMismatch: (sum: string, amount: string, tolerance: string) =>
    `发票价税合计之和（${sum}元）与结算金额（${amount}元）不一致，允许误差${tolerance}元`,
  toleranceFormat: '金额容差格式不正确，应为0到1000之间、最多两位小数的金额',
} as const;

export interface InvoiceFigures {
  invoiceType?: unknown;
  invoiceCode?: unknown;
  invoiceNumber?: unknown;
  invoiceDate?: unknown;
  amount?: unknown;
  taxRate?: unknown;
  taxAmount?: unknown;
  totalAmount?: unknown;
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** 发票代码: 10 or 12 digits; empty only on an 电子发票 (全电 invoices have none). */
export function checkInvoiceCode(type: string, code: string): string | undefined {
  if (code === '') return type === 'electronic' ? undefined : INVOICE_MESSAGES.codeRequired;
  return /^(\d{10}|\d{12})$/.test(code) ? undefined : INVOICE_MESSAGES.codeFormat;
}

/** 发票号码: 8 digits; an 电子发票 may also carry the 20-digit 全电 number. */
export function checkInvoiceNumber(type: string, number: string): string | undefined {
  if (number === '') return INVOICE_MESSAGES.numberRequired;
  if (type === 'electronic')
    return /^(\d{8}|\d{20})$/.test(number) ? undefined : INVOICE_MESSAGES.numberFormatElectronic;
  return /^\d{8}$/.test(number) ? undefined : INVOICE_MESSAGES.numberFormat;
}

/**
 * Every check of one invoice's own figures, in form order; the first failure's message, or
 * undefined. `today` is 'YYYY-MM-DD' in the business time zone (the caller decides it).
 */
export function checkInvoiceFigures(f: InvoiceFigures, today: string): string | undefined {
  const type = text(f.invoiceType);
  if (type === '') return INVOICE_MESSAGES.typeRequired;
  const codeError = checkInvoiceCode(type, text(f.invoiceCode));
  if (codeError) return codeError;
  const numberError = checkInvoiceNumber(type, text(f.invoiceNumber));
  if (numberError) return numberError;
  const date = text(f.invoiceDate).slice(0, 10);
  if (date === '') return INVOICE_MESSAGES.dateRequired;
  if (date > today) return INVOICE_MESSAGES.dateFuture;
  const amount = text(f.amount);
  if (amount === '') return INVOICE_MESSAGES.amountRequired;
  const amountFen = parseMoney(amount);
  if (amountFen === null) return INVOICE_MESSAGES.amountFormat;
  if (amountFen <= 0n) return INVOICE_MESSAGES.amountPositive;
  const rate = text(f.taxRate);
  if (rate === '') return INVOICE_MESSAGES.rateRequired;
  const rateValue = parseDecimal(rate, 2, 2);
  if (rateValue === null || rateValue < 0n) return INVOICE_MESSAGES.rateFormat;
  const tax = text(f.taxAmount);
  if (tax === '') return INVOICE_MESSAGES.taxRequired;
  const taxFen = parseMoney(tax);
  if (taxFen === null || taxFen < 0n) return INVOICE_MESSAGES.taxFormat;
  const expectedTax = taxOf(amount, rate);
  if (expectedTax === null) return INVOICE_MESSAGES.rateFormat;
  if (!withinTolerance(tax, expectedTax, TAX_TOLERANCE)) return INVOICE_MESSAGES.taxMismatch(expectedTax);
  const total = text(f.totalAmount);
  if (total === '') return INVOICE_MESSAGES.totalRequired;
  if (parseMoney(total) === null) return INVOICE_MESSAGES.totalFormat;
  const expectedTotal = sumMoney([amount, tax]);
  if (compareMoney(total, expectedTotal) !== 0) return INVOICE_MESSAGES.totalMismatch(expectedTotal);
  return undefined;
}

/** The form's helper: 税额 and 价税合计 computed from 金额 and 税率 (null while either is not valid). */
export function computedFigures(
  amount: string,
  rate: string,
): { taxAmount: string; totalAmount: string } | null {
  const tax = taxOf(amount.trim(), rate.trim());
  if (tax === null) return null;
  return { taxAmount: tax, totalAmount: sumMoney([amount.trim(), tax]) };
}

export interface SumCheck {
  sum: string;
  /** sum − amount (negative = short). */
  difference: string;
  ok: boolean;
  message: string | undefined;
}

/** The task's counted invoice totals against its amount, within the tolerance (both shells and the server). */
export function checkInvoiceSum(totals: readonly string[], taskAmount: string, tolerance: string): SumCheck {
  const sum = sumMoney(totals);
  const ok = withinTolerance(sum, taskAmount, tolerance);
  return {
    sum,
    difference: subtractMoney(sum, taskAmount),
    ok,
    message: ok ? undefined : INVOICE_MESSAGES.sumMismatch(sum, taskAmount, tolerance),
  };
}

/** A tolerance value: money, 0 ≤ t ≤ 1000; the canonical string or null. */
export function parseTolerance(input: unknown): string | null {
  const fen = parseMoney(typeof input === 'number' ? String(input) : input);
  if (fen === null || fen < 0n || fen > 100000n) return null;
  return sumMoney([String(input)]);
}
