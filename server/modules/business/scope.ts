// The scope of every business read and write: the acting tenant, plus the data rules of the
// business menu (for 电厂用户 the seeded plant rule `plantId IN #{sys_plant_ids}`). Lists, reads
// by id, exports, edits, deletes and custom actions all go through the same conditions.
import type { ResourceSchema } from '../../../src/shared/domain/resources/types';
import type { Db } from '../../db/db';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { whereForIds } from '../../lib/list-query/run-list';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import type { ScopedTable } from '../log/logged-writes';

export const SCOPE_MESSAGES = {
  noTenant: '请先选择租户',
  notFound: '记录不存在或无权访问',
} as const;

export interface BizScope {
  tenantId: number;
  dataRules: DataRuleCondition[];
}

/** Business rows always belong to a tenant; a caller without one sees nothing and writes nothing. */
export async function bizScope(db: Db, auth: AuthContext, menuPath: string): Promise<BizScope> {
  const tenantId = effectiveTenantId(auth);
  if (tenantId === null) throw new BizError(SCOPE_MESSAGES.noTenant);
  return { tenantId, dataRules: await dataRuleConditions(db, auth, menuPath) };
}

/** `alias.tenant_id = $n`: the fixed condition of every business table. */
export function tenantFixedWhere(scope: BizScope, alias: string) {
  return (p: SqlParams) => [`${alias}.tenant_id = ${p.add(scope.tenantId)}::integer`];
}

/** A business table under the scope, for runListQuery / whereForIds / the logged writes. */
export function bizTable(scope: BizScope, table: string, schema: ResourceSchema, alias: string): ScopedTable {
  return { table, schema, alias, fixedWhere: tenantFixedWhere(scope, alias), dataRules: scope.dataRules };
}

/**
 * Rows by id within the scope (`SELECT alias.* …`); throws the not-found message unless every id
 * is found, so another plant's id reads exactly like a missing one.
 */
export async function rowsInScope<R extends Record<string, unknown>>(
  db: Db,
  target: ScopedTable,
  ids: readonly string[],
  forUpdate = false,
): Promise<R[]> {
  if (ids.length === 0) throw new BizError(SCOPE_MESSAGES.notFound);
  const w = whereForIds({ ...target, ids });
  const rows = await db.query<R>(
    `SELECT ${target.alias}.* FROM ${target.table} ${target.alias} WHERE ${w.where}${forUpdate ? ` FOR UPDATE OF ${target.alias}` : ''}`,
    w.params,
  );
  if (rows.length !== new Set(ids).size) throw new BizError(SCOPE_MESSAGES.notFound);
  return rows;
}
