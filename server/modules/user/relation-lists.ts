import type { Page } from '../../../src/shared/domain/contract/result';
import { sysUserSchema } from '../../../src/shared/domain/resources/sys-user';
import { queryText, type RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import type { AuthContext } from '../session/auth-context';
import { containsCondition, inDepartCondition, pageUsers } from './admin-list';
import { requireDeparts, requireRoles } from './org-visibility';
import { toAdminUsers, type AdminUserJson } from './user-json';
import { parseIds, publicUserSelect, userFixedWhere, userScope, type PublicUserRow } from './user-scope';

const oneId = (raw: unknown): string => {
  const [id] = parseIds(queryText(raw) ?? '', 1);
  if (!id) throw new BizError('参数不正确');
  return id;
};

/** GET /sys/user/userRoleList?roleId=: the users of a role of the acting tenant. */
export async function usersOfRole(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<AdminUserJson>> {
  const roleId = oneId(query.roleId);
  const scope = await userScope(deps.db, auth);
  await requireRoles(deps.db, scope.tenantId, [roleId]);
  return pageUsers(deps, scope, query, (p) => [
    `u.id IN (SELECT ur.user_id FROM sys_user_role ur WHERE ur.role_id = ${p.add(roleId)})`,
  ]);
}

/** GET /sys/user/departUserList?depId=: the users of a department and its sub-departments. */
export async function usersOfDepartPage(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<AdminUserJson>> {
  const depId = oneId(query.depId);
  const scope = await userScope(deps.db, auth);
  await requireDeparts(deps.db, scope.tenantId, [depId]);
  return pageUsers(deps, scope, query, (p) => [inDepartCondition(scope, 'u', p, depId, true)]);
}

/** What the user picker shows: no contact details, no account state beyond "usable". */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  sex: number | null;
  sex_dictText: string | null;
  workNo: string | null;
  post: string | null;
  post_dictText: string | null;
  orgCode: string | null;
  orgCodeTxt: string | null;
}

/**
 * GET /sys/user/queryUserComponentData (the user picker of many forms): active users of the
 * acting tenant, by username / realname / id, optionally of a department and its
 * sub-departments. Any signed-in user may pick users, so only picker fields are answered.
 */
export async function pickerUsers(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<PickerUser>> {
  const scope = await userScope(deps.db, auth);
  const departId = queryText(query.departId)?.trim();
  const username = queryText(query.username)?.trim();
  const realname = queryText(query.realname)?.trim();
  const id = queryText(query.id)?.trim();
  const page = await runListQuery<PublicUserRow, PublicUserRow>(deps.db, {
    schema: sysUserSchema,
    alias: 'u',
    select: publicUserSelect('u'),
    from: 'sys_user u',
    // Only paging and sorting come from the query; the filters are the picker's own.
    query: { pageNo: query.pageNo, pageSize: query.pageSize },
    maxPageSize: 200,
    fixedWhere: (p: SqlParams) => [
      ...userFixedWhere(scope, 'u', 0)(p),
      `u.status = ${p.add(1)}`,
      ...(departId ? [inDepartCondition(scope, 'u', p, departId, true)] : []),
      ...(username ? [containsCondition('u.username', p, username)] : []),
      ...(realname ? [containsCondition('u.realname', p, realname)] : []),
      ...(id ? [`u.id = ${p.add(id)}`] : []),
    ],
    mapRow: (row) => row,
  });
  const full = await toAdminUsers(deps, scope.tenantId, page.records);
  return {
    ...page,
    records: full.map((u) => ({
      id: u.id,
      username: u.username,
      realname: u.realname,
      avatar: u.avatar,
      sex: u.sex,
      sex_dictText: u.sex_dictText,
      workNo: u.workNo,
      post: u.post,
      post_dictText: u.post_dictText,
      orgCode: u.orgCode,
      orgCodeTxt: u.orgCodeTxt,
    })),
  };
}
