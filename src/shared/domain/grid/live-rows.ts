import type { LiveMessage } from '../live/messages';
import type { GridRowValues } from './column';
import { sameCellValue } from './live-values';
import { loadedRowValues } from './row-values';
import type { GridStore } from './store';

/** A row someone else changed while this user was editing it (issue 11): the user picks reload or keep. */
export interface LiveConflict {
  /** The row's server id. */
  rowId: string;
  kind: 'update' | 'delete';
  /** The row as the server holds it now (update), null for a delete. */
  remote: GridRowValues | null;
}

export type LiveChoice = 'reload' | 'keep';
export type LiveOutcome = 'applied' | 'conflict' | 'ignored';

export interface LiveRowsOptions {
  /** The grid's name on its page: messages for another grid are ignored. */
  socketKey: string;
  /** The optimistic-lock field (default `version`). */
  versionKey?: string;
  /** The server's order field, for placing an added row; default the store's drag-sort key. */
  sortKey?: string;
}

const numberOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * Applies other users' saved row changes (live messages) to an open grid without losing this
 * user's unsaved edits (spec 001 §9, issue 11). It keeps the server state of every server row (the
 * base, set by `rebase` after a load or an own save): a row equal to its base is clean and takes a
 * remote change silently; a dirty row keeps its values and gets a conflict the user resolves.
 * The store keeps sums, unique index and selection in step with every write, so the statistics
 * row follows by itself.
 */
export class LiveRows {
  private readonly store: GridStore;
  private readonly socketKey: string;
  private readonly versionKey: string;
  private readonly sortKeyOption: string | undefined;
  /** Server id → the row as the server holds it (normalised like a loaded row). */
  private base = new Map<string, GridRowValues>();
  /** Internal id (= server id) → open conflict. */
  private readonly open = new Map<string, LiveConflict>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private depth = 0;
  private pending = false;
  private cache: { version: number; structure: number; list: readonly LiveConflict[] } | null = null;

  constructor(store: GridStore, options: LiveRowsOptions) {
    this.store = store;
    this.socketKey = options.socketKey;
    this.versionKey = options.versionKey || 'version';
    this.sortKeyOption = options.sortKey;
    this.rebase();
  }

  // ---- subscription (useSyncExternalStore) ----------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  // ---- state ----------------------------------------------------------------------------------

  /** The store's rows are the server state now (after a load or the user's own save). */
  rebase(): void {
    this.base = new Map();
    for (const id of this.store.getRowIds()) {
      if (this.store.isNewRow(id)) continue;
      const row = this.store.getRow(id);
      if (row) this.base.set(id, { ...row });
    }
    const marked = [...this.open.keys()];
    this.open.clear();
    this.grouped(() => {
      this.store.batch(() => marked.forEach((id) => this.store.touchRow(id)));
      this.changed();
    });
  }

  /** A new row, or a server row whose column values (not row key, sort key or version) differ from the server's. */
  isDirty(rowId: string): boolean {
    const internal = this.store.resolveId(rowId);
    if (internal === undefined) return false;
    if (this.store.isNewRow(internal)) return true;
    const base = this.base.get(internal);
    const row = this.store.getRow(internal);
    // A server row without a known server state cannot be proven clean: never overwrite it silently.
    return !base || !row || !this.sameColumns(row, base);
  }

  /** Open conflicts in row order (a row the user removed takes its conflict with it). */
  conflicts(): readonly LiveConflict[] {
    const structure = this.store.getStructureVersion();
    if (this.cache && this.cache.version === this.version && this.cache.structure === structure) {
      return this.cache.list;
    }
    for (const id of [...this.open.keys()]) if (this.store.resolveId(id) === undefined) this.open.delete(id);
    const list = [...this.open.entries()]
      .sort(([a], [b]) => this.store.indexOf(a) - this.store.indexOf(b))
      .map(([, c]) => c);
    this.cache = { version: this.version, structure, list };
    return list;
  }

  conflictOf(rowId: string): LiveConflict | undefined {
    const internal = this.store.resolveId(rowId);
    return internal === undefined ? undefined : this.open.get(internal);
  }

  // ---- messages -------------------------------------------------------------------------------

  /** Applies one live message; a message for another grid (socketKey) is ignored. */
  apply(message: LiveMessage): LiveOutcome {
    if (!message || message.socketKey !== this.socketKey) return 'ignored';
    switch (message.caseId) {
      case 'update':
      case 'add':
        return this.upsert(message.row);
      case 'delete':
        return this.remove(message.row);
      case 'sort':
        return this.sort(message.row);
      default:
        return 'ignored';
    }
  }

  /** The user's answer to a conflict. */
  resolve(rowId: string, choice: LiveChoice): void {
    const internal = this.store.resolveId(rowId);
    const conflict = internal === undefined ? undefined : this.open.get(internal);
    if (internal === undefined || !conflict) return;
    this.open.delete(internal);
    this.grouped(() => {
      this.store.batch(() => {
        if (conflict.kind === 'update' && conflict.remote) {
          if (choice === 'reload') this.takeRemote(internal, conflict.remote);
          else {
            // Keep: the row now edits the remote version, so the next save overwrites knowingly.
            this.store.setValue(internal, this.versionKey, conflict.remote[this.versionKey]);
            this.base.set(internal, conflict.remote);
          }
          this.store.touchRow(internal);
        } else if (choice === 'reload') {
          this.base.delete(internal);
          this.store.dropRows([internal]);
        } else {
          this.base.delete(internal);
          this.readdAsNew(internal);
        }
      });
      this.changed();
    });
  }

  /**
   * After a reconnect: the server's rows now (in order) against the base — changed rows are
   * applied as updates, unknown ones as adds, missing ones as deletes, and a different order as a sort.
   */
  resync(serverRows: readonly GridRowValues[]): void {
    if (!Array.isArray(serverRows)) return;
    const seen = new Set<string>();
    const order: string[] = [];
    this.grouped(() =>
      this.store.batch(() => {
        for (const record of serverRows) {
          const id = record && typeof record === 'object' ? this.idOf(record) : null;
          if (!id || seen.has(id)) continue;
          seen.add(id);
          order.push(id);
          const known = this.base.get(id);
          if (known && this.sameServerRow(known, this.normalise(record, id))) continue;
          this.upsert(record);
        }
        for (const id of [...this.base.keys()]) if (!seen.has(id)) this.remove({ id });
        // Rows the user removed that the server no longer has are nothing to delete any more.
        const gone = this.store.getDeleteIds().filter((id) => !seen.has(id));
        if (gone.length > 0) this.store.dropRows(gone);
        const present = order.filter((id) => this.store.resolveId(id) !== undefined);
        const current = this.store.getRowIds().filter((id) => seen.has(id));
        if (present.some((id, i) => current[i] !== id)) this.sort({ order });
      }),
    );
  }

  // ---- cases ----------------------------------------------------------------------------------

  private upsert(record: Readonly<GridRowValues>): LiveOutcome {
    const id = this.idOf(record);
    if (!id) return 'ignored';
    const remote = this.normalise(record, id);
    const internal = this.store.resolveId(id);
    if (internal === undefined) {
      this.base.set(id, remote);
      // The user removed it and has not saved yet: the save deletes it, so it stays away.
      if (this.store.getDeleteIds().includes(id)) return 'ignored';
      this.store.insertServerRow(remote, this.placeOf(remote));
      this.changed();
      return 'applied';
    }
    const row = this.store.getRow(internal);
    if (row && this.isDirty(internal) && !this.sameColumns(row, remote)) {
      this.open.set(internal, { rowId: id, kind: 'update', remote });
      this.store.touchRow(internal);
      this.changed();
      return 'conflict';
    }
    // Clean (or edited to exactly what the other user saved): take the server's row.
    this.store.batch(() => {
      this.takeRemote(internal, remote);
      if (this.open.delete(internal)) this.store.touchRow(internal);
    });
    this.changed();
    return 'applied';
  }

  private remove(record: Readonly<GridRowValues>): LiveOutcome {
    const id = this.idOf(record);
    if (!id) return 'ignored';
    const internal = this.store.resolveId(id);
    if (internal === undefined) {
      this.base.delete(id);
      if (!this.store.getDeleteIds().includes(id)) return 'ignored';
      this.store.dropRows([id]); // removed here too: no longer a deletion to send
      this.changed();
      return 'applied';
    }
    if (this.isDirty(internal)) {
      this.open.set(internal, { rowId: id, kind: 'delete', remote: null });
      this.store.touchRow(internal);
      this.changed();
      return 'conflict';
    }
    this.base.delete(internal);
    this.open.delete(internal);
    this.store.dropRows([internal]);
    this.changed();
    return 'applied';
  }

  private sort(record: Readonly<GridRowValues>): LiveOutcome {
    const raw = record.order;
    if (!Array.isArray(raw)) return 'ignored';
    const order = raw.map(String);
    const sortKey = this.sortKey();
    // The server renumbers its rows 1..n in the new order.
    if (sortKey) {
      order.forEach((id, i) => {
        const base = this.base.get(id);
        if (base) base[sortKey] = i + 1;
      });
    }
    const listed: string[] = [];
    const listedSet = new Set<string>();
    for (const id of order) {
      const internal = this.store.resolveId(id);
      if (internal !== undefined && !listedSet.has(internal)) {
        listedSet.add(internal);
        listed.push(internal);
      }
    }
    // Rows the message does not name (this user's new rows) stay right behind the row they follow now.
    const behind = new Map<string | null, string[]>();
    let anchor: string | null = null;
    for (const id of this.store.getRowIds()) {
      if (listedSet.has(id)) {
        anchor = id;
        continue;
      }
      const list = behind.get(anchor);
      if (list) list.push(id);
      else behind.set(anchor, [id]);
    }
    const full = [...(behind.get(null) ?? [])];
    for (const id of listed) full.push(id, ...(behind.get(id) ?? []));
    this.store.orderRows(full);
    this.changed();
    return 'applied';
  }

  // ---- helpers --------------------------------------------------------------------------------

  /** Writes the server's values over the row (not its id or its place) and makes them the base. */
  private takeRemote(internal: string, remote: GridRowValues): void {
    const values: GridRowValues = {};
    const skip = new Set([this.store.rowKey, this.store.getDragSortKey(), this.sortKeyOption]);
    for (const [key, value] of Object.entries(remote)) if (!skip.has(key)) values[key] = value;
    this.store.batch(() => {
      this.store.setValues([{ rowKey: internal, values }]);
      // Shown errors were about the replaced values.
      for (const column of this.store.getColumns()) {
        if (this.store.getError(internal, column.key) !== undefined) {
          void this.store.validateCell(internal, column.key, 'change');
        }
      }
    });
    this.base.set(internal, remote);
  }

  /** Keep after a remote delete: the local values become a new row at the same place (the save re-adds it). */
  private readdAsNew(internal: string): void {
    const at = this.store.indexOf(internal);
    const values: GridRowValues = { ...this.store.getRow(internal) };
    delete values[this.store.rowKey];
    delete values[this.versionKey];
    this.store.dropRows([internal]);
    // addRows' index k = after the first k rows and 0 = the bottom: the top needs a move.
    this.store.addRows(1, { index: at, values });
    if (at === 0 && this.store.rowCount > 1) this.store.moveRow(this.store.rowCount - 1, 0);
  }

  /** Before the first server row whose server order is greater, else at the end. */
  private placeOf(remote: Readonly<GridRowValues>): number {
    const key = this.sortKey();
    const mine = key ? numberOf(remote[key]) : null;
    const ids = this.store.getRowIds();
    if (key === null || mine === null) return ids.length;
    for (let i = 0; i < ids.length; i++) {
      const theirs = numberOf(this.base.get(ids[i] as string)?.[key]);
      if (theirs !== null && theirs > mine) return i;
    }
    return ids.length;
  }

  private sortKey(): string | null {
    return this.sortKeyOption ?? this.store.getDragSortKey();
  }

  private idOf(record: Readonly<GridRowValues>): string | null {
    const v = record[this.store.rowKey] ?? record.id;
    return (typeof v === 'string' && v !== '') || typeof v === 'number' ? String(v) : null;
  }

  private normalise(record: Readonly<GridRowValues>, id: string): GridRowValues {
    const row = loadedRowValues(this.store.getColumns(), record);
    row[this.store.rowKey] = id;
    return row;
  }

  /** Column values equal, ignoring the row key, the sort keys and the version. */
  private sameColumns(a: Readonly<GridRowValues>, b: Readonly<GridRowValues>): boolean {
    const skip = new Set([
      this.store.rowKey,
      this.store.getDragSortKey(),
      this.sortKeyOption,
      this.versionKey,
    ]);
    for (const column of this.store.getColumns()) {
      if (skip.has(column.key)) continue;
      if (!sameCellValue(column, a[column.key], b[column.key])) return false;
    }
    return true;
  }

  private sameServerRow(a: Readonly<GridRowValues>, b: Readonly<GridRowValues>): boolean {
    const v = this.versionKey;
    return sameCellValue(undefined, a[v], b[v]) && this.sameColumns(a, b);
  }

  /** Runs `fn` with at most one notification at the end. */
  private grouped(fn: () => void): void {
    this.depth++;
    try {
      fn();
    } finally {
      this.depth--;
      if (this.depth === 0 && this.pending) this.emit();
    }
  }

  private changed(): void {
    this.version++;
    if (this.depth > 0) this.pending = true;
    else this.emit();
  }

  private emit(): void {
    this.pending = false;
    for (const listener of [...this.listeners]) listener();
  }
}
