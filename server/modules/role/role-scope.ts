import { roleSchema } from '../../../src/shared/domain/resources/role';
import type { Db, Row } from '../../db/db';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import { whereForIds } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';

export const ROLE_MESSAGES = {
  notFound: '未找到对应实体',
  noneFound: '未找到角色信息',
  codeTaken: '角色编码已存在',
  platformReadOnly: '平台角色只有超级管理员可以修改',
  ownRoleDelete: '不能删除自己所属的角色',
  ownRoleGrants: '不能修改自己所属角色的权限',
  superRoleDelete: '超级管理员角色不能删除',
  menuCodesPlatformOnly: '菜单维护权限只能授予平台角色',
  noIds: '未选中角色！',
  added: '添加成功！',
  edited: '修改成功!',
  deleted: '删除角色成功',
  deletedBatch: '删除角色成功!',
  ruleGrantMissing: '请先保存角色菜单权限!',
  ruleNotOfMenu: '所选数据规则不属于该菜单',
  noRules: '未找到权限配置信息',
  ruleSaved: '保存成功!',
} as const;

export interface RoleRow extends Row {
  id: string;
  role_name: string;
  role_code: string;
  description: string | null;
  tenant_id: number | null;
  create_by: string | null;
  create_time: Date | string | null;
  update_by: string | null;
  update_time: Date | string | null;
}

export interface RoleJson {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  tenantId: number | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export function toRoleJson(row: RoleRow): RoleJson {
  return {
    id: row.id,
    roleName: row.role_name,
    roleCode: row.role_code,
    description: row.description,
    tenantId: row.tenant_id,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
  };
}

/**
 * The roles a request may see: its tenant's roles and the platform roles (tenant_id NULL), cut
 * by the caller's data rules on the role menu. `ids` may be one id or several.
 */
export function visibleRoleWhere(
  auth: AuthContext,
  ids: string | readonly string[],
  dataRules: readonly DataRuleCondition[],
  params?: SqlParams,
) {
  return whereForIds({
    schema: roleSchema,
    alias: 'r',
    ids,
    fixedWhere: (p) => [rowTenantCondition('r', p, effectiveTenantId(auth), true)],
    dataRules,
    params,
  });
}

export async function findVisibleRoles(
  db: Db,
  auth: AuthContext,
  ids: string | readonly string[],
  dataRules: readonly DataRuleCondition[],
  forUpdate = false,
): Promise<RoleRow[]> {
  const w = visibleRoleWhere(auth, ids, dataRules);
  return db.query<RoleRow>(
    `SELECT r.* FROM sys_role r WHERE ${w.where}${forUpdate ? ' FOR UPDATE' : ''}`,
    w.params,
  );
}

/**
 * A role the request may change: visible, and a platform role only for super users. Anything
 * else answers "not found" / read-only and changes nothing. Locks the row inside a transaction.
 */
export async function writableRole(
  db: Db,
  auth: AuthContext,
  id: string,
  dataRules: readonly DataRuleCondition[],
): Promise<RoleRow> {
  const row = (await findVisibleRoles(db, auth, id, dataRules, true))[0];
  if (!row) throw new BizError(ROLE_MESSAGES.notFound);
  if (row.tenant_id === null && !auth.isSuper) {
    throw new BizError(ROLE_MESSAGES.platformReadOnly);
  }
  return row;
}

/** True when the user holds the role (through sys_user_role). */
export async function holdsRole(db: Db, userId: string, roleId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM sys_user_role WHERE user_id = $1 AND role_id = $2 LIMIT 1', [
    userId,
    roleId,
  ]);
  return rows.length > 0;
}
