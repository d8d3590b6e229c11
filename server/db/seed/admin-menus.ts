import { PERM } from '../../../src/shared/domain/permission/codes';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import { LAYOUT_KEYS, VIEW_KEYS } from '../../../src/shared/domain/routes/components';
import type { Db } from '../db';
import { SEED } from './ids';

/** 系统管理: the identity administration menus and their button permissions (issue 3). */
interface AdminPage {
  key: keyof typeof PERM;
  /** The folder the page sits in: 系统管理 (default), 系统监控 or 在线开发. */
  group?: 'monitor' | 'online';
  name: string;
  url: string;
  component: string;
  componentName: string;
  icon: string;
  buttons: Record<string, string>;
}

/** 系统监控's five pages share one permission group: one button code per page. */
const MONITOR_PAGES: AdminPage[] = (
  [
    ['server', '服务器监控', ADMIN_PATHS.monitorServer, VIEW_KEYS.monitorServer, 'SystemInfo', 'dashboard'],
    [
      'process',
      '进程监控',
      ADMIN_PATHS.monitorProcess,
      VIEW_KEYS.monitorProcess,
      'ProcessInfo',
      'thunderbolt',
    ],
    ['disk', '磁盘监控', ADMIN_PATHS.monitorDisk, VIEW_KEYS.monitorDisk, 'DiskMonitoring', 'hdd'],
    [
      'database',
      '数据库监控',
      ADMIN_PATHS.monitorDatabase,
      VIEW_KEYS.monitorDatabase,
      'DatabaseInfo',
      'database',
    ],
    ['trace', '请求追踪', ADMIN_PATHS.monitorTrace, VIEW_KEYS.monitorTrace, 'HttpTrace', 'radar-chart'],
  ] as const
).map(([action, name, url, component, componentName, icon]) => ({
  key: 'monitor',
  group: 'monitor',
  name,
  url,
  component,
  componentName,
  icon,
  buttons: { [action]: `查看${name}` },
}));

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
  // Issue 6: platform administration. Appended so the ids above never change.
  {
    key: 'dict',
    name: '数据字典',
    url: ADMIN_PATHS.dict,
    component: VIEW_KEYS.dictList,
    componentName: 'DictList',
    icon: 'book',
    buttons: {
      list: '查看字典',
      add: '添加字典',
      edit: '编辑字典',
      delete: '删除字典',
      refresh: '刷新缓存',
      registry: '表字典登记',
    },
  },
  {
    key: 'category',
    name: '分类字典',
    url: ADMIN_PATHS.category,
    component: VIEW_KEYS.categoryList,
    componentName: 'SysCategoryList',
    icon: 'apartment',
    buttons: { list: '查看分类', add: '添加分类', edit: '编辑分类', delete: '删除分类' },
  },
  {
    key: 'checkRule',
    name: '编码校验规则',
    url: ADMIN_PATHS.checkRule,
    component: VIEW_KEYS.checkRuleList,
    componentName: 'SysCheckRuleList',
    icon: 'safety',
    buttons: { list: '查看校验规则', add: '添加校验规则', edit: '编辑校验规则', delete: '删除校验规则' },
  },
  {
    key: 'fillRule',
    name: '填值规则',
    url: ADMIN_PATHS.fillRule,
    component: VIEW_KEYS.fillRuleList,
    componentName: 'SysFillRuleList',
    icon: 'field-number',
    buttons: {
      list: '查看填值规则',
      add: '添加填值规则',
      edit: '编辑填值规则',
      delete: '删除填值规则',
      test: '功能测试',
    },
  },
  {
    key: 'dataSource',
    name: '数据源管理',
    url: ADMIN_PATHS.dataSource,
    component: VIEW_KEYS.dataSourceList,
    componentName: 'SysDataSourceList',
    icon: 'database',
    buttons: {
      list: '查看数据源',
      add: '添加数据源',
      edit: '编辑数据源',
      delete: '删除数据源',
      test: '连接测试',
      allowlist: '地址白名单',
    },
  },
  {
    key: 'addressList',
    name: '通讯录',
    url: ADMIN_PATHS.addressList,
    component: VIEW_KEYS.addressList,
    componentName: 'AddressList',
    icon: 'contacts',
    buttons: { list: '查看通讯录' },
  },
  {
    key: 'oss',
    name: '文件列表',
    url: ADMIN_PATHS.oss,
    component: VIEW_KEYS.ossFileList,
    componentName: 'OSSFileList',
    icon: 'file',
    buttons: { list: '查看文件', delete: '删除文件' },
  },
  {
    key: 'quartzJob',
    group: 'monitor',
    name: '定时任务',
    url: ADMIN_PATHS.quartzJob,
    component: VIEW_KEYS.quartzJobList,
    componentName: 'QuartzJobList',
    icon: 'clock-circle',
    buttons: {
      list: '查看任务',
      add: '添加任务',
      edit: '编辑任务',
      delete: '删除任务',
      pause: '停止任务',
      resume: '启动任务',
      execute: '执行一次',
      log: '执行日志',
    },
  },
  {
    key: 'dataLog',
    group: 'monitor',
    name: '数据日志',
    url: ADMIN_PATHS.dataLog,
    component: VIEW_KEYS.dataLogList,
    componentName: 'DataLogList',
    icon: 'history',
    buttons: { list: '查看数据日志' },
  },
  {
    key: 'gateway',
    group: 'monitor',
    name: '网关路由',
    url: ADMIN_PATHS.gateway,
    component: VIEW_KEYS.gatewayList,
    componentName: 'SysGatewayRouteList',
    icon: 'gateway',
    buttons: { list: '查看路由', add: '添加路由', edit: '编辑路由', delete: '删除路由' },
  },
  ...MONITOR_PAGES,
  {
    key: 'cgreport',
    group: 'online',
    name: 'Online报表配置',
    url: ADMIN_PATHS.cgreportHead,
    component: VIEW_KEYS.cgreportHeadList,
    componentName: 'OnlCgreportHeadList',
    icon: 'table',
    buttons: {
      list: '查看报表',
      add: '添加报表',
      edit: '编辑报表',
      delete: '删除报表',
      sql: '编写报表SQL',
    },
  },
  {
    // The report list opens any report with PERM.cgreport.list; granting this menu shows it.
    key: 'cgreport',
    group: 'online',
    name: '报表列表',
    url: ADMIN_PATHS.cgreportList,
    component: VIEW_KEYS.cgreportAutoList,
    componentName: 'OnlCgreportAutoList',
    icon: 'bar-chart',
    buttons: {},
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
  PAGES.forEach((page, i) => {
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
