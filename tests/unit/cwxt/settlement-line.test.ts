import { describe, expect, it } from 'vitest';
import { validateCell } from '../../../src/shared/domain/grid/validate';
import type { GridColumn } from '../../../src/shared/domain/grid/column';
import {
  isLineEditableStatus,
  LINE_MESSAGES,
  LINE_VALIDATE_RULES,
  lineValues,
  linesError,
  MAX_LINES,
  sumLineEnergy,
  validateLineRow,
} from '../../../src/shared/domain/resources/settlement-line';

describe('settlement line rules', () => {
  it('names the row of a field problem, 1-based', () => {
    expect(validateLineRow({ meterPoint: ' ', energyKwh: '1' }, 0)).toBe('第1行：请填写计量点');
    expect(validateLineRow({ meterPoint: 'a'.repeat(51), energyKwh: '1' }, 2)).toBe(
      '第3行：计量点不能超过50个字',
    );
    expect(validateLineRow({ meterPoint: '表', energyKwh: '1.2345' }, 1)).toBe(
      '第2行：上网电量须为不小于0的数，最多3位小数',
    );
    expect(validateLineRow({ meterPoint: '表', energyKwh: -0.5 }, 0)).toBe(
      '第1行：上网电量须为不小于0的数，最多3位小数',
    );
    expect(validateLineRow({ meterPoint: '表', energyKwh: null }, 0)).toBe(
      '第1行：上网电量须为不小于0的数，最多3位小数',
    );
    expect(validateLineRow({ meterPoint: '表', energyKwh: '1', remark: '注'.repeat(201) }, 0)).toBe(
      '第1行：备注不能超过200个字',
    );
    expect(
      validateLineRow({ meterPoint: '表'.repeat(50), energyKwh: 0, remark: '注'.repeat(200) }, 0),
    ).toBeUndefined();
    // Characters, not UTF-16 units: 50 astral characters still fit.
    expect(validateLineRow({ meterPoint: '𠀀'.repeat(50), energyKwh: '1' }, 0)).toBeUndefined();
  });

  it('stores trimmed text, null for empty optionals, and the energy at three decimals', () => {
    expect(lineValues({ meterPoint: ' #1 ', energyKwh: '1,234.5', unitId: '', remark: '  ' })).toEqual({
      meterPoint: '#1',
      unitId: null,
      energyKwh: '1234.500',
      remark: null,
    });
    expect(lineValues({ meterPoint: 'x', energyKwh: 7, unitId: 'u1', remark: ' r ' })).toMatchObject({
      unitId: 'u1',
      energyKwh: '7.000',
      remark: 'r',
    });
  });

  it('checks a whole grid: duplicates name the earlier row, units must be the plant’s, at most 200 rows', () => {
    const rows = [
      { meterPoint: 'A', energyKwh: '1', unitId: 'u1' },
      { meterPoint: 'B', energyKwh: '1' },
      { meterPoint: 'A', energyKwh: '1' },
    ];
    expect(linesError(rows)).toBe('第3行：计量点与第1行重复');
    expect(linesError(rows.slice(0, 2), new Set(['u2']))).toBe('第1行：机组不属于该电厂');
    expect(linesError(rows.slice(0, 2), new Set(['u1']))).toBeUndefined();
    const many = Array.from({ length: MAX_LINES + 1 }, (_, i) => ({ meterPoint: `m${i}`, energyKwh: '1' }));
    expect(linesError(many)).toBe('电量明细最多200行');
    expect(linesError(many.slice(0, MAX_LINES))).toBeUndefined();
  });

  it('has the save refusals’ exact texts', () => {
    expect(LINE_MESSAGES.changedMeanwhile(4)).toBe('第4行已被他人修改，请重新加载或保留您的修改后再保存');
    expect(LINE_MESSAGES.deletedMeanwhile(2)).toBe('第2行已被他人删除，请重新加载后再保存');
    expect(LINE_MESSAGES.notEditable).toBe('结算任务当前状态不能修改电量明细');
  });

  it('is editable while pending or disputed only', () => {
    expect(
      ['pending', 'disputed', 'confirmed', 'invoiced', 'settled', null].map(isLineEditableStatus),
    ).toEqual([true, true, false, false, false, false]);
  });

  it('sums the valid energies exactly', () => {
    expect(sumLineEnergy(['0.1', '0.2', 0.3, 'x', null])).toBe('0.600');
    expect(sumLineEnergy([])).toBe('0.000');
  });

  it('gives the grid cell rules with the same messages', () => {
    const cell = (key: 'meterPoint' | 'energyKwh' | 'remark', value: unknown) => {
      const column: GridColumn = { key, title: key, type: 'input', validateRules: LINE_VALIDATE_RULES[key] };
      return validateCell({ column, value, trigger: 'blur', isDuplicate: () => false, getRow: () => ({}) });
    };
    expect(cell('meterPoint', '')).toBe('请填写计量点');
    expect(cell('meterPoint', '#1')).toBeUndefined();
    expect(cell('energyKwh', '1.0001')).toBe('上网电量须为不小于0的数，最多3位小数');
    expect(cell('energyKwh', '12.5')).toBeUndefined();
    expect(cell('remark', '注'.repeat(201))).toBe('备注不能超过200个字');
  });
});
