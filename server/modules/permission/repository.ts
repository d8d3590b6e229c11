import { SUPER_ROLE_CODE } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../../db/db';
import { heldPermissionIdsSql, isSuperSql } from '../access/grants-sql';

export interface PermissionRow extends Record<string, unknown> {
  id: string;
  parent_id: string | null;
  name: string;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  menu_type: number;
  perms: string | null;
  perms_type: string | null;
  icon: string | null;
  always_show: boolean;
  is_route: boolean;
  is_leaf: boolean;
  keep_alive: boolean;
  hidden: boolean;
  hide_tab: boolean;
  internal_or_external: boolean;
  status: string | null;
}

/**
 * The user's rows through roles and department roles of the tenant (CONTRACT §3.2), sort_no
 * order; a super user (role admin) sees every row, so new menus appear without a grant.
 */
export function permissionRowsOfUser(
  db: Db,
  userId: string,
  tenantId: number | null,
): Promise<PermissionRow[]> {
  return db.query<PermissionRow>(
    `SELECT p.* FROM sys_permission p
     WHERE p.del_flag = 0 AND (${isSuperSql('$1', '$3')} OR p.id IN (${heldPermissionIdsSql('$1', '$2')}))
     ORDER BY p.sort_no ASC, p.id ASC`,
    [userId, tenantId, SUPER_ROLE_CODE],
  );
}

export async function homeRow(db: Db): Promise<PermissionRow | null> {
  const rows = await db.query<PermissionRow>(
    "SELECT * FROM sys_permission WHERE name = '首页' AND del_flag = 0 AND menu_type IN (0, 1) ORDER BY sort_no LIMIT 1",
  );
  return rows[0] ?? null;
}

export function allButtonRows(db: Db): Promise<PermissionRow[]> {
  return db.query<PermissionRow>(
    'SELECT * FROM sys_permission WHERE del_flag = 0 AND menu_type = 2 ORDER BY sort_no, id',
  );
}
