import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { GridStore } from '../../../../src/shared/domain/grid/store';

/**
 * The budget of the brief: validating 10,000 rows × 20 columns takes < 500 ms in Node. Best of
 * three runs, so one GC pause or a busy machine does not decide the outcome.
 */
const TYPES = ['input', 'inputNumber', 'select', 'date', 'list_multi'] as const;

function columns(): GridColumn[] {
  return Array.from({ length: 20 }, (_, i) => ({
    key: `c${i}`,
    title: `列${i}`,
    type: TYPES[i % TYPES.length] ?? 'input',
    validateRules:
      i % 4 === 0
        ? [{ required: true }, { unique: true }]
        : i % 4 === 1
          ? [{ required: true }, { pattern: 'n' }]
          : i % 4 === 2
            ? [{ pattern: '^[a-z0-9]*$' }]
            : [{ required: true }, { pattern: 'e' }],
  }));
}

function rows(cols: GridColumn[], count: number) {
  return Array.from({ length: count }, (_, r) => {
    const row: Record<string, unknown> = { id: `r${r}` };
    cols.forEach((c, i) => {
      row[c.key] =
        i % 4 === 0 ? `v${r}` : i % 4 === 1 ? String(r) : i % 4 === 2 ? `x${r}` : `u${r}@example.com`;
    });
    return row;
  });
}

describe('grid store performance', () => {
  it('validates 10,000 × 20 cells in under 500 ms and finds planted errors', async () => {
    const cols = columns();
    const data = rows(cols, 10_000);
    data[17]!.c0 = 'v18'; // duplicate of row 18 → 2 unique failures
    data[42]!.c1 = 'x'; // not a number
    data[99]!.c3 = ''; // required
    const store = new GridStore({ columns: cols });
    store.load(data);
    let best = Infinity;
    let errors = -1;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      errors = await store.validateAll();
      best = Math.min(best, performance.now() - start);
    }
    expect(errors).toBe(4);
    expect(best).toBeLessThan(500);
  });

  it('an edit does not copy the table: 1,000 keystrokes on a 10,000-row grid stay cheap', () => {
    const cols = columns();
    const store = new GridStore({ columns: cols });
    store.load(rows(cols, 10_000));
    const start = performance.now();
    for (let i = 0; i < 1000; i++) store.setValue('r5000', 'c2', `k${i}`);
    // ~1 µs each when in place; a per-keystroke copy of 200,000 cells would take seconds.
    expect(performance.now() - start).toBeLessThan(200);
  });
});
