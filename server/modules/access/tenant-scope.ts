import type { SqlParamsLike } from './sql-params-like';
import type { AuthContext } from '../session/auth-context';
import { tenantIdsOf } from '../user/user-row';

/**
 * The tenant a request acts in: the header's tenant (already checked to be one of the user's),
 * else the user's first tenant, else none. Admin lists and writes are confined to it.
 */
export function effectiveTenantId(auth: AuthContext): number | null {
  return auth.tenantId ?? tenantIdsOf(auth.user)[0] ?? null;
}

/** `sys_user` rows of the tenant (rel_tenant_ids contains it); no tenant → users without tenants. */
export function userTenantCondition(alias: string, p: SqlParamsLike, tenantId: number | null): string {
  if (tenantId === null) return `coalesce(${alias}.rel_tenant_ids, '') = ''`;
  return `string_to_array(${alias}.rel_tenant_ids, ',') @> ARRAY[${p.add(String(tenantId))}]::text[]`;
}

/**
 * Rows with a tenant_id column. `includePlatform` also admits platform-wide rows (tenant_id NULL),
 * for reads of shared catalogues such as the platform roles.
 */
export function rowTenantCondition(
  alias: string,
  p: SqlParamsLike,
  tenantId: number | null,
  includePlatform = false,
): string {
  const column = `${alias}.tenant_id`;
  if (tenantId === null) return `${column} IS NULL`;
  const own = `${column} = ${p.add(tenantId)}`;
  return includePlatform ? `(${own} OR ${column} IS NULL)` : own;
}
