import { describe, expect, it } from 'vitest';
import {
  checkInvoiceAmount,
  checkInvoiceDate,
  checkInvoiceRate,
  checkInvoiceTax,
  checkInvoiceTotal,
  invoiceFieldOfMessage,
} from '../../../src/shared/domain/business/invoice-field-checks';
import { checkInvoiceFigures, INVOICE_MESSAGES } from '../../../src/shared/domain/business/invoice-flow';

const TODAY = '2024-06-30';
const VALID = {
  invoiceType: 'special',
  invoiceCode: '1234567890',
  invoiceNumber: '12345678',
  invoiceDate: '2024-06-01',
  amount: '100',
  taxRate: '13',
  taxAmount: '13',
  totalAmount: '113',
};

/** The per-field check of each figure, as the desktop form runs them. */
const perField = (f: typeof VALID) =>
  checkInvoiceDate(f.invoiceDate, TODAY) ??
  checkInvoiceAmount(f.amount) ??
  checkInvoiceRate(f.taxRate) ??
  checkInvoiceTax(f.amount, f.taxRate, f.taxAmount) ??
  checkInvoiceTotal(f.amount, f.taxAmount, f.totalAmount);

describe('invoice checks one field at a time', () => {
  // Each case breaks one figure: the form's field check and the server's whole check agree.
  const cases: [string, Partial<typeof VALID>, string][] = [
    ['future date', { invoiceDate: '2024-07-01' }, INVOICE_MESSAGES.dateFuture],
    ['amount format', { amount: '1.234' }, INVOICE_MESSAGES.amountFormat],
    ['amount zero', { amount: '0' }, INVOICE_MESSAGES.amountPositive],
    ['rate format', { taxRate: '100' }, INVOICE_MESSAGES.rateFormat],
    ['tax format', { taxAmount: 'x' }, INVOICE_MESSAGES.taxFormat],
    [
      'tax off by two fen',
      { taxAmount: '13.02', totalAmount: '113.02' },
      INVOICE_MESSAGES.taxMismatch('13.00'),
    ],
    ['total mismatch', { totalAmount: '112' }, INVOICE_MESSAGES.totalMismatch('113.00')],
  ];
  it.each(cases)('%s', (_name, change, message) => {
    const f = { ...VALID, ...change };
    expect(perField(f)).toBe(message);
    expect(checkInvoiceFigures(f, TODAY)).toBe(message);
  });

  it('passes a valid invoice, one fen of tax rounding allowed, and says nothing about empty fields', () => {
    expect(perField(VALID)).toBeUndefined();
    expect(perField({ ...VALID, taxAmount: '13.01', totalAmount: '113.01' })).toBeUndefined();
    expect(checkInvoiceTax('', '13', '')).toBeUndefined();
    expect(checkInvoiceTotal('100', '13', '')).toBeUndefined();
    // No comparison against a figure that is not valid yet.
    expect(checkInvoiceTax('abc', '13', '5')).toBeUndefined();
  });

  it('maps the server refusals to their fields, and others to none', () => {
    expect(invoiceFieldOfMessage(INVOICE_MESSAGES.duplicate)).toBe('invoiceNumber');
    expect(invoiceFieldOfMessage(INVOICE_MESSAGES.dateFuture)).toBe('invoiceDate');
    expect(invoiceFieldOfMessage(INVOICE_MESSAGES.taxMismatch('26.00'))).toBe('taxAmount');
    expect(invoiceFieldOfMessage(INVOICE_MESSAGES.totalMismatch('226.00'))).toBe('totalAmount');
    expect(invoiceFieldOfMessage(INVOICE_MESSAGES.taskNotConfirmed)).toBeUndefined();
  });
});
