import { queryOptions } from '@tanstack/react-query';
import { getHttpUi, showSuccess } from '../api/http-ui';
import { dictQueryKeys, getDictItems, queryAllDictItems, refreshDictCache } from '../api/sys/dict-api';
import type { DictItem, DictMap } from '../domain/contract/dict';
import { DICT_CODE_EMPTY, DICT_REFRESH_FAILED, DICT_REFRESH_OK } from '../domain/validation/messages';
import { SEVEN_DAYS_MS, STORAGE_KEYS, localStore } from '../session/storage';

/**
 * Dictionary options (CONTRACT.md §4.2): the login cache `sysAllDictItems` first, then
 * `GET /sys/dict/getDictItems/{code}`; an unsuccessful answer gives no options.
 * @throws Error 字典Code不能为空! for an empty code.
 */
export async function getDictOptions(code: string): Promise<DictItem[]> {
  if (!code) throw new Error(DICT_CODE_EMPTY);
  const cached = localStore.get<DictMap>(STORAGE_KEYS.DICT_ALL)?.[code];
  if (Array.isArray(cached)) return cached;
  const res = await getDictItems(code);
  return res.success && Array.isArray(res.result) ? res.result : [];
}

export function dictOptionsQueryOptions(code: string) {
  return queryOptions({
    queryKey: dictQueryKeys.options(code),
    queryFn: () => getDictOptions(code),
    enabled: Boolean(code),
    staleTime: Infinity,
  });
}

/** The text of a value in a dictionary (`_dictText` for values the server did not translate). */
export function dictText(options: readonly DictItem[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const values = String(value).split(',');
  return values.map((v) => options.find((o) => o.value === v)?.text ?? v).join(',');
}

/**
 * 清理缓存 (spec 000 §7.4): `sys/dict/refleshCache`, then `queryAllDictItems` stored for 7 days.
 * Shows 刷新缓存完成！ or the warning 刷新缓存失败！; resolves true on success.
 */
export async function refreshDictionaryCache(): Promise<boolean> {
  try {
    const refreshed = await refreshDictCache();
    if (!refreshed.success) throw new Error(refreshed.message);
    const all = await queryAllDictItems();
    if (!all.success || !all.result) throw new Error(all.message);
    localStore.set(STORAGE_KEYS.DICT_ALL, all.result, SEVEN_DAYS_MS);
    showSuccess(DICT_REFRESH_OK);
    return true;
  } catch {
    getHttpUi().warning(DICT_REFRESH_FAILED);
    return false;
  }
}
