import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dictQueryKeys, queryAllDictItems } from '../api/sys/dict-api';
import { clearLabelCache } from '../hooks/dict-select/label-cache';
import { SEVEN_DAYS_MS, STORAGE_KEYS, localStore } from '../session/storage';
import { refreshDictionaryCache } from './dict-cache';

export interface DictRefresh {
  /** 刷新缓存: server cache, local 7-day copy and in-memory options; shows 刷新缓存完成！/失败！. */
  refresh(): Promise<boolean>;
  /** After a dictionary write: the local copy is fetched again, quietly (no message). */
  reloadLocal(): Promise<void>;
}

/**
 * The dictionary admin's cache handling. Besides the local 7-day copy (UI_CACHE_DB_DICT_ALL_ITEMS),
 * options already loaded by react-query (staleTime Infinity) and the select labels are dropped, so
 * the page's own selects show the change without a reload.
 */
export function useDictRefresh(): DictRefresh {
  const client = useQueryClient();
  const dropMemory = useCallback(async () => {
    clearLabelCache();
    await client.invalidateQueries({ queryKey: dictQueryKeys.all });
  }, [client]);

  const refresh = useCallback(async () => {
    const done = await refreshDictionaryCache();
    if (done) await dropMemory();
    return done;
  }, [dropMemory]);

  const reloadLocal = useCallback(async () => {
    try {
      const all = await queryAllDictItems();
      if (all.success && all.result) localStore.set(STORAGE_KEYS.DICT_ALL, all.result, SEVEN_DAYS_MS);
      // A failed reload must not keep serving the stale copy for a week.
      else localStore.remove(STORAGE_KEYS.DICT_ALL);
    } catch {
      localStore.remove(STORAGE_KEYS.DICT_ALL);
    }
    await dropMemory();
  }, [dropMemory]);

  return { refresh, reloadLocal };
}
