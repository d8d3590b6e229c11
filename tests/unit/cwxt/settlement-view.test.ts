import { describe, expect, it } from 'vitest';
import { PERM } from '../../../src/shared/domain/permission/codes';
import {
  displayMoneyChange,
  partlyPaid,
  payAmountError,
  revisePreview,
  taskEntryLabel,
  unpaidAmount,
} from '../../../src/shared/domain/business/settlement-view';

const holds =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe('settlement view rules of the phone', () => {
  it('办理 only when the user has a step to take now; 查看 otherwise', () => {
    const plant = holds(PERM.settlement.confirm, PERM.settlement.dispute);
    const grid = holds(PERM.settlement.revise, PERM.settlement.pay);
    expect(taskEntryLabel('pending', plant)).toBe('办理');
    expect(taskEntryLabel('confirmed', plant)).toBe('查看');
    expect(taskEntryLabel('pending', grid)).toBe('查看');
    expect(taskEntryLabel('disputed', grid)).toBe('办理');
    expect(taskEntryLabel('invoiced', grid)).toBe('办理');
    expect(taskEntryLabel('settled', grid)).toBe('查看');
    // The read-only leader holds no step code: 查看 in every state.
    for (const s of ['pending', 'confirmed', 'disputed', 'invoiced', 'settled'])
      expect(taskEntryLabel(s, holds(PERM.settlement.list))).toBe('查看');
  });

  it('what is unpaid, exact to the fen, and whether it was paid in part', () => {
    expect(unpaidAmount({ amount: '500000000.00', paidAmount: '123456789.01' })).toBe('376543210.99');
    expect(unpaidAmount({ amount: '10.00', paidAmount: null })).toBe('10.00');
    expect(unpaidAmount({ amount: 'x', paidAmount: '0' })).toBeNull();
    expect(partlyPaid({ amount: '10.00', paidAmount: '0.01' })).toBe(true);
    expect(partlyPaid({ amount: '10.00', paidAmount: '0.00' })).toBe(false);
    expect(partlyPaid({ amount: '10.00', paidAmount: '10.00' })).toBe(false);
  });

  it('a payment is money above zero and no more than is unpaid', () => {
    const task = { amount: '1000.00', paidAmount: '400.00' };
    expect(payAmountError('600.00', task)).toBeUndefined();
    expect(payAmountError(' 0.01 ', task)).toBeUndefined();
    expect(payAmountError('600.01', task)).toBe('付款金额超过未付金额');
    expect(payAmountError('0', task)).toBe('付款金额应为大于 0 的金额，最多两位小数');
    expect(payAmountError('1.001', task)).toBe('付款金额应为大于 0 的金额，最多两位小数');
    expect(payAmountError('abc', task)).toBe('付款金额应为大于 0 的金额，最多两位小数');
  });

  it('修订结算 previews the server’s amount (energy × price, half up to the fen) and the change', () => {
    // 100,867,164.376 kWh × 0.391500 = 39,489,494.852604 → ¥39,489,494.85
    expect(revisePreview('100867164.376', '0.3915', '39489494.00')).toEqual({
      kind: 'amount',
      amount: '39489494.85',
      change: '0.85',
    });
    expect(revisePreview('1', '0.005', '1.00')).toEqual({ kind: 'amount', amount: '0.01', change: '-0.99' });
    expect(revisePreview('', '0.4', '1.00')).toEqual({ kind: 'invalid' });
    expect(revisePreview('12.3456', '0.4', '1.00')).toEqual({ kind: 'invalid' });
    expect(revisePreview('999999999999999', '9999', '1.00')).toEqual({ kind: 'tooLarge' });
  });

  it('a money change reads with its sign', () => {
    expect(displayMoneyChange('2000.20')).toBe('+¥2,000.20');
    expect(displayMoneyChange('-0.99')).toBe('-¥0.99');
    expect(displayMoneyChange('0.00')).toBe('±¥0.00');
    expect(displayMoneyChange('x')).toBe('');
  });
});
