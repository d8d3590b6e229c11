import { describe, expect, it } from 'vitest';
import {
  displayDecimal,
  displayEnergy,
  displayEnergyKwh,
  displayMoney,
  displayRate,
  displayScaled,
  sumDecimals,
  toScaled,
} from '../../../src/shared/domain/money/figures';
import { lineTotals } from '../../../src/shared/domain/business/settlement-lines-grid';

/** The one formatter per kind of figure, and the exact decimal sum behind the grid's 合计. */
describe('exact decimal sums', () => {
  it('sums 100867164.376 kWh exactly (three lines), never truncating a cell', () => {
    const lines = ['33622388.125', 33622388.126, '33622388.125'];
    expect(displayScaled(sumDecimals(lines, 3), 3)).toBe('100,867,164.376');
    // The old 合计 summed each cell's integer part: 100,867,163.
    expect(sumDecimals(lines, 3)).toBe(100867164376n);
  });

  it('0.1 + 0.2 is 0.3; blanks and text count as zero; grouped text is read', () => {
    expect(sumDecimals(['0.1', 0.2, '', null, 'abc', undefined], 1)).toBe(3n);
    expect(sumDecimals(['1,234.5', '-0.5'], 2)).toBe(123400n);
  });

  it('reads any decimal at a scale, rounding half away from zero past it', () => {
    expect(toScaled('12.3456', 3)).toBe(12346n);
    expect(toScaled('-12.3455', 3)).toBe(-12346n);
    expect(toScaled('.5', 0)).toBe(1n);
    expect(toScaled(7, 2)).toBe(700n);
    expect(toScaled('1e5', 2)).toBeNull();
    expect(toScaled('', 2)).toBeNull();
    expect(toScaled(Number.NaN, 2)).toBeNull();
  });
});

describe('formatters by kind', () => {
  it('money: ¥, grouping, two decimals', () => {
    expect(displayMoney('100000000')).toBe('¥100,000,000.00');
    expect(displayMoney('0')).toBe('¥0.00');
    expect(displayMoney(null)).toBe('');
  });

  it('energy: grouping, three decimals; with kWh in running text', () => {
    expect(displayEnergy('100867164.376')).toBe('100,867,164.376');
    expect(displayEnergy('1500.1')).toBe('1,500.100');
    expect(displayEnergy(0)).toBe('0.000');
    expect(displayEnergyKwh('100867164.376')).toBe('100,867,164.376 kWh');
    expect(displayEnergyKwh(null)).toBe('');
  });

  it('rate: two decimals and a percent sign', () => {
    expect(displayRate('13')).toBe('13.00%');
    expect(displayRate('9.5')).toBe('9.50%');
    expect(displayRate('')).toBe('');
  });

  it('keeps text that is not a decimal as it is', () => {
    expect(displayDecimal('n/a', 2)).toBe('n/a');
  });

  it('明细合计 uses the energy formatter: the same text as the grid 合计', () => {
    const rows = [
      { energyKwh: '33622388.125' },
      { energyKwh: '33622388.126' },
      { energyKwh: '33622388.125' },
    ];
    const totals = lineTotals(rows, '100867164.376');
    expect(displayEnergyKwh(totals.lines)).toBe('100,867,164.376 kWh');
    expect(totals.difference).toBe('0.000');
  });
});
