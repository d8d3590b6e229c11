import { LAYOUT_KEYS, VIEW_KEYS } from '../../../src/shared/domain/routes/components';
import { PATHS } from '../../../src/shared/domain/routes/paths';
import type { Db } from '../db';
import { SEED } from './ids';

interface MenuSeed {
  id: string;
  parent: string | null;
  name: string;
  url: string;
  component: string;
  componentName: string | null;
  menuType: 0 | 1;
  sort: number;
  icon: string | null;
  leaf: boolean;
  keepAlive: boolean;
  /** Reached by address only (JeecgBoot's header links), never listed in the menu. */
  hidden?: boolean;
}

// Menus only for pages that exist in this build (VIEW_KEYS / LAYOUT_KEYS).
const MENUS: MenuSeed[] = [
  {
    id: SEED.menu.home,
    parent: null,
    name: '首页',
    url: PATHS.home,
    component: VIEW_KEYS.analysis,
    componentName: null,
    menuType: 0,
    sort: 0,
    icon: 'home',
    leaf: true,
    keepAlive: false,
  },
  {
    id: SEED.menu.account,
    parent: null,
    name: '个人中心',
    url: '/account',
    component: LAYOUT_KEYS.routeView,
    componentName: null,
    menuType: 0,
    sort: 90,
    icon: 'user',
    leaf: false,
    keepAlive: false,
  },
  {
    id: SEED.menu.accountCenter,
    parent: SEED.menu.account,
    name: '个人信息',
    url: PATHS.accountCenter,
    component: VIEW_KEYS.accountCenter,
    // No component name: the route is then named after the path, account-center, as JeecgBoot's
    // header menu links to it.
    componentName: null,
    menuType: 1,
    sort: 1,
    icon: null,
    leaf: true,
    keepAlive: true,
  },
  {
    id: SEED.menu.accountSecurity,
    parent: SEED.menu.account,
    name: '安全设置',
    url: PATHS.accountSecurity,
    component: VIEW_KEYS.accountSecurity,
    componentName: null,
    menuType: 1,
    sort: 2,
    icon: null,
    leaf: true,
    keepAlive: false,
  },
  {
    id: SEED.menu.accountSettings,
    parent: SEED.menu.account,
    name: '个人设置',
    url: PATHS.accountSettings,
    component: VIEW_KEYS.accountSettings,
    componentName: 'AccountSettings',
    menuType: 1,
    sort: 3,
    icon: null,
    leaf: true,
    keepAlive: false,
  },
  // JeecgBoot's clients reach these by name or path from the header (个人设置, the bell's 查看更多).
  {
    id: SEED.menu.accountBaseSetting,
    parent: SEED.menu.account,
    name: '基本设置',
    url: PATHS.accountBaseSetting,
    component: VIEW_KEYS.accountBaseSetting,
    componentName: 'account-settings-base',
    menuType: 1,
    sort: 4,
    icon: null,
    leaf: true,
    keepAlive: false,
    hidden: true,
  },
  {
    id: SEED.menu.userAnnouncement,
    parent: SEED.menu.account,
    name: '我的消息',
    url: PATHS.userAnnouncement,
    component: VIEW_KEYS.userAnnouncement,
    componentName: null,
    menuType: 1,
    sort: 5,
    icon: null,
    leaf: true,
    keepAlive: false,
    hidden: true,
  },
];

// 示例 → 组件示例: the widget kit on a real page (issue 4). Only admin holds it: it is a showcase.
const EXAMPLE_MENUS: MenuSeed[] = [
  {
    id: SEED.menu.examples,
    parent: null,
    name: '示例',
    url: PATHS.examples,
    component: LAYOUT_KEYS.routeView,
    componentName: null,
    menuType: 0,
    sort: 80,
    icon: 'appstore',
    leaf: false,
    keepAlive: false,
  },
  {
    id: SEED.menu.widgetDemo,
    parent: SEED.menu.examples,
    name: '组件示例',
    url: PATHS.widgetDemo,
    component: VIEW_KEYS.widgetDemo,
    componentName: 'WidgetDemo',
    menuType: 1,
    sort: 1,
    icon: null,
    leaf: true,
    keepAlive: false,
  },
];

// admin gets everything; the other staff roles 首页 + 个人中心; guest nothing.
const GRANTS: Record<string, string[]> = {
  [SEED.role.admin]: [...MENUS, ...EXAMPLE_MENUS].map((m) => m.id),
  [SEED.role.grid_staff]: MENUS.map((m) => m.id),
  [SEED.role.plant_user]: MENUS.map((m) => m.id),
  [SEED.role.leader]: MENUS.map((m) => m.id),
};

export async function seedMenus(db: Db): Promise<void> {
  for (const m of [...MENUS, ...EXAMPLE_MENUS]) {
    await db.query(
      `INSERT INTO sys_permission (id, parent_id, name, url, component, component_name, menu_type, sort_no, icon,
         is_leaf, keep_alive, is_route, hidden, status, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, $12, '1', 'system') ON CONFLICT (id) DO NOTHING`,
      [
        m.id,
        m.parent,
        m.name,
        m.url,
        m.component,
        m.componentName,
        m.menuType,
        m.sort,
        m.icon,
        m.leaf,
        m.keepAlive,
        m.hidden ?? false,
      ],
    );
  }
  for (const [roleId, menuIds] of Object.entries(GRANTS)) {
    for (const menuId of menuIds) {
      // Deterministic 19-digit id from the role and menu id tails.
      await db.query(
        `INSERT INTO sys_role_permission (id, role_id, permission_id, operate_date) VALUES ($1, $2, $3, now())
         ON CONFLICT (role_id, permission_id) DO NOTHING`,
        [`1800000000003${roleId.slice(-3)}${menuId.slice(-3)}`, roleId, menuId],
      );
    }
  }
}
