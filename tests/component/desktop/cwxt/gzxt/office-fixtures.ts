import type { NoticeRecord, ReceivedNoticeRecord } from '../../../../../src/shared/api/cwxt/notice-api';
import type { FeedbackDetailJson, FeedbackJson } from '../../../../../src/shared/domain/resources/feedback';
import type {
  NoticeReceiptsJson,
  ReceivedNoticeDetailJson,
} from '../../../../../src/shared/domain/resources/notice';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import type { FakeServer } from '../../../shared/fake-server';
import { ok } from '../../../shared/fake-server';
import { bodyOf } from '../../../shared/user-admin-fixtures';

/** The office dictionaries in the login cache (the business seed's values). */
export function seedOfficeDicts(): void {
  const item = (value: string, text: string) => ({ value, text, title: text, label: text });
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    cwxt_notice_type: [item('notice', '工作通知'), item('document', '公文')],
    cwxt_notice_status: [item('draft', '草稿'), item('published', '已发布'), item('revoked', '已撤回')],
    cwxt_feedback_category: [item('problem', '问题'), item('suggestion', '建议')],
    cwxt_feedback_status: [item('pending', '待处理'), item('processing', '处理中'), item('done', '已办结')],
  });
}

export const DRAFT: NoticeRecord = {
  id: 'd1',
  noticeType: 'notice',
  noticeType_dictText: '工作通知',
  title: '电量核对草稿',
  status: 'draft',
  status_dictText: '草稿',
  replyDeadline: '2026-12-10',
  targetAll: 'N',
  targetPlantIds: 'p1',
  targetCount: 0,
  readCount: 0,
  replyCount: 0,
};

export const PUBLISHED: NoticeRecord = {
  ...DRAFT,
  id: 'n1',
  noticeType: 'document',
  noticeType_dictText: '公文',
  docNumber: '营销〔2026〕1号',
  title: '年度清算安排',
  status: 'published',
  status_dictText: '已发布',
  publishTime: '2026-11-20 10:00:00',
  targetCount: 2,
  readCount: 1,
  replyCount: 1,
};

export const RECEIPTS: NoticeReceiptsJson = {
  notice: {
    ...PUBLISHED,
    content: null,
    docNumber: null,
    attachments: null,
    replyDeadline: '2026-12-10',
    targetAll: 'N',
    targetPlantIds: '',
    publishBy: 'yingxiao',
    publishTime: PUBLISHED.publishTime ?? null,
    createBy: 'yingxiao',
    createTime: null,
    targetCount: 2,
    readCount: 1,
    replyCount: 1,
  },
  targetCount: 2,
  readCount: 1,
  replyCount: 1,
  lastRemindTime: null,
  targets: [
    {
      plantId: 'p1',
      plantName: '华能某某电厂',
      firstReadTime: '2026-11-20 11:00:00',
      replyTime: '2026-11-20 12:00:00',
      remindTime: null,
      readers: [{ userId: 'u1', realname: '张三', readTime: '2026-11-20 11:00:00' }],
      replies: [
        {
          id: 'r1',
          noticeId: 'n1',
          plantId: 'p1',
          plantName: '华能某某电厂',
          content: '已核对无误',
          attachments: 'notice/a.pdf',
          createBy: 'dianchang',
          createName: '张三',
          createTime: '2026-11-20 12:00:00',
          late: true,
        },
      ],
    },
    {
      plantId: 'p2',
      plantName: '大唐某某水电站',
      firstReadTime: null,
      replyTime: null,
      remindTime: null,
      readers: [],
      replies: [],
    },
  ],
};

export const RECEIVED: ReceivedNoticeRecord = {
  id: 't1',
  noticeId: 'n1',
  plantId: 'p1',
  plantName: '华能某某电厂',
  noticeType: 'document',
  noticeType_dictText: '公文',
  title: '年度清算安排',
  docNumber: '营销〔2026〕1号',
  attachments: 'notice/plan.pdf',
  replyDeadline: '2026-11-01',
  publishBy: 'yingxiao',
  publishTime: '2026-10-20 10:00:00',
  read: false,
  firstReadTime: null,
  replyTime: null,
  overdue: true,
};

/** A fake `/cwxt/notice` for both sides; replies are appended to the detail. */
export function fakeNotices(server: FakeServer) {
  const detail: ReceivedNoticeDetailJson = {
    ...RECEIVED,
    content: '<p>请按期完成清算</p><script>x()</script>',
    replies: [],
  };
  const received = { ...RECEIVED };
  server.on('GET /cwxt/notice/list', () => ok({ records: [DRAFT, PUBLISHED], total: 2 }, '', 0));
  server.on('GET /cwxt/notice/receipts', () => ok(RECEIPTS, '', 0));
  server.on('POST /cwxt/notice/remind', () => ok(null, '催办成功'));
  server.on('POST /cwxt/notice/publish', () => ok(null, '发布成功'));
  server.on('GET /cwxt/notice/received', () => ok({ records: [{ ...received }], total: 1 }, '', 0));
  // Copies: react-query keeps the answer it got, so a reply must not change it in place.
  server.on('GET /cwxt/notice/receivedDetail', () => ok({ ...detail, replies: [...detail.replies] }, '', 0));
  server.on('POST /cwxt/notice/read', () => {
    received.read = true;
    return ok(null, '已读');
  });
  server.on('POST /cwxt/notice/reply', (c) => {
    const body = bodyOf<{ content: string }>(c);
    detail.replies.push({
      id: `r${detail.replies.length + 1}`,
      noticeId: 'n1',
      plantId: 'p1',
      plantName: '华能某某电厂',
      content: body.content,
      attachments: null,
      createBy: 'dianchang',
      createName: '张三',
      createTime: '2026-11-21 09:00:00',
      late: true,
    });
    return ok(null, '回复成功');
  });
}

export const FEEDBACK_ROW: FeedbackJson = {
  id: 'f1',
  plantId: 'p1',
  plantName: '华能某某电厂',
  category: 'problem',
  category_dictText: '问题',
  title: '结算电量不一致',
  content: '本月电量少了',
  attachments: null,
  status: 'pending',
  status_dictText: '待处理',
  handleBy: null,
  doneTime: null,
  createBy: 'dianchang',
  createTime: '2026-11-20 08:00:00',
  replyCount: 0,
};

/** A fake `/cwxt/feedback`: replies append to the thread; the first grid reply starts 处理中. */
export function fakeFeedback(server: FakeServer) {
  const item: FeedbackDetailJson = { ...FEEDBACK_ROW, replies: [] };
  server.on('GET /cwxt/feedback/list', () => ok({ records: [{ ...item }], total: 1 }, '', 0));
  server.on('GET /cwxt/feedback/queryById', () => ok({ ...item, replies: [...item.replies] }, '', 0));
  server.on('POST /cwxt/feedback/reply', (c) => {
    const body = bodyOf<{ content: string }>(c);
    item.replies.push({
      id: `x${item.replies.length}`,
      feedbackId: 'f1',
      side: 'grid',
      content: body.content,
      attachments: null,
      createBy: 'yingxiao',
      createName: '营销专责',
      createTime: '2026-11-21 09:00:00',
    });
    Object.assign(item, { status: 'processing', status_dictText: '处理中' });
    return ok(null, '回复成功');
  });
  server.on('POST /cwxt/feedback/handle', (c) => {
    const body = bodyOf<{ status: string }>(c);
    Object.assign(item, {
      status: body.status,
      status_dictText: body.status === 'done' ? '已办结' : '处理中',
    });
    return ok(null, '操作成功');
  });
  server.on('POST /cwxt/feedback/add', () => ok('f2', '提交成功'));
  server.on('GET /cwxt/plant/options', () => ok([{ value: 'p1', label: '华能某某电厂', code: 'P1' }], '', 0));
}
