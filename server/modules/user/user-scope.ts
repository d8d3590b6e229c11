import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import { sysUserSchema } from '../../../src/shared/domain/resources/sys-user';
import type { Db } from '../../db/db';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import { whereForIds } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { assertCanManageUsers, type Actor } from '../access/grant-guard';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, userTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { tenantIdsOf, type UserRow } from './user-row';

/** JeecgBoot's placeholder account for external users: never listed or managed. */
export const RESERVED_USERNAME = '_reserve_user_external';
export const ADMIN_USERNAME = 'admin';

export const USER_MESSAGES = {
  notFound: '未找到对应数据',
  userNotFound: '用户不存在！',
  outOfScope: '没有权限操作该数据',
  chargeDepartOutside: '负责部门只能从所属部门中选择',
  otherTenant: '该用户同时属于其他租户，只有超级管理员可以修改',
  adminAccount: '管理员账号不允许此操作,请重新选择！',
  selfDelete: '不能删除当前登录用户',
  selfFreeze: '不能冻结当前登录用户',
  badIds: '参数不正确',
} as const;

export const PUBLIC_USER_COLUMNS = [
  'id',
  'username',
  'realname',
  'avatar',
  'birthday',
  'sex',
  'email',
  'phone',
  'org_code',
  'status',
  'del_flag',
  'work_no',
  'post',
  'telephone',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'activiti_sync',
  'user_identity',
  'depart_ids',
  'rel_tenant_ids',
  'client_id',
] as const;

/** sys_user without its secrets: the only shape user reads select. */
export type PublicUserRow = Pick<UserRow, (typeof PUBLIC_USER_COLUMNS)[number]> & Record<string, unknown>;

export const publicUserSelect = (alias: string) => PUBLIC_USER_COLUMNS.map((c) => `${alias}.${c}`).join(', ');

/** Who acts, in which tenant, under which data rules of the user menu. Resolved once per request. */
export interface UserScope {
  auth: AuthContext;
  actor: Actor;
  tenantId: number | null;
  isSuper: boolean;
  dataRules: DataRuleCondition[];
}

export async function userScope(db: Db, auth: AuthContext): Promise<UserScope> {
  const tenantId = effectiveTenantId(auth);
  return {
    auth,
    actor: { userId: auth.user.id, tenantId },
    tenantId,
    isSuper: auth.isSuper,
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.user),
  };
}

/** Users of the acting tenant, live (0) or in the recycle bin (1), never the reserved account. */
export function userFixedWhere(scope: UserScope, alias: string, delFlag: 0 | 1) {
  return (p: SqlParams): string[] => [
    userTenantCondition(alias, p, scope.tenantId),
    `${alias}.del_flag = ${p.add(delFlag)}`,
    `${alias}.username <> ${p.add(RESERVED_USERNAME)}`,
  ];
}

/** A comma list (or array) of ids: trimmed, de-duplicated, each a plain id. */
export function parseIds(raw: unknown, max = 1000): string[] {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const ids = [...new Set(parts.map((s) => (typeof s === 'string' ? s.trim() : '')).filter((s) => s !== ''))];
  if (ids.length > max || ids.some((id) => !/^[A-Za-z0-9_-]{1,32}$/.test(id)))
    throw new BizError(USER_MESSAGES.badIds);
  return ids;
}

/** The users among `ids` the scope may see (tenant, del_flag, data rules of the user menu). */
export async function usersInScope(
  db: Db,
  scope: UserScope,
  ids: readonly string[],
  delFlag: 0 | 1 = 0,
): Promise<PublicUserRow[]> {
  if (ids.length === 0) return [];
  const w = whereForIds({
    schema: sysUserSchema,
    alias: 'u',
    ids,
    fixedWhere: userFixedWhere(scope, 'u', delFlag),
    dataRules: scope.dataRules,
  });
  return db.query<PublicUserRow>(
    `SELECT ${publicUserSelect('u')} FROM sys_user u WHERE ${w.where}`,
    w.params,
  );
}

/** Every id must be in scope, or nothing happens: a foreign or hidden row reads as "not found". */
export async function requireUsersInScope(
  db: Db,
  scope: UserScope,
  ids: readonly string[],
  delFlag: 0 | 1 = 0,
): Promise<PublicUserRow[]> {
  const rows = await usersInScope(db, scope, ids, delFlag);
  if (ids.length === 0 || rows.length !== ids.length) throw new BizError(USER_MESSAGES.notFound);
  return rows;
}

/**
 * Edit, freeze, reset, delete: the actor must hold everything the users hold (grant-guard), and
 * a user who also belongs to a tenant the actor is not in is left to super users.
 */
export async function assertCanManage(
  db: Db,
  scope: UserScope,
  rows: readonly PublicUserRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await assertCanManageUsers(
    db,
    scope.actor,
    rows.map((r) => r.id),
  );
  if (scope.isSuper) return;
  const mine = new Set(tenantIdsOf(scope.auth.user));
  if (rows.some((r) => tenantIdsOf(r).some((t) => !mine.has(t))))
    throw new BizError(USER_MESSAGES.otherTenant);
}

/** Re-check after a write inside the transaction: the row must still be one the actor may see. */
export async function assertStillInScope(
  db: Db,
  scope: UserScope,
  ids: readonly string[],
  delFlag: 0 | 1 = 0,
) {
  const rows = await usersInScope(db, scope, ids, delFlag);
  if (rows.length !== ids.length) throw new BizError(USER_MESSAGES.outOfScope);
}

/** Bound UPDATE/DELETE … WHERE for ids in scope: callers add their SET values to `p` first. */
export function scopedIdsWhere(scope: UserScope, ids: readonly string[], delFlag: 0 | 1, p: SqlParams) {
  return whereForIds({
    schema: sysUserSchema,
    alias: 'u',
    ids,
    fixedWhere: userFixedWhere(scope, 'u', delFlag),
    dataRules: scope.dataRules,
    params: p,
  });
}
