// Rows of biz_notice and their JSON, and the grid-side scope (通知公文 menu) every read and
// write of a notice goes through.
import { noticeSchema, type NoticeJson } from '../../../src/shared/domain/resources/notice';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { bizScope, bizTable, type BizScope } from '../business/scope';
import type { ScopedTable } from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';

export interface NoticeRow extends Row {
  id: string;
  tenant_id: number;
  notice_type: string;
  title: string;
  content: string | null;
  doc_number: string | null;
  attachments: string | null;
  deadline: string | null;
  status: string;
  target_all: boolean;
  target_plant_ids: string | null;
  publish_by: string | null;
  publish_time: Date | null;
  create_by: string | null;
  create_time: Date | null;
  target_count?: number | string;
  read_count?: number | string;
  reply_count?: number | string;
}

/** `n.*` plus the deadline as text and the target/read/reply counts. */
export const NOTICE_SELECT = `n.*, n.reply_deadline::text AS deadline,
  (SELECT count(*) FROM biz_notice_target t WHERE t.notice_id = n.id) AS target_count,
  (SELECT count(*) FROM biz_notice_target t WHERE t.notice_id = n.id AND t.first_read_time IS NOT NULL) AS read_count,
  (SELECT count(*) FROM biz_notice_target t WHERE t.notice_id = n.id AND t.reply_time IS NOT NULL) AS reply_count`;

export const toNoticeJson = (r: NoticeRow): NoticeJson => ({
  id: r.id,
  noticeType: r.notice_type,
  title: r.title,
  docNumber: r.doc_number,
  content: r.content,
  attachments: r.attachments,
  replyDeadline: r.deadline,
  status: r.status,
  targetAll: r.target_all ? 'Y' : 'N',
  targetPlantIds: r.target_plant_ids ?? '',
  publishBy: r.publish_by,
  publishTime: formatDateTime(r.publish_time),
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  targetCount: Number(r.target_count ?? 0),
  readCount: Number(r.read_count ?? 0),
  replyCount: Number(r.reply_count ?? 0),
});

export function noticeScope(db: Db, auth: AuthContext): Promise<BizScope> {
  return bizScope(db, auth, BIZ_PATHS.notice);
}

export function noticeTable(scope: BizScope): ScopedTable {
  return bizTable(scope, 'biz_notice', noticeSchema, 'n');
}

/** The notice table limited to rows in one status (so a write races no state change). */
export function noticeTableIn(scope: BizScope, status: string): ScopedTable {
  const base = noticeTable(scope);
  return {
    ...base,
    fixedWhere: (p: SqlParams) => [...(base.fixedWhere?.(p) ?? []), `n.status = ${p.add(status)}`],
  };
}
