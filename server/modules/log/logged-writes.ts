// Single-table admin writes (insert / update by id / delete by ids) that run in one transaction
// with their operation-log entry. The by-id forms go through whereForIds, so tenant scope and
// data rules bound the write exactly as they bound the list.
import type { Db, Row } from '../../db/db';
import { whereForIds, type ListWhereOptions } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages } from '../user/admin-service';
import { setClause, type ColumnValue } from '../user/form-values';
import { USER_MESSAGES } from '../user/user-scope';
import { recordDataVersion } from '../../lib/data-log/record-version';
import { logOperation, type OperationEntry } from './operation-log';

/** A table (name and alias from code, never from input) and the conditions every write to it obeys. */
export interface ScopedTable extends Pick<ListWhereOptions, 'schema' | 'alias' | 'fixedWhere' | 'dataRules'> {
  table: string;
}

/** Written when a write would leave a row outside the writer's own data rules (e.g. another plant's). */
export const OUT_OF_SCOPE_MESSAGE = '数据超出您的数据权限范围，不能保存';

/**
 * Inside the write's transaction: the row must still be visible under the table's fixed
 * conditions and data rules, or everything rolls back. This is what stops a plant user from
 * adding a record for another plant, or editing one of theirs into another plant.
 */
export async function assertStillInScope(tx: Db, target: ScopedTable, id: string): Promise<void> {
  const w = whereForIds({ ...target, ids: [id] });
  const rows = await tx.query(`SELECT 1 FROM ${target.table} ${target.alias} WHERE ${w.where}`, w.params);
  if (rows.length !== 1) throw new BizError(OUT_OF_SCOPE_MESSAGE);
}

/**
 * INSERT the values and log; a unique-index violation becomes its message from `unique`.
 * With `scope`, the new row must fall inside it (fixed conditions and data rules), else nothing is written.
 */
export async function insertLogged(
  db: Db,
  auth: AuthContext,
  table: string,
  values: readonly ColumnValue[],
  unique: Record<string, string>,
  entry: OperationEntry,
  scope?: ScopedTable,
): Promise<void> {
  const p = new SqlParams();
  const placeholders = values.map((v) => p.add(v.value)).join(', ');
  await withUniqueMessages(unique, () =>
    db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ${table} (${values.map((v) => `"${v.column}"`).join(', ')}) VALUES (${placeholders})`,
        p.values,
      );
      const id = values.find((v) => v.column === 'id')?.value;
      if (scope) {
        if (typeof id !== 'string') throw new BizError(OUT_OF_SCOPE_MESSAGE);
        await assertStillInScope(tx, scope, id);
      }
      if (typeof id === 'string') await recordDataVersion(tx, auth, table, id);
      await logOperation(tx, auth, entry);
    }),
  );
}

/**
 * UPDATE one row in scope and log; `returning` names the columns the log entry reads.
 * No row in scope → the not-found message and nothing written.
 */
export async function updateInScopeLogged<R extends Row>(
  db: Db,
  auth: AuthContext,
  target: ScopedTable,
  id: string,
  set: readonly ColumnValue[],
  returning: string,
  entry: (row: R) => OperationEntry,
): Promise<void> {
  await db.transaction(async (tx) => {
    const p = new SqlParams();
    const assignments = setClause(set, (v) => p.add(v));
    const w = whereForIds({ ...target, ids: [id], params: p });
    const done = await tx.query<R>(
      `UPDATE ${target.table} ${target.alias} SET ${assignments} WHERE ${w.where} RETURNING ${returning}`,
      w.params,
    );
    if (done.length !== 1) throw new BizError(USER_MESSAGES.notFound);
    // An edit may not move the row out of the editor's scope (data rules are checked after, too).
    if (target.dataRules && target.dataRules.length > 0) await assertStillInScope(tx, target, id);
    await recordDataVersion(tx, auth, target.table, id);
    await logOperation(tx, auth, entry(done[0]!));
  });
}

/** DELETE the rows in scope and log; any id not deleted rolls everything back with the not-found message. */
export async function deleteInScopeLogged(
  db: Db,
  auth: AuthContext,
  target: ScopedTable,
  ids: readonly string[],
  entry: OperationEntry,
): Promise<void> {
  await db.transaction(async (tx) => {
    const w = whereForIds({ ...target, ids });
    const done = await tx.query(
      `DELETE FROM ${target.table} ${target.alias} WHERE ${w.where} RETURNING ${target.alias}.id`,
      w.params,
    );
    if (done.length !== ids.length) throw new BizError(USER_MESSAGES.notFound);
    await logOperation(tx, auth, entry);
  });
}
