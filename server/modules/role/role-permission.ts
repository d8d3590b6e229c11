import { PERM } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';
import { assertCanGrantPermissions, assertCanManageRoles } from '../access/grant-guard';
import { heldPermissionIds } from '../access/permission-check';
import { actorRuleIds, assertKeepsActorRules, inheritedRuleIds } from '../permission/actor-rules';
import { buildAssignTree, liveAssignRows, type AssignTree } from '../permission/assign-tree';
import { assertPermissionsExist, grantChange, idsCarryingCodes, parseIdList } from '../permission/grant-diff';
import { rulesOfPermission, type DataRuleJson } from '../permission/data-rule-read';
import type { AuthContext } from '../session/auth-context';
import { audit, type Audit } from '../permission/audit';
import { findVisibleRoles, holdsRole, ROLE_MESSAGES, writableRole, type RoleRow } from './role-scope';
import { actorOf, roleRules } from './service';

/** Button codes that change platform-wide rows (menus, their data rules): never for tenant roles. */
export const PLATFORM_ONLY_CODES: readonly string[] = [
  PERM.permission.add,
  PERM.permission.edit,
  PERM.permission.delete,
  PERM.permission.datarule,
];

/** GET /sys/role/queryTreeList: what the actor may hand out (everything for super users). */
export async function grantableTree(db: Db, auth: AuthContext): Promise<AssignTree> {
  const held = await heldPermissionIds(db, auth.user.id, actorOf(auth).tenantId);
  return buildAssignTree(await liveAssignRows(db), held);
}

async function visibleRole(db: Db, auth: AuthContext, roleId: string): Promise<RoleRow> {
  const row = (await findVisibleRoles(db, auth, roleId, await roleRules(db, auth)))[0];
  if (!row) throw new BizError(ROLE_MESSAGES.notFound);
  return row;
}

/** GET /sys/permission/queryRolePermission?roleId=: the role's permission ids. */
export async function rolePermissionIds(db: Db, auth: AuthContext, roleId: string): Promise<string[]> {
  const role = await visibleRole(db, auth, roleId);
  const rows = await db.query<{ permission_id: string }>(
    'SELECT permission_id FROM sys_role_permission WHERE role_id = $1 ORDER BY permission_id',
    [role.id],
  );
  return rows.map((r) => r.permission_id);
}

/**
 * Everything a change to a role's grants must pass: the role is one the actor may change and
 * manage, and (unless super) not one the actor holds — otherwise an actor could reshape their
 * own access. Returns the locked role row.
 */
async function grantEditableRole(tx: Db, auth: AuthContext, roleId: string): Promise<RoleRow> {
  const role = await writableRole(tx, auth, roleId, await roleRules(tx, auth));
  if (!auth.isSuper && (await holdsRole(tx, auth.user.id, role.id))) {
    throw new BizError(ROLE_MESSAGES.ownRoleGrants);
  }
  await assertCanManageRoles(tx, actorOf(auth), [role.id]);
  return role;
}

export interface SaveRolePermissionBody {
  roleId?: string;
  permissionIds?: string;
  lastpermissionIds?: string;
}

/**
 * POST /sys/permission/saveRolePermission: the screen's additions and removals, in one
 * transaction. Added permissions must be held by the actor (and carry the actor's own data
 * rules on them); menu-maintenance codes go only to platform roles. Kept grants keep their
 * chosen data rules.
 */
export async function saveRolePermission(
  db: Db,
  auth: AuthContext,
  body: SaveRolePermissionBody,
  info: Audit,
): Promise<{ added: string[]; removed: string[] }> {
  const roleId = (body.roleId ?? '').trim();
  if (!roleId) throw new BizError(ROLE_MESSAGES.notFound);
  const wanted = parseIdList(body.permissionIds);
  const last = body.lastpermissionIds === undefined ? null : parseIdList(body.lastpermissionIds);
  return db.transaction(async (tx) => {
    const role = await grantEditableRole(tx, auth, roleId);
    const stored = new Set(
      (
        await tx.query<{ permission_id: string }>(
          'SELECT permission_id FROM sys_role_permission WHERE role_id = $1',
          [role.id],
        )
      ).map((r) => r.permission_id),
    );
    const change = grantChange(stored, wanted, last);
    await assertPermissionsExist(tx, change.add);
    await assertCanGrantPermissions(tx, actorOf(auth), change.add);
    if (role.tenant_id !== null && (await idsCarryingCodes(tx, change.add, PLATFORM_ONLY_CODES)).length > 0) {
      throw new BizError(ROLE_MESSAGES.menuCodesPlatformOnly);
    }
    if (change.remove.length > 0) {
      await tx.query(
        'DELETE FROM sys_role_permission WHERE role_id = $1 AND permission_id = ANY($2::varchar[])',
        [role.id, change.remove],
      );
    }
    const inherited = await actorRuleIds(tx, actorOf(auth), change.add);
    for (const permissionId of change.add) {
      await tx.query(
        `INSERT INTO sys_role_permission (id, role_id, permission_id, data_rule_ids, operate_date)
         VALUES ($1, $2, $3, $4, now()) ON CONFLICT (role_id, permission_id) DO NOTHING`,
        [newId(), role.id, permissionId, inheritedRuleIds(inherited, permissionId)],
      );
    }
    await audit(
      tx,
      auth,
      info,
      'edit',
      `修改角色权限：${role.role_name}（${role.role_code}），新增 ${change.add.length} 项，移除 ${change.remove.length} 项`,
    );
    return { added: change.add, removed: change.remove };
  });
}

export interface DataRuleChoice {
  datarule: DataRuleJson[];
  drChecked?: string;
}

/** GET /sys/role/datarule/{permissionId}/{roleId}: the menu's rules and the ones chosen on the grant. */
export async function roleDataRules(
  db: Db,
  auth: AuthContext,
  permissionId: string,
  roleId: string,
): Promise<DataRuleChoice> {
  const role = await visibleRole(db, auth, roleId);
  const rules = await rulesOfPermission(db, permissionId);
  if (rules.length === 0) throw new BizError(ROLE_MESSAGES.noRules);
  const grant = await db.query<{ data_rule_ids: string | null }>(
    'SELECT data_rule_ids FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2',
    [role.id, permissionId],
  );
  const checked = (grant[0]?.data_rule_ids ?? '').replace(/,+$/, '');
  return checked ? { datarule: rules, drChecked: checked } : { datarule: rules };
}

/** Validates a chosen rule list: rules of that menu only. */
export async function chosenRuleIds(db: Db, permissionId: string, raw: unknown): Promise<string[]> {
  const ids = parseIdList(raw);
  if (ids.length === 0) return ids;
  const own = new Set((await rulesOfPermission(db, permissionId)).map((r) => r.id));
  if (ids.some((id) => !own.has(id))) throw new BizError(ROLE_MESSAGES.ruleNotOfMenu);
  return ids;
}

/** POST /sys/role/datarule {permissionId, roleId, dataRuleIds}: the rules chosen on that grant. */
export async function saveRoleDataRules(
  db: Db,
  auth: AuthContext,
  body: { permissionId?: string; roleId?: string; dataRuleIds?: string },
  info: Audit,
): Promise<void> {
  const permissionId = (body.permissionId ?? '').trim();
  const ids = await chosenRuleIds(db, permissionId, body.dataRuleIds);
  await db.transaction(async (tx) => {
    const role = await grantEditableRole(tx, auth, (body.roleId ?? '').trim());
    await assertKeepsActorRules(tx, actorOf(auth), permissionId, ids);
    const updated = await tx.query(
      `UPDATE sys_role_permission SET data_rule_ids = $3, operate_date = now()
        WHERE role_id = $1 AND permission_id = $2 RETURNING id`,
      [role.id, permissionId, ids.length > 0 ? ids.join(',') : null],
    );
    if (updated.length === 0) throw new BizError(ROLE_MESSAGES.ruleGrantMissing);
    await audit(tx, auth, info, 'edit', `修改角色数据规则：${role.role_name}（${role.role_code}）`);
  });
}
