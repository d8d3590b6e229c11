import { MULTI_SEPARATOR, MULTI_VALUE_CELL_TYPES } from './cell-types';
import { checkboxValues, type GridColumn, type GridRowValues } from './column';

/**
 * A row as it arrives from the caller (server data): every column gets a value so the output
 * always carries every key — '' for a missing value, the unchecked value for a checkbox, and a
 * list of choices joined with commas.
 */
export function loadedRowValues(
  columns: readonly GridColumn[],
  record: Readonly<GridRowValues>,
): GridRowValues {
  const row: GridRowValues = { ...record };
  for (const column of columns) {
    const value = row[column.key];
    if (value === undefined || value === null) {
      row[column.key] = column.type === 'checkbox' ? checkboxValues(column)[1] : '';
    } else if (Array.isArray(value) && MULTI_VALUE_CELL_TYPES.includes(column.type)) {
      row[column.key] = value.join(MULTI_SEPARATOR);
    }
  }
  return row;
}

/**
 * Disabled rows (the original's `disabledRows`): column key → value or list of values; a row
 * matching any entry cannot be selected or edited.
 */
export type DisabledRowsRule = Readonly<Record<string, unknown>>;

export function matchesDisabledRule(rule: DisabledRowsRule | null, row: Readonly<GridRowValues>): boolean {
  if (!rule) return false;
  for (const [key, expected] of Object.entries(rule)) {
    if (!(key in row)) continue;
    const actual = row[key];
    if (Array.isArray(expected) ? expected.includes(actual) : expected === actual) return true;
  }
  return false;
}
