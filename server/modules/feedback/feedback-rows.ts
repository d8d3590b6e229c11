// Rows of biz_feedback and its thread, their JSON, and the scope of the 信息反馈 menu (for
// 电厂用户 the plant rule on plantId) that every read and write goes through.
import {
  feedbackSchema,
  type FeedbackJson,
  type FeedbackReplyJson,
  type FeedbackSide,
} from '../../../src/shared/domain/resources/feedback';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import { formatDateTime } from '../../lib/time';
import { bizScope, bizTable, type BizScope } from '../business/scope';
import type { ScopedTable } from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';

export interface FeedbackRow extends Row {
  id: string;
  tenant_id: number;
  plant_id: string;
  plant_name?: string | null;
  category: string;
  title: string;
  content: string;
  attachments: string | null;
  status: string;
  handle_by: string | null;
  done_time: Date | null;
  create_by: string | null;
  create_time: Date | null;
  reply_count?: number | string;
}

export const FEEDBACK_SELECT = `f.*, p.plant_name,
  (SELECT count(*) FROM biz_feedback_reply r WHERE r.feedback_id = f.id) AS reply_count`;
export const FEEDBACK_FROM = 'biz_feedback f LEFT JOIN biz_plant p ON p.id = f.plant_id';

export const toFeedbackJson = (r: FeedbackRow): FeedbackJson => ({
  id: r.id,
  plantId: r.plant_id,
  plantName: r.plant_name ?? null,
  category: r.category,
  title: r.title,
  content: r.content,
  attachments: r.attachments,
  status: r.status,
  handleBy: r.handle_by,
  doneTime: formatDateTime(r.done_time),
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  replyCount: Number(r.reply_count ?? 0),
});

interface ReplyRow extends Row {
  id: string;
  feedback_id: string;
  side: FeedbackSide;
  content: string;
  attachments: string | null;
  create_by: string;
  create_name: string | null;
  create_time: Date;
}

/** The thread of a feedback item the caller has already been shown (checked in scope). */
export async function threadOf(db: Db, feedbackId: string): Promise<FeedbackReplyJson[]> {
  const rows = await db.query<ReplyRow>(
    'SELECT * FROM biz_feedback_reply WHERE feedback_id = $1 ORDER BY create_time, id',
    [feedbackId],
  );
  return rows.map((r) => ({
    id: r.id,
    feedbackId: r.feedback_id,
    side: r.side,
    content: r.content,
    attachments: r.attachments,
    createBy: r.create_by,
    createName: r.create_name,
    createTime: formatDateTime(r.create_time),
  }));
}

export function feedbackScope(db: Db, auth: AuthContext): Promise<BizScope> {
  return bizScope(db, auth, BIZ_PATHS.feedback);
}

export function feedbackTable(scope: BizScope): ScopedTable {
  return bizTable(scope, 'biz_feedback', feedbackSchema, 'f');
}
