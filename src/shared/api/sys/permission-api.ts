import { queryOptions } from '@tanstack/react-query';
import { deleteAction, getAction, postAction, putAction } from '../http';

/** One row of the menu tree (`SysPermissionTree`, `GET /sys/permission/list`). */
export interface PermissionRecord {
  id: string;
  key?: string;
  title?: string;
  parentId?: string | null;
  name: string;
  perms?: string | null;
  /** '1' show (hidden without the permission) / '2' disable. */
  permsType?: string | null;
  component?: string | null;
  componentName?: string | null;
  url?: string | null;
  redirect?: string | null;
  sortNo?: number | null;
  menuType: number;
  isLeaf?: boolean | null;
  leaf?: boolean | null;
  route?: boolean | null;
  isRoute?: boolean | null;
  keepAlive?: boolean | null;
  description?: string | null;
  icon?: string | null;
  alwaysShow?: boolean | null;
  hidden?: boolean | null;
  hideTab?: boolean | null;
  /** '1' active, '0' inactive (button rules). */
  status?: string | null;
  internalOrExternal?: boolean | null;
  ruleFlag?: number | null;
  children?: PermissionRecord[] | null;
  [key: string]: unknown;
}

/** The menu form's body (add/edit): only the fields the server copies. */
export interface PermissionForm {
  id?: string;
  menuType: number;
  name: string;
  parentId?: string | null;
  url?: string | null;
  component?: string | null;
  componentName?: string | null;
  redirect?: string | null;
  icon?: string | null;
  sortNo?: number | null;
  route?: boolean;
  hidden?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
  perms?: string | null;
  permsType?: string | null;
  status?: string | null;
  description?: string | null;
}

/** `SysPermissionDataRule`. */
export interface DataRuleRecord {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  /** '1' 有效 / '0' 无效. */
  status: string;
  createTime?: string | null;
  createBy?: string | null;
  [key: string]: unknown;
}

export interface DataRuleForm {
  id?: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

/** Body of the grant saves: comma lists; the server diffs them (JeecgBoot semantics). */
export interface GrantSave {
  permissionIds: string;
  lastpermissionIds: string;
}

export const PERMISSION_URLS = {
  list: '/sys/permission/list',
  delete: '/sys/permission/delete',
  deleteBatch: '/sys/permission/deleteBatch',
} as const;

/** The whole menu tree (menus, sub-menus and buttons). */
export function listPermissions(params?: Record<string, unknown>) {
  return getAction<PermissionRecord[]>(PERMISSION_URLS.list, params);
}

export function addPermission(body: PermissionForm) {
  return postAction<unknown>('/sys/permission/add', body);
}

export function editPermission(body: PermissionForm) {
  return putAction<unknown>('/sys/permission/edit', body);
}

export function deletePermission(id: string) {
  return deleteAction<unknown>(PERMISSION_URLS.delete, { id });
}

export function queryRolePermission(roleId: string) {
  return getAction<string[]>('/sys/permission/queryRolePermission', { roleId });
}

export function saveRolePermission(body: GrantSave & { roleId: string }) {
  return postAction<unknown>('/sys/permission/saveRolePermission', body);
}

export function queryDepartPermission(departId: string) {
  return getAction<string[]>('/sys/permission/queryDepartPermission', { departId });
}

export function saveDepartPermission(body: GrantSave & { departId: string }) {
  return postAction<unknown>('/sys/permission/saveDepartPermission', body);
}

export function getPermRuleListByPermId(permissionId: string) {
  return getAction<DataRuleRecord[]>('/sys/permission/getPermRuleListByPermId', { permissionId });
}

/** Rules of a menu filtered by name/value (the rule list's search). */
export function queryPermissionRule(params: { permissionId: string; ruleName?: string; ruleValue?: string }) {
  return getAction<DataRuleRecord[]>('/sys/permission/queryPermissionRule', params);
}

export function addPermissionRule(body: DataRuleForm) {
  return postAction<unknown>('/sys/permission/addPermissionRule', body);
}

export function editPermissionRule(body: DataRuleForm) {
  return putAction<unknown>('/sys/permission/editPermissionRule', body);
}

export function deletePermissionRule(id: string) {
  return deleteAction<unknown>('/sys/permission/deletePermissionRule', { id });
}

export const permissionQueryKeys = {
  all: ['sys', 'permission'] as const,
  list: () => [...permissionQueryKeys.all, 'list'] as const,
  rules: (permissionId: string) => [...permissionQueryKeys.all, 'rules', permissionId] as const,
  departGrants: (departId: string) => [...permissionQueryKeys.all, 'depart-grants', departId] as const,
};

function unwrap<T>(res: { success: boolean; message: string; result: T }, empty: T): T {
  if (!res.success) throw new Error(res.message);
  return res.result ?? empty;
}

export function permissionListQueryOptions() {
  return queryOptions({
    queryKey: permissionQueryKeys.list(),
    queryFn: async () => unwrap(await listPermissions(), [] as PermissionRecord[]),
  });
}

export async function loadRoleGrants(roleId: string): Promise<string[]> {
  return unwrap(await queryRolePermission(roleId), [] as string[]);
}

export async function loadDepartGrants(departId: string): Promise<string[]> {
  return unwrap(await queryDepartPermission(departId), [] as string[]);
}
