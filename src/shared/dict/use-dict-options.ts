import { useQuery } from '@tanstack/react-query';
import type { DictItem } from '../domain/contract/dict';
import { dictOptionsQueryOptions } from './dict-cache';

/**
 * Dictionary options as a hook. Kept apart from dict-cache.ts, which the phone's first load
 * imports: this file brings react-query's observer code, which only pages need.
 */
export function useDictOptions(code: string): { options: DictItem[]; loading: boolean } {
  const q = useQuery(dictOptionsQueryOptions(code));
  return { options: q.data ?? [], loading: q.isLoading };
}
