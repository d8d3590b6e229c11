import { describe, expect, it, vi } from 'vitest';
import type { GridColumn, GridRowValues } from '../../../../src/shared/domain/grid/column';
import { LiveRows } from '../../../../src/shared/domain/grid/live-rows';
import { sameCellValue } from '../../../../src/shared/domain/grid/live-values';
import { GridStore } from '../../../../src/shared/domain/grid/store';
import type { LiveCase, LiveMessage } from '../../../../src/shared/domain/live/messages';

const columns: GridColumn[] = [
  {
    key: 'meterPoint',
    title: '计量点',
    type: 'input',
    validateRules: [{ required: true }, { unique: true, message: '${title}不能重复' }],
  },
  // As the 电量明细 column: exact sums at three decimals.
  { key: 'energyKwh', title: '上网电量(kWh)', type: 'inputNumber', statistics: 'sum', precision: 3 },
  { key: 'remark', title: '备注', type: 'input' },
];

/** A line as the list endpoint returns it. */
function line(
  id: string,
  sortNo: number,
  energyKwh: string,
  extra: Partial<GridRowValues> = {},
): GridRowValues {
  return {
    id,
    taskId: 't1',
    unitId: null,
    meterPoint: `MP-${id}`,
    energyKwh,
    remark: null,
    sortNo,
    version: 1,
    updateBy: null,
    updateTime: null,
    ...extra,
  };
}

function setup() {
  const store = new GridStore({ columns, dragSortKey: 'sortNo' });
  store.load([line('a', 1, '10.000'), line('b', 2, '20.500'), line('c', 3, '30.000')]);
  const rows = new LiveRows(store, { socketKey: 'lines' });
  return { store, rows };
}

const msg = (caseId: LiveCase, row: Record<string, unknown>, socketKey = 'lines'): LiveMessage => ({
  socketKey,
  caseId,
  row,
});
const sum = (store: GridStore) => store.getStatistics()[0]?.values.energyKwh;
const ids = (store: GridStore) => store.getValuesSync().map((r) => r.id);

describe('LiveRows: value comparison', () => {
  it('treats blanks alike and compares number columns by value', () => {
    const num = columns[1];
    const text = columns[2];
    expect(sameCellValue(text, '', null)).toBe(true);
    expect(sameCellValue(text, undefined, '')).toBe(true);
    expect(sameCellValue(text, 'x', '')).toBe(false);
    expect(sameCellValue(num, 12, '12.000')).toBe(true);
    expect(sameCellValue(num, '12.5', '12.500')).toBe(true);
    expect(sameCellValue(num, 12, '12.001')).toBe(false);
    // a text column is compared as text: '12' and '12.000' are different remarks
    expect(sameCellValue(text, '12', '12.000')).toBe(false);
    expect(sameCellValue(num, 0, '')).toBe(false);
  });

  it('isDirty ignores version, sort key and row key, and sees new rows', () => {
    const { store, rows } = setup();
    expect(rows.isDirty('a')).toBe(false);
    store.setValue('a', 'version', 7);
    store.setValue('a', 'sortNo', 9);
    store.setValue('a', 'energyKwh', 10); // 10 vs '10.000': same number
    store.setValue('a', 'remark', '');
    expect(rows.isDirty('a')).toBe(false);
    store.setValue('a', 'remark', '换表');
    expect(rows.isDirty('a')).toBe(true);
    const [added] = store.addRows(1);
    expect(rows.isDirty(added as string)).toBe(true);
    expect(rows.isDirty('nope')).toBe(false);
  });
});

describe('LiveRows: updates', () => {
  it('applies an update of a clean row silently and the statistics follow', () => {
    const { store, rows } = setup();
    expect(sum(store)).toBe('60.500');
    const listener = vi.fn();
    rows.subscribe(listener);
    const outcome = rows.apply(msg('update', line('b', 2, '120.250', { version: 2, remark: '复核' })));
    expect(outcome).toBe('applied');
    expect(store.getRow('b')).toMatchObject({ energyKwh: '120.250', version: 2, remark: '复核' });
    expect(sum(store)).toBe('160.250');
    expect(rows.isDirty('b')).toBe(false);
    expect(rows.conflicts()).toEqual([]);
    expect(listener).toHaveBeenCalled();
  });

  it('keeps the local values of a dirty row and records a conflict; a later update replaces the remote', () => {
    const { store, rows } = setup();
    store.setValue('b', 'energyKwh', 25);
    const before = store.getRowVersion('b');
    expect(rows.apply(msg('update', line('b', 2, '99.000', { version: 2 })))).toBe('conflict');
    expect(store.getRow('b')).toMatchObject({ energyKwh: 25, version: 1 });
    expect(sum(store)).toBe('65.000');
    expect(store.getRowVersion('b')).toBeGreaterThan(before); // re-rendered to show the mark
    expect(rows.conflicts()).toEqual([
      { rowId: 'b', kind: 'update', remote: expect.objectContaining({ energyKwh: '99.000', version: 2 }) },
    ]);
    expect(rows.apply(msg('update', line('b', 2, '98.000', { version: 3 })))).toBe('conflict');
    expect(rows.conflicts()).toHaveLength(1);
    expect(rows.conflictOf('b')?.remote).toMatchObject({ energyKwh: '98.000', version: 3 });
    expect(store.getRow('b')).toMatchObject({ energyKwh: 25, version: 1 });
  });

  it('takes a remote update silently when the local edit is the same value', () => {
    const { store, rows } = setup();
    store.setValue('b', 'energyKwh', 99);
    expect(rows.apply(msg('update', line('b', 2, '99.000', { version: 2 })))).toBe('applied');
    expect(store.getRow('b')).toMatchObject({ version: 2 });
    expect(rows.isDirty('b')).toBe(false);
  });

  it('reload takes the remote values', () => {
    const { store, rows } = setup();
    store.setValue('b', 'energyKwh', 25);
    rows.apply(msg('update', line('b', 2, '99.000', { version: 2 })));
    rows.resolve('b', 'reload');
    expect(store.getRow('b')).toMatchObject({ energyKwh: '99.000', version: 2 });
    expect(sum(store)).toBe('139.000');
    expect(rows.isDirty('b')).toBe(false);
    expect(rows.conflicts()).toEqual([]);
  });

  it('keep sets the remote version and leaves the row dirty with the local values', () => {
    const { store, rows } = setup();
    store.setValue('b', 'energyKwh', 25);
    rows.apply(msg('update', line('b', 2, '99.000', { version: 4 })));
    rows.resolve('b', 'keep');
    expect(store.getRow('b')).toMatchObject({ energyKwh: 25, version: 4 });
    expect(rows.isDirty('b')).toBe(true);
    expect(rows.conflictOf('b')).toBeUndefined();
    // the next remote update is judged against the kept remote state: still a conflict
    expect(rows.apply(msg('update', line('b', 2, '98.000', { version: 5 })))).toBe('conflict');
  });

  it('treats an update of an unknown row like an add', () => {
    const { store, rows } = setup();
    expect(rows.apply(msg('update', line('d', 4, '1.000')))).toBe('applied');
    expect(ids(store)).toEqual(['a', 'b', 'c', 'd']);
    expect(store.isNewRow('d')).toBe(false);
  });

  it('ignores a message for another grid', () => {
    const { store, rows } = setup();
    expect(rows.apply(msg('update', line('b', 2, '99.000'), 'other'))).toBe('ignored');
    expect(rows.apply(msg('delete', { id: 'b' }, 'other'))).toBe('ignored');
    expect(store.getRow('b')).toMatchObject({ energyKwh: '20.500' });
  });
});

describe('LiveRows: add, delete, sort', () => {
  it('adds before the first server row with a greater sort number', () => {
    const { store, rows } = setup();
    // the server renumbered: the new line sits between a (1) and b (now 3)
    rows.apply(msg('sort', { order: ['a', 'b', 'c'] }));
    expect(rows.apply(msg('add', line('n', 1.5, '5.000')))).toBe('applied');
    expect(ids(store)).toEqual(['a', 'n', 'b', 'c']);
    expect(store.getValuesSync().map((r) => r.sortNo)).toEqual([1, 2, 3, 4]);
    expect(store.isNewRow('n')).toBe(false);
    expect(store.getDeleteIds()).toEqual([]);
    expect(sum(store)).toBe('65.500');
    rows.apply(msg('add', line('z', 99, '1.000')));
    expect(ids(store).at(-1)).toBe('z');
  });

  it('adds after local new rows at the end when its number is the largest', () => {
    const { store, rows } = setup();
    store.addRows(1);
    rows.apply(msg('add', line('d', 4, '1.000')));
    expect(store.getRowIds().at(-1)).toBe('d');
  });

  it('drops a clean row deleted elsewhere without recording it as deleted', () => {
    const { store, rows } = setup();
    expect(rows.apply(msg('delete', { id: 'b' }))).toBe('applied');
    expect(ids(store)).toEqual(['a', 'c']);
    expect(store.getDeleteIds()).toEqual([]);
    expect(sum(store)).toBe('40.000');
  });

  it('a delete of a dirty row is a conflict; reload drops it', () => {
    const { store, rows } = setup();
    store.setValue('b', 'remark', '我的备注');
    expect(rows.apply(msg('delete', { id: 'b' }))).toBe('conflict');
    expect(rows.conflicts()).toEqual([{ rowId: 'b', kind: 'delete', remote: null }]);
    expect(ids(store)).toEqual(['a', 'b', 'c']);
    rows.resolve('b', 'reload');
    expect(ids(store)).toEqual(['a', 'c']);
    expect(store.getDeleteIds()).toEqual([]);
    expect(rows.conflicts()).toEqual([]);
  });

  it('keep after a delete makes the local values a new row at the same place', () => {
    const { store, rows } = setup();
    store.setValue('b', 'remark', '我的备注');
    rows.apply(msg('delete', { id: 'b' }));
    rows.resolve('b', 'keep');
    const values = store.getValuesSync();
    expect(values).toHaveLength(3);
    const kept = values[1] as GridRowValues;
    expect(kept).toMatchObject({ meterPoint: 'MP-b', energyKwh: '20.500', remark: '我的备注', sortNo: 2 });
    expect(kept.id).not.toBe('b');
    expect(kept.version).toBeUndefined();
    expect(store.isNewRow(String(kept.id))).toBe(true);
    expect(store.getDeleteIds()).toEqual([]);
    expect(rows.conflicts()).toEqual([]);
    expect(sum(store)).toBe('60.500');
  });

  it('keep after a delete of the first row keeps it first', () => {
    const { store, rows } = setup();
    store.setValue('a', 'remark', 'x');
    rows.apply(msg('delete', { id: 'a' }));
    rows.resolve('a', 'keep');
    expect(store.getValuesSync()[0]).toMatchObject({ meterPoint: 'MP-a', remark: 'x' });
  });

  it('a delete of a row the user removed too takes it out of the deleted ids', () => {
    const { store, rows } = setup();
    store.removeRows('b');
    expect(store.getDeleteIds()).toEqual(['b']);
    expect(rows.apply(msg('delete', { id: 'b' }))).toBe('applied');
    expect(store.getDeleteIds()).toEqual([]);
  });

  it('sort reorders the server rows and keeps local new rows behind the row they follow', () => {
    const { store, rows } = setup();
    const [mine] = store.addRows(1, { index: 1, values: { meterPoint: '新' } }); // after a
    expect(store.getRowIds()[1]).toBe(mine);
    expect(rows.apply(msg('sort', { order: ['c', 'a', 'b'] }))).toBe('applied');
    expect(store.getRowIds()).toEqual(['c', 'a', mine, 'b']);
    expect(store.getValuesSync().map((r) => r.sortNo)).toEqual([1, 2, 3, 4]);
    expect(store.isNewRow(mine as string)).toBe(true);
    expect(rows.isDirty('a')).toBe(false);
  });

  it('a conflict goes away with a row the user removes', () => {
    const { store, rows } = setup();
    store.setValue('b', 'remark', 'x');
    rows.apply(msg('update', line('b', 2, '1.000', { version: 2 })));
    expect(rows.conflicts()).toHaveLength(1);
    store.removeRows('b');
    expect(rows.conflicts()).toEqual([]);
  });

  it('rebase clears conflicts and takes the current rows as the server state', () => {
    const { store, rows } = setup();
    store.setValue('b', 'remark', 'x');
    rows.apply(msg('update', line('b', 2, '1.000', { version: 2 })));
    store.load([line('a', 1, '1.000'), line('b', 2, '2.000', { remark: 'x', version: 3 })]);
    rows.rebase();
    expect(rows.conflicts()).toEqual([]);
    expect(rows.isDirty('b')).toBe(false);
  });
});

describe('LiveRows: resync after a reconnect', () => {
  it('computes update, add, delete and sort against the base', () => {
    const { store, rows } = setup();
    store.setValue('c', 'remark', '本地修改');
    const mine = store.addRows(1, { values: { meterPoint: '新' } })[0] as string;
    rows.resync([
      line('c', 1, '30.000', { version: 2, remark: '他人修改' }), // dirty here → conflict
      line('a', 2, '11.000', { version: 2 }), // clean → applied
      line('d', 3, '4.000'), // unknown → added
      // b is gone → deleted
    ]);
    // the server order; the local new row stays behind c, the row it followed
    expect(store.getRowIds()).toEqual(['c', mine, 'a', 'd']);
    expect(store.getRow('a')).toMatchObject({ energyKwh: '11.000', version: 2 });
    expect(store.getRow('c')).toMatchObject({ remark: '本地修改', version: 1 });
    expect(rows.conflicts()).toEqual([
      { rowId: 'c', kind: 'update', remote: expect.objectContaining({ remark: '他人修改' }) },
    ]);
    expect(store.getDeleteIds()).toEqual([]);
    expect(sum(store)).toBe('45.000');
  });

  it('changes nothing when the server rows equal the base', () => {
    const { store, rows } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    rows.resync([line('a', 1, '10.000'), line('b', 2, '20.500'), line('c', 3, '30.000')]);
    expect(listener).not.toHaveBeenCalled();
    expect(ids(store)).toEqual(['a', 'b', 'c']);
  });

  it('forgets a user deletion of a row the server no longer has', () => {
    const { store, rows } = setup();
    store.removeRows('b');
    rows.resync([line('a', 1, '10.000'), line('c', 2, '30.000')]);
    expect(store.getDeleteIds()).toEqual([]);
  });
});
