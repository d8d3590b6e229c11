import type { PermissionTreeResult } from '../../domain/permission/tree';
import { queryOptions } from '@tanstack/react-query';
import type { Depart } from '../../domain/contract/user';
import { deleteAction, getAction, postAction, putAction } from '../http';
import type { DataRuleChoice } from './role-api';

/** `SysDepartTreeModel` (CONTRACT §10.4): the depart fields plus key/value/title/isLeaf/children. */
export interface DepartTreeNode extends Depart {
  key: string;
  value: string;
  title: string;
  isLeaf?: boolean | null;
  children?: DepartTreeNode[] | null;
  [key: string]: unknown;
}

/** The department form's body: the fields an admin may set (orgCode is the server's). */
export interface DepartForm {
  id?: string;
  departName: string;
  parentId?: string | null;
  orgCategory?: string | null;
  departOrder?: number | null;
  mobile?: string | null;
  address?: string | null;
  memo?: string | null;
}

/** A user row of the user lists used here (role users, department users, the user picker). */
export interface UserRow {
  id: string;
  username: string;
  realname?: string | null;
  phone?: string | null;
  orgCodeTxt?: string | null;
  status?: number | string | null;
  status_dictText?: string | null;
  [key: string]: unknown;
}

export const DEPART_URLS = {
  /** Users of a department (IPage; `depId` + username/realname search). */
  users: '/sys/user/departUserList',
  /** Every user the actor may see (the user picker). */
  allUsers: '/sys/user/list',
} as const;

export function queryDepartTree() {
  return getAction<DepartTreeNode[]>('/sys/sysDepart/queryTreeList');
}

/** Matching departments; none → `success:false, "未查询匹配数据！"`. */
export function searchDeparts(keyWord: string) {
  return getAction<DepartTreeNode[]>('/sys/sysDepart/searchBy', { keyWord });
}

export function addDepart(body: DepartForm) {
  return postAction<unknown>('/sys/sysDepart/add', body);
}

export function editDepart(body: DepartForm) {
  return putAction<unknown>('/sys/sysDepart/edit', body);
}

export function deleteDepart(id: string) {
  return deleteAction<unknown>('/sys/sysDepart/delete', { id });
}

export function deleteDeparts(ids: string[]) {
  return deleteAction<unknown>('/sys/sysDepart/deleteBatch', { ids: ids.join(',') });
}

/** The data rules a department may pass on for one of its menus (its ceiling per menu). */
export function queryDepartDataRule(permissionId: string, departId: string) {
  const seg = [permissionId, departId].map(encodeURIComponent).join('/');
  return getAction<DataRuleChoice>(`/sys/sysDepartPermission/datarule/${seg}`);
}

export function saveDepartDataRule(body: { permissionId: string; departId: string; dataRuleIds: string }) {
  return postAction<unknown>('/sys/sysDepartPermission/datarule', body);
}

export function addUsersToDepart(depId: string, userIdList: string[]) {
  return postAction<unknown>('/sys/user/editSysDepartWithUser', { depId, userIdList });
}

export function removeUserFromDepart(depId: string, userId: string) {
  return deleteAction<unknown>('/sys/user/deleteUserInDepart', { depId, userId });
}

export function removeUsersFromDepart(depId: string, userIds: string[]) {
  return deleteAction<unknown>('/sys/user/deleteUserInDepartBatch', { depId, userIds: userIds.join(',') });
}

export const departQueryKeys = {
  all: ['sys', 'depart'] as const,
  tree: () => [...departQueryKeys.all, 'tree'] as const,
  search: (keyWord: string) => [...departQueryKeys.all, 'search', keyWord] as const,
};

export function departTreeQueryOptions() {
  return queryOptions({
    queryKey: departQueryKeys.tree(),
    queryFn: async (): Promise<DepartTreeNode[]> => {
      const res = await queryDepartTree();
      if (!res.success) throw new Error(res.message);
      return res.result ?? [];
    },
  });
}

/** Walks a depart tree depth first. */
export function flattenDepartTree(nodes: readonly DepartTreeNode[]): DepartTreeNode[] {
  const out: DepartTreeNode[] = [];
  const walk = (list: readonly DepartTreeNode[]) => {
    for (const n of list) {
      out.push(n);
      walk(n.children ?? []);
    }
  };
  walk(nodes);
  return out;
}

/** The grantable permission tree for the 部门权限 tab (guarded by the department code, not the role one). */
export async function loadDepartGrantTree(): Promise<PermissionTreeResult> {
  const res = await getAction<PermissionTreeResult>('/sys/sysDepart/queryPermissionTree');
  if (!res.success) throw new Error(res.message);
  return { treeList: res.result?.treeList ?? [], ids: res.result?.ids ?? [] };
}
