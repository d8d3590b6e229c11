import type { FeedbackDetailJson, FeedbackJson } from '../../domain/resources/feedback';
import type { ListRecord } from '../../hooks/list-page/types';
import { ApiError } from '../api-error';
import { getAction, postAction } from '../http';

/** 信息反馈 calls, `/cwxt/feedback/*` (JeecgBoot list shape plus the thread). */
export const FEEDBACK_URLS = {
  list: '/cwxt/feedback/list',
  add: '/cwxt/feedback/add',
  delete: '/cwxt/feedback/delete',
  deleteBatch: '/cwxt/feedback/deleteBatch',
  queryById: '/cwxt/feedback/queryById',
  reply: '/cwxt/feedback/reply',
  handle: '/cwxt/feedback/handle',
} as const;

export const FEEDBACK_TEXT = {
  thread: '处理记录',
  grid: '电网',
  plant: '电厂',
  startHandling: '开始处理',
  finish: '办结',
  reopen: '重新打开',
  finishConfirm: '确定办结该反馈吗?',
  reopenConfirm: '确定重新打开该反馈吗?',
  replyPlaceholder: '请输入回复内容',
  noReplies: '暂无回复',
  loadFailed: '反馈加载失败',
} as const;

export type FeedbackRecord = FeedbackJson &
  ListRecord & { category_dictText?: string | null; status_dictText?: string | null };

export const fetchFeedback = async (id: string): Promise<FeedbackDetailJson> => {
  const res = await getAction<FeedbackDetailJson>(FEEDBACK_URLS.queryById, { id });
  if (!res.success) throw new ApiError(res, FEEDBACK_TEXT.loadFailed);
  return res.result;
};

export const replyToFeedback = (body: { feedbackId: string; content: string; attachments?: string | null }) =>
  postAction<unknown>(FEEDBACK_URLS.reply, body);

export const handleFeedback = (id: string, status: 'processing' | 'done') =>
  postAction<unknown>(FEEDBACK_URLS.handle, { id, status });

export const feedbackQueryKeys = { detail: (id: string) => ['cwxt', 'feedback', id] as const };
