import type { GridRowValues } from './column';
import { statisticNumber } from './statistics';

/** Running sums of the statistics columns: an edit adjusts one sum instead of re-adding 10,000 rows. */
export class RunningSums {
  private keys: string[] = [];
  private readonly sums = new Map<string, number>();

  reset(keys: readonly string[], rows: Iterable<Readonly<GridRowValues>>): void {
    this.keys = [...keys];
    this.sums.clear();
    for (const key of this.keys) this.sums.set(key, 0);
    for (const row of rows) this.addRow(row, 1);
  }

  tracks(key: string): boolean {
    return this.keys.includes(key);
  }

  /** Adds (sign 1) or takes away (sign -1) a row's contributions. */
  addRow(row: Readonly<GridRowValues>, sign: 1 | -1): void {
    for (const key of this.keys)
      this.sums.set(key, (this.sums.get(key) ?? 0) + sign * statisticNumber(row[key]));
  }

  change(key: string, oldValue: unknown, newValue: unknown): void {
    if (!this.tracks(key)) return;
    this.sums.set(key, (this.sums.get(key) ?? 0) - statisticNumber(oldValue) + statisticNumber(newValue));
  }

  values(): ReadonlyMap<string, number> {
    return this.sums;
  }
}
