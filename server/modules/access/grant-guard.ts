import { SUPER_ROLE_CODE } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { heldPermissionIds } from './permission-check';

/**
 * Privilege-escalation guards (issue 3 security list). An actor can only hand out, and only
 * manage holders of, permissions they hold themselves in the tenant they act in.
 */
export const GRANT_MESSAGES = {
  permissionNotHeld: '不能授予自己没有的权限',
  roleAboveActor: '不能分配或修改权限超出自己的角色',
  userAboveActor: '不能修改或删除权限高于自己的用户',
  selfRole: '不能修改自己的角色',
  superRole: '只有超级管理员可以分配管理员角色',
} as const;

export interface Actor {
  userId: string;
  tenantId: number | null;
}

function missingFrom(held: Set<string> | 'all', wanted: Iterable<string>): boolean {
  if (held === 'all') return false;
  for (const id of wanted) if (!held.has(id)) return true;
  return false;
}

/** Refuses permission ids the actor does not hold. */
export async function assertCanGrantPermissions(
  db: Db,
  actor: Actor,
  permissionIds: Iterable<string>,
): Promise<void> {
  const held = await heldPermissionIds(db, actor.userId, actor.tenantId);
  if (missingFrom(held, permissionIds)) throw new BizError(GRANT_MESSAGES.permissionNotHeld);
}

async function rolePermissionIds(db: Db, roleIds: string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db.query<{ permission_id: string }>(
    'SELECT DISTINCT permission_id FROM sys_role_permission WHERE role_id = ANY($1::varchar[])',
    [roleIds],
  );
  return rows.map((r) => r.permission_id);
}

async function includesSuperRole(db: Db, roleIds: string[]): Promise<boolean> {
  if (roleIds.length === 0) return false;
  const rows = await db.query(
    'SELECT 1 FROM sys_role WHERE id = ANY($1::varchar[]) AND role_code = $2 LIMIT 1',
    [roleIds, SUPER_ROLE_CODE],
  );
  return rows.length > 0;
}

/**
 * The actor may grant, edit or delete these roles only if every permission of each role is one
 * they hold; the super role is handled only by super users.
 */
export async function assertCanManageRoles(db: Db, actor: Actor, roleIds: string[]): Promise<void> {
  const held = await heldPermissionIds(db, actor.userId, actor.tenantId);
  if (held === 'all') return;
  if (await includesSuperRole(db, roleIds)) throw new BizError(GRANT_MESSAGES.superRole);
  if (missingFrom(held, await rolePermissionIds(db, roleIds))) {
    throw new BizError(GRANT_MESSAGES.roleAboveActor);
  }
}

/**
 * The actor may edit, freeze, reset or delete a user only if everything that user holds (through
 * any role or department role, in any tenant) is held by the actor; never a super user unless
 * the actor is one.
 */
export async function assertCanManageUsers(db: Db, actor: Actor, userIds: string[]): Promise<void> {
  const held = await heldPermissionIds(db, actor.userId, actor.tenantId);
  if (held === 'all') return;
  for (const userId of userIds) {
    const superRows = await db.query(
      `SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
        WHERE ur.user_id = $1 AND r.role_code = $2 LIMIT 1`,
      [userId, SUPER_ROLE_CODE],
    );
    if (superRows.length > 0) throw new BizError(GRANT_MESSAGES.userAboveActor);
    // Any tenant: a user who is powerful elsewhere is not the actor's to manage.
    const rows = await db.query<{ permission_id: string }>(
      `SELECT rp.permission_id FROM sys_role_permission rp
         JOIN sys_user_role ur ON ur.role_id = rp.role_id WHERE ur.user_id = $1
       UNION SELECT drp.permission_id FROM sys_depart_role_permission drp
         JOIN sys_depart_role_user dru ON dru.drole_id = drp.role_id WHERE dru.user_id = $1`,
      [userId],
    );
    if (
      missingFrom(
        held,
        rows.map((r) => r.permission_id),
      )
    ) {
      throw new BizError(GRANT_MESSAGES.userAboveActor);
    }
  }
}

/** "Cannot add themselves to a role": any change to the actor's own role set is refused. */
export function assertNotSelf(actor: Actor, userIds: string[]): void {
  if (userIds.includes(actor.userId)) throw new BizError(GRANT_MESSAGES.selfRole);
}
