import { departRoleSchema } from '../../../src/shared/domain/resources/depart-role';
import { departSchema } from '../../../src/shared/domain/resources/depart';
import type { Db, Row } from '../../db/db';
import { dataRulesToSql } from '../../lib/list-query/data-rules';
import { whereForIds } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { GRANT_MESSAGES, type Actor } from '../access/grant-guard';
import { heldPermissionIds } from '../access/permission-check';
import { departFixedWhere, type DepartScope } from '../depart/depart-scope';

export const DEPART_ROLE_MESSAGES = {
  notFound: '部门角色不存在',
  codeTaken: '部门角色编码已存在',
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  deletedBatch: '批量删除成功！',
  userAdded: '添加成功！',
  ownRole: '不能修改自己所属的部门角色',
  notMember: '该用户不属于此部门',
  aboveDepart: '部门角色的权限不能超出部门的权限',
  grantMissing: '请先保存角色菜单权限!',
  notInPool: '所选数据规则不在部门的数据规则范围内',
  noRules: '未找到权限配置信息',
  saved: '保存成功！',
  ruleSaved: '保存成功!',
} as const;

export interface DepartRoleRow extends Row {
  id: string;
  depart_id: string;
  role_name: string;
  role_code: string;
  description: string | null;
  create_by: string | null;
  create_time: Date | string | null;
  update_by: string | null;
  update_time: Date | string | null;
  tenant_id?: number | null;
}

export function toDepartRoleJson(row: DepartRoleRow) {
  return {
    id: row.id,
    departId: row.depart_id,
    roleName: row.role_name,
    roleCode: row.role_code,
    description: row.description,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
  };
}

/**
 * The department of `dr` is in the department scope: the acting tenant, live, and inside the
 * caller's data rules of the department page.
 */
export function departInScope(scope: DepartScope, p: SqlParams): string {
  const conditions = departFixedWhere(scope)(p);
  const rules = dataRulesToSql(departSchema, 'd', scope.dataRules, p);
  if (rules) conditions.push(rules);
  return `EXISTS (SELECT 1 FROM sys_depart d WHERE d.id = dr.depart_id AND ${conditions.join(' AND ')})`;
}

export function departRoleIdsWhere(scope: DepartScope, ids: string | readonly string[], params?: SqlParams) {
  return whereForIds({
    schema: departRoleSchema,
    alias: 'dr',
    ids,
    fixedWhere: (p) => [departInScope(scope, p)],
    params,
  });
}

/** Department roles among `ids` in scope, with their department's tenant. */
export async function departRolesByIds(
  db: Db,
  scope: DepartScope,
  ids: string | readonly string[],
  lock = false,
): Promise<DepartRoleRow[]> {
  const w = departRoleIdsWhere(scope, ids);
  return db.query<DepartRoleRow>(
    `SELECT dr.*, (SELECT tenant_id FROM sys_depart WHERE id = dr.depart_id) AS tenant_id
       FROM sys_depart_role dr WHERE ${w.where}${lock ? ' FOR UPDATE' : ''}`,
    w.params,
  );
}

export async function requireDepartRole(
  db: Db,
  scope: DepartScope,
  id: string,
  lock = false,
): Promise<DepartRoleRow> {
  const row = (await departRolesByIds(db, scope, id, lock))[0];
  if (!row) throw new BizError(DEPART_ROLE_MESSAGES.notFound);
  return row;
}

/** Like assertCanManageRoles, for department roles: every permission of each role is held by the actor. */
export async function assertCanManageDepartRoles(
  db: Db,
  actor: Actor,
  roleIds: readonly string[],
): Promise<void> {
  if (roleIds.length === 0) return;
  const held = await heldPermissionIds(db, actor.userId, actor.tenantId);
  if (held === 'all') return;
  const rows = await db.query<{ permission_id: string }>(
    'SELECT DISTINCT permission_id FROM sys_depart_role_permission WHERE role_id = ANY($1::varchar[])',
    [[...roleIds]],
  );
  if (rows.some((r) => !held.has(r.permission_id))) throw new BizError(GRANT_MESSAGES.roleAboveActor);
}

export async function holdsDepartRole(db: Db, userId: string, roleIds: readonly string[]): Promise<boolean> {
  if (roleIds.length === 0) return false;
  const rows = await db.query(
    'SELECT 1 FROM sys_depart_role_user WHERE user_id = $1 AND drole_id = ANY($2::varchar[]) LIMIT 1',
    [userId, [...roleIds]],
  );
  return rows.length > 0;
}
