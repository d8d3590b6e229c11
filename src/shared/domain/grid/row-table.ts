import type { GridRowValues } from './column';
import { cleanRowId, createTempId, isTempId } from './row-id';
import { moveInPlace } from './sort';

/**
 * Rows in order and their value objects, addressed by internal id (a server id or a temporary
 * id). Callers may also address a new row by its cleaned id. Value objects are mutated in place.
 */
export class RowTable {
  private order: string[] = [];
  private indexById: Map<string, number> | null = null;
  private readonly rows = new Map<string, GridRowValues>();
  private readonly cleanToInternal = new Map<string, string>();

  constructor(private readonly now: () => number) {}

  get size(): number {
    return this.order.length;
  }

  ids(): readonly string[] {
    return this.order;
  }

  values(): IterableIterator<GridRowValues> {
    return this.rows.values();
  }

  entries(): IterableIterator<[string, GridRowValues]> {
    return this.rows.entries();
  }

  clear(): void {
    this.order = [];
    this.indexById = null;
    this.rows.clear();
    this.cleanToInternal.clear();
  }

  has(id: string): boolean {
    return this.rows.has(id);
  }

  /** The internal id for an internal or cleaned id. */
  resolve(id: string): string | undefined {
    if (this.rows.has(id)) return id;
    return this.cleanToInternal.get(id);
  }

  get(internalId: string): GridRowValues | undefined {
    return this.rows.get(internalId);
  }

  idAt(index: number): string | undefined {
    return this.order[index];
  }

  indexOf(internalId: string): number {
    if (!this.indexById) this.indexById = new Map(this.order.map((rowId, i) => [rowId, i]));
    return this.indexById.get(internalId) ?? -1;
  }

  newTempId(): string {
    let id = createTempId(this.now());
    while (this.rows.has(id)) id = createTempId(this.now());
    return id;
  }

  insert(id: string, row: GridRowValues, at: number): void {
    this.rows.set(id, row);
    if (at >= this.order.length) this.order.push(id);
    else this.order.splice(at, 0, id);
    this.indexById = null;
    if (isTempId(id)) this.cleanToInternal.set(cleanRowId(id), id);
  }

  /** Removes rows (internal ids); one pass over the order whatever the count. */
  remove(ids: ReadonlySet<string>): void {
    for (const id of ids) {
      this.rows.delete(id);
      this.cleanToInternal.delete(cleanRowId(id));
    }
    this.order = this.order.filter((id) => !ids.has(id));
    this.indexById = null;
  }

  move(from: number, to: number): boolean {
    if (!moveInPlace(this.order, from, to)) return false;
    this.indexById = null;
    return true;
  }
}
