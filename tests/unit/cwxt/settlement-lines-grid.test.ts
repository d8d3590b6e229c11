import { describe, expect, it } from 'vitest';
import { lineTotals, toSaveRows } from '../../../src/shared/domain/business/settlement-lines-grid';

describe('电量明细 helpers', () => {
  it('lineTotals: exact sums, the absolute difference, invalid cells counted apart', () => {
    const rows = [{ energyKwh: '0.1' }, { energyKwh: 0.2 }, { energyKwh: '' }, { energyKwh: '1.2345' }];
    expect(lineTotals(rows, '1.000')).toEqual({
      lines: '0.300',
      task: '1.000',
      difference: '0.700',
      invalid: 1,
    });
    expect(lineTotals([{ energyKwh: '5' }], '3.5').difference).toBe('1.500');
  });

  it('toSaveRows: version only on server rows, blanks as null, numbers as their exact text', () => {
    const body = toSaveRows(
      [
        { id: 'l1', unitId: '', meterPoint: 'M1', energyKwh: 12.5, remark: '', version: 2 },
        { id: 'tmp', unitId: 'u1', meterPoint: 'M2', energyKwh: '3.000', remark: '说明', version: 7 },
      ],
      (id) => id === 'tmp',
    );
    expect(body).toEqual([
      { id: 'l1', unitId: null, meterPoint: 'M1', energyKwh: '12.500', remark: null, version: 2 },
      { id: 'tmp', unitId: 'u1', meterPoint: 'M2', energyKwh: '3.000', remark: '说明' },
    ]);
  });

  it('sends `version` only for lines that came from the server, and exact kWh text', () => {
    const body = toSaveRows(
      [
        { id: 'l1', meterPoint: 'A', unitId: '', energyKwh: 0.1, remark: '', version: 2 },
        // A grid row (re-added after another user's delete) that still carries an old version.
        { id: 'tmp1', meterPoint: 'B', unitId: 'u1', energyKwh: '7', remark: '说明', version: 5 },
      ],
      (id) => id === 'tmp1',
    );
    expect(body).toEqual([
      { id: 'l1', meterPoint: 'A', unitId: null, energyKwh: '0.100', remark: null, version: 2 },
      { id: 'tmp1', meterPoint: 'B', unitId: 'u1', energyKwh: '7.000', remark: '说明' },
    ]);
  });
});
