// Before a destructive step drops or converts a column, every record's value of it is copied into
// onl_cgform_backup (one row per column per record) inside the sync's transaction: if the sync
// fails, the backup rows go with it and the table is untouched; if it commits, both are kept.
import type { Db } from '../../db/db';
import { quoteIdent, quoteTable } from './sql';

export interface BackupTarget {
  headId: string;
  table: string;
  /** The design version being synchronised (onl_cgform_head.table_version). */
  tableVersion: number;
  createBy: string;
}

/** Copies the columns' values of every record; answers how many backup rows were written. */
export async function backupColumns(
  tx: Db,
  target: BackupTarget,
  columns: readonly string[],
): Promise<number> {
  let written = 0;
  for (const column of columns) {
    const rows = await tx.query<{ n: number }>(
      `WITH copied AS (
         INSERT INTO onl_cgform_backup (id, cgform_head_id, table_name, column_name, table_version, record_id, value, create_by)
         SELECT replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, $4, t."id", t.${quoteIdent(column)}::text, $5
           FROM ${quoteTable(target.table)} t
         RETURNING 1)
       SELECT count(*)::int AS n FROM copied`,
      [target.headId, target.table, column, target.tableVersion, target.createBy],
    );
    written += Number(rows[0]?.n ?? 0);
  }
  return written;
}
