import { insertionPoint, normaliseAddCount } from './add-rows';
import { CellValidator } from './cell-validator';
import { ChangeHub } from './change-hub';
import type { GridColumn, GridRowValues } from './column';
import { statisticsKinds } from './column';
import { sumRuleOf } from './statistics';
import { GRID_DEFAULTS } from './constants';
import { buildRowValues, maxOfColumn } from './defaults';
import { GridValuesArgumentError, RemoveRowsArgumentError } from './errors';
import { GridErrors } from './grid-errors';
import { cleanRowId, isTempId } from './row-id';
import { RowTable } from './row-table';
import { loadedRowValues, matchesDisabledRule, type DisabledRowsRule } from './row-values';
import { RunningSums } from './running-sums';
import { RowSelection } from './selection';
import { UniqueIndex } from './unique-index';
import { hasUniqueRule } from './validate';

export interface GridStoreOptions {
  columns: readonly GridColumn[];
  rowKey?: string;
  /** The sort field renumbered from 1 after every change; null = drag sort off. */
  dragSortKey?: string | null;
  disabledRows?: DisabledRowsRule | null;
  handlerTimeoutMs?: number;
  /** Clock for temporary ids (tests). */
  now?: () => number;
}

/**
 * The data half of GridStore (store.ts adds selection, validation and output): rows in order,
 * their values, deleted ids, the unique index, running sums and change notification. An edit
 * changes one row object in place and bumps that row's version: no copy of the table per keystroke.
 */
export class GridStoreBase {
  readonly rowKey: string;
  readonly errors = new GridErrors();
  protected columns: GridColumn[] = [];
  protected columnByKey = new Map<string, GridColumn>();
  protected ruled: GridColumn[] = [];
  protected dragSortKey: string | null;
  protected disabledRule: DisabledRowsRule | null;
  protected readonly table: RowTable;
  protected readonly selection = new RowSelection();
  protected readonly unique = new UniqueIndex();
  protected readonly validator: CellValidator;
  protected readonly hub = new ChangeHub();
  protected readonly sums = new RunningSums();
  protected deleted: string[] = [];

  constructor(options: GridStoreOptions) {
    this.rowKey = options.rowKey || GRID_DEFAULTS.rowKey;
    this.dragSortKey = options.dragSortKey ?? null;
    this.disabledRule = options.disabledRows ?? null;
    this.table = new RowTable(options.now ?? Date.now);
    this.validator = new CellValidator({
      unique: this.unique,
      errors: this.errors,
      rowKey: this.rowKey,
      handlerTimeoutMs: options.handlerTimeoutMs ?? GRID_DEFAULTS.handlerTimeoutMs,
      row: (id) => this.table.get(id),
      publicRow: (id) => this.publicRow(id),
    });
    this.errors.onChange = (id) => this.bump(id);
    this.setColumns(options.columns);
  }

  // ---- subscription -------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => this.hub.subscribe(listener);
  /** Changes with row order, count, selection and disabled rows. */
  getStructureVersion = (): number => this.hub.structureVersion();
  getStatsVersion = (): number => this.hub.statsVersion();
  getRowVersion(id: string): number {
    return this.hub.rowVersion(id);
  }

  /** Runs `fn` with one notification at the end. */
  batch<T>(fn: () => T): T {
    return this.hub.batch(fn);
  }

  protected bump(id: string): void {
    this.hub.rowChanged(id);
  }

  protected structureChanged(): void {
    this.hub.structureChanged();
  }

  // ---- columns and settings -------------------------------------------------------------------

  getColumns(): readonly GridColumn[] {
    return this.columns;
  }

  getColumn(key: string): GridColumn | undefined {
    return this.columnByKey.get(key);
  }

  setColumns(columns: readonly GridColumn[]): void {
    this.columns = [...columns];
    this.columnByKey = new Map(columns.map((c) => [c.key, c]));
    this.ruled = columns.filter((c) => (c.validateRules?.length ?? 0) > 0);
    this.unique.reset(columns.filter(hasUniqueRule).map((c) => c.key));
    for (const [id, row] of this.table.entries()) {
      for (const key of this.unique.columns()) this.unique.add(key, id, row[key]);
    }
    this.errors.retainColumns(new Set(columns.map((c) => c.key)));
    this.recomputeSums();
    for (const id of this.table.ids()) this.hub.rowChanged(id);
    this.structureChanged();
  }

  getDragSortKey(): string | null {
    return this.dragSortKey;
  }

  setDragSortKey(key: string | null): void {
    if (this.dragSortKey === key) return;
    this.dragSortKey = key;
    this.batch(() => this.renumber());
  }

  setDisabledRows(rule: DisabledRowsRule | null): void {
    if (rule === this.disabledRule) return;
    this.disabledRule = rule;
    this.batch(() => {
      for (const id of this.table.ids()) this.refreshDisabled(id);
      this.structureChanged();
    });
  }

  // ---- rows -----------------------------------------------------------------------------------

  /** Replaces every row (a new data source): errors, selection and deleted ids start afresh. */
  load(records: readonly Readonly<GridRowValues>[]): void {
    if (!Array.isArray(records)) throw new GridValuesArgumentError('load');
    this.table.clear();
    this.errors.clear();
    this.selection.clear();
    this.validator.clear();
    this.deleted = [];
    this.unique.reset(this.unique.columns());
    for (const record of records) {
      if (record === null || typeof record !== 'object') continue;
      const given = record[this.rowKey];
      const id =
        given === undefined || given === null || given === '' ? this.table.newTempId() : String(given);
      if (this.table.has(id)) continue; // a repeated key would merge two rows: keep the first
      const row = loadedRowValues(this.columns, record);
      row[this.rowKey] = id;
      this.insert(id, row, this.table.size);
    }
    this.recomputeSums();
    this.batch(() => {
      for (const id of this.table.ids()) this.refreshDisabled(id);
      this.structureChanged();
    });
  }

  get rowCount(): number {
    return this.table.size;
  }

  getRowIds(): readonly string[] {
    return this.table.ids();
  }

  idAt(index: number): string | undefined {
    return this.table.idAt(index);
  }

  /** The internal id for an internal or cleaned id. */
  resolveId(id: string): string | undefined {
    return this.table.resolve(id);
  }

  indexOf(id: string): number {
    const internal = this.table.resolve(id);
    return internal === undefined ? -1 : this.table.indexOf(internal);
  }

  getRow(id: string): Readonly<GridRowValues> | undefined {
    const internal = this.table.resolve(id);
    return internal === undefined ? undefined : this.table.get(internal);
  }

  getValue(id: string, key: string): unknown {
    return this.getRow(id)?.[key];
  }

  /** The row as the caller sees it: a copy with the id cleaned. */
  publicRow(id: string): GridRowValues | undefined {
    const row = this.getRow(id);
    if (!row) return undefined;
    return { ...row, [this.rowKey]: cleanRowId(String(row[this.rowKey])) };
  }

  isNewRow(id: string): boolean {
    const internal = this.table.resolve(id);
    return internal !== undefined && isTempId(internal);
  }

  /** Writes one cell; false when the row does not exist, the key is the row key or nothing changed. */
  setValue(id: string, key: string, value: unknown): boolean {
    const internal = this.table.resolve(id);
    if (internal === undefined || key === this.rowKey) return false;
    const row = this.table.get(internal);
    if (!row || Object.is(row[key], value)) return false;
    const old = row[key];
    this.batch(() => {
      this.write(internal, row, key, value);
      this.refreshDisabled(internal);
      this.bump(internal);
      if (this.unique.tracks(key)) this.recheckUniquePeers(internal, key, old, value);
    });
    return true;
  }

  /** Several cells of several rows (`rowKey` may be a cleaned id); returns how many cells changed. */
  setValues(updates: readonly { rowKey: string; values: Readonly<GridRowValues> }[]): number {
    if (!Array.isArray(updates)) throw new GridValuesArgumentError('setValues');
    let changed = 0;
    this.batch(() => {
      for (const u of updates) {
        if (!u || typeof u !== 'object' || !u.values) continue;
        for (const [key, value] of Object.entries(u.values)) {
          if (this.setValue(String(u.rowKey), key, value)) changed++;
        }
      }
    });
    return changed;
  }

  /**
   * Adds `count` (≥ 1) rows with type defaults (and `values`). `index` is the insert position of
   * spec 001 §5: 0 = bottom, k = after the first k rows. Returns the new internal ids.
   */
  addRows(count: unknown = 1, options: { index?: number; values?: Readonly<GridRowValues> } = {}): string[] {
    const n = normaliseAddCount(count);
    const at = insertionPoint(options.index ?? 0, this.table.size);
    const ids: string[] = [];
    this.batch(() => {
      for (let i = 0; i < n; i++) {
        const id = this.table.newTempId();
        const row = buildRowValues(this.columns, options.values ?? {}, {
          columnMax: (key) => maxOfColumn(this.table.values(), key),
        });
        row[this.rowKey] = id;
        this.insert(id, row, at + i);
        this.sums.addRow(row, 1);
        this.refreshDisabled(id);
        ids.push(id);
      }
      this.renumber();
      // Sums and the row count (averages) moved.
      this.hub.statsChanged();
      this.structureChanged();
    });
    return ids;
  }

  /**
   * Removes rows by id (a string or a list; internal or cleaned ids). Ids of rows that came from
   * the server are recorded as deleted; new rows never existed there, so they are not.
   * @throws RemoveRowsArgumentError for any other argument type.
   */
  removeRows(ids: unknown): string[] {
    let list: unknown[];
    if (typeof ids === 'string') list = [ids];
    else if (Array.isArray(ids)) list = ids;
    else throw new RemoveRowsArgumentError(ids);
    const gone = new Set<string>();
    for (const raw of list) {
      const internal = this.table.resolve(String(raw));
      if (internal !== undefined) gone.add(internal);
    }
    return this.takeOut(gone, true);
  }

  /**
   * Removes rows (internal ids) keeping the unique index, sums, selection, errors and versions in
   * step; `recordDeleted`: server rows go to the deleted ids (a user's removal, not the server's).
   */
  protected takeOut(gone: ReadonlySet<string>, recordDeleted: boolean): string[] {
    if (gone.size === 0) return [];
    const removed: string[] = [];
    this.batch(() => {
      for (const id of gone) {
        const row = this.table.get(id);
        if (row) {
          for (const key of this.unique.columns()) this.unique.remove(key, id, row[key]);
          this.sums.addRow(row, -1);
        }
        this.hub.forgetRow(id);
        this.selection.forget(id);
        this.errors.clearRow(id);
        const cleaned = cleanRowId(id);
        if (recordDeleted && !isTempId(id)) this.deleted.push(cleaned);
        removed.push(cleaned);
      }
      this.table.remove(gone);
      this.renumber();
      this.hub.statsChanged();
      this.structureChanged();
    });
    return removed;
  }

  /** Moves a row (drag, up/down menu) and renumbers the sort field. */
  moveRow(from: number, to: number): boolean {
    if (!this.table.move(from, to)) return false;
    this.batch(() => {
      this.renumber();
      this.structureChanged();
    });
    return true;
  }

  getDeleteIds(): string[] {
    return [...this.deleted];
  }

  // ---- internals ------------------------------------------------------------------------------

  protected resolveAll(ids: readonly string[]): string[] {
    return ids.map((r) => this.table.resolve(String(r))).filter((r): r is string => r !== undefined);
  }

  protected insert(id: string, row: GridRowValues, at: number): void {
    this.table.insert(id, row, at);
    for (const key of this.unique.columns()) this.unique.add(key, id, row[key]);
  }

  /** The one place a value changes: keeps the unique index and the sums in step. */
  protected write(id: string, row: GridRowValues, key: string, value: unknown): void {
    const old = row[key];
    if (this.unique.tracks(key)) {
      this.unique.remove(key, id, old);
      this.unique.add(key, id, value);
    }
    if (this.sums.tracks(key)) {
      this.sums.change(key, old, value);
      this.hub.statsChanged();
    }
    row[key] = value;
  }

  /** 1..n over all rows (loaded rows may carry any numbers); unchanged rows are skipped. */
  protected renumber(): void {
    const key = this.dragSortKey;
    if (!key) return;
    const ids = this.table.ids();
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as string;
      const row = this.table.get(id);
      if (!row || row[key] === i + 1) continue;
      this.write(id, row, key, i + 1);
      this.bump(id);
    }
  }

  protected recomputeSums(): void {
    const rules = this.columns.filter((c) => statisticsKinds(c).length > 0).map(sumRuleOf);
    this.sums.reset(rules, this.table.values());
    this.hub.statsChanged();
  }

  protected refreshDisabled(id: string): void {
    const row = this.table.get(id);
    if (this.selection.setDisabled(id, !!row && matchesDisabledRule(this.disabledRule, row))) this.bump(id);
  }

  /**
   * After a unique column changed, rows showing an error in that column that hold the old or the
   * new value are checked again (a duplicate may just have been resolved).
   */
  protected recheckUniquePeers(id: string, key: string, oldValue: unknown, newValue: unknown): void {
    const column = this.columnByKey.get(key);
    if (!column) return;
    const peers = [
      ...this.unique.othersWith(key, id, oldValue),
      ...this.unique.othersWith(key, id, newValue),
    ];
    for (const peer of peers) {
      if (this.errors.get(peer, key) !== undefined) this.validator.validate(peer, column, 'change');
    }
  }
}
