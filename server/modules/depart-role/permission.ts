import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';
import { assertCanGrantPermissions } from '../access/grant-guard';
import { heldPermissionIds } from '../access/permission-check';
import { departPermissionIds } from '../depart/depart-permission';
import { assertCanWriteTenant, requireDepart, type DepartScope } from '../depart/depart-scope';
import { actorRuleIds, assertKeepsActorRules, inheritedRuleIds } from '../permission/actor-rules';
import { buildAssignTree, liveAssignRows, type AssignTree } from '../permission/assign-tree';
import { audit, type Audit } from '../permission/audit';
import { rulesOfPermission, type DataRuleJson } from '../permission/data-rule-read';
import { assertPermissionsExist, grantChange, parseIdList } from '../permission/grant-diff';
import {
  assertCanManageDepartRoles,
  DEPART_ROLE_MESSAGES,
  holdsDepartRole,
  requireDepartRole,
  type DepartRoleRow,
} from './scope';
import { actorOf } from './service';

/**
 * GET /sys/sysDepartPermission/queryTreeListForDeptRole?departId=: only the department's
 * permissions (its ceiling), and of those only what the actor holds.
 */
export async function departRoleTree(db: Db, scope: DepartScope, departId: string): Promise<AssignTree> {
  const depart = await requireDepart(db, scope, departId);
  const ceiling = new Set(await departPermissionIds(db, depart.id));
  const held = await heldPermissionIds(db, scope.auth.user.id, scope.tenantId);
  const selectable = held === 'all' ? ceiling : new Set([...ceiling].filter((id) => held.has(id)));
  return buildAssignTree(await liveAssignRows(db), selectable);
}

/** GET /sys/sysDepartPermission/queryDeptRolePermission?roleId=. */
export async function departRolePermissionIds(db: Db, scope: DepartScope, roleId: string): Promise<string[]> {
  const role = await requireDepartRole(db, scope, roleId);
  const rows = await db.query<{ permission_id: string }>(
    'SELECT permission_id FROM sys_depart_role_permission WHERE role_id = $1 ORDER BY permission_id',
    [role.id],
  );
  return rows.map((r) => r.permission_id);
}

/** A department role whose grants the actor may change (in scope, theirs to manage, not their own). */
async function grantEditableDepartRole(tx: Db, scope: DepartScope, roleId: string): Promise<DepartRoleRow> {
  await assertCanWriteTenant(tx, scope);
  const role = await requireDepartRole(tx, scope, roleId, true);
  if (!scope.auth.isSuper && (await holdsDepartRole(tx, scope.auth.user.id, [role.id]))) {
    throw new BizError(DEPART_ROLE_MESSAGES.ownRole);
  }
  await assertCanManageDepartRoles(tx, actorOf(scope), [role.id]);
  return role;
}

/**
 * POST /sys/sysDepartPermission/saveDeptRolePermission {roleId, permissionIds, lastpermissionIds}:
 * additions must lie within the department's permissions and be held by the actor.
 */
export async function saveDepartRolePermission(
  db: Db,
  scope: DepartScope,
  body: { roleId?: string; permissionIds?: string; lastpermissionIds?: string },
  info: Audit,
): Promise<void> {
  const wanted = parseIdList(body.permissionIds);
  const last = body.lastpermissionIds === undefined ? null : parseIdList(body.lastpermissionIds);
  await db.transaction(async (tx) => {
    const role = await grantEditableDepartRole(tx, scope, (body.roleId ?? '').trim());
    const stored = new Set(
      (
        await tx.query<{ permission_id: string }>(
          'SELECT permission_id FROM sys_depart_role_permission WHERE role_id = $1',
          [role.id],
        )
      ).map((r) => r.permission_id),
    );
    const change = grantChange(stored, wanted, last);
    await assertPermissionsExist(tx, change.add);
    const ceiling = new Set(await departPermissionIds(tx, role.depart_id));
    if (change.add.some((id) => !ceiling.has(id))) throw new BizError(DEPART_ROLE_MESSAGES.aboveDepart);
    await assertCanGrantPermissions(tx, actorOf(scope), change.add);
    if (change.remove.length > 0) {
      await tx.query(
        'DELETE FROM sys_depart_role_permission WHERE role_id = $1 AND permission_id = ANY($2::varchar[])',
        [role.id, change.remove],
      );
    }
    const inherited = await actorRuleIds(tx, actorOf(scope), change.add);
    for (const permissionId of change.add) {
      await tx.query(
        `INSERT INTO sys_depart_role_permission (id, depart_id, role_id, permission_id, data_rule_ids, operate_date)
         VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT (role_id, permission_id) DO NOTHING`,
        [newId(), role.depart_id, role.id, permissionId, inheritedRuleIds(inherited, permissionId)],
      );
    }
    await audit(
      tx,
      scope.auth,
      info,
      'edit',
      `修改部门角色权限：${role.role_name}（${role.role_code}），新增 ${change.add.length} 项，移除 ${change.remove.length} 项`,
    );
  });
}

/** The rules a department role may choose on a menu: the department's chosen pool for that menu. */
async function departPool(db: Db, departId: string, permissionId: string): Promise<DataRuleJson[]> {
  const grant = await db.query<{ data_rule_ids: string | null }>(
    'SELECT data_rule_ids FROM sys_depart_permission WHERE depart_id = $1 AND permission_id = $2',
    [departId, permissionId],
  );
  const pool = new Set((grant[0]?.data_rule_ids ?? '').split(',').filter((s) => s !== ''));
  return (await rulesOfPermission(db, permissionId)).filter((r) => pool.has(r.id));
}

/** GET /sys/sysDepartRole/datarule/{permissionId}/{departId}/{roleId}. */
export async function departRoleDataRules(
  db: Db,
  scope: DepartScope,
  permissionId: string,
  departId: string,
  roleId: string,
): Promise<{ datarule: DataRuleJson[]; drChecked?: string }> {
  const role = await requireDepartRole(db, scope, roleId);
  if (role.depart_id !== departId) throw new BizError(DEPART_ROLE_MESSAGES.notFound);
  const rules = await departPool(db, role.depart_id, permissionId);
  if (rules.length === 0) throw new BizError(DEPART_ROLE_MESSAGES.noRules);
  const grant = await db.query<{ data_rule_ids: string | null }>(
    'SELECT data_rule_ids FROM sys_depart_role_permission WHERE role_id = $1 AND permission_id = $2',
    [role.id, permissionId],
  );
  const checked = (grant[0]?.data_rule_ids ?? '').replace(/,+$/, '');
  return checked ? { datarule: rules, drChecked: checked } : { datarule: rules };
}

/** POST /sys/sysDepartRole/datarule {permissionId, roleId, dataRuleIds}: chosen from the department's pool. */
export async function saveDepartRoleDataRules(
  db: Db,
  scope: DepartScope,
  body: { permissionId?: string; roleId?: string; dataRuleIds?: string },
  info: Audit,
): Promise<void> {
  const permissionId = (body.permissionId ?? '').trim();
  const ids = parseIdList(body.dataRuleIds);
  await db.transaction(async (tx) => {
    const role = await grantEditableDepartRole(tx, scope, (body.roleId ?? '').trim());
    const pool = new Set((await departPool(tx, role.depart_id, permissionId)).map((r) => r.id));
    if (ids.some((id) => !pool.has(id))) throw new BizError(DEPART_ROLE_MESSAGES.notInPool);
    await assertKeepsActorRules(tx, actorOf(scope), permissionId, ids);
    const updated = await tx.query(
      `UPDATE sys_depart_role_permission SET data_rule_ids = $3, operate_date = now()
        WHERE role_id = $1 AND permission_id = $2 RETURNING id`,
      [role.id, permissionId, ids.length > 0 ? ids.join(',') : null],
    );
    if (updated.length === 0) throw new BizError(DEPART_ROLE_MESSAGES.grantMissing);
    await audit(tx, scope.auth, info, 'edit', `修改部门角色数据规则：${role.role_name}（${role.role_code}）`);
  });
}
