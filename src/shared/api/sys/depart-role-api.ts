import type { PermissionTreeResult } from '../../domain/permission/tree';
import { deleteAction, getAction, postAction, putAction } from '../http';
import type { DataRuleChoice } from './role-api';
import type { GrantSave } from './permission-api';

/** `SysDepartRole`: a role that exists inside one department. */
export interface DepartRoleRecord {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
  createTime?: string | null;
  [key: string]: unknown;
}

export interface DepartRoleForm {
  id?: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

/** `SysDepartRoleUser`: a user's membership in a department role. */
export interface DepartRoleUser {
  id?: string;
  userId: string;
  droleId: string;
}

export const DEPART_ROLE_URLS = {
  /** IPage of the department's roles; the department goes in `deptId`. */
  list: '/sys/sysDepartRole/list',
  delete: '/sys/sysDepartRole/delete',
  deleteBatch: '/sys/sysDepartRole/deleteBatch',
} as const;

export function addDepartRole(body: DepartRoleForm) {
  return postAction<unknown>('/sys/sysDepartRole/add', body);
}

export function editDepartRole(body: DepartRoleForm) {
  return putAction<unknown>('/sys/sysDepartRole/edit', body);
}

/** The permission tree a department role may receive: only the department's own permissions. */
export function queryDepartRoleTree(departId: string) {
  return getAction<PermissionTreeResult>('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId });
}

export function queryDepartRolePermission(roleId: string) {
  return getAction<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId });
}

export function saveDepartRolePermission(body: GrantSave & { roleId: string }) {
  return postAction<unknown>('/sys/sysDepartPermission/saveDeptRolePermission', body);
}

export function queryDepartRoleDataRule(permissionId: string, departId: string, roleId: string) {
  const seg = [permissionId, departId, roleId].map(encodeURIComponent).join('/');
  return getAction<DataRuleChoice>(`/sys/sysDepartRole/datarule/${seg}`);
}

export function saveDepartRoleDataRule(body: {
  permissionId: string;
  departId: string;
  roleId: string;
  dataRuleIds: string;
}) {
  return postAction<unknown>('/sys/sysDepartRole/datarule', body);
}

/** The department's roles offered to one of its users. */
export function getDeptRoleList(departId: string, userId: string) {
  return getAction<DepartRoleRecord[]>('/sys/sysDepartRole/getDeptRoleList', { departId, userId });
}

export function getDeptRoleByUserId(userId: string, departId: string) {
  return getAction<DepartRoleUser[]>('/sys/sysDepartRole/getDeptRoleByUserId', { userId, departId });
}

/** Replaces the user's department roles: `newRoleId`/`oldRoleId` are comma lists. */
export function saveDeptRoleUser(body: { userId: string; newRoleId: string; oldRoleId: string }) {
  return postAction<unknown>('/sys/sysDepartRole/deptRoleUserAdd', body);
}

export const departRoleQueryKeys = {
  all: ['sys', 'depart-role'] as const,
  tree: (departId: string) => [...departRoleQueryKeys.all, 'tree', departId] as const,
  grants: (roleId: string) => [...departRoleQueryKeys.all, 'grants', roleId] as const,
  userRoles: (departId: string, userId: string) =>
    [...departRoleQueryKeys.all, 'user-roles', departId, userId] as const,
};

/** Only the department's own permissions: a department role never receives more. */
export async function loadDepartRoleTree(departId: string): Promise<PermissionTreeResult> {
  const res = await queryDepartRoleTree(departId);
  if (!res.success) throw new Error(res.message);
  return { treeList: res.result?.treeList ?? [], ids: res.result?.ids ?? [] };
}

export async function loadDepartRoleGrants(roleId: string): Promise<string[]> {
  const res = await queryDepartRolePermission(roleId);
  if (!res.success) throw new Error(res.message);
  return res.result ?? [];
}

export function deleteDepartRole(id: string) {
  return deleteAction<unknown>(DEPART_ROLE_URLS.delete, { id });
}
