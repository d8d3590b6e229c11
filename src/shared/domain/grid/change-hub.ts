/**
 * Change notification of the grid store: one listener list, per-row versions, a structure version
 * (row order, count, selection) and a statistics version. Subscribers compare versions, so a view
 * re-renders only the rows that changed. `batch` folds many changes into one notification.
 */
export class ChangeHub {
  private readonly listeners = new Set<() => void>();
  private readonly rows = new Map<string, number>();
  private structure = 0;
  private stats = 0;
  private depth = 0;
  private dirty = false;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  structureVersion = (): number => this.structure;
  statsVersion = (): number => this.stats;

  rowVersion(id: string): number {
    return this.rows.get(id) ?? 0;
  }

  batch<T>(fn: () => T): T {
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
      if (this.depth === 0 && this.dirty) this.emit();
    }
  }

  rowChanged(id: string): void {
    this.rows.set(id, (this.rows.get(id) ?? 0) + 1);
    this.emit();
  }

  structureChanged(): void {
    this.structure++;
    this.emit();
  }

  statsChanged(): void {
    this.stats++;
    this.emit();
  }

  forgetRow(id: string): void {
    this.rows.delete(id);
  }

  private emit(): void {
    if (this.depth > 0) {
      this.dirty = true;
      return;
    }
    this.dirty = false;
    for (const listener of [...this.listeners]) listener();
  }
}
