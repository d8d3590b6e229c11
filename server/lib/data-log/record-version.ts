// 数据日志: a version of a record after each write, in the writer's transaction. Only the tables
// below are versioned (opt-in: a table's rows must be meaningful to compare and free of secrets
// once SECRET_KEY is applied).
import { DATA_LOG_TABLE_TITLES } from '../../../src/shared/domain/resources/data-log';
import type { Db } from '../../db/db';
import { newId } from '../ids';
import type { AuthContext } from '../../modules/session/auth-context';
import { effectiveTenantId } from '../../modules/access/tenant-scope';

/** Column names never copied into a version (whatever the table). */
const SECRET_KEY = /password|salt|secret|token|cipher|credential/i;

export function isVersionedTable(table: string): boolean {
  return Object.hasOwn(DATA_LOG_TABLE_TITLES, table);
}

/** The row as stored, without secret columns, as stable JSON text (keys sorted). */
export function versionContent(row: Record<string, unknown>): string {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(row).sort()) if (!SECRET_KEY.test(key)) kept[key] = row[key];
  return JSON.stringify(kept);
}

/**
 * Appends the next version of `table`.`id` (call after the write, inside its transaction: the
 * write's row lock makes concurrent writers of one record take turns, so MAX+1 cannot repeat).
 * Does nothing for a table that is not versioned or a row that is gone.
 */
export async function recordDataVersion(tx: Db, auth: AuthContext, table: string, id: string): Promise<void> {
  if (!isVersionedTable(table)) return;
  // The table name comes from the registry above, never from input.
  const rows = await tx.query<{ content: Record<string, unknown> | string }>(
    `SELECT row_to_json(t) AS content FROM ${table} t WHERE t.id = $1`,
    [id],
  );
  const raw = rows[0]?.content;
  if (raw === undefined) return;
  const row = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : raw;
  await tx.query(
    `INSERT INTO sys_data_log (id, create_by, create_time, data_table, data_id, data_content, data_version, tenant_id)
     SELECT $1, $2, now(), $3::varchar, $4::varchar, $5, COALESCE(MAX(l.data_version), 0) + 1, $6
       FROM sys_data_log l WHERE l.data_table = $3 AND l.data_id = $4`,
    [newId(), auth.user.username, table, id, versionContent(row), effectiveTenantId(auth)],
  );
}
