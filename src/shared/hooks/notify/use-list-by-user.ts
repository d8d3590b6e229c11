import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  announcementQueryKeys,
  editByAnntIdAndUserId,
  listByUserQueryOptions,
  readAll as readAllCall,
} from '../../api/sys/announcement-api';
import { unreadCount } from '../../domain/notify/notice-view';
import { useAfterFirstList } from '../../session/first-list-gate';

/**
 * The unread lists of the bell and the phone badge (listByUser), with the two actions that change
 * them. Both reload every notification query, as the spec's "opening one marks it read and
 * reloads the list".
 */
export function useListByUser(enabled = true) {
  const client = useQueryClient();
  // After sign-in the bell waits until the first list is painted (session/first-list-gate.ts).
  const afterFirstList = useAfterFirstList();
  const query = useQuery({ ...listByUserQueryOptions(), enabled: enabled && afterFirstList });
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: announcementQueryKeys.all }),
    [client],
  );
  const markRead = useCallback(
    async (anntId: string) => {
      const res = await editByAnntIdAndUserId(anntId);
      if (res.success) await reload();
      return res.success;
    },
    [reload],
  );
  const readAll = useCallback(async () => {
    const res = await readAllCall();
    if (res.success) await reload();
    return res;
  }, [reload]);
  return {
    data: query.data,
    isLoading: query.isLoading,
    unread: unreadCount(query.data),
    markRead,
    readAll,
    reload,
  };
}
