import type { GridRowValues, GridValidateTrigger } from './column';
import { cleanRowId } from './row-id';
import { loadedRowValues } from './row-values';
import type { SelectionState } from './selection';
import { buildStatisticsLines, type StatisticsLine } from './statistics';
import { GridStoreBase } from './store-base';
import type { CellValidationResult } from './validate';

export type { DisabledRowsRule } from './row-values';
export type { SelectionState } from './selection';
export type { GridStoreOptions } from './store-base';

export interface GridValuesResult {
  /** Number of cells that failed validation (0 when not validated). */
  error: number;
  values: GridRowValues[];
  deleteIds: string[];
}

/**
 * The grid's store (spec 001 §3–§5): the rows and values of GridStoreBase plus selection,
 * validation and the grid output. Built for 10,000 rows × 20 columns; subscribers read versions,
 * so only rows whose version changed re-render. Ids given to callers are cleaned.
 */
export class GridStore extends GridStoreBase {
  // ---- selection ------------------------------------------------------------------------------

  isSelected(id: string): boolean {
    const internal = this.table.resolve(id);
    return internal !== undefined && this.selection.isSelected(internal);
  }

  isRowDisabled(id: string): boolean {
    const internal = this.table.resolve(id);
    return internal !== undefined && this.selection.isDisabled(internal);
  }

  /** Selects or unselects one row; disabled rows cannot be selected. */
  setSelected(id: string, checked: boolean): boolean {
    const internal = this.table.resolve(id);
    if (internal === undefined || !this.selection.set(internal, checked)) return false;
    this.batch(() => {
      this.bump(internal);
      this.structureChanged();
    });
    return true;
  }

  /** Select-all: every row that is not disabled, or none. */
  selectAll(checked: boolean): void {
    this.batch(() => {
      for (const id of this.table.ids()) if (this.selection.set(id, checked)) this.bump(id);
      this.structureChanged();
    });
  }

  clearSelection(): void {
    this.selectAll(false);
  }

  /** Selected ids in row order, cleaned. */
  getSelectedIds(): string[] {
    return this.selection.selectedIn(this.table.ids()).map(cleanRowId);
  }

  getSelectionState(): SelectionState {
    return this.selection.state(this.table.size);
  }

  // ---- validation -----------------------------------------------------------------------------

  getError(id: string, key: string): string | undefined {
    const internal = this.table.resolve(id);
    return internal === undefined ? undefined : this.errors.get(internal, key);
  }

  errorCount(): number {
    return this.errors.total;
  }

  /** Validates one cell now and records the outcome (a late answer of an older check is dropped). */
  validateCell(
    id: string,
    key: string,
    trigger: GridValidateTrigger,
  ): CellValidationResult | Promise<CellValidationResult> {
    const internal = this.table.resolve(id);
    const column = this.columnByKey.get(key);
    if (internal === undefined || !column) return undefined;
    return this.validator.validate(internal, column, trigger);
  }

  /** Validates every cell (or the given rows); resolves to the number of failing cells. */
  validateAll(rowIds?: readonly string[]): Promise<number> {
    const ids = rowIds ? this.resolveAll(rowIds) : this.table.ids();
    return this.batch(() => this.validator.validateRows(ids, this.ruled));
  }

  /** Checks a draft of one row (the phone's row editor) without touching the grid: key → message. */
  validateDraft(
    id: string,
    draft: Readonly<GridRowValues>,
    trigger: GridValidateTrigger,
  ): Promise<Record<string, string>> {
    return this.validator.validateDraft(this.table.resolve(id) ?? id, draft, this.ruled, trigger);
  }

  /** Replaces the recorded errors of one row (after a draft was saved). */
  setRowErrors(id: string, messages: Readonly<Record<string, string>>): void {
    const internal = this.table.resolve(id);
    if (internal === undefined) return;
    this.batch(() => {
      for (const column of this.ruled) this.errors.set(internal, column.key, messages[column.key]);
    });
  }

  // ---- rows the server changed (live updates) -------------------------------------------------

  /**
   * Inserts a row that already exists on the server (someone else added it): its id is kept, it is
   * not new and a later removal records it as deleted. `index` is the 0-based position (clamped;
   * `rowCount` = the end). Returns the internal id, or null when the row has no id or is already here.
   */
  insertServerRow(record: Readonly<GridRowValues>, index: number): string | null {
    if (record === null || typeof record !== 'object') return null;
    const given = record[this.rowKey];
    if (given === undefined || given === null || given === '') return null;
    const id = String(given);
    if (this.table.resolve(id) !== undefined) return null;
    const at = Number.isFinite(index)
      ? Math.min(Math.max(0, Math.floor(index)), this.table.size)
      : this.table.size;
    const row = loadedRowValues(this.columns, record);
    row[this.rowKey] = id;
    // A row the user removed and the server sends back (re-added elsewhere) is no longer a deletion.
    this.deleted = this.deleted.filter((d) => d !== id);
    this.batch(() => {
      this.insert(id, row, at);
      this.sums.addRow(row, 1);
      this.refreshDisabled(id);
      this.renumber();
      this.hub.statsChanged();
      this.structureChanged();
    });
    return id;
  }

  /**
   * Removes rows the server already deleted: unlike removeRows they are not (and no longer)
   * reported by getDeleteIds, as there is nothing left to delete. Returns the removed ids (cleaned).
   */
  dropRows(ids: readonly string[]): string[] {
    if (!Array.isArray(ids)) return [];
    const wanted = new Set(ids.map(String));
    this.deleted = this.deleted.filter((d) => !wanted.has(d));
    const gone = new Set(this.resolveAll([...wanted]));
    if (gone.size === 0) return [];
    const before = new Map<string, [string, unknown][]>();
    for (const id of gone) {
      const row = this.table.get(id);
      if (row)
        before.set(
          id,
          this.unique.columns().map((key) => [key, row[key]]),
        );
    }
    return this.batch(() => {
      const removed = this.takeOut(gone, false);
      // A duplicate shown on another row may have gone with the removed row.
      for (const [id, cells] of before)
        for (const [key, value] of cells) this.recheckUniquePeers(id, key, value, undefined);
      return removed;
    });
  }

  /**
   * Puts the listed rows (internal or cleaned ids) first, in that order; every other row keeps its
   * relative order after them. Unknown and repeated ids are skipped. Renumbers the drag-sort key.
   */
  orderRows(order: readonly string[]): void {
    if (!Array.isArray(order)) return;
    const seen = new Set<string>();
    const next: string[] = [];
    for (const raw of order) {
      const id = this.table.resolve(String(raw));
      if (id !== undefined && !seen.has(id)) {
        seen.add(id);
        next.push(id);
      }
    }
    for (const id of this.table.ids()) if (!seen.has(id)) next.push(id);
    const current = this.table.ids();
    if (next.every((id, i) => current[i] === id)) return;
    // Re-seat the same row objects in the new order: ids, values, index entries and versions stay.
    const rows = next.map((id) => [id, this.table.get(id) as GridRowValues] as const);
    this.table.remove(new Set(next));
    for (const [id, row] of rows) this.table.insert(id, row, this.table.size);
    this.batch(() => {
      this.renumber();
      this.structureChanged();
    });
  }

  /** Bumps a row's version so its view re-renders (its live state changed, not its values). */
  touchRow(id: string): void {
    const internal = this.table.resolve(id);
    if (internal !== undefined) this.bump(internal);
  }

  // ---- values out -----------------------------------------------------------------------------

  /** Values without validation (ids cleaned). */
  getValuesSync(options: { rowIds?: readonly string[] } = {}): GridRowValues[] {
    const ids = options.rowIds ? this.resolveAll(options.rowIds) : this.table.ids();
    const values: GridRowValues[] = [];
    for (const id of ids) {
      const row = this.publicRow(id);
      if (row) values.push(row);
    }
    return values;
  }

  /** Spec 001 §3 grid output: error count, value list and deleted row ids. */
  async getValues(
    options: { validate?: boolean; rowIds?: readonly string[] } = {},
  ): Promise<GridValuesResult> {
    const error = options.validate === false ? 0 : await this.validateAll(options.rowIds);
    return { error, values: this.getValuesSync(options), deleteIds: this.getDeleteIds() };
  }

  getStatistics(): StatisticsLine[] {
    return buildStatisticsLines(this.columns, this.sums.values(), this.table.size);
  }
}
