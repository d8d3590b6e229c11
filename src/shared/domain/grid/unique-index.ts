import { isEmptyValue } from '../validation/rules';
import { MULTI_SEPARATOR } from './cell-types';

/**
 * Value → rows index for the columns with a uniqueness rule, so "another row holds the same value"
 * is O(1) instead of a scan (a full validation of 10,000 rows would otherwise be quadratic).
 * Values compare as text (a number cell holds 5 after blur and '5' while typing: same value).
 * Empty values are not indexed: emptiness is the `required` rule's business.
 */
export function uniqueKeyOf(value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  return Array.isArray(value) ? value.map(String).join(MULTI_SEPARATOR) : String(value);
}

export class UniqueIndex {
  private readonly byColumn = new Map<string, Map<string, Set<string>>>();

  /** Starts indexing exactly these columns (existing entries are dropped). */
  reset(keys: Iterable<string>): void {
    this.byColumn.clear();
    for (const key of keys) this.byColumn.set(key, new Map());
  }

  tracks(columnKey: string): boolean {
    return this.byColumn.has(columnKey);
  }

  columns(): string[] {
    return [...this.byColumn.keys()];
  }

  add(columnKey: string, rowId: string, value: unknown): void {
    const index = this.byColumn.get(columnKey);
    const k = uniqueKeyOf(value);
    if (!index || k === null) return;
    let rows = index.get(k);
    if (!rows) {
      rows = new Set();
      index.set(k, rows);
    }
    rows.add(rowId);
  }

  remove(columnKey: string, rowId: string, value: unknown): void {
    const index = this.byColumn.get(columnKey);
    const k = uniqueKeyOf(value);
    if (!index || k === null) return;
    const rows = index.get(k);
    if (!rows) return;
    rows.delete(rowId);
    if (rows.size === 0) index.delete(k);
  }

  /** Rows (other than `rowId`) holding `value` in the column. */
  othersWith(columnKey: string, rowId: string, value: unknown): string[] {
    const k = uniqueKeyOf(value);
    const rows = k === null ? undefined : this.byColumn.get(columnKey)?.get(k);
    if (!rows) return [];
    const result: string[] = [];
    for (const id of rows) if (id !== rowId) result.push(id);
    return result;
  }

  /** True when a row other than `rowId` holds `value` in the column. */
  isDuplicate(columnKey: string, rowId: string, value: unknown): boolean {
    const k = uniqueKeyOf(value);
    if (k === null) return false;
    const rows = this.byColumn.get(columnKey)?.get(k);
    if (!rows) return false;
    return rows.size > (rows.has(rowId) ? 1 : 0);
  }
}
