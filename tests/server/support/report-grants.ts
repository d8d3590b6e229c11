import { insertMenuRow } from '../../../server/db/seed/admin-menus';
import { newId } from '../../../server/lib/ids';
import { cgreportReadCode } from '../../../src/shared/domain/resources/cgreport';
import { VIEW_KEYS } from '../../../src/shared/domain/routes/components';
import type { TestApp } from './test-app';

/** The two ways to let a role read one online report (docs/decisions.md "Online report access"). */

async function grantTo(t: TestApp, roleId: string, permissionId: string): Promise<void> {
  await t.db.query('INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)', [
    newId(),
    roleId,
    permissionId,
  ]);
}

/** A report menu as JeecgBoot makes one (`/online/cgreport/<code or id>`), granted to the role. */
export async function grantReportMenu(t: TestApp, roleId: string, codeOrId: string): Promise<string> {
  const id = newId();
  await insertMenuRow(t.db, {
    id,
    parent: '',
    name: `报表${codeOrId}`,
    url: `/online/cgreport/${codeOrId}`,
    component: VIEW_KEYS.cgreportAutoList,
    componentName: 'OnlCgreportAutoList',
    menuType: 1,
    perms: null,
    sort: 99,
    icon: null,
    leaf: true,
  });
  await grantTo(t, roleId, id);
  return id;
}

/** The report's read button (cgreportReadCode), granted to the role. */
export async function grantReportCode(t: TestApp, roleId: string, code: string): Promise<void> {
  const id = newId();
  await insertMenuRow(t.db, {
    id,
    parent: '',
    name: `查看报表${code}`,
    url: null,
    component: null,
    componentName: null,
    menuType: 2,
    perms: cgreportReadCode(code),
    sort: 99,
    icon: null,
    leaf: true,
  });
  await grantTo(t, roleId, id);
}
