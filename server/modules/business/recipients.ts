// Who a business notification goes to: the staff of a plant, or the holders of a permission
// (e.g. the grid staff who may revise settlements). Only active, not deleted users of the tenant.
import { SUPER_ROLE_CODE } from '../../../src/shared/domain/permission/codes';
import type { Db, Row } from '../../db/db';

/** Users in the plant's department (the same membership the plant data rule uses). */
export async function plantUserIds(db: Db, tenantId: number, plantId: string): Promise<string[]> {
  const rows = await db.query<Row & { id: string }>(
    `SELECT DISTINCT u.id FROM biz_plant p
       JOIN sys_user_depart ud ON ud.dep_id = p.depart_id
       JOIN sys_user u ON u.id = ud.user_id
      WHERE p.id = $1 AND p.tenant_id = $2::integer AND u.del_flag = 0 AND u.status = 1
      ORDER BY u.id`,
    [plantId, tenantId],
  );
  return rows.map((r) => r.id);
}

/**
 * Users granted the button permission `perm` through a role of the tenant (or a platform role),
 * excluding the super role's implicit grants: the people whose job the permission describes.
 */
export async function usersWithPermission(db: Db, tenantId: number, perm: string): Promise<string[]> {
  const rows = await db.query<Row & { id: string }>(
    `SELECT DISTINCT u.id FROM sys_permission p
       JOIN sys_role_permission rp ON rp.permission_id = p.id
       JOIN sys_role r ON r.id = rp.role_id
       JOIN sys_user_role ur ON ur.role_id = r.id
       JOIN sys_user u ON u.id = ur.user_id
      WHERE p.perms = $1 AND p.del_flag = 0 AND (r.tenant_id IS NULL OR r.tenant_id = $2::integer)
        AND r.role_code <> $3 AND u.del_flag = 0 AND u.status = 1
        AND (u.rel_tenant_ids IS NULL OR $2::text = ANY (string_to_array(u.rel_tenant_ids, ',')))
      ORDER BY u.id`,
    [perm, tenantId, SUPER_ROLE_CODE],
  );
  return rows.map((r) => r.id);
}
