import { describe, expect, it } from 'vitest';
import {
  checkInvoiceFigures,
  checkInvoiceSum,
  computedFigures,
  invoiceActionAllowed,
  INVOICE_MESSAGES,
  parseTolerance,
} from '../../../src/shared/domain/business/invoice-flow';

const TODAY = '2025-06-30';
const good = {
  invoiceType: 'special',
  invoiceCode: '3200231130',
  invoiceNumber: '12345678',
  invoiceDate: '2025-06-30',
  amount: '1000.00',
  taxRate: '13',
  taxAmount: '130.00',
  totalAmount: '1130.00',
};

describe('invoice state machine', () => {
  it('allows each action only from its states', () => {
    expect(invoiceActionAllowed('edit', 'draft')).toBe(true);
    expect(invoiceActionAllowed('edit', 'returned')).toBe(true);
    expect(invoiceActionAllowed('edit', 'submitted')).toBe(false);
    expect(invoiceActionAllowed('submit', 'returned')).toBe(true);
    expect(invoiceActionAllowed('submit', 'verified')).toBe(false);
    expect(invoiceActionAllowed('verify', 'submitted')).toBe(true);
    expect(invoiceActionAllowed('verify', 'draft')).toBe(false);
    expect(invoiceActionAllowed('return', 'verified')).toBe(false);
    expect(invoiceActionAllowed('book', 'verified')).toBe(true);
    expect(invoiceActionAllowed('book', 'booked')).toBe(false);
    expect(invoiceActionAllowed('delete', 'booked')).toBe(false);
  });
});

describe('checkInvoiceFigures', () => {
  it('accepts a correct invoice and a one-fen tax rounding difference', () => {
    expect(checkInvoiceFigures(good, TODAY)).toBeUndefined();
    expect(
      checkInvoiceFigures({ ...good, taxAmount: '130.01', totalAmount: '1130.01' }, TODAY),
    ).toBeUndefined();
  });

  it('names the first failure', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ invoiceType: '' }, INVOICE_MESSAGES.typeRequired],
      [{ invoiceCode: '' }, INVOICE_MESSAGES.codeRequired],
      [{ invoiceCode: '32002311300' }, INVOICE_MESSAGES.codeFormat],
      [{ invoiceNumber: '1234567' }, INVOICE_MESSAGES.numberFormat],
      [{ invoiceNumber: '12345678901234567890' }, INVOICE_MESSAGES.numberFormat],
      [{ invoiceDate: '2025-07-01' }, INVOICE_MESSAGES.dateFuture],
      [{ amount: '0' }, INVOICE_MESSAGES.amountPositive],
      [{ amount: '1e3' }, INVOICE_MESSAGES.amountFormat],
      [{ taxRate: '100' }, INVOICE_MESSAGES.rateFormat],
      [{ taxAmount: '130.02', totalAmount: '1130.02' }, INVOICE_MESSAGES.taxMismatch('130.00')],
      [{ totalAmount: '1130.01' }, INVOICE_MESSAGES.totalMismatch('1130.00')],
    ];
    for (const [patch, message] of cases)
      expect(checkInvoiceFigures({ ...good, ...patch }, TODAY)).toBe(message);
  });

  it('lets a 全电 electronic invoice have no code and a 20-digit number', () => {
    const e = { ...good, invoiceType: 'electronic', invoiceCode: '', invoiceNumber: '12345678901234567890' };
    expect(checkInvoiceFigures(e, TODAY)).toBeUndefined();
    expect(checkInvoiceFigures({ ...e, invoiceNumber: '123' }, TODAY)).toBe(
      INVOICE_MESSAGES.numberFormatElectronic,
    );
  });

  it('computes tax and total exactly (no floats)', () => {
    expect(computedFigures('0.10', '13')).toEqual({ taxAmount: '0.01', totalAmount: '0.11' });
    expect(computedFigures('99999999999.99', '13')).toEqual({
      taxAmount: '13000000000.00',
      totalAmount: '112999999999.99',
    });
    expect(computedFigures('abc', '13')).toBeNull();
  });
});

describe('checkInvoiceSum and the tolerance', () => {
  it('matches within the tolerance, with the spec message otherwise', () => {
    expect(checkInvoiceSum(['5650.00', '5649.50'], '11300.00', '1.00')).toMatchObject({
      ok: true,
      sum: '11299.50',
      difference: '-0.50',
    });
    const off = checkInvoiceSum(['5650.00', '5638.70'], '11300.00', '1.00');
    expect(off.ok).toBe(false);
    expect(off.message).toBe('发票价税合计之和（11288.70元）与结算金额（11300.00元）不一致，允许误差1.00元');
    expect(checkInvoiceSum(['0.1', '0.2'], '0.30', '0.00').ok).toBe(true);
  });

  it('reads a tolerance between 0 and 1000 with at most two decimals', () => {
    expect(parseTolerance('1')).toBe('1.00');
    expect(parseTolerance(0)).toBe('0.00');
    expect(parseTolerance('1000')).toBe('1000.00');
    expect(parseTolerance('1000.01')).toBeNull();
    expect(parseTolerance('-1')).toBeNull();
    expect(parseTolerance('0.001')).toBeNull();
    expect(parseTolerance('abc')).toBeNull();
  });
});
