import { describe, expect, it } from 'vitest';
import {
  formatDatePart,
  formatFillCode,
  padSequence,
  periodKey,
  previewFillCode,
  sequenceOverflows,
  validateFillRuleFormat,
  type FillRuleFormat,
} from '../../../../src/shared/domain/fill-rule/format';

// 2025-12-31 23:30 in GMT+8 is still 2025 there, although it is 15:30 UTC.
const NEW_YEARS_EVE = new Date('2025-12-31T15:30:00Z');
const NEW_YEAR = new Date('2025-12-31T16:00:00Z');

const INVOICE: FillRuleFormat = {
  prefix: 'FP',
  datePattern: 'yyyy',
  separator: '-',
  seqLength: 6,
  resetPeriod: 'year',
};

describe('fill rule date part and period (GMT+8)', () => {
  it('formats each date pattern', () => {
    expect(formatDatePart('none', NEW_YEARS_EVE)).toBe('');
    expect(formatDatePart('yyyy', NEW_YEARS_EVE)).toBe('2025');
    expect(formatDatePart('yyyyMM', NEW_YEARS_EVE)).toBe('202512');
    expect(formatDatePart('yyyyMMdd', NEW_YEARS_EVE)).toBe('20251231');
    expect(formatDatePart('yyyyMMdd', NEW_YEAR)).toBe('20260101');
  });

  it('keys counters by reset period', () => {
    expect(periodKey('never', NEW_YEAR)).toBe('all');
    expect(periodKey('year', NEW_YEARS_EVE)).toBe('2025');
    expect(periodKey('year', NEW_YEAR)).toBe('2026');
    expect(periodKey('month', NEW_YEAR)).toBe('202601');
    expect(periodKey('day', NEW_YEAR)).toBe('20260101');
  });
});

describe('fill rule sequence', () => {
  it('pads to the length and keeps every digit once the number outgrows it', () => {
    expect(padSequence(123, 6)).toBe('000123');
    expect(padSequence(999999, 6)).toBe('999999');
    expect(padSequence(1000000, 6)).toBe('1000000');
    expect(sequenceOverflows(999999, 6)).toBe(false);
    expect(sequenceOverflows(1000000, 6)).toBe(true);
  });

  it('refuses values that are not sequence numbers', () => {
    expect(() => padSequence(0, 6)).toThrow(RangeError);
    expect(() => padSequence(1.5, 6)).toThrow(RangeError);
  });
});

describe('fill rule code', () => {
  it('joins prefix, date part and sequence with the separator', () => {
    expect(formatFillCode(INVOICE, 123, NEW_YEARS_EVE)).toBe('FP-2025-000123');
    expect(formatFillCode({ ...INVOICE, separator: '' }, 7, NEW_YEAR)).toBe('FP2026000007');
  });

  it('leaves out empty parts and their separators', () => {
    expect(formatFillCode({ ...INVOICE, datePattern: 'none' }, 5, NEW_YEAR)).toBe('FP-000005');
    expect(formatFillCode({ ...INVOICE, prefix: '' }, 5, NEW_YEAR)).toBe('2026-000005');
    expect(formatFillCode({ ...INVOICE, prefix: '', datePattern: 'none' }, 5, NEW_YEAR)).toBe('000005');
  });

  it('previews the first code', () => {
    expect(previewFillCode({ ...INVOICE, datePattern: 'yyyyMMdd', separator: '/' }, NEW_YEAR)).toBe(
      'FP/20260101/000001',
    );
  });
});

describe('fill rule definition check', () => {
  const ok = { prefix: 'FP', separator: '-', datePattern: 'yyyy', resetPeriod: 'year', seqLength: 6 };

  it('accepts a sound definition, also with a string length and empty parts', () => {
    expect(validateFillRuleFormat(ok)).toBeUndefined();
    expect(validateFillRuleFormat({ ...ok, seqLength: '4', prefix: '', separator: '' })).toBeUndefined();
    expect(validateFillRuleFormat({ ...ok, datePattern: 'none', resetPeriod: 'never' })).toBeUndefined();
    expect(validateFillRuleFormat({ ...ok, datePattern: 'yyyyMMdd', resetPeriod: 'month' })).toBeUndefined();
  });

  it('refuses a reset finer than the date part (codes would repeat)', () => {
    expect(validateFillRuleFormat({ ...ok, resetPeriod: 'month' })).toContain('重置周期不能比日期格式更细');
    expect(validateFillRuleFormat({ ...ok, datePattern: 'none', resetPeriod: 'year' })).toContain('重置周期');
  });

  it('refuses bad parts with their message', () => {
    expect(validateFillRuleFormat({ ...ok, seqLength: 0 })).toContain('流水号位数');
    expect(validateFillRuleFormat({ ...ok, seqLength: 13 })).toContain('流水号位数');
    expect(validateFillRuleFormat({ ...ok, seqLength: 2.5 })).toContain('流水号位数');
    expect(validateFillRuleFormat({ ...ok, datePattern: 'yy' })).toContain('日期格式');
    expect(validateFillRuleFormat({ ...ok, resetPeriod: 'week' })).toContain('重置周期只能是');
    expect(validateFillRuleFormat({ ...ok, separator: '#' })).toContain('分隔符');
    expect(validateFillRuleFormat({ ...ok, prefix: 'A B' })).toContain('前缀');
    expect(validateFillRuleFormat({ ...ok, prefix: 'X'.repeat(21) })).toContain('前缀');
  });
});
