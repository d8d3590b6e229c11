import { PERM } from '../../../src/shared/domain/permission/codes';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import { LAYOUT_KEYS } from '../../../src/shared/domain/routes/components';
import type { Db } from '../db';
import { ADMIN_PAGES } from './admin-menu-pages';
import { SEED } from './ids';

// Rows and seeding of the administration menus; the pages themselves are in admin-menu-pages.ts.

/** Deterministic 19-digit ids: prefix 18000000004, page index, button index. */
const pageId = (i: number) => `18000000004${String(i + 1).padStart(2, '0')}000000`;
const buttonId = (i: number, j: number) =>
  `18000000004${String(i + 1).padStart(2, '0')}0000${String(j + 1).padStart(2, '0')}`;

export interface AdminMenuRow {
  id: string;
  parent: string;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  menuType: 0 | 1 | 2;
  perms: string | null;
  sort: number;
  icon: string | null;
  leaf: boolean;
}

const GROUP_PARENT = { monitor: SEED.menu.monitor, online: SEED.menu.online } as const;

/** The 系统监控 and 在线开发 folders (系统管理 itself is inserted by seedAdminMenus). */
const FOLDERS: AdminMenuRow[] = [
  { id: SEED.menu.monitor, name: '系统监控', url: ADMIN_PATHS.monitor, sort: 81, icon: 'monitor' },
  { id: SEED.menu.online, name: '在线开发', url: ADMIN_PATHS.onlineDev, sort: 82, icon: 'cloud' },
].map((f) => ({
  ...f,
  parent: '',
  component: LAYOUT_KEYS.routeView,
  componentName: null,
  menuType: 0,
  perms: null,
  leaf: false,
}));

export function adminMenuRows(): AdminMenuRow[] {
  const rows: AdminMenuRow[] = [...FOLDERS];
  ADMIN_PAGES.forEach((page, i) => {
    rows.push({
      id: pageId(i),
      parent: page.group ? GROUP_PARENT[page.group] : SEED.menu.system,
      name: page.name,
      url: page.url,
      component: page.component,
      componentName: page.componentName,
      menuType: 1,
      perms: null,
      sort: i + 1,
      icon: page.icon,
      leaf: false,
    });
    Object.entries(page.buttons).forEach(([action, name], j) => {
      const codes = PERM[page.key] as Record<string, string>;
      rows.push({
        id: buttonId(i, j),
        parent: pageId(i),
        name,
        url: null,
        component: null,
        componentName: null,
        menuType: 2,
        perms: codes[action] ?? null,
        sort: j + 1,
        icon: null,
        leaf: true,
      });
    });
  });
  return rows;
}

/** One menu, page or button row (fixed id: a re-run leaves an existing row alone). */
export async function insertMenuRow(db: Db, m: AdminMenuRow): Promise<void> {
  await db.query(
    `INSERT INTO sys_permission (id, parent_id, name, url, component, component_name, menu_type, perms, perms_type,
       sort_no, icon, is_leaf, keep_alive, is_route, hidden, status, create_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '1', $9, $10, $11, false, true, false, '1', 'system')
     ON CONFLICT (id) DO NOTHING`,
    [
      m.id,
      m.parent || null,
      m.name,
      m.url,
      m.component,
      m.componentName,
      m.menuType,
      m.perms,
      m.sort,
      m.icon,
      m.leaf,
    ],
  );
}

export async function seedAdminMenus(db: Db): Promise<void> {
  const rows: AdminMenuRow[] = [
    {
      id: SEED.menu.system,
      parent: '',
      name: '系统管理',
      url: ADMIN_PATHS.system,
      component: LAYOUT_KEYS.routeView,
      componentName: null,
      menuType: 0,
      perms: null,
      sort: 80,
      icon: 'setting',
      leaf: false,
    },
    ...adminMenuRows(),
  ];
  for (const m of rows) {
    await insertMenuRow(db, m);
    // The super role holds everything implicitly; the grant rows keep role assignment screens truthful.
    await db.query(
      `INSERT INTO sys_role_permission (id, role_id, permission_id, operate_date)
       VALUES ($1, $2, $3, now()) ON CONFLICT (role_id, permission_id) DO NOTHING`,
      [`19${m.id.slice(2)}`, SEED.role.admin, m.id],
    );
  }
}
