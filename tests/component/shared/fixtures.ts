import type { LoginResult } from '../../../src/shared/domain/contract/auth';
import type { MenuItem, PermissionResult } from '../../../src/shared/domain/contract/permission';
import type { Depart, Tenant, UserInfo } from '../../../src/shared/domain/contract/user';
import type { AppRoute } from '../../../src/shared/domain/menu/build-routes';

export function userInfo(p: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u1',
    username: 'admin',
    realname: '管理员',
    nickname: '管理员',
    avatar: null,
    birthday: null,
    sex: 1,
    email: null,
    phone: '18611111111',
    orgCode: 'A01',
    orgCodeTxt: null,
    status: 1,
    delFlag: 0,
    workNo: null,
    post: null,
    telephone: null,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
    activitiSync: null,
    userIdentity: null,
    departIds: null,
    relTenantIds: null,
    clientId: null,
    ...p,
  };
}

export function depart(orgCode: string, departName: string): Depart {
  return {
    id: orgCode,
    parentId: null,
    departName,
    orgCategory: '1',
    orgType: '1',
    orgCode,
    status: '1',
    delFlag: '0',
  };
}

export function loginResult(p: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'tok-login',
    userInfo: userInfo(),
    departs: [depart('A01', '总部')],
    multi_depart: 1,
    sysAllDictItems: { sex: [{ value: '1', text: '男', title: '男', label: '男' }] },
    ...p,
  };
}

export const MENU: MenuItem[] = [
  {
    id: 'home',
    route: '1',
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    meta: { keepAlive: false, internalOrExternal: false, title: '首页' },
  },
  {
    id: 'sys',
    route: '1',
    path: '/isystem',
    name: 'isystem',
    component: 'layouts/RouteView',
    meta: { keepAlive: false, internalOrExternal: false, title: '系统管理' },
    children: [
      {
        id: 'user',
        route: '1',
        path: '/isystem/user',
        name: 'isystem-user',
        component: 'system/UserList',
        meta: { keepAlive: false, internalOrExternal: false, title: '用户管理' },
      },
    ],
  },
];

export function permissionResult(p: Partial<PermissionResult> = {}): PermissionResult {
  return {
    menu: MENU,
    auth: [{ action: 'user:add', type: '1', describe: '添加' }],
    allAuth: [{ action: 'user:add', type: '1', describe: '添加', status: '1' }],
    sysSafeMode: false,
    ...p,
  };
}

export function tenant(id: number): Tenant {
  return { id, name: `T${id}`, createBy: null, createTime: null, beginDate: null, endDate: null, status: 1 };
}

/** A menu route (the route builder's output) with sensible defaults. */
export function appRoute(path: string, title: string, extra: Partial<AppRoute> = {}): AppRoute {
  return {
    path,
    name: path,
    kind: 'view',
    componentKey: 'dashboard/Analysis',
    hidden: false,
    meta: { title, keepAlive: false, internalOrExternal: false },
    children: [],
    ...extra,
  };
}
