import type { DictItem } from '../../contract/dict';
import { firstError, isEmptyValue } from '../../validation/rules';
import type { ExcelColumn, HeaderMapping } from './columns';
import { restoreNeutralised } from './formula';
import { EXCEL_MESSAGES } from './messages';

/** Dictionary items by dictCode, for dict text → value. */
export type DictLookup = (dictCode: string) => readonly DictItem[] | undefined;

/** A data row read against the mapping: typed values by field key, and its errors (in order). */
export interface ValidatedRow {
  /** 1-based row number in the sheet (the header is row 1). */
  rowNumber: number;
  cells: string[];
  values: Record<string, string | number | null>;
  errors: string[];
}

function pad(n: number, width = 2) {
  return String(n).padStart(width, '0');
}

/** YYYY-MM-DD / YYYY/MM/DD / YYYY.MM.DD (time part ignored) → YYYY-MM-DD of a real day, or null. */
export function parseDay(text: string): string | null {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
}

/** A dict cell: the item's text (what export writes) or its value. */
function dictValue(items: readonly DictItem[] | undefined, text: string): string | null {
  if (!items) return text;
  const hit = items.find((i) => i.text === text) ?? items.find((i) => i.value === text);
  return hit ? hit.value : null;
}

/** A cell's text typed by its field kind; a string error message when it does not fit. */
function typedValue(
  column: ExcelColumn,
  text: string,
  dicts: DictLookup,
): string | number | { error: string } {
  const { field } = column;
  switch (field.kind) {
    case 'integer':
    case 'number':
      return /^-?\d{1,9}$/.test(text) ? Number(text) : { error: EXCEL_MESSAGES.badValue(field.title) };
    case 'date':
    case 'datetime':
      return parseDay(text) ?? { error: EXCEL_MESSAGES.badValue(field.title) };
    case 'dict':
    case 'switch': {
      const value = field.dictCode ? dictValue(dicts(field.dictCode), text) : text;
      if (value === null) return { error: EXCEL_MESSAGES.badChoice(field.title) };
      // Numeric codes go to numeric columns (sex, status) as numbers, as the add form does.
      return /^-?\d{1,9}$/.test(value) ? Number(value) : value;
    }
    default:
      return text;
  }
}

/**
 * One data row checked with the add form's rules (required, patterns, lengths) and typed by field
 * kind (dict text → value, dates, integers). Used by the server import and the browser preview.
 */
export function validateRow(
  cells: readonly string[],
  rowNumber: number,
  mapping: HeaderMapping,
  columns: readonly ExcelColumn[],
  dicts: DictLookup,
): ValidatedRow {
  const byKey = new Map<string, string>();
  for (const h of mapping.headers) {
    if (h.key) byKey.set(h.key, restoreNeutralised((cells[h.index] ?? '').trim()));
  }
  const values: ValidatedRow['values'] = {};
  const errors: string[] = [];
  for (const column of columns) {
    const text = byKey.get(column.key) ?? '';
    const ruleError = firstError(text, column.field.rules ?? []);
    if (ruleError) {
      errors.push(ruleError);
      continue;
    }
    if (isEmptyValue(text)) {
      values[column.key] = null;
      continue;
    }
    const typed = typedValue(column, text, dicts);
    if (typeof typed === 'object') errors.push(typed.error);
    else values[column.key] = typed;
  }
  return { rowNumber, cells: [...cells], values, errors };
}

/** Marks later rows repeating a unique key's value already seen in the file (case-insensitive). */
export function markDuplicates(
  rows: readonly ValidatedRow[],
  uniqueKeys: readonly string[],
  columns: readonly ExcelColumn[],
): void {
  for (const key of uniqueKeys) {
    const title = columns.find((c) => c.key === key)?.title ?? key;
    const seen = new Set<string>();
    for (const row of rows) {
      const v = row.values[key];
      if (v === null || v === undefined || v === '') continue;
      const norm = String(v).toLowerCase();
      if (seen.has(norm)) row.errors.push(EXCEL_MESSAGES.duplicateInFile(title, String(v)));
      else seen.add(norm);
    }
  }
}

/** True when a row has no text at all (skipped, as spreadsheets often end with blank rows). */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
