import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { assertCanManageRoles, GRANT_MESSAGES, type Actor } from './grant-guard';
import { isSuperUser } from './permission-check';

/**
 * The one rule for every write of a user's scope (departments, roles, department roles, tenants,
 * positions and the org fields): nobody changes their own scope through the admin routes, and a
 * granter hands out (or takes away) only what they hold themselves. Super users (role `admin`)
 * hold everything. See docs/decisions.md "Scope grants".
 */
export const SCOPE_GRANT_MESSAGES = {
  selfDepart: '不能修改自己的部门',
  selfRole: GRANT_MESSAGES.selfRole,
  selfTenant: '不能修改自己的租户',
  selfPost: '不能修改自己的职务',
  departNotHeld: '不能授予自己没有的部门',
  roleNotHeld: '不能授予自己没有的角色',
  tenantNotHeld: '不能授予自己没有的租户',
} as const;

export type ScopeKind = 'depart' | 'role' | 'tenant' | 'post';

const SELF_MESSAGE: Record<ScopeKind, string> = {
  depart: SCOPE_GRANT_MESSAGES.selfDepart,
  role: SCOPE_GRANT_MESSAGES.selfRole,
  tenant: SCOPE_GRANT_MESSAGES.selfTenant,
  post: SCOPE_GRANT_MESSAGES.selfPost,
};

/**
 * Refuses a change of the actor's own scope. Super users may rearrange their own departments,
 * tenants and positions (they already see everything), but never their own roles: dropping the
 * admin role by mistake would lock the platform out.
 */
export async function assertNotOwnScope(
  db: Db,
  actor: Actor,
  userIds: readonly string[],
  kind: ScopeKind,
): Promise<void> {
  if (!userIds.includes(actor.userId)) return;
  if (kind !== 'role' && (await isSuperUser(db, actor.userId))) return;
  throw new BizError(SELF_MESSAGE[kind]);
}

/**
 * The departments among `departIds` the actor does not hold. A department is held when the actor
 * belongs to it or to one of its ancestors (org_code prefix, same tenant): a department manager
 * hands out its sub-departments, never a sibling plant. Super users hold every department.
 */
export async function departsNotHeld(db: Db, actor: Actor, departIds: readonly string[]): Promise<string[]> {
  if (departIds.length === 0 || (await isSuperUser(db, actor.userId))) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT d.id FROM sys_depart d
      WHERE d.id = ANY($1::varchar[])
        AND NOT EXISTS (
          SELECT 1 FROM sys_user_depart ud JOIN sys_depart h ON h.id = ud.dep_id
           WHERE ud.user_id = $2 AND h.del_flag = '0'
             AND h.tenant_id IS NOT DISTINCT FROM d.tenant_id
             AND left(d.org_code, length(h.org_code)) = h.org_code)`,
    [departIds, actor.userId],
  );
  return rows.map((r) => r.id);
}

export async function assertHoldsDeparts(db: Db, actor: Actor, departIds: readonly string[]): Promise<void> {
  if ((await departsNotHeld(db, actor, departIds)).length > 0) {
    throw new BizError(SCOPE_GRANT_MESSAGES.departNotHeld);
  }
}

/** Department roles belong to a department: the actor must hold that department. */
export async function assertHoldsDepartRoles(
  db: Db,
  actor: Actor,
  droleIds: readonly string[],
): Promise<void> {
  if (droleIds.length === 0) return;
  const rows = await db.query<{ depart_id: string }>(
    'SELECT DISTINCT depart_id FROM sys_depart_role WHERE id = ANY($1::varchar[])',
    [droleIds],
  );
  await assertHoldsDeparts(
    db,
    actor,
    rows.map((r) => r.depart_id),
  );
}

/**
 * Roles: the admin role only from super users, nothing above the actor's permissions (grant-guard),
 * and only roles the actor holds directly.
 */
export async function assertHoldsRoles(db: Db, actor: Actor, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await assertCanManageRoles(db, actor, [...roleIds]);
  if (await isSuperUser(db, actor.userId)) return;
  const held = await db.query<{ role_id: string }>(
    'SELECT role_id FROM sys_user_role WHERE user_id = $1 AND role_id = ANY($2::varchar[])',
    [actor.userId, roleIds],
  );
  if (held.length !== new Set(roleIds).size) throw new BizError(SCOPE_GRANT_MESSAGES.roleNotHeld);
}

/** Tenants: only those the actor belongs to (rel_tenant_ids). */
export async function assertHoldsTenants(
  db: Db,
  actor: Actor,
  tenantIds: readonly (number | null)[],
): Promise<void> {
  const wanted = tenantIds.filter((t): t is number => t !== null);
  if (wanted.length === 0 || (await isSuperUser(db, actor.userId))) return;
  const [row] = await db.query<{ rel_tenant_ids: string | null }>(
    'SELECT rel_tenant_ids FROM sys_user WHERE id = $1',
    [actor.userId],
  );
  const mine = new Set((row?.rel_tenant_ids ?? '').split(',').map((s) => s.trim()));
  if (wanted.some((t) => !mine.has(String(t)))) throw new BizError(SCOPE_GRANT_MESSAGES.tenantNotHeld);
}
