import { describe, expect, it } from 'vitest';
import {
  figuresAfterEdit,
  netOfTotal,
  splitTotal,
} from '../../../src/shared/domain/business/invoice-figures-edit';
import { checkInvoiceTax, checkInvoiceTotal } from '../../../src/shared/domain/business/invoice-field-checks';
import { INVOICE_MESSAGES } from '../../../src/shared/domain/business/invoice-flow';

describe('invoice figures while typing', () => {
  it('金额 or 税率 fill 税额 and 价税合计', () => {
    expect(figuresAfterEdit({ amount: '1000', taxRate: '13' }, 'amount')).toEqual({
      taxAmount: '130.00',
      totalAmount: '1130.00',
    });
    expect(figuresAfterEdit({ amount: '1000.00', taxRate: '6' }, 'taxRate')).toEqual({
      taxAmount: '60.00',
      totalAmount: '1060.00',
    });
    // Half-up to fen: 333.33 × 13% = 43.3329 → 43.33.
    expect(figuresAfterEdit({ amount: '333.33', taxRate: '13' }, 'amount')).toEqual({
      taxAmount: '43.33',
      totalAmount: '376.66',
    });
  });

  it('fills nothing while an input is missing or not valid', () => {
    expect(figuresAfterEdit({ amount: '', taxRate: '13' }, 'amount')).toEqual({});
    expect(figuresAfterEdit({ amount: '12.345', taxRate: '13' }, 'amount')).toEqual({});
    expect(figuresAfterEdit({ amount: '100', taxRate: 'abc' }, 'taxRate')).toEqual({});
    expect(figuresAfterEdit({ amount: '-1', taxRate: '13' }, 'amount')).toEqual({});
    expect(figuresAfterEdit({ amount: 'x', taxAmount: '1' }, 'taxAmount')).toEqual({});
  });

  it('a typed 税额 (the printed one) moves 价税合计 with it', () => {
    expect(figuresAfterEdit({ amount: '1000.00', taxRate: '13', taxAmount: '130.01' }, 'taxAmount')).toEqual({
      totalAmount: '1130.01',
    });
  });

  it('a 价税合计 typed before 金额 is split at the rate; a typed 金额 is never overwritten', () => {
    expect(figuresAfterEdit({ taxRate: '13', totalAmount: '1130' }, 'totalAmount')).toEqual({
      amount: '1000.00',
      taxAmount: '130.00',
    });
    expect(figuresAfterEdit({ amount: '5', taxRate: '13', totalAmount: '1130' }, 'totalAmount')).toEqual({});
  });

  it('a split total always adds up and its tax is within the one-fen tolerance', () => {
    for (const total of ['0.01', '1.13', '100.00', '376.66', '1234567.89', '500000000.00']) {
      for (const rate of ['0', '3', '6', '9', '13', '13.5']) {
        const s = splitTotal(total, rate)!;
        expect(checkInvoiceTotal(s.amount, s.taxAmount, total), `${total}@${rate}`).toBeUndefined();
        expect(checkInvoiceTax(s.amount, rate, s.taxAmount), `${total}@${rate}`).toBeUndefined();
      }
    }
    expect(netOfTotal('1130.00', '13')).toBe('1000.00');
    expect(netOfTotal('abc', '13')).toBeNull();
    expect(netOfTotal('0', '13')).toBeNull();
  });

  it('the tolerance: one fen off the computed tax is accepted, two fen get the Chinese message', () => {
    expect(checkInvoiceTax('1000.00', '13', '130.01')).toBeUndefined();
    expect(checkInvoiceTax('1000.00', '13', '129.99')).toBeUndefined();
    expect(checkInvoiceTax('1000.00', '13', '130.02')).toBe(INVOICE_MESSAGES.taxMismatch('130.00'));
    expect(INVOICE_MESSAGES.taxMismatch('130.00')).toBe(
      '税额与金额×税率不符（应为130.00元，允许误差0.01元）',
    );
  });
});
