import { queryOptions } from '@tanstack/react-query';
import type { DictItem, DictMap } from '../../domain/contract/dict';
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
