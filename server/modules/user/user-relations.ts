import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { assertHoldsDeparts, assertHoldsRoles, assertNotOwnScope } from '../access/scope-guard';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from './admin-service';
import { requireDeparts, requireRoles, userDeparts, userRoleIds } from './org-visibility';
import { assertCanManage, parseIds, requireUsersInScope, USER_MESSAGES, userScope } from './user-scope';

function oneId(raw: unknown): string {
  const [id] = parseIds(typeof raw === 'string' ? raw : '', 1);
  if (!id) throw new BizError(USER_MESSAGES.badIds);
  return id;
}

/** GET /sys/user/queryUserRole?userid=: the user's role ids in the acting tenant. */
export async function queryUserRoles(deps: AppDeps, auth: AuthContext, userid: unknown): Promise<string[]> {
  const scope = await userScope(deps.db, auth);
  const [row] = await requireUsersInScope(deps.db, scope, [oneId(userid)]);
  const roles = row ? await userRoleIds(deps.db, scope.tenantId, row.id) : [];
  if (roles.length === 0) throw new BizError('未找到用户相关角色信息');
  return roles;
}

/** GET /sys/user/userDepartList?userId=: `DepartIdModel[]` of the user's departments in the tenant. */
export async function queryUserDeparts(deps: AppDeps, auth: AuthContext, userId: unknown) {
  const scope = await userScope(deps.db, auth);
  const [row] = await requireUsersInScope(deps.db, scope, [oneId(userId)]);
  const departs = row ? await userDeparts(deps.db, scope.tenantId, row.id) : [];
  if (departs.length === 0) throw new BizError('查找失败');
  return departs.map((d) => ({ key: d.id, value: d.id, title: d.depart_name }));
}

/** Role membership changes: a held role of the tenant, never the actor's own, users in scope. */
async function roleMembershipGuard(
  deps: AppDeps,
  auth: AuthContext,
  roleIdRaw: unknown,
  userIdsRaw: unknown,
) {
  const scope = await userScope(deps.db, auth);
  const roleId = oneId(roleIdRaw);
  const userIds = parseIds(userIdsRaw);
  if (userIds.length === 0) throw new BizError(USER_MESSAGES.badIds);
  const [role] = await requireRoles(deps.db, scope.tenantId, [roleId]);
  await assertNotOwnScope(deps.db, scope.actor, userIds, 'role');
  await assertHoldsRoles(deps.db, scope.actor, [roleId]);
  const rows = await requireUsersInScope(deps.db, scope, userIds);
  await assertCanManage(deps.db, scope, rows);
  return { scope, role: role!, rows };
}

/** POST /sys/user/addSysUserRole {roleId, userIdList}. */
export async function addRoleUsers(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: { roleId?: unknown; userIdList?: unknown },
) {
  const { role, rows } = await roleMembershipGuard(deps, auth, body.roleId, body.userIdList);
  await deps.db.transaction(async (tx) => {
    for (const row of rows) {
      await tx.query(
        'INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, role_id) DO NOTHING',
        [newId(), row.id, role.id],
      );
    }
    await logOperation(tx, auth, {
      ...meta,
      content: `角色「${role.role_code}」添加用户：${rows.map((r) => r.username).join(',')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    });
  });
}

/** DELETE /sys/user/deleteUserRole?roleId&userId and deleteUserRoleBatch?roleId&userIds. */
export async function removeRoleUsers(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  roleIdRaw: unknown,
  userIdsRaw: unknown,
) {
  const { role, rows } = await roleMembershipGuard(deps, auth, roleIdRaw, userIdsRaw);
  await deps.db.transaction(async (tx) => {
    await tx.query('DELETE FROM sys_user_role WHERE role_id = $1 AND user_id = ANY($2::varchar[])', [
      role.id,
      rows.map((r) => r.id),
    ]);
    await logOperation(tx, auth, {
      ...meta,
      content: `角色「${role.role_code}」移除用户：${rows.map((r) => r.username).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { roleId: role.id, userIds: rows.map((r) => r.id) },
    });
  });
}

/** Department membership changes: a held department of the tenant, never the actor, users in scope and manageable. */
async function departMembershipGuard(
  deps: AppDeps,
  auth: AuthContext,
  depIdRaw: unknown,
  userIdsRaw: unknown,
) {
  const scope = await userScope(deps.db, auth);
  const depId = oneId(depIdRaw);
  const userIds = parseIds(userIdsRaw);
  if (userIds.length === 0) throw new BizError(USER_MESSAGES.badIds);
  const [depart] = await requireDeparts(deps.db, scope.tenantId, [depId]);
  await assertNotOwnScope(deps.db, scope.actor, userIds, 'depart');
  await assertHoldsDeparts(deps.db, scope.actor, [depId]);
  const rows = await requireUsersInScope(deps.db, scope, userIds);
  await assertCanManage(deps.db, scope, rows);
  return { depart: depart!, rows };
}

/** POST /sys/user/editSysDepartWithUser {depId, userIdList}: adds users to a department. */
export async function addDepartUsers(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: { depId?: unknown; userIdList?: unknown },
) {
  const { depart, rows } = await departMembershipGuard(deps, auth, body.depId, body.userIdList);
  await deps.db.transaction(async (tx) => {
    for (const row of rows) {
      await tx.query(
        'INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, dep_id) DO NOTHING',
        [newId(), row.id, depart.id],
      );
    }
    await logOperation(tx, auth, {
      ...meta,
      content: `部门「${depart.depart_name}」添加用户：${rows.map((r) => r.username).join(',')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    });
  });
}

/**
 * DELETE /sys/user/deleteUserInDepart?depId&userId and deleteUserInDepartBatch?depId&userIds:
 * the users leave the department and its department roles; a login department pointing at it
 * is cleared.
 */
export async function removeDepartUsers(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  depIdRaw: unknown,
  userIdsRaw: unknown,
) {
  const { depart, rows } = await departMembershipGuard(deps, auth, depIdRaw, userIdsRaw);
  const userIds = rows.map((r) => r.id);
  await deps.db.transaction(async (tx) => {
    await tx.query('DELETE FROM sys_user_depart WHERE dep_id = $1 AND user_id = ANY($2::varchar[])', [
      depart.id,
      userIds,
    ]);
    await tx.query(
      `DELETE FROM sys_depart_role_user WHERE user_id = ANY($2::varchar[])
          AND drole_id IN (SELECT id FROM sys_depart_role WHERE depart_id = $1)`,
      [depart.id, userIds],
    );
    await tx.query('UPDATE sys_user SET org_code = NULL WHERE id = ANY($1::varchar[]) AND org_code = $2', [
      userIds,
      depart.org_code,
    ]);
    await logOperation(tx, auth, {
      ...meta,
      content: `部门「${depart.depart_name}」移除用户：${rows.map((r) => r.username).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { depId: depart.id, userIds },
    });
  });
}
