import type { Db, Row } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { rowTenantCondition } from '../access/tenant-scope';

export const ORG_MESSAGES = {
  roleNotFound: '角色不存在或不属于当前租户',
  departNotFound: '部门不存在或不属于当前租户',
  platformDepart: '只有超级管理员可以修改平台级部门的用户',
} as const;

export interface RoleRef extends Row {
  id: string;
  role_code: string;
  tenant_id: number | null;
}

export interface DepartRef extends Row {
  id: string;
  org_code: string;
  depart_name: string;
  tenant_id: number | null;
}

/** Roles of the acting tenant and platform roles among `ids`. */
export async function visibleRoles(
  db: Db,
  tenantId: number | null,
  ids: readonly string[],
): Promise<RoleRef[]> {
  if (ids.length === 0) return [];
  const p = new SqlParams();
  const list = p.add(ids);
  return db.query<RoleRef>(
    `SELECT r.id, r.role_code, r.tenant_id FROM sys_role r
      WHERE r.id = ANY(${list}::varchar[]) AND ${rowTenantCondition('r', p, tenantId, true)}`,
    p.values,
  );
}

/** Live departments of the acting tenant (and platform ones) among `ids`. */
export async function visibleDeparts(
  db: Db,
  tenantId: number | null,
  ids: readonly string[],
): Promise<DepartRef[]> {
  if (ids.length === 0) return [];
  const p = new SqlParams();
  const list = p.add(ids);
  return db.query<DepartRef>(
    `SELECT d.id, d.org_code, d.depart_name, d.tenant_id FROM sys_depart d
      WHERE d.id = ANY(${list}::varchar[]) AND d.del_flag = '0' AND ${rowTenantCondition('d', p, tenantId, true)}`,
    p.values,
  );
}

export async function requireRoles(
  db: Db,
  tenantId: number | null,
  ids: readonly string[],
): Promise<RoleRef[]> {
  const rows = await visibleRoles(db, tenantId, ids);
  if (rows.length !== ids.length) throw new BizError(ORG_MESSAGES.roleNotFound);
  return rows;
}

export async function requireDeparts(
  db: Db,
  tenantId: number | null,
  ids: readonly string[],
): Promise<DepartRef[]> {
  const rows = await visibleDeparts(db, tenantId, ids);
  if (rows.length !== ids.length) throw new BizError(ORG_MESSAGES.departNotFound);
  return rows;
}

/** The user's role ids among the roles the acting tenant sees (other tenants' roles stay untouched). */
export async function userRoleIds(db: Db, tenantId: number | null, userId: string): Promise<string[]> {
  const p = new SqlParams();
  const user = p.add(userId);
  const rows = await db.query<{ role_id: string }>(
    `SELECT ur.role_id FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
      WHERE ur.user_id = ${user} AND ${rowTenantCondition('r', p, tenantId, true)} ORDER BY ur.role_id`,
    p.values,
  );
  return rows.map((r) => r.role_id);
}

/** The user's departments among those the acting tenant sees. */
export async function userDeparts(db: Db, tenantId: number | null, userId: string): Promise<DepartRef[]> {
  const p = new SqlParams();
  const user = p.add(userId);
  return db.query<DepartRef>(
    `SELECT d.id, d.org_code, d.depart_name, d.tenant_id FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id = ${user} AND d.del_flag = '0' AND ${rowTenantCondition('d', p, tenantId, true)}
      ORDER BY d.org_code`,
    p.values,
  );
}

/** Position codes of the tenant (and platform ones): every code in `codes` must exist. */
export async function requirePositionCodes(
  db: Db,
  tenantId: number | null,
  codes: readonly string[],
): Promise<void> {
  if (codes.length === 0) return;
  const p = new SqlParams();
  const list = p.add(codes);
  const rows = await db.query<{ code: string }>(
    `SELECT DISTINCT s.code FROM sys_position s
      WHERE s.code = ANY(${list}::varchar[]) AND ${rowTenantCondition('s', p, tenantId, true)}`,
    p.values,
  );
  const found = new Set(rows.map((r) => r.code));
  const missing = codes.find((c) => !found.has(c));
  if (missing !== undefined) throw new BizError(`职务不存在：${missing.slice(0, 32)}`);
}
