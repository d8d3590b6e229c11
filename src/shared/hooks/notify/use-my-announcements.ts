import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { myAnnouncementsQueryOptions } from '../../api/sys/announcement-api';
import type { MyAnnouncementQuery } from '../../domain/notify/types';
import { useListByUser } from './use-list-by-user';

export interface MyAnnouncementFilters {
  titile?: string;
  sender?: string;
  readFlag?: '0' | '1';
  msgCategory?: '1' | '2';
}

/**
 * 我的消息 (getMyAnnouncementSend): filters, paging, mark read and read all — the desktop page and
 * the phone message centre share it. Read actions reload the bell/badge too (same query family).
 */
export function useMyAnnouncements(initial: MyAnnouncementFilters = {}, pageSize = 10) {
  const [filters, setFilters] = useState<MyAnnouncementFilters>(initial);
  const [pageNo, setPageNo] = useState(1);
  const query: MyAnnouncementQuery = { pageNo, pageSize, ...filters };
  const list = useQuery({ ...myAnnouncementsQueryOptions(query), placeholderData: keepPreviousData });
  const { markRead, readAll } = useListByUser(false);
  const search = useCallback((next: MyAnnouncementFilters) => {
    setFilters(next);
    setPageNo(1);
  }, []);
  return {
    filters,
    search,
    pageNo,
    setPageNo,
    pageSize,
    records: list.data?.records ?? [],
    total: list.data?.total ?? 0,
    loading: list.isFetching,
    markRead,
    readAll,
  };
}
