import { describe, expect, it } from 'vitest';
import {
  availableActions,
  canTransition,
  isTaskEditable,
  SETTLEMENT_FLOW,
  settlementActionText,
  transitionError,
} from '../../../src/shared/domain/business/settlement-flow';
import { PERM } from '../../../src/shared/domain/permission/codes';
import {
  disputeReasonError,
  settlementAmount,
  validateMonth,
} from '../../../src/shared/domain/resources/settlement-task';

const PLANT_CODES = new Set<string>([PERM.settlement.confirm, PERM.settlement.dispute]);
const GRID_CODES = new Set<string>([PERM.settlement.revise, PERM.settlement.pay, PERM.settlement.edit]);

describe('settlement flow', () => {
  it('allows each action only from its states', () => {
    expect(canTransition('confirm', 'pending')).toBe(true);
    expect(canTransition('confirm', 'disputed')).toBe(false);
    expect(canTransition('revise', 'disputed')).toBe(true);
    expect(canTransition('revise', 'pending')).toBe(false);
    expect(canTransition('invoice', 'confirmed')).toBe(true);
    expect(canTransition('pay', 'invoiced')).toBe(true);
    expect(canTransition('pay', 'settled')).toBe(false);
    expect(SETTLEMENT_FLOW.dispute.to).toBe('disputed');
  });

  it('names the current state in the refusal', () => {
    expect(transitionError('confirm', 'confirmed')).toBe('当前状态为「电厂已确认」，不能执行此操作');
    expect(transitionError('pay', 'pending')).toBe('当前状态为「待确认」，不能执行此操作');
    expect(transitionError('confirm', 'pending')).toBeUndefined();
  });

  it('offers the plant confirm/dispute and the grid revise/pay, never invoice', () => {
    expect(availableActions('pending', (c) => PLANT_CODES.has(c))).toEqual(['confirm', 'dispute']);
    expect(availableActions('pending', (c) => GRID_CODES.has(c))).toEqual([]);
    expect(availableActions('disputed', (c) => GRID_CODES.has(c))).toEqual(['revise']);
    expect(availableActions('disputed', (c) => PLANT_CODES.has(c))).toEqual([]);
    expect(availableActions('invoiced', (c) => GRID_CODES.has(c))).toEqual(['pay']);
    expect(availableActions('confirmed', () => true)).toEqual([]);
    expect(availableActions('settled', () => true)).toEqual([]);
  });

  it('edits only pending tasks', () => {
    expect(isTaskEditable('pending')).toBe(true);
    expect(['confirmed', 'disputed', 'invoiced', 'settled'].some(isTaskEditable)).toBe(false);
  });
});

describe('settlement task values', () => {
  it('computes the amount exactly, half-up to fen', () => {
    expect(settlementAmount('1234567.891', '0.364400')).toBe('449876.54');
    expect(settlementAmount('100.5', '0.333333')).toBe('33.50');
    expect(settlementAmount('0.001', '0.005')).toBe('0.00');
    expect(settlementAmount('1', '0.005')).toBe('0.01');
    expect(settlementAmount('1.0001', '0.3')).toBeNull();
    expect(settlementAmount('1', '0.1234567')).toBeNull();
    expect(settlementAmount('-1', '0.3')).toBeNull();
    expect(settlementAmount('999999999999999.999', '9999.999999')).toBeNull();
  });

  it('checks the month and the dispute reason', () => {
    expect(validateMonth('2025-12')).toBeUndefined();
    expect(validateMonth('2025-13')).toBe('结算月份格式应为 YYYY-MM');
    expect(disputeReasonError('')).toBe('请填写异议说明');
    expect(disputeReasonError('  ')).toBe('请填写异议说明');
    expect(disputeReasonError('a'.repeat(500))).toBeUndefined();
    expect(disputeReasonError('a'.repeat(501))).toBe('异议说明不能超过500个字');
  });
});

describe('settlement action text', () => {
  it('names every logged action, and passes an unknown one through', () => {
    expect(settlementActionText('open')).toBe('开立');
    expect(settlementActionText('invoice')).toBe('发票审核通过');
    expect(settlementActionText('other')).toBe('other');
  });
});
