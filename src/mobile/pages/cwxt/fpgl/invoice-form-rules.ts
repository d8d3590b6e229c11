import type { FormItemProps } from 'antd-mobile';
import { checkInvoiceCode, checkInvoiceNumber } from '../../../../shared/domain/business/invoice-flow';
import {
  checkInvoiceAmount,
  checkInvoiceDate,
  checkInvoiceRate,
  checkInvoiceTax,
  checkInvoiceTotal,
} from '../../../../shared/domain/business/invoice-field-checks';
import { formatDate } from '../../../../shared/hooks/list-page/date-values';

type Rule = NonNullable<FormItemProps['rules']>[number];
type Get = (name: string) => unknown;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** One rule from a check that reads the other fields (the server's own checks, shared). */
const cross =
  (check: (value: unknown, get: Get) => string | undefined): Rule =>
  ({ getFieldValue }) => ({
    validator: (_: unknown, value: unknown) => {
      const m = check(value, getFieldValue as Get);
      return m ? Promise.reject(new Error(m)) : Promise.resolve();
    },
  });

/**
 * The phone invoice form's checks under each field as the user types: the tax within one fen of
 * 金额×税率 (a printed rounding difference passes), 价税合计 = 金额 + 税额.
 */
export const INVOICE_ITEM_RULES: Record<string, Rule[]> = {
  invoiceCode: [cross((v, get) => checkInvoiceCode(str(get('invoiceType')), str(v)))],
  invoiceNumber: [
    cross((v, get) => (str(v) === '' ? undefined : checkInvoiceNumber(str(get('invoiceType')), str(v)))),
  ],
  // The phone's own calendar day: the server rechecks in the business time zone.
  invoiceDate: [cross((v) => checkInvoiceDate(v, formatDate(new Date())))],
  amount: [cross((v) => checkInvoiceAmount(v))],
  taxRate: [cross((v) => checkInvoiceRate(v))],
  taxAmount: [cross((v, get) => checkInvoiceTax(get('amount'), get('taxRate'), v))],
  totalAmount: [cross((v, get) => checkInvoiceTotal(get('amount'), get('taxAmount'), v))],
};

/** Which fields each rule reads: the form rechecks them when those change. */
export const INVOICE_ITEM_DEPENDENCIES: Record<string, string[]> = {
  invoiceCode: ['invoiceType'],
  invoiceNumber: ['invoiceType'],
  taxAmount: ['amount', 'taxRate'],
  totalAmount: ['amount', 'taxAmount'],
};

/** The figures typed as text ("1234.50"): never through a JS number. */
export const MONEY_KEYS = new Set(['amount', 'taxRate', 'taxAmount', 'totalAmount']);
