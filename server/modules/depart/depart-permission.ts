import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';
import { assertCanGrantPermissions } from '../access/grant-guard';
import { heldPermissionIds } from '../access/permission-check';
import { actorRuleIds, assertKeepsActorRules, inheritedRuleIds } from '../permission/actor-rules';
import { audit, type Audit } from '../permission/audit';
import { rulesOfPermission, type DataRuleJson } from '../permission/data-rule-read';
import { assertPermissionsExist, grantChange, idsCarryingCodes, parseIdList } from '../permission/grant-diff';
import { PLATFORM_ONLY_CODES, chosenRuleIds } from '../role/role-permission';
import type { DepartAdminRow } from './depart-json';
import { assertCanWriteTenant, requireDepart, type DepartScope } from './depart-scope';

export const DEPART_GRANT_MESSAGES = {
  aboveActor: '不能修改权限超出自己的部门',
  menuCodesPlatformOnly: '菜单维护权限只能授予平台角色',
  grantMissing: '请先保存部门菜单权限!',
  noRules: '未找到权限配置信息',
  saved: '保存成功！',
  ruleSaved: '保存成功!',
} as const;

const actorOf = (scope: DepartScope) => ({ userId: scope.auth.user.id, tenantId: scope.tenantId });

/** The department's permission ids (its ceiling). */
export async function departPermissionIds(db: Db, departId: string): Promise<string[]> {
  const rows = await db.query<{ permission_id: string }>(
    'SELECT permission_id FROM sys_depart_permission WHERE depart_id = $1 ORDER BY permission_id',
    [departId],
  );
  return rows.map((r) => r.permission_id);
}

/** GET /sys/permission/queryDepartPermission?departId=. */
export async function queryDepartPermission(db: Db, scope: DepartScope, departId: string): Promise<string[]> {
  const depart = await requireDepart(db, scope, departId);
  return departPermissionIds(db, depart.id);
}

/**
 * A department whose grants the actor may change: in scope, writable, and holding nothing the
 * actor does not hold (otherwise the actor could strip or reshape a stronger department).
 */
async function grantEditableDepart(tx: Db, scope: DepartScope, departId: string): Promise<DepartAdminRow> {
  await assertCanWriteTenant(tx, scope);
  const depart = await requireDepart(tx, scope, departId, true);
  const held = await heldPermissionIds(tx, scope.auth.user.id, scope.tenantId);
  if (held !== 'all' && (await departPermissionIds(tx, depart.id)).some((id) => !held.has(id))) {
    throw new BizError(DEPART_GRANT_MESSAGES.aboveActor);
  }
  return depart;
}

/**
 * POST /sys/permission/saveDepartPermission {departId, permissionIds, lastpermissionIds}: the
 * department's ceiling. What is removed from it is removed from its roles as well, in the same
 * transaction, so a department role never keeps a permission its department lost.
 */
export async function saveDepartPermission(
  db: Db,
  scope: DepartScope,
  body: { departId?: string; permissionIds?: string; lastpermissionIds?: string },
  info: Audit,
): Promise<void> {
  const wanted = parseIdList(body.permissionIds);
  const last = body.lastpermissionIds === undefined ? null : parseIdList(body.lastpermissionIds);
  await db.transaction(async (tx) => {
    const depart = await grantEditableDepart(tx, scope, (body.departId ?? '').trim());
    const change = grantChange(new Set(await departPermissionIds(tx, depart.id)), wanted, last);
    await assertPermissionsExist(tx, change.add);
    await assertCanGrantPermissions(tx, actorOf(scope), change.add);
    if (
      depart.tenant_id !== null &&
      (await idsCarryingCodes(tx, change.add, PLATFORM_ONLY_CODES)).length > 0
    ) {
      throw new BizError(DEPART_GRANT_MESSAGES.menuCodesPlatformOnly);
    }
    if (change.remove.length > 0) {
      await tx.query(
        'DELETE FROM sys_depart_permission WHERE depart_id = $1 AND permission_id = ANY($2::varchar[])',
        [depart.id, change.remove],
      );
      await tx.query(
        `DELETE FROM sys_depart_role_permission
          WHERE permission_id = ANY($2::varchar[]) AND role_id IN (SELECT id FROM sys_depart_role WHERE depart_id = $1)`,
        [depart.id, change.remove],
      );
    }
    const inherited = await actorRuleIds(tx, actorOf(scope), change.add);
    for (const permissionId of change.add) {
      await tx.query(
        `INSERT INTO sys_depart_permission (id, depart_id, permission_id, data_rule_ids) VALUES ($1, $2, $3, $4)
         ON CONFLICT (depart_id, permission_id) DO NOTHING`,
        [newId(), depart.id, permissionId, inheritedRuleIds(inherited, permissionId)],
      );
    }
    await audit(
      tx,
      scope.auth,
      info,
      'edit',
      `修改部门权限：${depart.depart_name}（${depart.org_code}），新增 ${change.add.length} 项，移除 ${change.remove.length} 项`,
    );
  });
}

/** GET /sys/sysDepartPermission/datarule/{permissionId}/{departId}: menu rules + the department's pool. */
export async function departDataRules(
  db: Db,
  scope: DepartScope,
  permissionId: string,
  departId: string,
): Promise<{ datarule: DataRuleJson[]; drChecked?: string }> {
  const depart = await requireDepart(db, scope, departId);
  const rules = await rulesOfPermission(db, permissionId);
  if (rules.length === 0) throw new BizError(DEPART_GRANT_MESSAGES.noRules);
  const grant = await db.query<{ data_rule_ids: string | null }>(
    'SELECT data_rule_ids FROM sys_depart_permission WHERE depart_id = $1 AND permission_id = $2',
    [depart.id, permissionId],
  );
  const checked = (grant[0]?.data_rule_ids ?? '').replace(/,+$/, '');
  return checked ? { datarule: rules, drChecked: checked } : { datarule: rules };
}

/** POST /sys/sysDepartPermission/datarule {permissionId, departId, dataRuleIds}. */
export async function saveDepartDataRules(
  db: Db,
  scope: DepartScope,
  body: { permissionId?: string; departId?: string; dataRuleIds?: string },
  info: Audit,
): Promise<void> {
  const permissionId = (body.permissionId ?? '').trim();
  const ids = await chosenRuleIds(db, permissionId, body.dataRuleIds);
  await db.transaction(async (tx) => {
    const depart = await grantEditableDepart(tx, scope, (body.departId ?? '').trim());
    await assertKeepsActorRules(tx, actorOf(scope), permissionId, ids);
    const updated = await tx.query(
      'UPDATE sys_depart_permission SET data_rule_ids = $3 WHERE depart_id = $1 AND permission_id = $2 RETURNING id',
      [depart.id, permissionId, ids.length > 0 ? ids.join(',') : null],
    );
    if (updated.length === 0) throw new BizError(DEPART_GRANT_MESSAGES.grantMissing);
    await audit(
      tx,
      scope.auth,
      info,
      'edit',
      `修改部门数据规则：${depart.depart_name}（${depart.org_code}）`,
    );
  });
}
