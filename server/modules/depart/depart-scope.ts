import { PERM } from '../../../src/shared/domain/permission/codes';
import { departSchema } from '../../../src/shared/domain/resources/depart';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db } from '../../db/db';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import { buildListWhere, whereForIds } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { hasPermissionCode } from '../access/permission-check';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import type { DepartAdminRow, DepartView } from './depart-json';

export const DEPART_MESSAGES = {
  notFound: '未找到对应实体',
  parentMissing: '上级部门不存在',
  platformReadOnly: '没有租户的部门只有超级管理员可以维护',
  hasUsers: '该部门或其下级部门中还有用户，请先移除用户后再删除',
  hiddenChildren: '该部门有您无权操作的下级部门，不能删除',
  codesExhausted: '部门编码已用尽，无法再添加同级部门',
  busy: '部门编码生成冲突，请重试',
  noIds: '参数不识别！',
  added: '添加成功！',
  edited: '修改成功!',
  deleted: '删除成功!',
  noMatch: '未查询匹配数据！',
  bothEmpty: 'departId 和 orgCode 不能都为空！',
} as const;

/** Who reads departments, in which tenant, under which data rules of the department page. */
export interface DepartScope {
  auth: AuthContext;
  tenantId: number | null;
  dataRules: DataRuleCondition[];
  /** Full rows for holders of the department list code, the picker fields for everyone else. */
  view: DepartView;
}

export async function departScope(db: Db, auth: AuthContext): Promise<DepartScope> {
  const tenantId = effectiveTenantId(auth);
  const full = await hasPermissionCode(db, auth.user.id, tenantId, PERM.depart.list);
  return {
    auth,
    tenantId,
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.depart),
    view: full ? 'full' : 'picker',
  };
}

/** Live departments of the tenant, cut by the data rules. */
export function departFixedWhere(scope: Pick<DepartScope, 'tenantId'>) {
  return (p: SqlParams): string[] => [
    rowTenantCondition('d', p, scope.tenantId),
    `d.del_flag = ${p.add('0')}`,
  ];
}

/** Departments in scope matching extra conditions, in tree order. */
export async function departRows(
  db: Db,
  scope: DepartScope,
  extra?: (p: SqlParams) => string[],
  limit = 5000,
): Promise<DepartAdminRow[]> {
  const w = buildListWhere({
    schema: departSchema,
    alias: 'd',
    fixedWhere: (p) => [...departFixedWhere(scope)(p), ...(extra?.(p) ?? [])],
    dataRules: scope.dataRules,
  });
  return db.query<DepartAdminRow>(
    `SELECT d.* FROM sys_depart d WHERE ${w.where}
      ORDER BY d.depart_order ASC NULLS LAST, d.org_code COLLATE "C" ASC, d.id ASC LIMIT ${Number(limit)}`,
    w.params,
  );
}

/** `WHERE` for these ids within scope (tenant, live, data rules), continuing `params`. */
export function departIdsWhere(scope: DepartScope, ids: string | readonly string[], params?: SqlParams) {
  return whereForIds({
    schema: departSchema,
    alias: 'd',
    ids,
    fixedWhere: departFixedWhere(scope),
    dataRules: scope.dataRules,
    params,
  });
}

/** Departments among `ids` in scope. `lock` takes row locks (inside a transaction). */
export async function departsByIds(
  db: Db,
  scope: DepartScope,
  ids: string | readonly string[],
  lock = false,
): Promise<DepartAdminRow[]> {
  const w = departIdsWhere(scope, ids);
  return db.query<DepartAdminRow>(
    `SELECT d.* FROM sys_depart d WHERE ${w.where}${lock ? ' FOR UPDATE' : ''}`,
    w.params,
  );
}

export async function requireDepart(
  db: Db,
  scope: DepartScope,
  id: string,
  lock = false,
): Promise<DepartAdminRow> {
  const row = (await departsByIds(db, scope, id, lock))[0];
  if (!row) throw new BizError(DEPART_MESSAGES.notFound);
  return row;
}

/** Writes of tenant-less (platform) departments are for super users only. */
export async function assertCanWriteTenant(db: Db, scope: DepartScope): Promise<void> {
  if (scope.tenantId === null && !scope.auth.isSuper) {
    throw new BizError(DEPART_MESSAGES.platformReadOnly);
  }
}

/** A department and everything below it (ids), following parent_id. */
export async function subtreeIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM sys_depart WHERE id = ANY($1::varchar[])
       UNION SELECT c.id FROM sys_depart c JOIN tree t ON c.parent_id = t.id)
     SELECT id FROM tree`,
    [[...ids]],
  );
  return rows.map((r) => r.id);
}
