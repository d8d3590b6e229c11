import type { Page } from '../../domain/contract/result';
import type {
  NoticeReceiptsJson,
  ReceivedNoticeDetailJson,
  ReceivedNoticeJson,
} from '../../domain/resources/notice';
import { NOTICE_STATUS } from '../../domain/resources/notice';
import type { ListRecord } from '../../hooks/list-page/types';
import { getAction, postAction } from '../http';
import { unwrap } from './act';

/** 通知公文 (grid) and 通知反馈 (plants) calls, `/cwxt/notice/*`. */
export const NOTICE_URLS = {
  list: '/cwxt/notice/list',
  add: '/cwxt/notice/add',
  edit: '/cwxt/notice/edit',
  delete: '/cwxt/notice/delete',
  deleteBatch: '/cwxt/notice/deleteBatch',
  queryById: '/cwxt/notice/queryById',
  publish: '/cwxt/notice/publish',
  revoke: '/cwxt/notice/revoke',
  remind: '/cwxt/notice/remind',
  receipts: '/cwxt/notice/receipts',
  received: '/cwxt/notice/received',
  receivedDetail: '/cwxt/notice/receivedDetail',
  read: '/cwxt/notice/read',
  reply: '/cwxt/notice/reply',
} as const;

/** The plant side's list kit reads the received notices through its `list` url. */
export const RECEIVED_URLS = { list: NOTICE_URLS.received } as const;

export const NOTICE_TEXT = {
  publishConfirm: '发布后将通知接收电厂，确定发布吗?',
  revokeConfirm: '撤回后电厂将看不到该通知，确定撤回吗?',
  remindConfirm: '确定向未回复的电厂发送催办消息吗?',
  allPlants: '全部电厂',
  receipts: '回执',
  remind: '催办',
  late: '逾期回复',
  overdue: '已逾期',
  unread: '未读',
  read: '已读',
  replied: '已回复',
  notReplied: '未回复',
  noReplies: '暂无回复',
  replyPlaceholder: '请输入回复内容',
  loadFailed: '通知加载失败',
} as const;

/** A row of the 通知公文 list (queryById adds `content`). */
export interface NoticeRecord extends ListRecord {
  noticeType: string;
  noticeType_dictText?: string | null;
  title: string;
  docNumber?: string | null;
  content?: string | null;
  attachments?: string | null;
  replyDeadline?: string | null;
  status: string;
  status_dictText?: string | null;
  targetAll?: string;
  targetPlantIds?: string;
  publishBy?: string | null;
  publishTime?: string | null;
  targetCount?: number;
  readCount?: number;
  replyCount?: number;
}

export type ReceivedNoticeRecord = ReceivedNoticeJson & ListRecord & { noticeType_dictText?: string | null };

export const isDraft = (r: Pick<NoticeRecord, 'status'>) => r.status === NOTICE_STATUS.draft;
export const isPublished = (r: Pick<NoticeRecord, 'status'>) => r.status === NOTICE_STATUS.published;

export const publishNotice = (id: string) => postAction<unknown>(NOTICE_URLS.publish, { id });
export const revokeNotice = (id: string) => postAction<unknown>(NOTICE_URLS.revoke, { id });
export const remindNotice = (id: string) => postAction<unknown>(NOTICE_URLS.remind, { id });
export const queryNoticeById = (id: string) => getAction<NoticeRecord>(NOTICE_URLS.queryById, { id });

export const fetchReceipts = (id: string) =>
  unwrap(getAction<NoticeReceiptsJson>(NOTICE_URLS.receipts, { id }), NOTICE_TEXT.loadFailed);

export const fetchReceived = (params: { pageNo: number; pageSize: number; title?: string }) =>
  unwrap(getAction<Page<ReceivedNoticeJson>>(NOTICE_URLS.received, params), NOTICE_TEXT.loadFailed);

/** A received notice as one plant of the caller's got it (`plantId` matters to users of several plants). */
export interface ReceivedKey {
  noticeId: string;
  plantId: string;
}

export const fetchReceivedDetail = ({ noticeId, plantId }: ReceivedKey) =>
  unwrap(
    getAction<ReceivedNoticeDetailJson>(NOTICE_URLS.receivedDetail, { id: noticeId, plantId }),
    NOTICE_TEXT.loadFailed,
  );

/** The read receipt (idempotent: the server keeps the first read time). */
export const markNoticeRead = ({ noticeId, plantId }: ReceivedKey) =>
  postAction<unknown>(NOTICE_URLS.read, { id: noticeId, plantId });

export const replyToNotice = (body: ReceivedKey & { content: string; attachments?: string | null }) =>
  postAction<unknown>(NOTICE_URLS.reply, body);

export const noticeQueryKeys = {
  receipts: (id: string) => ['cwxt', 'notice', 'receipts', id] as const,
  detail: (key: ReceivedKey) => ['cwxt', 'notice', 'received', key.noticeId, key.plantId] as const,
};
