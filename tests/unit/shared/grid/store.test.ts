import { describe, expect, it, vi } from 'vitest';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { RemoveRowsArgumentError } from '../../../../src/shared/domain/grid/errors';
import { isTempId, TEMP_ID_PREFIX } from '../../../../src/shared/domain/grid/row-id';
import { GridStore } from '../../../../src/shared/domain/grid/store';

const columns: GridColumn[] = [
  {
    key: 'name',
    title: '名称',
    type: 'input',
    validateRules: [{ required: true, message: '请输入${title}' }],
  },
  {
    key: 'code',
    title: '编码',
    type: 'input',
    validateRules: [{ unique: true, message: '${title}不能重复' }],
  },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'], defaultValue: 1 },
  { key: 'ok', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true },
  { key: 'tags', title: '标签', type: 'list_multi', defaultValue: ['a', 'b'] },
  { key: 'memo', title: '备注', type: 'hidden' },
];

function store(extra: Partial<ConstructorParameters<typeof GridStore>[0]> = {}) {
  const s = new GridStore({ columns, ...extra });
  s.load([
    { id: 's1', name: '甲', code: 'A', qty: 2, ok: 'Y' },
    { id: 's2', name: '乙', code: 'B', qty: '3', ok: 'N' },
  ]);
  return s;
}

describe('GridStore: loading and values out', () => {
  it('fills every column of a loaded row and keeps server ids', () => {
    const s = store();
    expect(s.getValuesSync()).toEqual([
      { id: 's1', name: '甲', code: 'A', qty: 2, ok: 'Y', tags: '', memo: '' },
      { id: 's2', name: '乙', code: 'B', qty: '3', ok: 'N', tags: '', memo: '' },
    ]);
  });

  it('gives rows without an id a temporary id that the caller sees cleaned', async () => {
    const s = new GridStore({ columns });
    s.load([{ name: '丙', code: 'C' }]);
    const internal = s.idAt(0) as string;
    expect(isTempId(internal)).toBe(true);
    const { values } = await s.getValues({ validate: false });
    expect(values[0]?.id).not.toContain(TEMP_ID_PREFIX);
    expect(internal).toContain(String(values[0]?.id));
    // the cleaned id addresses the row again
    expect(s.getValue(String(values[0]?.id), 'name')).toBe('丙');
  });

  it('edits in place: one row object, one version bump, one notification', () => {
    const s = store();
    const listener = vi.fn();
    s.subscribe(listener);
    const before = s.getRow('s1');
    const v1 = s.getRowVersion('s1');
    const v2 = s.getRowVersion('s2');
    expect(s.setValue('s1', 'name', '甲2')).toBe(true);
    expect(s.getRow('s1')).toBe(before);
    expect(s.getRowVersion('s1')).toBe(v1 + 1);
    expect(s.getRowVersion('s2')).toBe(v2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.setValue('s1', 'name', '甲2')).toBe(false);
    expect(s.setValue('nope', 'name', 'x')).toBe(false);
    expect(s.setValue('s1', 'id', 'other')).toBe(false);
  });
});

describe('GridStore: add rows', () => {
  it('adds rows with type defaults at the bottom by default', () => {
    const s = store();
    const [id] = s.addRows();
    expect(s.rowCount).toBe(3);
    expect(s.idAt(2)).toBe(id);
    expect(s.getRow(id as string)).toMatchObject({ name: '', qty: 1, ok: 'Y', tags: 'a,b', memo: '' });
  });

  it('count is at least 1; position k inserts after the first k rows; 0 is the bottom', () => {
    const s = store();
    expect(s.addRows(0)).toHaveLength(1);
    expect(s.addRows(-3)).toHaveLength(1);
    const two = s.addRows(2, { index: 1 });
    expect(s.getRowIds().slice(0, 4)).toEqual(['s1', ...two, 's2']);
    const beyond = s.addRows(1, { index: 99 });
    expect(s.idAt(s.rowCount - 1)).toBe(beyond[0]);
  });

  it('isOrder number columns continue from the maximum', () => {
    const s = new GridStore({
      columns: [{ key: 'sort', title: '排序', type: 'inputNumber', isOrder: true }],
    });
    s.load([
      { id: 'a', sort: 4 },
      { id: 'b', sort: '9' },
    ]);
    const [id] = s.addRows();
    expect(s.getValue(id as string, 'sort')).toBe(10);
    const empty = new GridStore({
      columns: [{ key: 'sort', title: '排序', type: 'inputNumber', isOrder: true }],
    });
    const [first] = empty.addRows();
    expect(empty.getValue(first as string, 'sort')).toBe(1);
  });

  it('checkbox without customValue defaults to false (or true with defaultChecked)', () => {
    const s = new GridStore({
      columns: [
        { key: 'a', title: 'A', type: 'checkbox' },
        { key: 'b', title: 'B', type: 'checkbox', defaultChecked: true },
      ],
    });
    const [id] = s.addRows();
    expect(s.getRow(id as string)).toMatchObject({ a: false, b: true });
  });
});

describe('GridStore: remove rows and deleted ids', () => {
  it('records the ids of removed server rows, not of new rows', () => {
    const s = store();
    const [fresh] = s.addRows();
    s.removeRows(['s1', fresh as string]);
    expect(s.getRowIds()).toEqual(['s2']);
    expect(s.getDeleteIds()).toEqual(['s1']);
  });

  it('accepts a single id and ignores unknown ids', () => {
    const s = store();
    expect(s.removeRows('s2')).toEqual(['s2']);
    expect(s.removeRows('zz')).toEqual([]);
  });

  it.each([[42], [null], [{ id: 's1' }], [undefined]])('throws a Chinese error for %j', (arg) => {
    const s = store();
    expect(() => s.removeRows(arg)).toThrow(RemoveRowsArgumentError);
    expect(() => s.removeRows(arg)).toThrow(/removeRows\(\) 函数需要的参数可以是string或Array类型/);
    expect(s.rowCount).toBe(2);
  });
});

describe('GridStore: drag sort renumbering', () => {
  it('renumbers the sort field from 1 after add, move and remove', () => {
    const s = store({ dragSortKey: 'orderNum' });
    const [fresh] = s.addRows(1, { index: 1 });
    expect(s.getValuesSync().map((r) => [r.id, r.orderNum])).toEqual([
      ['s1', 1],
      [String(s.getValuesSync()[1]?.id), 2],
      ['s2', 3],
    ]);
    expect(s.moveRow(2, 0)).toBe(true);
    expect(s.getValuesSync().map((r) => r.orderNum)).toEqual([1, 2, 3]);
    expect(s.getRowIds()[0]).toBe('s2');
    s.removeRows('s2');
    expect(s.getValuesSync().map((r) => r.orderNum)).toEqual([1, 2]);
    expect(s.getRowIds()).toEqual(['s1', fresh]);
  });

  it('refuses out-of-range moves', () => {
    const s = store({ dragSortKey: 'orderNum' });
    expect(s.moveRow(0, 5)).toBe(false);
    expect(s.moveRow(1, 1)).toBe(false);
  });
});

describe('GridStore: validation', () => {
  it('counts failing cells and records the messages', async () => {
    const s = store();
    s.addRows(1);
    expect(await s.validateAll()).toBe(1);
    const id = s.idAt(2) as string;
    expect(s.getError(id, 'name')).toBe('请输入名称');
    expect(s.errorCount()).toBe(1);
  });

  it('unique across rows, and a fixed duplicate clears the other row too', async () => {
    const s = store();
    s.setValue('s2', 'code', 'A');
    expect(await s.validateAll()).toBe(2);
    expect(s.getError('s1', 'code')).toBe('编码不能重复');
    s.setValue('s2', 'code', 'B');
    expect(s.validateCell('s2', 'code', 'input')).toBeUndefined();
    expect(s.getError('s1', 'code')).toBeUndefined();
    expect(s.errorCount()).toBe(0);
  });

  it('getValues returns the error count, values with clean ids and the deleted ids', async () => {
    const s = store();
    s.removeRows('s2');
    const [fresh] = s.addRows();
    const result = await s.getValues();
    expect(result.error).toBe(1);
    expect(result.deleteIds).toEqual(['s2']);
    expect(result.values.map((v) => v.id)).toEqual(['s1', expect.not.stringContaining(TEMP_ID_PREFIX)]);
    expect(fresh).toContain(String(result.values[1]?.id));
    expect((await s.getValues({ validate: false })).error).toBe(0);
  });

  it('getValues can be limited to rows', async () => {
    const s = store();
    s.setValue('s1', 'name', '');
    const only2 = await s.getValues({ rowIds: ['s2'] });
    expect(only2.error).toBe(0);
    expect(only2.values.map((v) => v.id)).toEqual(['s2']);
  });

  it('a late async answer of an older check is dropped', async () => {
    const answers: ((ok: boolean) => void)[] = [];
    const s = new GridStore({
      columns: [
        {
          key: 'x',
          title: 'X',
          type: 'input',
          validateRules: [{ handler: (_c, cb) => answers.push(cb), message: 'bad' }],
        },
      ],
    });
    s.load([{ id: 'r', x: '1' }]);
    const first = s.validateCell('r', 'x', 'input');
    const second = s.validateCell('r', 'x', 'input');
    answers[1]?.(true);
    await second;
    answers[0]?.(false);
    await first;
    expect(s.getError('r', 'x')).toBeUndefined();
  });

  it('validateDraft checks a row draft against the other rows without touching the grid', async () => {
    const s = store();
    const errors = await s.validateDraft('s2', { id: 's2', name: '', code: 'A' }, 'change');
    expect(errors).toEqual({ name: '请输入名称', code: '编码不能重复' });
    expect(s.errorCount()).toBe(0);
    s.setRowErrors('s2', errors);
    expect(s.getError('s2', 'code')).toBe('编码不能重复');
    expect(s.errorCount()).toBe(2);
  });
});

describe('GridStore: selection and disabled rows', () => {
  it('select-all skips disabled rows and reports indeterminate', () => {
    const s = store({ disabledRows: { ok: 'N' } });
    expect(s.isRowDisabled('s2')).toBe(true);
    expect(s.setSelected('s2', true)).toBe(false);
    s.addRows();
    s.setSelected('s1', true);
    expect(s.getSelectionState()).toEqual({
      selectedCount: 1,
      selectableCount: 2,
      all: false,
      indeterminate: true,
    });
    s.selectAll(true);
    expect(s.getSelectionState()).toMatchObject({ selectedCount: 2, all: true, indeterminate: false });
    expect(s.getSelectedIds()).not.toContain('s2');
    s.clearSelection();
    expect(s.getSelectionState()).toMatchObject({ selectedCount: 0, all: false, indeterminate: false });
  });

  it('a row becoming disabled leaves the selection', () => {
    const s = store({ disabledRows: { ok: ['N'] } });
    s.setSelected('s1', true);
    s.setValue('s1', 'ok', 'N');
    expect(s.isSelected('s1')).toBe(false);
    expect(s.isRowDisabled('s1')).toBe(true);
  });
});

describe('GridStore: statistics', () => {
  it('sums integer-parsed values where the column opts in, current on edits, adds and removes', () => {
    const s = store({
      columns: columns.map((c) => (c.key === 'qty' ? { ...c, statisticsInteger: true } : c)),
    });
    expect(s.getStatistics()).toEqual([
      { kind: 'sum', label: '合计', values: { qty: '5' } },
      { kind: 'average', label: '平均', values: { qty: '2.50' } },
    ]);
    s.setValue('s1', 'qty', '1000.9');
    s.addRows(1, { values: { qty: 'abc' } });
    expect(s.getStatistics()[0]?.values.qty).toBe('1,003');
    s.removeRows('s2');
    expect(s.getStatistics()[0]?.values.qty).toBe('1,000');
    expect(s.getStatistics()[1]?.values.qty).toBe('500.00');
  });

  it('sums decimals exactly at the column precision, as the lines show them', () => {
    const kwh = columns.map((c) => (c.key === 'qty' ? { ...c, precision: 3 } : c));
    const s = store({ columns: kwh });
    s.setValue('s1', 'qty', '33622388.125');
    s.setValue('s2', 'qty', 33622388.126);
    s.addRows(1, { values: { qty: '33622388.125' } });
    expect(s.getStatistics()[0]?.values.qty).toBe('100,867,164.376');
    expect(s.getStatistics()[1]?.values.qty).toBe('33,622,388.125');
    s.setValue('s2', 'qty', '0.1');
    s.removeRows('s1');
    expect(s.getStatistics()[0]?.values.qty).toBe('33,622,388.225');
  });

  it('without a precision sums exact decimals and shows only the digits the sum needs', () => {
    const s = store();
    s.setValue('s1', 'qty', '0.1');
    s.setValue('s2', 'qty', '0.2');
    expect(s.getStatistics()[0]?.values.qty).toBe('0.3');
    s.setValue('s2', 'qty', '1.9');
    expect(s.getStatistics()[0]?.values.qty).toBe('2');
  });
});

describe('GridStore: setValues and columns', () => {
  it('setValues accepts cleaned ids and rejects a non-array', async () => {
    const s = store();
    const [fresh] = s.addRows();
    const cleaned = String((await s.getValues({ validate: false })).values[2]?.id);
    expect(
      s.setValues([
        { rowKey: cleaned, values: { name: '新' } },
        { rowKey: 's1', values: { code: 'Z' } },
      ]),
    ).toBe(2);
    expect(s.getValue(fresh as string, 'name')).toBe('新');
    // @ts-expect-error: the wrong shape from untyped callers
    expect(() => s.setValues('x')).toThrow('setValues() 需要一个数组参数');
  });

  it('new columns drop errors of removed columns', async () => {
    const s = store();
    s.setValue('s1', 'name', '');
    await s.validateAll();
    expect(s.errorCount()).toBe(1);
    s.setColumns(columns.filter((c) => c.key !== 'name'));
    expect(s.errorCount()).toBe(0);
  });
});
