import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  joinStoredValue,
  pageCheckState,
  recordsInValueOrder,
  removeKey,
  selectionOfValue,
  selectionResult,
  splitStoredValue,
  togglePage,
  toggleRecord,
  trailingCommaList,
  valueLabels,
  withRecords,
  type PickerSelection,
} from '../../../../../src/shared/domain/widgets/pickers/selection';
import { userCellOptions } from '../../../../../src/shared/domain/widgets/pickers/grid-cell-options';
import { localPage } from '../../../../../src/shared/domain/widgets/pickers/local-page';
import {
  pickerCellText,
  userLabel,
  PICKER_WIDTH,
  USER_PICKER_CELL_WIDTH,
} from '../../../../../src/shared/domain/widgets/pickers/picker-config';

type U = { id: string; username: string; realname?: string };
const a: U = { id: '1', username: 'a', realname: '甲' };
const b: U = { id: '2', username: 'b', realname: '乙' };
const c: U = { id: '3', username: 'c' };

describe('stored values', () => {
  it('splits comma values, arrays and numbers; trims, drops blanks and repeats', () => {
    expect(splitStoredValue('a, b,,a,')).toEqual(['a', 'b']);
    expect(splitStoredValue(['x', null, ' y ', 'x'])).toEqual(['x', 'y']);
    expect(splitStoredValue(7)).toEqual(['7']);
    expect(splitStoredValue(null)).toEqual([]);
    expect(splitStoredValue('')).toEqual([]);
  });

  it('joins with commas; the lookup list has a trailing comma after every key', () => {
    expect(joinStoredValue(['a', 'b'])).toBe('a,b');
    expect(joinStoredValue([])).toBe('');
    expect(trailingCommaList(['a', 'b'])).toBe('a,b,');
    expect(trailingCommaList(['a'])).toBe('a,');
  });
});

describe('selection', () => {
  it('multi mode adds in choice order and unchecks', () => {
    let sel: PickerSelection<U> = emptySelection();
    sel = toggleRecord(sel, b, 'username', 'multi');
    sel = toggleRecord(sel, a, 'username', 'multi');
    expect(selectionResult(sel)).toEqual({ value: 'b,a', records: [b, a] });
    sel = toggleRecord(sel, b, 'username', 'multi');
    expect(selectionResult(sel)).toEqual({ value: 'a', records: [a] });
  });

  it('single mode keeps only the newly checked record', () => {
    let sel: PickerSelection<U> = selectionOfValue('a,b', 'single');
    expect(sel.keys).toEqual(['a']);
    sel = toggleRecord(sel, c, 'username', 'single');
    expect(selectionResult(sel)).toEqual({ value: 'c', records: [c] });
    sel = toggleRecord(sel, c, 'username', 'single');
    expect(selectionResult(sel).value).toBe('');
  });

  it('uses the store field as the key (id here) and ignores records without it', () => {
    let sel: PickerSelection<U> = emptySelection();
    sel = toggleRecord(sel, a, 'id', 'multi');
    sel = toggleRecord(sel, { id: '', username: 'z' }, 'id', 'multi');
    expect(selectionResult(sel).value).toBe('1');
  });

  it('a stored value gets its records later, keeping its order; unknown keys stay as keys', () => {
    let sel: PickerSelection<U> = selectionOfValue('b,a,ghost', 'multi');
    sel = withRecords(sel, [a, b, c], 'username');
    expect(sel.keys).toEqual(['b', 'a', 'ghost']);
    expect(Object.keys(sel.records).sort()).toEqual(['a', 'b']);
    expect(valueLabels(sel.keys, sel.records, userLabel)).toEqual(['乙', '甲', 'ghost']);
    // The value is kept as it was: a key whose record is unknown is not dropped.
    expect(selectionResult(sel).value).toBe('b,a,ghost');
    expect(selectionResult(sel).records).toEqual([b, a]);
    expect(withRecords(sel, [a], 'username')).toBe(sel);
  });

  it('checks and unchecks a whole page in multi mode and reports its state', () => {
    let sel: PickerSelection<U> = selectionOfValue('c', 'multi');
    expect(pageCheckState(sel, [a, b], 'username')).toBe('none');
    sel = togglePage(sel, [a, b], 'username', 'multi', true);
    expect(sel.keys).toEqual(['c', 'a', 'b']);
    expect(pageCheckState(sel, [a, b], 'username')).toBe('all');
    sel = removeKey(sel, 'a');
    expect(pageCheckState(sel, [a, b], 'username')).toBe('some');
    sel = togglePage(sel, [a, b], 'username', 'multi', false);
    expect(sel.keys).toEqual(['c']);
    expect(togglePage(sel, [a, b], 'username', 'single', true)).toBe(sel);
  });

  it('orders looked-up records as the stored value lists them', () => {
    expect(recordsInValueOrder([a, b, c], 'c,a,', 'username')).toEqual([c, a]);
  });
});

describe('picker config', () => {
  it('has the spec widths and the sex and rank texts', () => {
    expect([PICKER_WIDTH, USER_PICKER_CELL_WIDTH]).toEqual([1200, 1250]);
    expect(pickerCellText({ sex: 1 }, 'sex_dictText')).toBe('男');
    expect(pickerCellText({ sex: '2' }, 'sex_dictText')).toBe('女');
    expect(pickerCellText({ sex: 2, sex_dictText: '女士' }, 'sex_dictText')).toBe('女士');
    expect(pickerCellText({ postRank: 'P5' }, 'rank_dictText')).toBe('P5');
    expect(userLabel({ username: 'u' })).toBe('u');
  });
});

describe('localPage', () => {
  const roles = Array.from({ length: 23 }, (_, i) => ({ roleName: `角色${i}`, roleCode: `r${i}` }));
  it('filters by keyword on the given fields and pages, clamping the page number', () => {
    expect(localPage(roles, '', ['roleName'], 3, 10)).toMatchObject({ total: 23 });
    expect(localPage(roles, '', ['roleName'], 3, 10).records).toHaveLength(3);
    expect(localPage(roles, 'R1', ['roleCode'], 1, 10).total).toBe(11);
    expect(localPage(roles, 'R1', ['roleName'], 1, 10).total).toBe(0);
    expect(localPage(roles, '', ['roleName'], 99, 10).records[0]?.roleCode).toBe('r20');
  });
});

describe('userCellOptions', () => {
  it('reads store and multiSelect from fieldExtendJson (string or object) and the multi flag', () => {
    expect(userCellOptions({})).toEqual({ mode: 'multi', storeField: 'username' });
    expect(userCellOptions({ fieldExtendJson: '{"store":"id","multiSelect":false}' })).toEqual({
      mode: 'single',
      storeField: 'id',
    });
    expect(userCellOptions({ multi: false, fieldExtendJson: { store: 'workNo' } })).toEqual({
      mode: 'single',
      storeField: 'workNo',
    });
    expect(userCellOptions({ fieldExtendJson: 'not json' }).storeField).toBe('username');
  });
});
