import type { Page } from '../../../src/shared/domain/contract/result';
import { queryText, type RawQuery } from '../../lib/list-query/query-input';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import type { AuthContext } from '../session/auth-context';
import { inDepartCondition, pageUsers } from './admin-list';
import { requireDeparts, requireRoles } from './org-visibility';
import type { AdminUserJson } from './user-json';
import { parseIds, userScope } from './user-scope';

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
