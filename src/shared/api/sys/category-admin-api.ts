import type { CategoryRecord } from '../../domain/contract/tree-select';
import type { Page } from '../../domain/contract/result';
import { deleteAction, getAction, postAction, putAction } from '../http';

/** 分类字典 administration (`/sys/category/*`, JeecgBoot SysCategoryController). */
export const CATEGORY_ADMIN_URLS = {
  rootList: '/sys/category/rootList',
  childList: '/sys/category/childList',
  add: '/sys/category/add',
  edit: '/sys/category/edit',
  delete: '/sys/category/delete',
  queryById: '/sys/category/queryById',
} as const;

export interface CategoryAdminRecord extends CategoryRecord {
  createBy?: string | null;
  createTime?: string | null;
}

export interface CategoryRootQuery {
  pageNo: number;
  pageSize: number;
  /** Already wrapped for a like search (`*name*`). */
  name?: string;
  code?: string;
}

export function loadCategoryRoots(query: CategoryRootQuery) {
  return getAction<Page<CategoryAdminRecord>>(CATEGORY_ADMIN_URLS.rootList, {
    ...query,
    column: 'code',
    order: 'asc',
  });
}

export function loadCategoryChildren(pid: string) {
  return getAction<CategoryAdminRecord[]>(CATEGORY_ADMIN_URLS.childList, { pid });
}

/** The server generates the code below `pid` ('0' or absent: a top-level category). */
export function addCategory(body: { name: string; pid?: string }) {
  return postAction<CategoryAdminRecord>(CATEGORY_ADMIN_URLS.add, body);
}

export function editCategory(body: { id: string; name: string }) {
  return putAction<string>(CATEGORY_ADMIN_URLS.edit, body);
}

export function deleteCategory(id: string) {
  return deleteAction<string>(CATEGORY_ADMIN_URLS.delete, { id });
}
