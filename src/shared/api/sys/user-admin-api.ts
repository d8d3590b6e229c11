import { queryOptions } from '@tanstack/react-query';
import type { ListRecord } from '../../hooks/list-page/types';
import { deleteAction, getAction, postAction, putAction, uploadAction } from '../http';

/**
 * 用户管理 calls (CONTRACT §10.2, spec 000 §7.4) and the role options of the user form (the
 * department tree comes from depart-api.ts, the positions from position-api.ts). Writes answer the envelope; the pages show `message`.
 */

/** The list's endpoints (no export/import: this server has none for users yet). */
export const USER_URLS = {
  list: '/sys/user/list',
  delete: '/sys/user/delete',
  deleteBatch: '/sys/user/deleteBatch',
} as const;

/** user_status: 1 normal, 2 frozen. */
export const USER_STATUS = { normal: '1', frozen: '2' } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/** user_identity: 1 普通用户, 2 上级 (in charge of the departments in `departIds`). */
export const USER_IDENTITY = { ordinary: 1, superior: 2 } as const;

/** One row of the user list / queryById (password and salt are never sent). */
export interface SysUserRecord extends ListRecord {
  username: string;
  realname: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | string | null;
  sex_dictText?: string | null;
  email?: string | null;
  phone?: string | null;
  workNo?: string | null;
  post?: string | null;
  post_dictText?: string | null;
  telephone?: string | null;
  status?: number | string | null;
  status_dictText?: string | null;
  orgCode?: string | null;
  orgCodeTxt?: string | null;
  userIdentity?: number | string | null;
  departIds?: string | null;
  createTime?: string | null;
  /** The bound WeCom UserId / DingTalk userid (list and queryById, administrators only). */
  wecomUserId?: string | null;
  dingtalkUserId?: string | null;
}

/** The add/edit body: record fields plus the comma lists of role and department ids. */
export interface UserFormBody {
  id?: string;
  username?: string;
  password?: string;
  confirmpassword?: string;
  realname: string;
  workNo?: string;
  post?: string;
  avatar?: string;
  birthday?: string;
  sex?: number | string;
  email?: string;
  phone?: string;
  telephone?: string;
  userIdentity?: number;
  departIds?: string;
  selectedroles: string;
  selecteddeparts: string;
  /** Empty clears the binding. */
  wecomUserId?: string;
  dingtalkUserId?: string;
}

/** `userDepartList` entry (`DepartIdModel`). */
export interface DepartIdModel {
  key: string;
  value: string;
  title: string;
}

export interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
}

export function queryUserById(id: string) {
  return getAction<SysUserRecord>('/sys/user/queryById', { id });
}

export function addUser(body: UserFormBody) {
  return postAction<unknown>('/sys/user/add', body);
}

export function editUser(body: UserFormBody) {
  return putAction<unknown>('/sys/user/edit', body);
}

/** 冻结 (status 2) / 解冻 (status 1): `{ids: "a,b", status}`. */
export function frozenBatch(ids: readonly string[], status: UserStatus) {
  return putAction<unknown>('/sys/user/frozenBatch', { ids: ids.join(','), status });
}

/** The administrator's password reset (`PUT /sys/user/changePassword`). */
export function changeUserPassword(p: { username: string; password: string; confirmpassword: string }) {
  return putAction<unknown>('/sys/user/changePassword', p);
}

/** Role ids of a user; "未找到用户相关角色信息" (success false) means none. */
export function queryUserRole(userid: string) {
  return getAction<string[]>('/sys/user/queryUserRole', { userid });
}

/** Departments of a user; "查找失败" (success false) means none. */
export function userDepartList(userId: string) {
  return getAction<DepartIdModel[]>('/sys/user/userDepartList', { userId });
}

/** Logically deleted users (回收站). */
export function recycleBin() {
  return getAction<SysUserRecord[]>('/sys/user/recycleBin');
}

/** 还原 (`PUT putRecycleBin {userIds}`). */
export function restoreUsers(ids: readonly string[]) {
  return putAction<unknown>('/sys/user/putRecycleBin', { userIds: ids.join(',') });
}

/** 彻底删除 (`DELETE deleteRecycleBin?userIds=`). */
export function purgeUsers(ids: readonly string[]) {
  return deleteAction<unknown>('/sys/user/deleteRecycleBin', { userIds: ids.join(',') });
}

/** Avatar upload (CONTRACT §7.1): the stored relative path comes back in `message`. */
export function uploadAvatar(file: File | Blob, fileName?: string) {
  const form = new FormData();
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  form.append('biz', 'avatar');
  return uploadAction<unknown>('/sys/common/upload', form);
}

/** Every role the tenant may assign; "未找到角色信息" (success false) means none. */
export function queryAllRoles() {
  return getAction<RoleOption[]>('/sys/role/queryall');
}

export const userAdminQueryKeys = {
  all: ['sys', 'user-admin'] as const,
  detail: (id: string) => [...userAdminQueryKeys.all, 'detail', id] as const,
  roles: (id: string) => [...userAdminQueryKeys.all, 'roles', id] as const,
  departs: (id: string) => [...userAdminQueryKeys.all, 'departs', id] as const,
  recycleBin: () => [...userAdminQueryKeys.all, 'recycle-bin'] as const,
  allRoles: () => ['sys', 'role', 'all'] as const,
};

/** A failed answer reads as an empty list (the pickers then show their empty state). */
function listOrEmpty<T>(res: { success: boolean; result: unknown }): T[] {
  return res.success && Array.isArray(res.result) ? (res.result as T[]) : [];
}

export function allRolesQueryOptions() {
  return queryOptions({
    queryKey: userAdminQueryKeys.allRoles(),
    queryFn: async () => listOrEmpty<RoleOption>(await queryAllRoles()),
  });
}

export function recycleBinQueryOptions() {
  return queryOptions({
    queryKey: userAdminQueryKeys.recycleBin(),
    queryFn: async () => listOrEmpty<SysUserRecord>(await recycleBin()),
  });
}

/** Role ids and department ids of a user for the edit form (none → empty lists). */
export function userRelationsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...userAdminQueryKeys.detail(id), 'relations'] as const,
    queryFn: async () => {
      const [roles, departs] = await Promise.all([queryUserRole(id), userDepartList(id)]);
      return {
        roleIds: listOrEmpty<string>(roles),
        departIds: listOrEmpty<DepartIdModel>(departs).map((d) => d.key),
      };
    },
    staleTime: 0,
  });
}
