import type { Db } from '../../db/db';
import { assertIdentifier } from '../list-query/identifiers';

/** Postgres binds at most 65,535 parameters per statement; stay well below it. */
const MAX_PARAMS = 30_000;

/**
 * Multi-row INSERTs in batches. `table` and `columns` come from code (schemas), never from input,
 * and are checked as identifiers; every value is bound.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
): Promise<void> {
  assertIdentifier(table, 'table');
  const cols = columns.map((c) => `"${assertIdentifier(c, 'column')}"`).join(', ');
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const slots = row.map((v) => {
        values.push(v);
        return `$${values.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${cols}) VALUES ${tuples.join(', ')}`, values);
  }
}
