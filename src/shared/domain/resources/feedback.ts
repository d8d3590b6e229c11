import { PERMISSION_PREFIX } from '../permission/codes';
import { BIZ_PATHS } from '../routes/business-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

/** 信息反馈 (issue 7 item 7): texts shared by the server, the pages and the tests. */
export const FEEDBACK_MESSAGES = {
  categoryRequired: '请选择反馈类别!',
  titleRequired: '请输入标题!',
  contentRequired: '请输入反馈内容!',
  replyRequired: '请输入回复内容!',
  choosePlant: '请选择电厂',
  plantInvalid: '电厂不存在',
  statusInvalid: '反馈状态不正确',
  doneNoReply: '反馈已办结，不能回复',
  sameStatus: '反馈已是该状态',
  added: '提交成功',
  replied: '回复成功',
  handled: '操作成功',
} as const;

export const FEEDBACK_STATUS = { pending: 'pending', processing: 'processing', done: 'done' } as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUS)[keyof typeof FEEDBACK_STATUS];
export type FeedbackSide = 'grid' | 'plant';

/**
 * The grid's explicit state changes: 待处理 → 处理中 | 已办结, 处理中 → 已办结, and a done item
 * reopened to 处理中. Nothing goes back to 待处理 (that only means "nobody answered yet").
 */
export function canHandle(from: string, to: string): boolean {
  if (to === FEEDBACK_STATUS.processing)
    return from === FEEDBACK_STATUS.pending || from === FEEDBACK_STATUS.done;
  if (to === FEEDBACK_STATUS.done)
    return from === FEEDBACK_STATUS.pending || from === FEEDBACK_STATUS.processing;
  return false;
}

/** The status after a reply: the grid's first answer starts the handling. */
export function statusAfterReply(status: string, side: FeedbackSide): string {
  return side === 'grid' && status === FEEDBACK_STATUS.pending ? FEEDBACK_STATUS.processing : status;
}

/** `biz_feedback`: the plant rule applies to `plantId`. */
export const feedbackSchema: ResourceSchema = {
  name: 'bizFeedback',
  title: '信息反馈',
  apiBase: '/cwxt/feedback',
  permissionPrefix: PERMISSION_PREFIX.feedback,
  table: 'biz_feedback',
  menuPath: BIZ_PATHS.feedback,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'plantId', title: '电厂', kind: 'text', picker: 'plant', search: 'eq', filter: true },
    {
      key: 'category',
      title: '反馈类别',
      kind: 'dict',
      dictCode: 'cwxt_feedback_category',
      rules: [validateRequired(FEEDBACK_MESSAGES.categoryRequired)],
      list: true,
      search: 'eq',
      card: true,
      form: true,
    },
    {
      key: 'title',
      title: '标题',
      kind: 'text',
      rules: [validateRequired(FEEDBACK_MESSAGES.titleRequired), maxChars(200)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'content',
      title: '反馈内容',
      kind: 'textarea',
      rules: [validateRequired(FEEDBACK_MESSAGES.contentRequired), maxChars(2000)],
      form: true,
    },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'cwxt_feedback_status',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
    },
    { key: 'handleBy', title: '处理人', kind: 'text', list: true },
    { key: 'doneTime', title: '办结时间', kind: 'datetime', list: true, sort: true },
    { key: 'createBy', title: '提交人', kind: 'text', list: true },
    {
      key: 'createTime',
      title: '提交时间',
      kind: 'datetime',
      list: true,
      sort: true,
      search: 'range',
      card: true,
    },
  ],
};

export interface FeedbackReplyJson {
  id: string;
  feedbackId: string;
  side: FeedbackSide;
  content: string;
  attachments: string | null;
  createBy: string;
  createName: string | null;
  createTime: string | null;
}

export interface FeedbackJson {
  id: string;
  plantId: string;
  plantName: string | null;
  category: string;
  category_dictText?: string | null;
  title: string;
  content: string;
  attachments: string | null;
  status: string;
  status_dictText?: string | null;
  handleBy: string | null;
  doneTime: string | null;
  createBy: string | null;
  createTime: string | null;
  replyCount: number;
}

/** GET /cwxt/feedback/queryById: the item and its thread, oldest first. */
export interface FeedbackDetailJson extends FeedbackJson {
  replies: FeedbackReplyJson[];
}

/** The pages' view: the plant (picked only by users of several plants) and attachments as a comma list. */
export const feedbackFormSchema: ResourceSchema = {
  ...feedbackSchema,
  fields: [
    { key: 'plantId', title: '电厂', kind: 'text', picker: 'plant', search: 'eq', form: 'create' },
    { key: 'plantName', title: '电厂', kind: 'text', list: true, card: true },
    ...feedbackSchema.fields.filter((f) => f.key !== 'plantId'),
    { key: 'attachments', title: '附件', kind: 'file', form: 'create' },
  ],
};
