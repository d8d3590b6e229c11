import type { PermissionTreeResult } from '../../domain/permission/tree';
import { deleteAction, getAction, postAction, putAction } from '../http';

/** `SysRole` as listed (CONTRACT §10.1). */
export interface RoleRecord {
  id: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
  createBy?: string | null;
  createTime?: string | null;
  updateBy?: string | null;
  updateTime?: string | null;
  [key: string]: unknown;
}

/** What the role form sends (the server copies only these). */
export interface RoleForm {
  id?: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

/** One rule of a menu (`SysPermissionDataRule`) as the chooser lists it. */
export interface DataRuleOption {
  id: string;
  ruleName: string;
  ruleColumn?: string | null;
  ruleConditions?: string | null;
  ruleValue?: string | null;
  status?: string | null;
}

/** `GET /sys/role/datarule/{permissionId}/{roleId}`: the menu's rules and the chosen ones ("a,b"). */
export interface DataRuleChoice {
  datarule: DataRuleOption[];
  drChecked?: string | null;
}

export const ROLE_URLS = {
  list: '/sys/role/list',
  delete: '/sys/role/delete',
  deleteBatch: '/sys/role/deleteBatch',
  /** Users holding a role (IPage; `roleId` + username/realname search). */
  users: '/sys/user/userRoleList',
} as const;

export function addRole(body: RoleForm) {
  return postAction<unknown>('/sys/role/add', body);
}

export function editRole(body: RoleForm) {
  return putAction<unknown>('/sys/role/edit', body);
}

export function deleteRole(id: string) {
  return deleteAction<unknown>(ROLE_URLS.delete, { id });
}

/** Taken → `success:false, "角色编码已存在"`; `id` excludes the role being edited. */
export function checkRoleCode(roleCode: string, id?: string) {
  return getAction<unknown>('/sys/role/checkRoleCode', id ? { roleCode, id } : { roleCode });
}

/** The grantable permission tree (menus and buttons) with all its ids. */
export function queryRoleTree() {
  return getAction<PermissionTreeResult>('/sys/role/queryTreeList');
}

export function queryRoleDataRule(permissionId: string, roleId: string) {
  return getAction<DataRuleChoice>(
    `/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`,
  );
}

/** `dataRuleIds` is a comma list (empty = no rule chosen). Needs the menu granted first. */
export function saveRoleDataRule(body: { permissionId: string; roleId: string; dataRuleIds: string }) {
  return postAction<unknown>('/sys/role/datarule', body);
}

export function addUsersToRole(roleId: string, userIdList: string[]) {
  return postAction<unknown>('/sys/user/addSysUserRole', { roleId, userIdList });
}

export function removeUserFromRole(roleId: string, userId: string) {
  return deleteAction<unknown>('/sys/user/deleteUserRole', { roleId, userId });
}

export function removeUsersFromRole(roleId: string, userIds: string[]) {
  return deleteAction<unknown>('/sys/user/deleteUserRoleBatch', { roleId, userIds: userIds.join(',') });
}

export const roleQueryKeys = {
  all: ['sys', 'role'] as const,
  tree: () => [...roleQueryKeys.all, 'tree'] as const,
  grants: (roleId: string) => [...roleQueryKeys.all, 'grants', roleId] as const,
};

/** The grantable tree; a refusal (`success:false`) becomes an error carrying the server's message. */
export async function loadRoleTree(): Promise<PermissionTreeResult> {
  const res = await queryRoleTree();
  if (!res.success) throw new Error(res.message);
  return { treeList: res.result?.treeList ?? [], ids: res.result?.ids ?? [] };
}
