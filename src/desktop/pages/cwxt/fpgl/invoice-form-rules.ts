import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import { checkInvoiceCode, checkInvoiceNumber } from '../../../../shared/domain/business/invoice-flow';
import {
  checkInvoiceAmount,
  checkInvoiceDate,
  checkInvoiceRate,
  checkInvoiceTax,
  checkInvoiceTotal,
} from '../../../../shared/domain/business/invoice-field-checks';

type Get = (name: string) => unknown;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** One antd rule from a check that reads the other fields' values. */
const cross =
  (check: (value: unknown, get: Get) => string | undefined): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_: unknown, value: unknown) => {
      const m = check(value, getFieldValue as Get);
      return m ? Promise.reject(new Error(m)) : Promise.resolve();
    },
  });

/**
 * The invoice form's cross-field rules (the server's checks, one field at a time), so each error
 * shows under its own field as the user types rather than as a toast after saving.
 */
export const INVOICE_FORM_RULES: Record<string, () => FormRule[]> = {
  invoiceCode: () => [cross((v, get) => checkInvoiceCode(str(get('invoiceType')), str(v)))],
  invoiceNumber: () => [
    cross((v, get) => (str(v) === '' ? undefined : checkInvoiceNumber(str(get('invoiceType')), str(v)))),
  ],
  // The client's own calendar day: the server rechecks in the business time zone.
  invoiceDate: () => [cross((v) => checkInvoiceDate(dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : v, today()))],
  amount: () => [cross((v) => checkInvoiceAmount(v))],
  taxRate: () => [cross((v) => checkInvoiceRate(v))],
  taxAmount: () => [cross((v, get) => checkInvoiceTax(get('amount'), get('taxRate'), v))],
  totalAmount: () => [cross((v, get) => checkInvoiceTotal(get('amount'), get('taxAmount'), v))],
};

const today = () => dayjs().format('YYYY-MM-DD');

/** Which fields each cross rule reads: antd revalidates them when those change. */
export const INVOICE_FORM_DEPENDENCIES: Record<string, string[]> = {
  invoiceCode: ['invoiceType'],
  invoiceNumber: ['invoiceType'],
  taxAmount: ['amount', 'taxRate'],
  totalAmount: ['amount', 'taxAmount'],
};

/** 发票代码 is required except on an 电子发票: its asterisk follows the type. */
export const INVOICE_REQUIRED_WHEN: Record<string, (values: Record<string, unknown>) => boolean> = {
  invoiceCode: (values) => str(values.invoiceType) !== 'electronic',
};
