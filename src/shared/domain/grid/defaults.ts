import { MULTI_SEPARATOR, MULTI_VALUE_CELL_TYPES } from './cell-types';
import { checkboxValues, type GridColumn, type GridRowValues } from './column';
import { statisticNumber } from './statistics';

/**
 * Default values of a new row by column type (spec 001 §4 "New rows get defaults by column type"):
 * - checkbox: the checked or unchecked value (`customValue`, default true/false) by `defaultChecked`;
 * - a number column with `isOrder`: the column's current maximum + 1;
 * - multi-choice types: `defaultValue` joined with commas when given as a list;
 * - everything else: `defaultValue`, or '' when none.
 */
export interface DefaultValueContext {
  /** Largest integer value of the column among the existing rows (0 when there are none). */
  columnMax(key: string): number;
}

export function defaultCellValue(column: GridColumn, context: DefaultValueContext): unknown {
  if (column.type === 'checkbox') {
    const [on, off] = checkboxValues(column);
    return column.defaultChecked ? on : off;
  }
  if (column.type === 'inputNumber' && column.isOrder) return context.columnMax(column.key) + 1;
  const value = column.defaultValue;
  if (value === undefined || value === null) return '';
  if (MULTI_VALUE_CELL_TYPES.includes(column.type) && Array.isArray(value))
    return value.join(MULTI_SEPARATOR);
  return value;
}

/** A full row: given values win, defaults fill every other column. */
export function buildRowValues(
  columns: readonly GridColumn[],
  given: Readonly<GridRowValues>,
  context: DefaultValueContext,
): GridRowValues {
  const row: GridRowValues = { ...given };
  for (const column of columns) {
    const current = row[column.key];
    if (current === undefined || current === null) row[column.key] = defaultCellValue(column, context);
  }
  return row;
}

/** The integer maximum of a column over rows (0 for none), used for `isOrder` columns. */
export function maxOfColumn(rows: Iterable<Readonly<GridRowValues>>, key: string): number {
  let max: number | null = null;
  for (const row of rows) {
    const n = statisticNumber(row[key]);
    if (max === null || n > max) max = n;
  }
  return max ?? 0;
}
