import { describe, expect, it, vi } from 'vitest';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { GridStore } from '../../../../src/shared/domain/grid/store';

const columns: GridColumn[] = [
  {
    key: 'code',
    title: '编码',
    type: 'input',
    validateRules: [{ unique: true, message: '${title}不能重复' }],
  },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: 'sum' },
  { key: 'memo', title: '备注', type: 'input' },
];

function store() {
  const s = new GridStore({ columns, dragSortKey: 'sortNo' });
  s.load([
    { id: 's1', code: 'A', qty: 2, sortNo: 1 },
    { id: 's2', code: 'B', qty: '3', sortNo: 2 },
    { id: 's3', code: 'C', qty: 5, sortNo: 3 },
  ]);
  return s;
}
const sum = (s: GridStore) => s.getStatistics()[0]?.values.qty;

describe('GridStore.insertServerRow', () => {
  it('inserts a server row at a position: kept id, not new, counted, renumbered', () => {
    const s = store();
    const listener = vi.fn();
    s.subscribe(listener);
    const id = s.insertServerRow({ id: 's9', code: 'Z', qty: 10, memo: null, sortNo: 7 }, 1);
    expect(id).toBe('s9');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.getRowIds()).toEqual(['s1', 's9', 's2', 's3']);
    expect(s.isNewRow('s9')).toBe(false);
    expect(s.getRow('s9')).toMatchObject({ memo: '', sortNo: 2 });
    expect(s.getValuesSync().map((r) => r.sortNo)).toEqual([1, 2, 3, 4]);
    expect(sum(s)).toBe('20');
    // a later removal by the user is a deletion to send
    s.removeRows('s9');
    expect(s.getDeleteIds()).toEqual(['s9']);
  });

  it('refuses a row without an id or one already there; clamps the position', () => {
    const s = store();
    expect(s.insertServerRow({ code: 'X' }, 0)).toBeNull();
    expect(s.insertServerRow({ id: 's2', code: 'X' }, 0)).toBeNull();
    expect(s.getRow('s2')?.code).toBe('B');
    expect(s.insertServerRow({ id: 's8', code: 'Y' }, 99)).toBe('s8');
    expect(s.getRowIds().at(-1)).toBe('s8');
    expect(s.insertServerRow({ id: 's7', code: 'W' }, -3)).toBe('s7');
    expect(s.getRowIds()[0]).toBe('s7');
  });

  it('joins the unique index', async () => {
    const s = store();
    s.insertServerRow({ id: 's9', code: 'A' }, 3);
    expect(await s.validateAll()).toBe(2);
    expect(s.getError('s9', 'code')).toBe('编码不能重复');
  });
});

describe('GridStore.dropRows', () => {
  it('removes rows without recording them as deleted, and keeps the sums', () => {
    const s = store();
    s.setSelected('s2', true);
    expect(s.dropRows(['s2', 'unknown'])).toEqual(['s2']);
    expect(s.getRowIds()).toEqual(['s1', 's3']);
    expect(s.getDeleteIds()).toEqual([]);
    expect(s.getSelectedIds()).toEqual([]);
    expect(sum(s)).toBe('7');
    expect(s.getValuesSync().map((r) => r.sortNo)).toEqual([1, 2]);
  });

  it('forgets a pending user deletion of the same row', () => {
    const s = store();
    s.removeRows('s2');
    expect(s.getDeleteIds()).toEqual(['s2']);
    expect(s.dropRows(['s2'])).toEqual([]);
    expect(s.getDeleteIds()).toEqual([]);
  });

  it('frees the unique value: a duplicate shown on another row is checked again', async () => {
    const s = store();
    s.setValue('s3', 'code', 'A');
    expect(await s.validateAll()).toBe(2);
    s.dropRows(['s1']);
    expect(s.getError('s3', 'code')).toBeUndefined();
    expect(s.errorCount()).toBe(0);
    expect(await s.validateAll()).toBe(0);
  });
});

describe('GridStore.orderRows and touchRow', () => {
  it('puts the listed rows first, the others after in their order, and renumbers', () => {
    const s = store();
    const [mine] = s.addRows(1, { index: 1 });
    s.orderRows(['s3', 'nope', 's1', 's3']);
    expect(s.getRowIds()).toEqual(['s3', 's1', mine, 's2']);
    expect(s.getValuesSync().map((r) => r.sortNo)).toEqual([1, 2, 3, 4]);
    // a new row is still addressed by its cleaned id and still new
    const cleaned = String(s.getValuesSync()[2]?.id);
    expect(s.isNewRow(cleaned)).toBe(true);
    expect(s.indexOf(cleaned)).toBe(2);
    expect(s.indexOf('s2')).toBe(3);
    expect(sum(s)).toBe('10');
  });

  it('does nothing when the order is the same', () => {
    const s = store();
    const before = s.getStructureVersion();
    s.orderRows(['s1', 's2', 's3']);
    expect(s.getStructureVersion()).toBe(before);
  });

  it('touchRow bumps the row version only', () => {
    const s = store();
    const row = s.getRowVersion('s2');
    const structure = s.getStructureVersion();
    s.touchRow('s2');
    s.touchRow('none');
    expect(s.getRowVersion('s2')).toBe(row + 1);
    expect(s.getStructureVersion()).toBe(structure);
  });
});
