import type { Db } from '../../db/db';

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

/** The user's rows through roles and through department roles (CONTRACT §3.2), sort_no order. */
export function permissionRowsOfUser(db: Db, userId: string): Promise<PermissionRow[]> {
  return db.query<PermissionRow>(
    `SELECT p.* FROM sys_permission p
     WHERE p.del_flag = 0 AND (
       p.id IN (SELECT rp.permission_id FROM sys_role_permission rp
                JOIN sys_user_role ur ON ur.role_id = rp.role_id WHERE ur.user_id = $1)
       OR p.id IN (SELECT drp.permission_id FROM sys_depart_role_permission drp
                   JOIN sys_depart_role_user dru ON dru.drole_id = drp.role_id WHERE dru.user_id = $1))
     ORDER BY p.sort_no ASC, p.id ASC`,
    [userId],
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
