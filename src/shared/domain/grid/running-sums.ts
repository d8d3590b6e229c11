import type { GridRowValues } from './column';
import { contribution, type SumRule } from './statistics';

/** Running sums of the statistics columns: an edit adjusts one sum instead of re-adding 10,000 rows. */
export class RunningSums {
  private rules = new Map<string, SumRule>();
  private readonly sums = new Map<string, bigint>();

  reset(rules: readonly SumRule[], rows: Iterable<Readonly<GridRowValues>>): void {
    this.rules = new Map(rules.map((r) => [r.key, r]));
    this.sums.clear();
    for (const rule of rules) this.sums.set(rule.key, 0n);
    for (const row of rows) this.addRow(row, 1);
  }

  tracks(key: string): boolean {
    return this.rules.has(key);
  }

  /** Adds (sign 1) or takes away (sign -1) a row's contributions. */
  addRow(row: Readonly<GridRowValues>, sign: 1 | -1): void {
    for (const [key, rule] of this.rules)
      this.sums.set(key, (this.sums.get(key) ?? 0n) + BigInt(sign) * contribution(rule, row[key]));
  }

  change(key: string, oldValue: unknown, newValue: unknown): void {
    const rule = this.rules.get(key);
    if (!rule) return;
    this.sums.set(
      key,
      (this.sums.get(key) ?? 0n) - contribution(rule, oldValue) + contribution(rule, newValue),
    );
  }

  values(): ReadonlyMap<string, bigint> {
    return this.sums;
  }
}
