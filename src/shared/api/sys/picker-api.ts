import type { Page, Result } from '../../domain/contract/result';
import { trailingCommaList } from '../../domain/widgets/pickers/selection';
import { getAction } from '../http';
import type { DepartTreeNode } from './depart-api';

/** The picker endpoints (spec 001 §7; all for any signed-in user). */
export const PICKER_URLS = {
  users: '/sys/user/queryUserComponentData',
  multiUser: '/sys/user/getMultiUser',
  usersByDepart: '/sys/user/queryUserByDepId',
  departTree: '/sys/sysDepart/queryTreeList',
  roles: '/sys/role/queryall',
  positions: '/sys/position/list',
} as const;

/** A user as the pickers receive it (never secrets, e-mail or account state; phone and birthday only for user administrators). */
export interface PickerUserRecord {
  id: string;
  username: string;
  realname?: string | null;
  avatar?: string | null;
  sex?: number | string | null;
  sex_dictText?: string | null;
  birthday?: string | null;
  phone?: string | null;
  workNo?: string | null;
  post?: string | null;
  post_dictText?: string | null;
  orgCode?: string | null;
  orgCodeTxt?: string | null;
  [key: string]: unknown;
}

export interface PickerRoleRecord {
  id: string;
  roleName: string;
  roleCode: string;
  [key: string]: unknown;
}

export interface PickerPositionRecord {
  id: string;
  code: string;
  name: string;
  postRank?: string | null;
  [key: string]: unknown;
}

/** Query of queryUserComponentData: filters, paging, sort (`column` + `order` asc|desc). */
export interface UserPickerQuery {
  username?: string;
  realname?: string;
  sex?: string;
  birthday?: string;
  departId?: string;
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
}

export interface PickerPage<T> {
  records: T[];
  total: number;
}

/** Drops empty filters so the server only sees what the user set. */
function compact(query: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/** A failed answer throws its server message (the caller shows it); success → the page. */
function pageOf<T>(res: Result<Page<T> | null>): PickerPage<T> {
  if (!res.success) throw new Error(res.message || '查询失败');
  return { records: res.result?.records ?? [], total: res.result?.total ?? 0 };
}

export async function queryPickerUsers(query: UserPickerQuery): Promise<PickerPage<PickerUserRecord>> {
  return pageOf(await getAction<Page<PickerUserRecord> | null>(PICKER_URLS.users, compact(query)));
}

/**
 * The users of a stored value: `getMultiUser?<storeField>=a,b,`. JeecgBoot answers a bare array
 * (no envelope); an enveloped answer is read too. A failure reads as "no labels known".
 */
export async function getMultiUser(storeField: string, keys: readonly string[]): Promise<PickerUserRecord[]> {
  if (keys.length === 0) return [];
  const res: unknown = await getAction<unknown>(PICKER_URLS.multiUser, {
    [storeField]: trailingCommaList(keys),
  });
  if (Array.isArray(res)) return res as PickerUserRecord[];
  const env = res as Partial<Result<unknown>> | null;
  return env?.success && Array.isArray(env.result) ? (env.result as PickerUserRecord[]) : [];
}

export async function queryUsersByDepart(id: string, realname?: string): Promise<PickerUserRecord[]> {
  const res = await getAction<PickerUserRecord[]>(PICKER_URLS.usersByDepart, compact({ id, realname }));
  return res.success && Array.isArray(res.result) ? res.result : [];
}

/** The department tree the user picker filters by (empty when unavailable). */
export async function queryPickerDepartTree(): Promise<DepartTreeNode[]> {
  const res = await getAction<DepartTreeNode[]>(PICKER_URLS.departTree);
  return res.success && Array.isArray(res.result) ? res.result : [];
}

/**
 * Every role the caller may see (`/sys/role/queryall`, any signed-in user, at most 1000); the
 * picker filters and pages them locally. "未找到角色信息" (none) reads as an empty list.
 */
export async function queryPickerRoles(): Promise<PickerRoleRecord[]> {
  const res = await getAction<PickerRoleRecord[]>(PICKER_URLS.roles);
  return res.success && Array.isArray(res.result) ? res.result : [];
}

/** One page of the tenant's positions, searched by name (contains). */
export async function queryPickerPositions(query: {
  name?: string;
  pageNo: number;
  pageSize: number;
  /** Other list filters, e.g. `code: 'a,b,'` (an IN list) for the labels of a stored value. */
  [filter: string]: unknown;
}): Promise<PickerPage<PickerPositionRecord>> {
  const params = compact({ ...query, name: query.name ? `*${query.name}*` : undefined });
  return pageOf(await getAction<Page<PickerPositionRecord> | null>(PICKER_URLS.positions, params));
}

export const pickerQueryKeys = {
  all: ['sys', 'picker'] as const,
  users: (q: UserPickerQuery) => [...pickerQueryKeys.all, 'users', q] as const,
  multiUser: (field: string, keys: readonly string[]) =>
    [...pickerQueryKeys.all, 'multi', field, keys] as const,
  departs: () => [...pickerQueryKeys.all, 'departs'] as const,
  roles: () => [...pickerQueryKeys.all, 'roles'] as const,
  positions: (q: object) => [...pickerQueryKeys.all, 'positions', q] as const,
};
