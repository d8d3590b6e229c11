import { queryOptions } from '@tanstack/react-query';
import type { DictItem, DictMap } from '../../domain/contract/dict';
import type { CategoryRecord, TreeSelectModel } from '../../domain/contract/tree-select';
import { getAction, signedGet } from '../http';

/** Signature-checked on JeecgBoot (CONTRACT.md §10.6); `_t` is not added to this URL. */
export function getDictItems(code: string) {
  return signedGet<DictItem[]>(`/sys/dict/getDictItems/${code}`);
}

export function queryAllDictItems() {
  return getAction<DictMap>('/sys/dict/queryAllDictItems');
}

/** `sys/dict/refleshCache` (sic: the wire name). */
export function refreshDictCache() {
  return getAction<unknown>('/sys/dict/refleshCache');
}

export const dictQueryKeys = {
  all: ['sys', 'dict'] as const,
  items: (code: string) => [...dictQueryKeys.all, 'items', code] as const,
  options: (code: string) => [...dictQueryKeys.all, 'options', code] as const,
};

/** Raw server items; `success: false` gives no options (spec 000 §7.4). */
export function dictItemsQueryOptions(code: string) {
  return queryOptions({
    queryKey: dictQueryKeys.items(code),
    queryFn: async (): Promise<DictItem[]> => {
      const res = await getDictItems(code);
      return res.success && Array.isArray(res.result) ? res.result : [];
    },
    enabled: Boolean(code),
  });
}

/** The nodes of the dictionary and category tree calls. */
export type TreeSelectNode = TreeSelectModel;
export type { CategoryRecord };

export interface LoadDictParams {
  keyword?: string;
  pageSize?: number;
}

/** Parameters of `/sys/dict/loadTreeData`: the registered tree and the level (pid) to load. */
export interface DictTreeParams {
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  pid: string;
  hasChildField?: string;
  converIsLeafVal?: 0 | 1;
  /** A JSON object string, e.g. `{"code":"B01%"}` (LIKE per entry). */
  condition?: string;
}

/** Async search of a table dictionary (`table,text,code[,cond]`); keyword may end in `[orderby:col,asc]`. */
export function loadDict(dictCode: string, params: LoadDictParams = {}) {
  return signedGet<DictItem[]>(`/sys/dict/loadDict/${dictCode}`, { ...params });
}

/** The items matching `keyword` (usually the selected values) first, then the first page. */
export function loadDictOrderByValue(dictCode: string, params: LoadDictParams & { keyword: string }) {
  return signedGet<DictItem[]>(`/sys/dict/loadDictOrderByValue/${dictCode}`, { ...params });
}

/** Texts of `key` (comma list) in key order; unknown keys dropped unless delNotExist is false. */
export function loadDictItem(dictCode: string, key: string, delNotExist = true) {
  return signedGet<string[]>(
    `/sys/dict/loadDictItem/${dictCode}`,
    delNotExist ? { key } : { key, delNotExist },
  );
}

/** One text of a plain or table dictionary; `result` null when the key is unknown. */
export function getDictText(dictCode: string, key: string) {
  return getAction<string | null>(`/sys/dict/getDictText/${dictCode}/${encodeURIComponent(key)}`);
}

export function loadTreeData(params: DictTreeParams) {
  return signedGet<TreeSelectNode[]>('/sys/dict/loadTreeData', { ...params });
}

/** Children of the category coded `pcode` (top level when empty); async=false gives the whole tree. */
export function loadCategoryRoot(pcode: string, async = true) {
  return getAction<TreeSelectNode[]>('/sys/category/loadTreeRoot', { async, pcode });
}

export function loadCategoryChildren(pid: string) {
  return getAction<TreeSelectNode[]>('/sys/category/loadTreeChildren', { pid });
}

export function loadCategoryOne(field: 'code' | 'id', val: string) {
  return getAction<CategoryRecord>('/sys/category/loadOne', { field, val });
}

/** A level by pid (or by the parent's code), filtered by a JSON object condition (equality). */
export function loadCategoryTreeData(params: { pid?: string; pcode?: string; condition?: string }) {
  return getAction<TreeSelectNode[]>('/sys/category/loadTreeData', { ...params });
}

/** Names of category ids (comma list) in id order. The wire path keeps JeecgBoot's trailing slash. */
export function loadCategoryTexts(ids: string, delNotExist = true) {
  return getAction<string[]>('/sys/category/loadDictItem/', delNotExist ? { ids } : { ids, delNotExist });
}

/** Query keys of the calls above; `dictQueryKeys.all` / `categoryQueryKeys.all` clear a family. */
export const dictLoadQueryKeys = {
  search: (code: string, params: LoadDictParams) => [...dictQueryKeys.all, 'search', code, params] as const,
  texts: (code: string, key: string) => [...dictQueryKeys.all, 'texts', code, key] as const,
  tree: (params: DictTreeParams) => [...dictQueryKeys.all, 'tree', params] as const,
};

export const categoryQueryKeys = {
  all: ['sys', 'category'] as const,
  root: (pcode: string, async: boolean) => [...categoryQueryKeys.all, 'root', pcode, async] as const,
  children: (pid: string) => [...categoryQueryKeys.all, 'children', pid] as const,
  texts: (ids: string) => [...categoryQueryKeys.all, 'texts', ids] as const,
};

/** A failed answer gives no options, like getDictItems (spec 001 §8). */
const resultOr =
  <T>(fallback: T) =>
  (res: { success: boolean; result: T }) =>
    res.success && res.result !== null && res.result !== undefined ? res.result : fallback;

export function dictSearchQueryOptions(code: string, params: LoadDictParams) {
  return queryOptions({
    queryKey: dictLoadQueryKeys.search(code, params),
    queryFn: async () => resultOr<DictItem[]>([])(await loadDict(code, params)),
    enabled: Boolean(code),
  });
}

export function dictTextsQueryOptions(code: string, key: string) {
  return queryOptions({
    queryKey: dictLoadQueryKeys.texts(code, key),
    queryFn: async () => resultOr<string[]>([])(await loadDictItem(code, key)),
    enabled: Boolean(code && key),
  });
}

export function dictTreeQueryOptions(params: DictTreeParams) {
  return queryOptions({
    queryKey: dictLoadQueryKeys.tree(params),
    queryFn: async () => resultOr<TreeSelectNode[]>([])(await loadTreeData(params)),
  });
}

/** Category roots; a failure (unknown pcode) rejects so the caller can show the server message. */
export function categoryRootQueryOptions(pcode: string, async = true) {
  return queryOptions({
    queryKey: categoryQueryKeys.root(pcode, async),
    queryFn: async () => {
      const res = await loadCategoryRoot(pcode, async);
      if (!res.success) throw new Error(res.message);
      return res.result ?? [];
    },
  });
}

export function categoryChildrenQueryOptions(pid: string) {
  return queryOptions({
    queryKey: categoryQueryKeys.children(pid),
    queryFn: async () => resultOr<TreeSelectNode[]>([])(await loadCategoryChildren(pid)),
    enabled: Boolean(pid),
  });
}

export function categoryTextsQueryOptions(ids: string) {
  return queryOptions({
    queryKey: categoryQueryKeys.texts(ids),
    queryFn: async () => resultOr<string[]>([])(await loadCategoryTexts(ids)),
    enabled: Boolean(ids),
  });
}
