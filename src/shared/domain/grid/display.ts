import { MULTI_SEPARATOR, MULTI_VALUE_CELL_TYPES, OPTION_CELL_TYPES } from './cell-types';
import { displayDecimal } from '../money/figures';
import { isCheckboxOn, type GridColumn, type GridOption } from './column';

/** The stored multi-choice text as a list ('' → []). */
export function splitMulti(value: unknown, separator = MULTI_SEPARATOR): string[] {
  if (Array.isArray(value)) return value.map(String).filter((v) => v !== '');
  if (value === undefined || value === null || value === '') return [];
  return String(value)
    .split(separator)
    .filter((v) => v !== '');
}

export function joinMulti(values: readonly unknown[]): string {
  return values.map(String).join(MULTI_SEPARATOR);
}

/** Whether the column stores several choices (list_multi, checkbox_meta, or select with props.mode multiple). */
export function isMultiColumn(column: Pick<GridColumn, 'type' | 'props'>): boolean {
  return (
    MULTI_VALUE_CELL_TYPES.includes(column.type) ||
    (column.type === 'select' && column.props?.mode === 'multiple')
  );
}

/** The text a cell shows when it is not being edited (choices as their labels). */
export function cellDisplayText(column: GridColumn, value: unknown, options: readonly GridOption[]): string {
  if (value === undefined || value === null || value === '') return '';
  if (column.type === 'checkbox') return isCheckboxOn(column, value) ? '是' : '否';
  // A figure with a declared precision reads like its 合计: grouped, at that many decimals.
  if (column.type === 'inputNumber' && column.precision !== undefined && !Array.isArray(value))
    return displayDecimal(value, column.precision);
  if (OPTION_CELL_TYPES.includes(column.type)) {
    const label = (v: string) => options.find((o) => o.value === v)?.label ?? v;
    return isMultiColumn(column) ? splitMulti(value).map(label).join(MULTI_SEPARATOR) : label(String(value));
  }
  return Array.isArray(value) ? joinMulti(value) : String(value);
}
