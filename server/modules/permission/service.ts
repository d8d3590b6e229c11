import type { AuthEntry, PermissionResult } from '../../../src/shared/domain/contract/permission';
import type { Db } from '../../db/db';
import { buildMenuTree } from './menu-tree';
import { allButtonRows, homeRow, permissionRowsOfUser } from './repository';

/** GET /sys/permission/getUserPermissionByToken (CONTRACT §3). */
export async function userPermissions(
  db: Db,
  userId: string,
  tenantId: number | null,
): Promise<PermissionResult> {
  const rows = await permissionRowsOfUser(db, userId, tenantId);
  // 首页 always comes first, granted or not.
  const homeIndex = rows.findIndex((r) => r.name === '首页' && r.menu_type !== 2);
  const home = homeIndex >= 0 ? rows.splice(homeIndex, 1)[0] : await homeRow(db);
  const ordered = home ? [home, ...rows] : rows;
  const auth: AuthEntry[] = rows
    .filter((r) => r.menu_type === 2 && r.status === '1')
    .map((r) => ({ action: r.perms ?? '', type: r.perms_type ?? '1', describe: r.name }));
  const allAuth: AuthEntry[] = (await allButtonRows(db)).map((r) => ({
    action: r.perms ?? '',
    status: r.status ?? '1',
    type: r.perms_type ?? '1',
    describe: r.name,
  }));
  return { menu: buildMenuTree(ordered), auth, allAuth, sysSafeMode: false };
}
