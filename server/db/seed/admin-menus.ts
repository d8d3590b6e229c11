import { PERM } from '../../../src/shared/domain/permission/codes';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import { LAYOUT_KEYS, VIEW_KEYS } from '../../../src/shared/domain/routes/components';
import type { Db } from '../db';
import { SEED } from './ids';

/** 系统管理: the identity administration menus and their button permissions (issue 3). */
interface AdminPage {
  key: keyof typeof PERM;
  name: string;
  url: string;
  component: string;
  componentName: string;
  icon: string;
  buttons: Record<string, string>;
}

const PAGES: AdminPage[] = [
  {
    key: 'user',
    name: '用户管理',
    url: ADMIN_PATHS.user,
    component: VIEW_KEYS.userList,
    componentName: 'UserList',
    icon: 'user',
    buttons: {
      list: '查看用户',
      add: '添加用户',
      edit: '编辑用户',
      delete: '删除用户',
      frozen: '冻结/解冻',
      password: '重置密码',
      recycle: '回收站',
      export: '导出用户',
      import: '导入用户',
    },
  },
  {
    key: 'role',
    name: '角色管理',
    url: ADMIN_PATHS.role,
    component: VIEW_KEYS.roleList,
    componentName: 'RoleList',
    icon: 'team',
    buttons: {
      list: '查看角色',
      add: '添加角色',
      edit: '编辑角色',
      delete: '删除角色',
      auth: '授权',
      users: '角色用户',
    },
  },
  {
    key: 'depart',
    name: '部门管理',
    url: ADMIN_PATHS.depart,
    component: VIEW_KEYS.departList,
    componentName: 'DepartList',
    icon: 'apartment',
    buttons: {
      list: '查看部门',
      add: '添加部门',
      edit: '编辑部门',
      delete: '删除部门',
      auth: '部门权限',
      role: '部门角色',
      users: '部门用户',
    },
  },
  {
    key: 'permission',
    name: '菜单管理',
    url: ADMIN_PATHS.permission,
    component: VIEW_KEYS.permissionList,
    componentName: 'PermissionList',
    icon: 'menu',
    buttons: {
      list: '查看菜单',
      add: '添加菜单',
      edit: '编辑菜单',
      delete: '删除菜单',
      datarule: '数据规则',
    },
  },
  {
    key: 'tenant',
    name: '租户管理',
    url: ADMIN_PATHS.tenant,
    component: VIEW_KEYS.tenantList,
    componentName: 'TenantList',
    icon: 'bank',
    buttons: { list: '查看租户', add: '添加租户', edit: '编辑租户', delete: '删除租户' },
  },
  {
    key: 'position',
    name: '职务管理',
    url: ADMIN_PATHS.position,
    component: VIEW_KEYS.positionList,
    componentName: 'SysPositionList',
    icon: 'idcard',
    buttons: {
      list: '查看职务',
      add: '添加职务',
      edit: '编辑职务',
      delete: '删除职务',
      export: '导出职务',
      import: '导入职务',
    },
  },
  {
    key: 'online',
    name: '在线用户',
    url: ADMIN_PATHS.online,
    component: VIEW_KEYS.onlineUserList,
    componentName: 'SysUserOnlineList',
    icon: 'wifi',
    buttons: { list: '查看在线用户', forceLogout: '强制退出' },
  },
  {
    key: 'log',
    name: '日志管理',
    url: ADMIN_PATHS.log,
    component: VIEW_KEYS.logList,
    componentName: 'LogList',
    icon: 'file-search',
    buttons: { list: '查看日志' },
  },
  {
    key: 'announcement',
    name: '系统通告',
    url: ADMIN_PATHS.announcement,
    component: VIEW_KEYS.announcementList,
    componentName: 'SysAnnouncementList',
    icon: 'notification',
    buttons: {
      list: '查看通告',
      add: '添加通告',
      edit: '编辑通告',
      delete: '删除通告',
      release: '发布通告',
      revoke: '撤销通告',
    },
  },
  {
    key: 'messageTemplate',
    name: '消息模板',
    url: ADMIN_PATHS.messageTemplate,
    component: VIEW_KEYS.messageTemplateList,
    componentName: 'SysMessageTemplateList',
    icon: 'mail',
    buttons: {
      list: '查看模板',
      add: '添加模板',
      edit: '编辑模板',
      delete: '删除模板',
      send: '发送测试',
    },
  },
];

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

export function adminMenuRows(): AdminMenuRow[] {
  const rows: AdminMenuRow[] = [];
  PAGES.forEach((page, i) => {
    rows.push({
      id: pageId(i),
      parent: SEED.menu.system,
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
    // The super role holds everything implicitly; the grant rows keep role assignment screens truthful.
    await db.query(
      `INSERT INTO sys_role_permission (id, role_id, permission_id, operate_date)
       VALUES ($1, $2, $3, now()) ON CONFLICT (role_id, permission_id) DO NOTHING`,
      [`19${m.id.slice(2)}`, SEED.role.admin, m.id],
    );
  }
}
