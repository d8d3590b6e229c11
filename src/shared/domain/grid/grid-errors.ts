/**
 * Cell error messages by row, with a running total so the error count never needs a scan.
 * `onChange(rowId)` fires when a row's messages change (the store bumps that row's version).
 */
export class GridErrors {
  private readonly byRow = new Map<string, Map<string, string>>();
  private count = 0;
  onChange: (rowId: string) => void = () => undefined;

  get total(): number {
    return this.count;
  }

  get(rowId: string, key: string): string | undefined {
    return this.byRow.get(rowId)?.get(key);
  }

  /** Messages of one row (column key → message), empty when the row is valid. */
  ofRow(rowId: string): ReadonlyMap<string, string> {
    return this.byRow.get(rowId) ?? EMPTY;
  }

  /** Records a message, or clears it with undefined; notifies only on a real change. */
  set(rowId: string, key: string, message: string | undefined): void {
    const row = this.byRow.get(rowId);
    const current = row?.get(key);
    if (current === message) return;
    if (message === undefined) {
      row?.delete(key);
      if (row && row.size === 0) this.byRow.delete(rowId);
      this.count--;
    } else if (row) {
      if (current === undefined) this.count++;
      row.set(key, message);
    } else {
      this.byRow.set(rowId, new Map([[key, message]]));
      this.count++;
    }
    this.onChange(rowId);
  }

  clearRow(rowId: string): void {
    const row = this.byRow.get(rowId);
    if (!row) return;
    this.count -= row.size;
    this.byRow.delete(rowId);
  }

  clear(): void {
    this.byRow.clear();
    this.count = 0;
  }

  /** Drops messages of columns that no longer exist. */
  retainColumns(keys: ReadonlySet<string>): void {
    for (const [rowId, row] of this.byRow) {
      for (const key of [...row.keys()]) {
        if (keys.has(key)) continue;
        row.delete(key);
        this.count--;
      }
      if (row.size === 0) this.byRow.delete(rowId);
    }
  }
}

const EMPTY: ReadonlyMap<string, string> = new Map();
