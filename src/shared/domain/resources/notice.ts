import { PERMISSION_PREFIX } from '../permission/codes';
import { BIZ_PATHS } from '../routes/business-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

/** 通知公文 and 通知反馈 (issue 7 item 6): texts shared by the server, the pages and the tests. */
export const NOTICE_MESSAGES = {
  typeRequired: '请选择通知类型!',
  titleRequired: '请输入标题!',
  docNumberRequired: '公文请填写文号!',
  targetsRequired: '请选择接收电厂!',
  targetsInvalid: '接收电厂不存在',
  onlyDraftEdit: '只有草稿可以编辑',
  onlyDraftDelete: '只有草稿可以删除',
  onlyDraftPublish: '只有草稿可以发布',
  onlyPublishedRevoke: '只有已发布的通知可以撤回',
  onlyPublishedRemind: '只有已发布的通知可以催办',
  remindTooOften: '催办过于频繁，请稍后再试',
  nobodyToRemind: '所有电厂均已回复，无需催办',
  replyRequired: '请输入回复内容!',
  choosePlant: '请选择回复的电厂',
  published: '发布成功',
  revoked: '撤回成功',
  reminded: '催办成功',
  replied: '回复成功',
} as const;

/** A second reminder for the same notice within this many minutes is refused. */
export const REMIND_INTERVAL_MINUTES = 10;

export const NOTICE_STATUS = { draft: 'draft', published: 'published', revoked: 'revoked' } as const;
export const NOTICE_TYPE = { notice: 'notice', document: 'document' } as const;

/** Reply deadline passed (the deadline day itself still counts as in time). `today` is YYYY-MM-DD. */
export function isPastDeadline(deadline: string | null | undefined, today: string): boolean {
  return !!deadline && today > deadline;
}

/** A reply after the deadline is accepted and marked 逾期回复. */
export function isLateReply(deadline: string | null | undefined, replyDay: string): boolean {
  return isPastDeadline(deadline, replyDay);
}

/** The notice record (`biz_notice`), managed by the grid on 通知公文. */
export const noticeSchema: ResourceSchema = {
  name: 'bizNotice',
  title: '通知公文',
  apiBase: '/cwxt/notice',
  permissionPrefix: PERMISSION_PREFIX.notice,
  table: 'biz_notice',
  menuPath: BIZ_PATHS.notice,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'noticeType',
      title: '通知类型',
      kind: 'dict',
      dictCode: 'cwxt_notice_type',
      rules: [validateRequired(NOTICE_MESSAGES.typeRequired)],
      list: true,
      search: 'eq',
      card: true,
      form: true,
    },
    {
      key: 'title',
      title: '标题',
      kind: 'text',
      rules: [validateRequired(NOTICE_MESSAGES.titleRequired), maxChars(200)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'docNumber',
      title: '文号',
      kind: 'text',
      rules: [maxChars(64)],
      list: true,
      search: 'like',
      form: true,
    },
    {
      key: 'replyDeadline',
      title: '回复截止日期',
      kind: 'date',
      list: true,
      sort: true,
      card: true,
      form: true,
    },
    // Comma-joined upload paths: read by the notice service itself (form-values takes one path).
    { key: 'attachments', title: '附件', kind: 'file' },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'cwxt_notice_status',
      list: true,
      search: 'eq',
      card: true,
    },
    { key: 'publishBy', title: '发布人', kind: 'text', list: true },
    { key: 'publishTime', title: '发布时间', kind: 'datetime', list: true, sort: true, search: 'range' },
    { key: 'createBy', title: '创建人', kind: 'text' },
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true },
  ],
};

/**
 * A notice as one plant receives it (`biz_notice_target`, read on 通知反馈): the plant data rule
 * applies to `plantId`, so a plant user only ever reaches their own plant's targets.
 */
export const noticeTargetSchema: ResourceSchema = {
  name: 'bizNoticeTarget',
  title: '通知反馈',
  apiBase: '/cwxt/notice',
  permissionPrefix: PERMISSION_PREFIX.notice,
  table: 'biz_notice_target',
  menuPath: BIZ_PATHS.noticeFeedback,
  fields: [
    { key: 'noticeId', title: '通知', kind: 'text', filter: true },
    { key: 'plantId', title: '电厂', kind: 'text', filter: true },
  ],
};

export interface NoticeAttachmentHolder {
  attachments: string | null;
}

/** GET /cwxt/notice/list and queryById (grid side). */
export interface NoticeJson extends NoticeAttachmentHolder {
  id: string;
  noticeType: string;
  noticeType_dictText?: string | null;
  title: string;
  docNumber: string | null;
  content: string | null;
  replyDeadline: string | null;
  status: string;
  status_dictText?: string | null;
  /** 'Y' = every plant not retired (the switch widget's values). */
  targetAll: 'Y' | 'N';
  /** Comma list of plant ids chosen for the draft (empty with targetAll). */
  targetPlantIds: string;
  publishBy: string | null;
  publishTime: string | null;
  createBy: string | null;
  createTime: string | null;
  targetCount: number;
  readCount: number;
  replyCount: number;
}

export interface NoticeReplyJson extends NoticeAttachmentHolder {
  id: string;
  noticeId: string;
  plantId: string;
  plantName: string | null;
  content: string;
  createBy: string;
  createName: string | null;
  createTime: string | null;
  late: boolean;
}

export interface NoticeReaderJson {
  userId: string;
  realname: string | null;
  readTime: string | null;
}

/** One target plant in the publisher's receipts view. */
export interface NoticeTargetReceipt {
  plantId: string;
  plantName: string | null;
  firstReadTime: string | null;
  replyTime: string | null;
  remindTime: string | null;
  readers: NoticeReaderJson[];
  replies: NoticeReplyJson[];
}

/** GET /cwxt/notice/receipts?id=: the read/reply matrix and its counts. */
export interface NoticeReceiptsJson {
  notice: NoticeJson;
  targets: NoticeTargetReceipt[];
  readCount: number;
  replyCount: number;
  targetCount: number;
  lastRemindTime: string | null;
}

/** GET /cwxt/notice/received (plant side): one notice as one plant received it. */
export interface ReceivedNoticeJson extends NoticeAttachmentHolder {
  id: string;
  noticeId: string;
  plantId: string;
  plantName: string | null;
  noticeType: string;
  noticeType_dictText?: string | null;
  title: string;
  docNumber: string | null;
  replyDeadline: string | null;
  publishBy: string | null;
  publishTime: string | null;
  /** The caller has opened it. */
  read: boolean;
  firstReadTime: string | null;
  replyTime: string | null;
  overdue: boolean;
}

/** GET /cwxt/notice/receivedDetail?id=: the notice, its content and the plant's replies. */
export interface ReceivedNoticeDetailJson extends ReceivedNoticeJson {
  content: string | null;
  replies: NoticeReplyJson[];
}

const fieldOf = (key: string) => noticeSchema.fields.find((f) => f.key === key)!;

/**
 * The pages' view of a notice: the server's fields plus the form-only ones the notice service
 * reads itself (targets, attachments as a comma list, rich text) and the receipt counts.
 */
export const noticeFormSchema: ResourceSchema = {
  ...noticeSchema,
  fields: [
    fieldOf('noticeType'),
    fieldOf('title'),
    fieldOf('docNumber'),
    fieldOf('replyDeadline'),
    { key: 'targetAll', title: '全部电厂', kind: 'switch', form: true },
    { key: 'targetPlantIds', title: '接收电厂', kind: 'text', form: true },
    { key: 'attachments', title: '附件', kind: 'file', form: true },
    { key: 'content', title: '正文', kind: 'textarea', form: true },
    fieldOf('status'),
    { key: 'readCount', title: '已读', kind: 'integer', list: true, card: true },
    { key: 'replyCount', title: '已回复', kind: 'integer', list: true, card: true },
    fieldOf('publishBy'),
    fieldOf('publishTime'),
  ],
};

/** The plant's list of received notices (GET /cwxt/notice/received): title search only. */
export const receivedNoticeSchema: ResourceSchema = {
  name: 'bizNoticeReceived',
  title: '通知反馈',
  apiBase: '/cwxt/notice',
  permissionPrefix: PERMISSION_PREFIX.notice,
  table: 'biz_notice_target',
  menuPath: BIZ_PATHS.noticeFeedback,
  fields: [
    { key: 'title', title: '标题', kind: 'text', list: true, search: 'like' },
    {
      key: 'noticeType',
      title: '通知类型',
      kind: 'dict',
      dictCode: 'cwxt_notice_type',
      list: true,
      card: true,
    },
    { key: 'plantName', title: '电厂', kind: 'text', list: true },
    { key: 'replyDeadline', title: '回复截止日期', kind: 'date', list: true, card: true },
    { key: 'publishTime', title: '发布时间', kind: 'datetime', list: true, card: true },
    { key: 'replyTime', title: '回复时间', kind: 'datetime', list: true },
  ],
};
