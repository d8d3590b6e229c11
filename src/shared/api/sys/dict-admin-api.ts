import { queryOptions } from '@tanstack/react-query';
import type { ListRecord } from '../../hooks/list-page/types';
import { deleteAction, getAction, putAction } from '../http';

/** 数据字典 admin (`/sys/dict/*`, `/sys/dictItem/*`, `/sys/dictTableRegistry/*`). */
export const DICT_ADMIN_URLS = {
  list: '/sys/dict/list',
  delete: '/sys/dict/delete',
  deleteBatch: '/sys/dict/deleteBatch',
  add: '/sys/dict/add',
  edit: '/sys/dict/edit',
  deleteList: '/sys/dict/deleteList',
} as const;

export const DICT_ITEM_URLS = {
  list: '/sys/dictItem/list',
  delete: '/sys/dictItem/delete',
  deleteBatch: '/sys/dictItem/deleteBatch',
  add: '/sys/dictItem/add',
  edit: '/sys/dictItem/edit',
  check: '/sys/dictItem/dictItemCheck',
} as const;

export const DICT_REGISTRY_URLS = {
  list: '/sys/dictTableRegistry/list',
  // One endpoint takes one id or a comma list.
  delete: '/sys/dictTableRegistry/delete',
  deleteBatch: '/sys/dictTableRegistry/delete',
  add: '/sys/dictTableRegistry/add',
  edit: '/sys/dictTableRegistry/edit',
} as const;

export interface DictRecord extends ListRecord {
  dictName: string;
  dictCode: string;
  /** '0' string, '1' number. */
  type: string;
  description?: string | null;
  createTime?: string | null;
  updateTime?: string | null;
}

export interface DictItemRecord extends ListRecord {
  dictId: string;
  itemText: string;
  itemValue: string;
  description?: string | null;
  sortOrder: number;
  /** '1' 启用, '0' 不启用. */
  status: string;
}

export interface DictRegistryRecord extends ListRecord {
  tableName: string;
  textColumn: string;
  codeColumn: string;
  softDelete: string;
  pidColumn?: string | null;
  hasChildColumn?: string | null;
  filterColumns?: string | null;
  description?: string | null;
}

export function deletedDicts() {
  return getAction<DictRecord[]>(DICT_ADMIN_URLS.deleteList);
}

/** 还原 (`PUT /sys/dict/back/{id}`). */
export function restoreDict(id: string) {
  return putAction<unknown>(`/sys/dict/back/${encodeURIComponent(id)}`);
}

/** 彻底删除 (`DELETE /sys/dict/deletePhysic/{id}`): a recycle-bin dictionary and its items. */
export function purgeDict(id: string) {
  return deleteAction<unknown>(`/sys/dict/deletePhysic/${encodeURIComponent(id)}`);
}

/** Whether `itemValue` is free in the dictionary (`id` = the item being edited). */
export function checkDictItemValue(params: { dictId: string; itemValue: string; id?: string }) {
  return getAction<unknown>(DICT_ITEM_URLS.check, { ...params });
}

export const dictAdminQueryKeys = {
  all: ['sys', 'dict-admin'] as const,
  recycleBin: () => [...dictAdminQueryKeys.all, 'recycle-bin'] as const,
};

/** The recycle bin; a failed answer reads as empty (the interceptor showed the message). */
export function dictRecycleBinQueryOptions() {
  return queryOptions({
    queryKey: dictAdminQueryKeys.recycleBin(),
    queryFn: async (): Promise<DictRecord[]> => {
      const res = await deletedDicts();
      return res.success && Array.isArray(res.result) ? res.result : [];
    },
  });
}

/**
 * The item form's async check of 数据值 (JeecgBoot `dictItemCheck`): the server's message when the
 * value is taken or does not fit the dictionary's type. A transport failure does not block the
 * form: the server refuses a bad value on save anyway. Both shells' forms accept this rule.
 */
export function dictItemValueRule(dictId: string, id?: string) {
  return {
    validator: async (_rule: unknown, value: unknown): Promise<void> => {
      if (typeof value !== 'string' || !value.trim() || !dictId) return;
      let message: string | null = null;
      try {
        const res = await checkDictItemValue({ dictId, itemValue: value.trim(), ...(id ? { id } : {}) });
        if (!res.success) message = res.message || '该值不可用，系统中已存在！';
      } catch {
        return;
      }
      if (message) throw new Error(message);
    },
  };
}
