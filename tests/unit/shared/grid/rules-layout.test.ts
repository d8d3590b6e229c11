import { describe, expect, it } from 'vitest';
import {
  createInsertThrottle,
  insertionPoint,
  normaliseAddCount,
  normaliseInsertIndex,
  readAddSettings,
} from '../../../../src/shared/domain/grid/add-rows';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { paginationTotalText } from '../../../../src/shared/domain/grid/constants';
import { defaultCellValue } from '../../../../src/shared/domain/grid/defaults';
import {
  columnOffsets,
  columnWidths,
  columnWindow,
  fixedColumnWidths,
  rowWindow,
  visibleColumns,
} from '../../../../src/shared/domain/grid/layout';
import {
  acceptNumberInput,
  numberOnBlur,
  withThousandsSeparators,
} from '../../../../src/shared/domain/grid/number-input';
import {
  canMoveDown,
  canMoveUp,
  dragTargetIndex,
  moveInPlace,
  renumberSortField,
} from '../../../../src/shared/domain/grid/sort';
import { formatAverage, formatSum, statisticNumber } from '../../../../src/shared/domain/grid/statistics';

const col = (type: GridColumn['type'], extra: Partial<GridColumn> = {}): GridColumn => ({
  key: type,
  title: type,
  type,
  ...extra,
});

describe('add-row rules', () => {
  it('count is at least 1', () => {
    expect(normaliseAddCount(0)).toBe(1);
    expect(normaliseAddCount(-2)).toBe(1);
    expect(normaliseAddCount('3')).toBe(3);
    expect(normaliseAddCount(2.7)).toBe(2);
    expect(normaliseAddCount('x')).toBe(1);
  });
  it('insert position is 0..row count, 0 meaning the bottom', () => {
    expect(normaliseInsertIndex(-1, 5)).toBe(0);
    expect(normaliseInsertIndex(9, 5)).toBe(5);
    expect(normaliseInsertIndex('2', 5)).toBe(2);
    expect(insertionPoint(0, 5)).toBe(5);
    expect(insertionPoint(2, 5)).toBe(2);
    expect(insertionPoint(5, 5)).toBe(5);
  });
  it('throttles inserts to one per 1500 ms with the spec warning', () => {
    const t = createInsertThrottle();
    expect(t.tryInsert(10_000)).toEqual({ ok: true });
    expect(t.tryInsert(11_499)).toEqual({ ok: false, message: '你点击的太快了，请慢点点击!' });
    expect(t.tryInsert(11_500)).toEqual({ ok: true });
    t.reset();
    expect(t.tryInsert(11_501)).toEqual({ ok: true });
  });
  it('reads stored add settings defensively', () => {
    expect(readAddSettings(null)).toEqual({ addRowNum: 1, addIndex: 0, addScrollToBottom: false });
    expect(readAddSettings({ addRowNum: 5, addIndex: 2, addScrollToBottom: true })).toEqual({
      addRowNum: 5,
      addIndex: 2,
      addScrollToBottom: true,
    });
    expect(readAddSettings({ addRowNum: -1, addIndex: 'x', addScrollToBottom: 'yes' })).toEqual({
      addRowNum: 1,
      addIndex: 0,
      addScrollToBottom: false,
    });
  });
});

describe('defaults by type', () => {
  const ctx = { columnMax: () => 7 };
  it.each<[GridColumn, unknown]>([
    [col('input'), ''],
    [col('input', { defaultValue: 0 }), 0],
    [col('inputNumber', { isOrder: true }), 8],
    [col('checkbox'), false],
    [col('checkbox', { customValue: ['1', '0'], defaultChecked: true }), '1'],
    [col('list_multi', { defaultValue: ['a', 'b'] }), 'a,b'],
    [col('date', { defaultValue: '2024-01-01' }), '2024-01-01'],
    [col('hidden'), ''],
  ])('%o → %j', (column, expected) => {
    expect(defaultCellValue(column, ctx)).toEqual(expected);
  });
});

describe('number cell', () => {
  it.each<[string, string, string]>([
    ['-', '', '-'],
    ['12.', '12', '12.'],
    ['-3.25', '-3.2', '-3.25'],
    ['', '5', ''],
    ['1a', '1', '1'],
    ['1.2.3', '1.2', '1.2'],
    ['+1', '', ''],
  ])('typing %j after %j keeps %j', (next, prev, kept) => {
    expect(acceptNumberInput(next, prev)).toBe(kept);
  });
  it.each<[unknown, number | '']>([
    ['12.', 12],
    ['-3.5', -3.5],
    ['-', ''],
    ['', ''],
    ['abc', ''],
    [7, 7],
    [Number.NaN, ''],
  ])('on blur %j becomes %j', (value, expected) => {
    expect(numberOnBlur(value)).toBe(expected);
  });
  it('formats thousands separators', () => {
    expect(withThousandsSeparators(1234567.5)).toBe('1,234,567.5');
    expect(withThousandsSeparators('-1000')).toBe('-1,000');
    expect(withThousandsSeparators('abc')).toBe('abc');
  });
});

describe('statistics figures', () => {
  it('parse integers and format sum and average', () => {
    expect(statisticNumber('12.9')).toBe(12);
    expect(statisticNumber(-3.7)).toBe(-3);
    expect(statisticNumber('x')).toBe(0);
    expect(formatSum(1234567n, { key: 'q', scale: 0, integer: true })).toBe('1,234,567');
    expect(formatAverage(10n, 0, 4, 2)).toBe('2.50');
    expect(formatAverage(5n, 0, 0, 2)).toBe('0.00');
  });
});

describe('sort helpers', () => {
  it('moves in place, guards the ends and renumbers from 1', () => {
    const list = ['a', 'b', 'c'];
    expect(moveInPlace(list, 0, 2)).toBe(true);
    expect(list).toEqual(['b', 'c', 'a']);
    expect(moveInPlace(list, 0, 3)).toBe(false);
    expect(canMoveUp(0)).toBe(false);
    expect(canMoveDown(2, 3)).toBe(false);
    expect(canMoveDown(1, 3)).toBe(true);
    const rows = [{ n: 5 }, { n: 2 }, { n: 3 }];
    expect(renumberSortField(rows, 'n')).toEqual([0]);
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(dragTargetIndex(2, 130, 61, 10)).toBe(4);
    expect(dragTargetIndex(2, -500, 61, 10)).toBe(0);
    expect(dragTargetIndex(2, 5000, 61, 10)).toBe(9);
  });
});

describe('layout', () => {
  it('widths: explicit, type defaults, 92% split with the 120 px fallback, type minimums', () => {
    const columns = [
      col('input', { width: 80 }),
      col('datetime'),
      col('sel_user'),
      col('sel_depart'),
      col('date', { width: '100px' }),
      col('select', { width: '10%' }),
      col('radio'),
    ];
    expect(columnWidths(columns, 2000)).toEqual([80, 200, 220, 190, 135, 200, 262]);
    expect(columnWidths([col('input'), col('input')], 0)).toEqual([120, 120]);
    expect(columnWidths([col('input'), col('input')], 1000)).toEqual([460, 460]);
    expect(columnWidths([col('input', { width: 0 })], 1000)).toEqual([0]);
    expect(visibleColumns([col('hidden'), col('input')]).map((c) => c.type)).toEqual(['input']);
  });
  it('fixed columns: drag 40, selection 40 (60 with statistics), row number 60', () => {
    expect(
      fixedColumnWidths({ dragSort: true, rowSelection: true, rowNumber: true, statistics: false }),
    ).toEqual({
      dragSort: 40,
      selection: 40,
      rowNumber: 60,
    });
    expect(
      fixedColumnWidths({ dragSort: false, rowSelection: true, rowNumber: false, statistics: true })
        .selection,
    ).toBe(60);
  });
  it('row window renders at most 9 rows at the default 400 px / 61 px', () => {
    expect(rowWindow({ scrollTop: 0, viewportHeight: 400, rowHeight: 61, rowCount: 10_000 })).toEqual({
      start: 0,
      end: 8,
    });
    const mid = rowWindow({
      scrollTop: 61 * 5000 + 30,
      viewportHeight: 400,
      rowHeight: 61,
      rowCount: 10_000,
    });
    expect(mid.end - mid.start).toBeLessThanOrEqual(9);
    expect(mid.start).toBe(5000);
    expect(rowWindow({ scrollTop: 1e9, viewportHeight: 400, rowHeight: 61, rowCount: 3 })).toEqual({
      start: 3,
      end: 3,
    });
    expect(rowWindow({ scrollTop: 0, viewportHeight: 400, rowHeight: 61, rowCount: 0 })).toEqual({
      start: 0,
      end: 0,
    });
  });
  it('column window uses the offsets (binary search) plus one column of overscan', () => {
    const offsets = columnOffsets(new Array(20).fill(100));
    expect(offsets[20]).toBe(2000);
    expect(columnWindow({ scrollLeft: 0, viewportWidth: 350, offsets })).toEqual({ start: 0, end: 5 });
    expect(columnWindow({ scrollLeft: 1050, viewportWidth: 300, offsets })).toEqual({ start: 9, end: 15 });
    expect(columnWindow({ scrollLeft: 5000, viewportWidth: 300, offsets })).toEqual({ start: 18, end: 20 });
    expect(columnWindow({ scrollLeft: 0, viewportWidth: 300, offsets: [0] })).toEqual({ start: 0, end: 0 });
  });
  it('pagination total text', () => {
    expect(paginationTotalText(35, [11, 20])).toBe('11-20 共 35 条');
  });
});
