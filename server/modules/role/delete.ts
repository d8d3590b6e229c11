import { SUPER_ROLE_CODE } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { assertCanManageRoles } from '../access/grant-guard';
import { parseIdList } from '../permission/grant-diff';
import type { AuthContext } from '../session/auth-context';
import { audit, type Audit } from '../permission/audit';
import { holdsRole, ROLE_MESSAGES, visibleRoleWhere, writableRole, type RoleRow } from './role-scope';
import { actorOf, roleRules } from './service';

/**
 * DELETE /sys/role/delete and deleteBatch: all or nothing. Each role must be one the actor may
 * manage; nobody deletes the super role or (unless super) a role they hold themselves. Grants
 * and memberships go with the role (foreign keys cascade).
 */
export async function deleteRoles(
  db: Db,
  auth: AuthContext,
  rawIds: unknown,
  info: Audit,
): Promise<RoleRow[]> {
  const ids = parseIdList(rawIds);
  if (ids.length === 0) throw new BizError(ROLE_MESSAGES.noIds);
  const dataRules = await roleRules(db, auth);
  return db.transaction(async (tx) => {
    const superActor = auth.isSuper;
    const rows: RoleRow[] = [];
    for (const id of ids) {
      const row = await writableRole(tx, auth, id, dataRules);
      if (row.role_code === SUPER_ROLE_CODE) throw new BizError(ROLE_MESSAGES.superRoleDelete);
      if (!superActor && (await holdsRole(tx, auth.user.id, id)))
        throw new BizError(ROLE_MESSAGES.ownRoleDelete);
      rows.push(row);
    }
    await assertCanManageRoles(tx, actorOf(auth), ids);
    const w = visibleRoleWhere(auth, ids, dataRules);
    const deleted = await tx.query(`DELETE FROM sys_role r WHERE ${w.where} RETURNING r.id`, w.params);
    if (deleted.length !== ids.length) throw new BizError(ROLE_MESSAGES.notFound);
    await audit(
      tx,
      auth,
      info,
      'delete',
      `删除角色：${rows.map((r) => `${r.role_name}（${r.role_code}）`).join('、')}`,
    );
    return rows;
  });
}
