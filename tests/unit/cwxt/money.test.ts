import { describe, expect, it } from 'vitest';
import {
  amountOf,
  compareMoney,
  displayMoney,
  formatMoney,
  normalizeMoney,
  parseMoney,
  subtractMoney,
  sumMoney,
  taxOf,
  withinTolerance,
} from '../../../src/shared/domain/money/money';

describe('money helpers', () => {
  it('parses at most two decimals, never through float noise', () => {
    expect(parseMoney('1234.5')).toBe(123450n);
    expect(parseMoney('1,234.50')).toBe(123450n);
    expect(parseMoney(0.1)).toBe(10n);
    expect(parseMoney('1.005')).toBeNull();
    expect(parseMoney(0.1 + 0.2)).toBeNull(); // 0.30000000000000004
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('1e3')).toBeNull();
  });

  it('sums exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(sumMoney(['1.10', null, undefined, '', '2.20'])).toBe('3.30');
    expect(() => sumMoney(['1.001'])).toThrow();
  });

  it('holds values at the numeric(18,2) limit', () => {
    const max = '9999999999999999.99';
    expect(normalizeMoney(max)).toBe(max);
    expect(parseMoney('99999999999999999.99')).toBeNull();
    expect(subtractMoney(max, '0.01')).toBe('9999999999999999.98');
    expect(compareMoney(max, '9999999999999999.98')).toBe(1);
    expect(formatMoney(999999999999999999n)).toBe(max);
    expect(displayMoney(max)).toBe('¥9,999,999,999,999,999.99');
  });

  it('rounds half-up to fen', () => {
    expect(amountOf('1', 3, '0.005', 6)).toBe('0.01');
    expect(amountOf('1', 3, '0.004999', 6)).toBe('0.00');
    expect(amountOf('3', 0, '0.335', 3)).toBe('1.01'); // 1.005 → 1.01 (a float gives 1.00)
    expect(amountOf('1.0001', 3, '1', 6)).toBeNull();
  });

  it('computes tax half-up at a percent rate', () => {
    expect(taxOf('100.00', '13')).toBe('13.00');
    expect(taxOf('0.50', '13')).toBe('0.07'); // 0.065 → 0.07
    expect(taxOf('1.15', '6')).toBe('0.07'); // 0.069 → 0.07
    expect(taxOf('1.00', '100')).toBeNull();
  });

  it('compares within a tolerance', () => {
    expect(withinTolerance('100.00', '100.05', '0.05')).toBe(true);
    expect(withinTolerance('100.00', '100.06', '0.05')).toBe(false);
    expect(withinTolerance('100.06', '100.00', '0.05')).toBe(false);
    expect(withinTolerance('x', '1', '1')).toBe(false);
  });

  it('normalizes database text and displays grouped', () => {
    expect(normalizeMoney('1234.5')).toBe('1234.50');
    expect(normalizeMoney(null)).toBeNull();
    expect(displayMoney('1234567.8')).toBe('¥1,234,567.80');
    expect(displayMoney(undefined)).toBe('');
  });
});
