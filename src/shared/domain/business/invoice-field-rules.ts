// The invoice form's per-field checks for both shells (each wraps them in its own form library's
// rule): the server's own checks, one field at a time, so an error shows under its field.
import { checkInvoiceCode, checkInvoiceNumber } from './invoice-flow';
import {
  checkInvoiceAmount,
  checkInvoiceDate,
  checkInvoiceRate,
  checkInvoiceTax,
  checkInvoiceTotal,
} from './invoice-field-checks';

/** Reads another field's current value. */
export type FieldGet = (name: string) => unknown;
/** A field's check: its value, the other fields, today's date (YYYY-MM-DD) → the message or none. */
export type InvoiceFieldCheck = (value: unknown, get: FieldGet, today: string) => string | undefined;

/** A form value as trimmed text (inputs give strings, number inputs numbers). */
export const fieldText = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

export const INVOICE_FIELD_CHECKS: Record<string, InvoiceFieldCheck> = {
  invoiceCode: (v, get) => checkInvoiceCode(fieldText(get('invoiceType')), fieldText(v)),
  invoiceNumber: (v, get) =>
    fieldText(v) === '' ? undefined : checkInvoiceNumber(fieldText(get('invoiceType')), fieldText(v)),
  // The client's own calendar day: the server rechecks in the business time zone.
  invoiceDate: (v, _get, today) => checkInvoiceDate(v, today),
  amount: (v) => checkInvoiceAmount(v),
  taxRate: (v) => checkInvoiceRate(v),
  taxAmount: (v, get) => checkInvoiceTax(get('amount'), get('taxRate'), v),
  totalAmount: (v, get) => checkInvoiceTotal(get('amount'), get('taxAmount'), v),
};

/** Which fields each check reads: the form rechecks a field when those change. */
export const INVOICE_FIELD_DEPENDENCIES: Record<string, string[]> = {
  invoiceCode: ['invoiceType'],
  invoiceNumber: ['invoiceType'],
  taxAmount: ['amount', 'taxRate'],
  totalAmount: ['amount', 'taxAmount'],
};
