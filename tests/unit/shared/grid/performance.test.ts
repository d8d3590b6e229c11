import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { GridStore } from '../../../../src/shared/domain/grid/store';

/**
 * Behaviour at the benchmark's scale (10,000 rows × 20 columns). The timings themselves are
 * measured by `npm run bench` (tests/bench/editable-grid.ts), never asserted here.
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

describe('grid store at scale', () => {
  it('validates 10,000 × 20 cells and finds exactly the planted errors', async () => {
    const cols = columns();
    const data = rows(cols, 10_000);
    data[17]!.c0 = 'v18'; // duplicate of row 18 → 2 unique failures
    data[42]!.c1 = 'x'; // not a number
    data[99]!.c3 = ''; // required
    const store = new GridStore({ columns: cols });
    store.load(data);
    expect(await store.validateAll()).toBe(4);
    expect(store.getError('r17', 'c0')).toBeTruthy();
    expect(store.getError('r18', 'c0')).toBeTruthy();
    expect(store.getError('r42', 'c1')).toBeTruthy();
    expect(store.getError('r99', 'c3')).toBeTruthy();
  });

  it('an edit changes its own row in place: every other row keeps its identity', () => {
    const cols = columns();
    const store = new GridStore({ columns: cols });
    store.load(rows(cols, 10_000));
    const before = store.getRowIds().map((id) => store.getRow(id));
    const version = store.getRowVersion('r4999');
    for (let i = 0; i < 1000; i++) store.setValue('r5000', 'c2', `k${i}`);
    expect(store.getValue('r5000', 'c2')).toBe('k999');
    const after = store.getRowIds().map((id) => store.getRow(id));
    // A per-keystroke copy of the table would replace these objects.
    expect(after.filter((row, i) => row !== before[i]).length).toBeLessThanOrEqual(1);
    expect(store.getRowVersion('r4999')).toBe(version);
  });
});
