import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAction } from '../../api/http';
import type { UserRow } from '../../api/sys/depart-api';
import type { Page } from '../../domain/contract/result';

/** Spec 002 §9: async selects search 800 ms after the last keystroke, 10 results. */
export const USER_SEARCH_DEBOUNCE_MS = 800;
export const USER_SEARCH_PAGE_SIZE = 10;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * Users whose real name contains the keyword (`GET /sys/user/list?realname=*x*`, the first 10;
 * an empty keyword lists the first 10 users). A failed answer reads as no users.
 */
export function useUserSearch(keyword: string): { users: UserRow[]; loading: boolean } {
  const term = useDebounced(keyword.trim(), USER_SEARCH_DEBOUNCE_MS);
  const q = useQuery({
    queryKey: ['sys', 'user', 'super-query-search', term],
    queryFn: async () => {
      const res = await getAction<Page<UserRow> | UserRow[]>('/sys/user/list', {
        ...(term ? { realname: `*${term}*` } : {}),
        pageNo: 1,
        pageSize: USER_SEARCH_PAGE_SIZE,
      });
      if (!res.success || !res.result) return [];
      return Array.isArray(res.result) ? res.result : (res.result.records ?? []);
    },
    placeholderData: keepPreviousData,
  });
  return { users: q.data ?? [], loading: q.isFetching };
}

/** `realname（username）`, the label both shells show for a user. */
export function userLabel(u: UserRow): string {
  return u.realname ? `${u.realname}（${u.username}）` : u.username;
}
