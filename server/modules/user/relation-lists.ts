import type { Page } from '../../../src/shared/domain/contract/result';
import { queryText, type RawQuery } from '../../lib/list-query/query-input';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import {
  assertMayQueryContacts,
  canReadContacts,
  queryUsesContacts,
  withoutContacts,
} from '../access/contact-fields';
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

/** Whether the caller reads contact fields; a query that searches by them is refused otherwise. */
async function contactsGate(deps: AppDeps, auth: AuthContext, query: RawQuery): Promise<boolean> {
  const allowed = await canReadContacts(deps.db, auth);
  assertMayQueryContacts(allowed, queryUsesContacts(query));
  return allowed;
}

/** GET /sys/user/userRoleList?roleId=: the users of a role of the acting tenant. */
export async function usersOfRole(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<AdminUserJson>> {
  const roleId = oneId(query.roleId);
  const scope = await userScope(deps.db, auth);
  await requireRoles(deps.db, scope.tenantId, [roleId]);
  const contacts = await contactsGate(deps, auth, query);
  const page = await pageUsers(deps, scope, query, (p) => [
    `u.id IN (SELECT ur.user_id FROM sys_user_role ur WHERE ur.role_id = ${p.add(roleId)})`,
  ]);
  return contacts ? page : { ...page, records: withoutContacts(page.records) };
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
  const contacts = await contactsGate(deps, auth, query);
  const page = await pageUsers(deps, scope, query, (p) => [inDepartCondition(scope, 'u', p, depId, true)]);
  return contacts ? page : { ...page, records: withoutContacts(page.records) };
}
