import { SUPER_ROLE_CODE } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../../db/db';
import { memoByGrants } from './grants-cache';
import { heldPermissionIdsSql, isSuperSql } from './grants-sql';

export async function isSuperUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.query<{ yes: boolean }>(`SELECT ${isSuperSql('$1', '$2')} AS yes`, [
    userId,
    SUPER_ROLE_CODE,
  ]);
  return rows[0]?.yes === true;
}

/**
 * The check behind `config.policy = {permission}`: one indexed query, reused while the grants
 * version read with the session stays the same (grants-cache.ts), so a grant or revocation still
 * applies to every session's next request.
 * An active button row (menu_type 2, status '1') whose comma list contains the code grants it.
 */
export async function hasPermissionCode(
  db: Db,
  userId: string,
  tenantId: number | null,
  code: string,
  grantsVersion?: string,
): Promise<boolean> {
  return memoByGrants(db, grantsVersion, JSON.stringify(['perm', userId, tenantId, code]), () =>
    readPermissionCode(db, userId, tenantId, code),
  );
}

async function readPermissionCode(
  db: Db,
  userId: string,
  tenantId: number | null,
  code: string,
): Promise<boolean> {
  const rows = await db.query<{ yes: boolean }>(
    `SELECT ${isSuperSql('$1', '$2')} OR EXISTS (
       SELECT 1 FROM sys_permission p
        WHERE p.del_flag = 0 AND p.menu_type = 2 AND p.status = '1'
          AND $3 = ANY (string_to_array(replace(coalesce(p.perms, ''), ' ', ''), ','))
          AND p.id IN (${heldPermissionIdsSql('$1', '$4')})) AS yes`,
    [userId, SUPER_ROLE_CODE, code, tenantId],
  );
  return rows[0]?.yes === true;
}

/** Every permission id the user holds in the tenant; 'all' for super users. */
export async function heldPermissionIds(
  db: Db,
  userId: string,
  tenantId: number | null,
): Promise<Set<string> | 'all'> {
  if (await isSuperUser(db, userId)) return 'all';
  const rows = await db.query<{ permission_id: string }>(heldPermissionIdsSql('$1', '$2'), [
    userId,
    tenantId,
  ]);
  return new Set(rows.map((r) => r.permission_id));
}
