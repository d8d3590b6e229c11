import type { GridRowValues } from './column';
import {
  GridValidationError,
  RemoveRowsArgumentError,
  TableValidationError,
  ValidateTablesArgumentError,
} from './errors';
import { cleanRowId } from './row-id';
import type { GridStore, GridValuesResult } from './store';

/**
 * The imperative API both shells expose through their ref (names after the original grid where it
 * has them: getValues, getValuesPromise, getDeleteIds, addRows, removeRows, removeSelectedRows,
 * setValues, clearSelection, getSelection, validateAll, loadRows). Every id it returns or accepts is
 * a cleaned id.
 */
export interface BeforeDeleteEvent {
  ids: string[];
  rows: GridRowValues[];
}

/** false (or a promise of false) keeps the rows; a throw or rejection keeps them and its message is shown. */
export type BeforeDeleteHook = (event: BeforeDeleteEvent) => boolean | void | Promise<boolean | void>;

export interface GridApiHooks {
  beforeDelete?: BeforeDeleteHook;
  onAdded?: (rows: GridRowValues[]) => void;
  onRemoved?: (ids: string[]) => void;
  /** Shows an error message (the rejection of the before-delete hook). */
  showError?: (message: string) => void;
}

export interface GridApi {
  getValues(options?: { validate?: boolean; rowIds?: readonly string[] }): Promise<GridValuesResult>;
  /** Resolves to the values, rejects with GridValidationError when any cell fails. */
  getValuesPromise(options?: { rowIds?: readonly string[] }): Promise<GridRowValues[]>;
  getValuesSync(options?: { rowIds?: readonly string[] }): GridRowValues[];
  getDeleteIds(): string[];
  validateAll(): Promise<number>;
  /** Adds rows (count ≥ 1; index 0 = bottom, k = after the first k rows); returns their ids. */
  addRows(count?: number, options?: { index?: number; values?: Readonly<GridRowValues> }): string[];
  /** Removes rows at once (no hook). @throws RemoveRowsArgumentError for a non-string, non-array. */
  removeRows(ids: string | readonly string[]): string[];
  /** Runs the before-delete hook, then removes; resolves to the removed ids ([] when refused). */
  removeRowsWithHook(ids: string | readonly string[]): Promise<string[]>;
  removeSelectedRows(): Promise<string[]>;
  setValues(updates: readonly { rowKey: string; values: Readonly<GridRowValues> }[]): void;
  loadRows(rows: readonly Readonly<GridRowValues>[]): void;
  clearSelection(): void;
  getSelection(): string[];
}

function reasonText(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  if (reason instanceof Error) return reason.message;
  return '';
}

function asIdList(ids: unknown): string[] {
  if (typeof ids === 'string') return [ids];
  if (Array.isArray(ids)) return ids.map(String);
  throw new RemoveRowsArgumentError(ids);
}

export function createGridApi(store: GridStore, hooks: () => GridApiHooks): GridApi {
  const remove = (ids: string[]): string[] => {
    const removed = store.removeRows(ids);
    if (removed.length > 0) hooks().onRemoved?.(removed);
    return removed;
  };

  const removeWithHook = async (ids: string[]): Promise<string[]> => {
    const present = ids.filter((id) => store.resolveId(id) !== undefined);
    if (present.length === 0) return [];
    const { beforeDelete, showError } = hooks();
    if (beforeDelete) {
      try {
        const rows = present.map((id) => store.publicRow(id)).filter((r): r is GridRowValues => !!r);
        const answer = await beforeDelete({ ids: present.map(cleanRowId), rows });
        if (answer === false) return [];
      } catch (reason) {
        const text = reasonText(reason);
        if (text) showError?.(text);
        return [];
      }
    }
    return remove(present);
  };

  return {
    getValues: (options) => store.getValues(options),
    async getValuesPromise(options = {}) {
      const { error, values } = await store.getValues({ validate: true, rowIds: options.rowIds });
      if (error > 0) throw new GridValidationError(error);
      return values;
    },
    getValuesSync: (options) => store.getValuesSync(options),
    getDeleteIds: () => store.getDeleteIds(),
    validateAll: () => store.validateAll(),
    addRows(count = 1, options = {}) {
      const ids = store.addRows(count, options);
      const rows = ids.map((id) => store.publicRow(id)).filter((r): r is GridRowValues => !!r);
      hooks().onAdded?.(rows);
      return ids.map(cleanRowId);
    },
    removeRows: (ids) => remove(asIdList(ids)),
    removeRowsWithHook(ids) {
      // The type check throws synchronously, like the original, rather than rejecting later.
      return removeWithHook(asIdList(ids));
    },
    removeSelectedRows: () => removeWithHook(store.getSelectedIds()),
    setValues: (updates) => void store.setValues(updates),
    loadRows: (rows) => store.load(rows),
    clearSelection: () => store.clearSelection(),
    getSelection: () => store.getSelectedIds(),
  };
}

export interface TablesValues {
  /** Values of each table, in the order given. */
  values: GridRowValues[][];
  deleteIds: string[][];
}

/**
 * Validates several grids (a form's sub-tables) in order: resolves with every table's values and
 * deleted ids, or rejects with TableValidationError naming the first failing table. All tables
 * are checked, so every failing cell shows its message.
 * @throws ValidateTablesArgumentError (synchronously) when not given an array of grids.
 */
export function validateTables(tables: readonly GridApi[]): Promise<TablesValues> {
  if (!Array.isArray(tables) || tables.some((t) => !t || typeof t.getValues !== 'function')) {
    throw new ValidateTablesArgumentError(tables);
  }
  return Promise.all(tables.map((t) => t.getValues({ validate: true }))).then((results) => {
    const failing = results.findIndex((r) => r.error > 0);
    if (failing >= 0) throw new TableValidationError(failing, results[failing]?.error ?? 0);
    return { values: results.map((r) => r.values), deleteIds: results.map((r) => r.deleteIds) };
  });
}
