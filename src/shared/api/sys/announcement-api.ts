import { queryOptions } from '@tanstack/react-query';
import type { Page } from '../../domain/contract/result';
import type {
  Announcement,
  AnnouncementSend,
  ListByUserResult,
  MyAnnouncementQuery,
} from '../../domain/notify/types';
import { getAction, putAction } from '../http';

/** User-side notification calls (CONTRACT.md §6.2, spec 000 §7.3). The path spelling is the spec's. */
export function listByUser(pageSize = 5) {
  return getAction<ListByUserResult>('/sys/annountCement/listByUser', { pageSize });
}

/** Marks the current user's send row of one announcement read. */
export function editByAnntIdAndUserId(anntId: string) {
  return putAction<unknown>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId });
}

export function readAll() {
  return putAction<unknown>('/sys/sysAnnouncementSend/readAll');
}

export function getMyAnnouncementSend(query: MyAnnouncementQuery) {
  // Empty filters are left out: the server like-matches every parameter it receives.
  const params: Record<string, string | number> = { pageNo: query.pageNo, pageSize: query.pageSize };
  for (const key of ['titile', 'sender', 'readFlag', 'msgCategory'] as const) {
    const value = query[key]?.trim();
    if (value) params[key] = value;
  }
  return getAction<Page<AnnouncementSend>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', params);
}

export function getOne(sendId: string) {
  return getAction<AnnouncementSend>('/sys/sysAnnouncementSend/getOne', { sendId });
}

export function queryAnnouncementById(id: string) {
  return getAction<Announcement>('/sys/annountCement/queryById', { id });
}

export const announcementQueryKeys = {
  all: ['sys', 'announcement'] as const,
  listByUser: () => [...announcementQueryKeys.all, 'list-by-user'] as const,
  mine: (query: MyAnnouncementQuery) => [...announcementQueryKeys.all, 'mine', query] as const,
};

const EMPTY: ListByUserResult = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/** The bell's lists; a failed answer rejects (the socket policy stops polling on it). */
export function listByUserQueryOptions() {
  return queryOptions({
    queryKey: announcementQueryKeys.listByUser(),
    queryFn: async (): Promise<ListByUserResult> => {
      const res = await listByUser();
      if (!res.success) throw new Error(res.message || '加载消息失败');
      const r = res.result ?? EMPTY;
      return {
        anntMsgList: r.anntMsgList ?? [],
        anntMsgTotal: r.anntMsgTotal ?? 0,
        sysMsgList: r.sysMsgList ?? [],
        sysMsgTotal: r.sysMsgTotal ?? 0,
      };
    },
    // Pushes and the polling fallback keep it fresh; focus changes need no extra request.
    staleTime: 5_000,
  });
}

export function myAnnouncementsQueryOptions(query: MyAnnouncementQuery) {
  return queryOptions({
    queryKey: announcementQueryKeys.mine(query),
    queryFn: async (): Promise<Page<AnnouncementSend>> => {
      const res = await getMyAnnouncementSend(query);
      if (!res.success) throw new Error(res.message || '加载消息失败');
      return res.result;
    },
    refetchOnMount: 'always',
  });
}
