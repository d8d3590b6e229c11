// VACUUM ANALYZE of the tables that grow: PGlite runs no autovacuum, so without it a big import
// leaves stale statistics, an unset visibility map (no index-only scans) and GIN pending lists
// (the trigram indexes), and the planner scans. After imports and on the scheduler's nightly job.
import type { Db } from './db';

/** The tables the nightly maintenance job covers unless its parameter names others. */
export const MAINTAINED_TABLES: readonly string[] = [
  'biz_invoice',
  'biz_settlement_task',
  'biz_payment',
  'biz_plant',
  'sys_user',
  'sys_user_depart',
  'sys_user_role',
  'sys_session',
  'sys_log',
];

/** An import of at least this many rows maintains its tables before it answers. */
export const MAINTAIN_AFTER_ROWS = 1000;

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * VACUUM ANALYZE each existing table of `tables` (a name that is not a plain table name, or no
 * table, is skipped: maintenance never fails the import that asked for it).
 * Not inside a transaction (VACUUM refuses one): pass the database handle, never a tx.
 * Returns the tables maintained.
 */
export async function vacuumAnalyze(db: Db, tables: readonly string[]): Promise<string[]> {
  const done: string[] = [];
  for (const table of new Set(tables)) {
    if (!TABLE_NAME.test(table)) continue;
    const [found] = await db.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]);
    if (!found?.ok) continue;
    await db.query(`VACUUM ANALYZE "${table}"`);
    done.push(table);
  }
  return done;
}
