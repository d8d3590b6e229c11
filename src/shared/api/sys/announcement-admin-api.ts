import { queryOptions } from '@tanstack/react-query';
import { MSG_TYPE, SEND_STATUS } from '../../domain/resources/announcement';
import type { ListRecord } from '../../hooks/list-page/types';
import { getAction } from '../http';

/** 系统通告 admin calls (`/sys/annountCement/*`, the contract's spelling; CONTRACT.md §6.2). */
export const ANNOUNCEMENT_URLS = {
  list: '/sys/annountCement/list',
  add: '/sys/annountCement/add',
  edit: '/sys/annountCement/edit',
  delete: '/sys/annountCement/delete',
  deleteBatch: '/sys/annountCement/deleteBatch',
  queryById: '/sys/annountCement/queryById',
  release: '/sys/annountCement/doReleaseData',
  // sic: the wire's spelling.
  revoke: '/sys/annountCement/doReovkeData',
} as const;

/** A `SysAnnouncement` row of the admin list (`titile` is the wire's spelling). */
export interface AnnouncementRecord extends ListRecord {
  titile: string;
  msgContent?: string | null;
  msgAbstract?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  sender?: string | null;
  priority?: string | null;
  priority_dictText?: string | null;
  msgCategory?: string | null;
  msgCategory_dictText?: string | null;
  msgType?: string | null;
  msgType_dictText?: string | null;
  sendStatus?: string | null;
  sendStatus_dictText?: string | null;
  sendTime?: string | null;
  cancelTime?: string | null;
  busType?: string | null;
  busId?: string | null;
  openType?: string | null;
  openPage?: string | null;
  userIds?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

/** The add/edit body (msgType USER carries `userIds` as "id1,id2,"; ALL carries none). */
export type AnnouncementBody = {
  titile: string;
  msgCategory: string;
  priority: string;
  msgType: string;
  userIds: string;
  startTime?: string | null;
  endTime?: string | null;
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
  msgAbstract?: string | null;
  msgContent: string;
};

/** Texts of the admin pages (the server itself allows editing any status, as JeecgBoot does). */
export const ANNOUNCEMENT_ADMIN_TEXT = {
  notDraftEdit: '已发布的通告不能修改，请先撤销',
  releaseConfirm: '确定发布吗?',
  revokeConfirm: '确定撤销吗?',
} as const;

/** Only a draft is released; only a published one is revoked; only a draft is edited (server agrees). */
export const isDraft = (r: Pick<AnnouncementRecord, 'sendStatus'>) =>
  String(r.sendStatus ?? '') === SEND_STATUS.draft;
export const isPublished = (r: Pick<AnnouncementRecord, 'sendStatus'>) =>
  String(r.sendStatus ?? '') === SEND_STATUS.published;

/** "id1,id2" (picker value) → "id1,id2," (the wire's trailing-comma list); empty stays empty. */
export function userIdsToWire(ids: string | null | undefined): string {
  const list = splitIds(ids);
  return list.length > 0 ? `${list.join(',')},` : '';
}

/** "id1,id2," (wire) → "id1,id2" (picker value). */
export function userIdsFromWire(wire: string | null | undefined): string {
  return splitIds(wire).join(',');
}

function splitIds(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Form values → the body: the target list only for 指定用户, empty optional texts as null. */
export function announcementBody(values: Record<string, unknown>): AnnouncementBody {
  const text = (key: string): string | null => {
    const v = values[key];
    return typeof v === 'string' && v.trim() !== '' ? v : null;
  };
  const msgType = text('msgType') ?? MSG_TYPE.all;
  const openType = text('openType');
  return {
    titile: (text('titile') ?? '').trim(),
    msgCategory: text('msgCategory') ?? '',
    priority: text('priority') ?? '',
    msgType,
    userIds: msgType === MSG_TYPE.user ? userIdsToWire(text('userIds')) : '',
    startTime: text('startTime'),
    endTime: text('endTime'),
    openType,
    // A page or business id without an opening method means nothing: dropped with it.
    openPage: openType ? text('openPage') : null,
    busId: openType ? text('busId') : null,
    msgAbstract: text('msgAbstract'),
    msgContent: text('msgContent') ?? '',
  };
}

/** A record → form values (picker value without the trailing comma). */
export function announcementFormValues(record: AnnouncementRecord): Record<string, unknown> {
  return {
    titile: record.titile,
    msgCategory: record.msgCategory ?? undefined,
    priority: record.priority ?? undefined,
    msgType: record.msgType ?? MSG_TYPE.all,
    userIds: userIdsFromWire(record.userIds),
    startTime: record.startTime ?? undefined,
    endTime: record.endTime ?? undefined,
    openType: record.openType ?? undefined,
    openPage: record.openPage ?? undefined,
    busId: record.busId ?? undefined,
    msgAbstract: record.msgAbstract ?? undefined,
    msgContent: record.msgContent ?? '',
  };
}

export function queryAnnouncementById(id: string) {
  return getAction<AnnouncementRecord>(ANNOUNCEMENT_URLS.queryById, { id });
}

/** 发布: `GET doReleaseData?id=` → "该系统通知发布成功"; the server pushes to the readers. */
export function releaseAnnouncement(id: string) {
  return getAction<unknown>(ANNOUNCEMENT_URLS.release, { id });
}

/** 撤销: `GET doReovkeData?id=` → "该系统通知撤销成功". */
export function revokeAnnouncement(id: string) {
  return getAction<unknown>(ANNOUNCEMENT_URLS.revoke, { id });
}

/** One announcement for 编辑 / 查看 (the list row may carry a shortened content); never cached across openings. */
export function announcementDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['sys', 'annountCement', 'detail', id],
    queryFn: async (): Promise<AnnouncementRecord> => {
      const res = await queryAnnouncementById(id);
      if (!res.success || !res.result) throw new Error(res.message || '未找到对应实体');
      return res.result;
    },
    gcTime: 0,
    staleTime: 0,
  });
}
