// Inserting an Excel import into a business table under the importer's tenant and data rules.
import { columnOf } from '../../../src/shared/domain/resources/types';
import { importColumns } from '../../../src/shared/domain/widgets/excel/columns';
import type { ValidatedRow } from '../../../src/shared/domain/widgets/excel/row-validate';
import type { Db, Row } from '../../db/db';
import { bulkInsert } from '../../lib/excel/bulk-insert';
import { newId } from '../../lib/ids';
import { whereForIds } from '../../lib/list-query/run-list';
import { BizError } from '../../plugins/envelope';
import { OUT_OF_SCOPE_MESSAGE, type ScopedTable } from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages } from '../user/admin-service';

/**
 * Inserts the rows with the server's id, tenant and audit columns, then reads them back through the
 * table's data rules: a row the importer could not see afterwards (another plant) refuses the whole
 * file, and the caller's transaction rolls everything back.
 */
export async function insertScopedImport(
  tx: Db,
  table: ScopedTable & { tenantId: number },
  auth: AuthContext,
  rows: readonly ValidatedRow[],
  uniqueMessages: Record<string, string>,
): Promise<void> {
  const columns = importColumns(table.schema);
  const now = new Date();
  const ids = rows.map(() => newId());
  const data = rows.map((r, i) => [
    ...columns.map((c) => r.values[c.key] ?? null),
    ids[i],
    table.tenantId,
    auth.user.org_code,
    auth.user.username,
    now,
  ]);
  const fixed = ['id', 'tenant_id', 'sys_org_code', 'create_by', 'create_time'];
  await withUniqueMessages(uniqueMessages, () =>
    bulkInsert(tx, table.table, [...columns.map((c) => columnOf(c.field)), ...fixed], data),
  );
  const w = whereForIds({ ...table, ids });
  const [seen] = await tx.query<Row & { n: string | number }>(
    `SELECT count(*) AS n FROM ${table.table} ${table.alias} WHERE ${w.where}`,
    w.params,
  );
  if (Number(seen?.n ?? 0) !== ids.length) throw new BizError(OUT_OF_SCOPE_MESSAGE);
}
