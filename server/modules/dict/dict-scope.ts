import type { Db } from '../../db/db';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { substituteVariables, variablesOf } from '../access/data-rules';
import { effectiveTenantId, rowTenantCondition, userTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { tenantIdsOf } from '../user/user-row';
import type { DictTable } from './registry';

/**
 * Who reads a dictionary. `null` = a server-internal read (form validation of an already scoped
 * write), which sees every row like getDictItems did before tenants existed.
 */
export type DictCaller = AuthContext | null;

const tenantColumnCache = new WeakMap<Db, Map<string, boolean>>();

/** Whether `table` has a tenant_id column (read once per database and process). */
async function hasTenantColumn(db: Db, table: string): Promise<boolean> {
  let cache = tenantColumnCache.get(db);
  if (!cache) {
    cache = new Map();
    tenantColumnCache.set(db, cache);
  }
  const known = cache.get(table);
  if (known !== undefined) return known;
  const rows = await db.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'tenant_id'`,
    [table],
  );
  cache.set(table, rows.length > 0);
  return rows.length > 0;
}

/**
 * The row filter every dictionary read of `t` gets: not logically deleted, and only the caller's
 * effective tenant on tenant-scoped tables (users by rel_tenant_ids, tenants by membership,
 * tables with tenant_id by that column, shared rows with a NULL tenant included).
 */
export async function scopeConditions(
  db: Db,
  t: DictTable,
  alias: string,
  caller: DictCaller,
  p: SqlParams,
): Promise<string[]> {
  const where: string[] = [];
  if (t.softDelete) where.push(`${alias}.del_flag::text = '0'`);
  if (!caller) return where;
  const tenantId = effectiveTenantId(caller);
  if (t.table === 'sys_user') where.push(userTenantCondition(alias, p, tenantId));
  else if (t.table === 'sys_tenant')
    where.push(`${alias}.id = ANY(${p.add(tenantIdsOf(caller.user))}::integer[])`);
  else if (await hasTenantColumn(db, t.table)) where.push(rowTenantCondition(alias, p, tenantId, true));
  return where;
}

/** `#{sys_user_code}`-style variables in a condition value, replaced by the caller's values. */
export function withVariables(value: string, caller: DictCaller): string {
  if (!value.includes('#{')) return value;
  if (!caller) throw new BizError('字典条件变量只能在登录后使用');
  return substituteVariables(value, variablesOf(caller, new Date()));
}
