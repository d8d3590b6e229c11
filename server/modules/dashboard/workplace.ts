// GET /cwxt/dashboard/workplace: what the caller did lately (settlement transitions, invoices,
// replies) and the latest notices, each source within the caller's scope of its module.
import type { NoticeBrief, RecentAction, WorkplaceData } from '../../../src/shared/domain/business/dashboard';
import { bizDictText } from '../../../src/shared/domain/business/dicts';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import type { SqlParams } from '../../lib/list-query/sql-params';
import type { AuthContext } from '../session/auth-context';
import { resolveSections, type Section } from './access';
import { dateText, scoped } from './sql';

export const RECENT_LIMIT = 10;
export const NOTICE_LIMIT = 5;

const at = (expr: string) => `to_char(${expr} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

interface ActionRow extends Row {
  id: string;
  subject: string;
  what: string;
  time: string;
}

/** Who "I" am in the business columns: rows record the username (JeecgBoot) or the user id. */
const me = (auth: AuthContext, p: SqlParams) => `ANY (${p.add([auth.user.username, auth.user.id])}::text[])`;

async function recentOf(
  db: Db,
  s: Section,
  kind: RecentAction['kind'],
  path: string,
  text: (r: ActionRow) => string,
  sql: (where: string, p: SqlParams) => string,
): Promise<RecentAction[]> {
  const rows = await scoped<ActionRow>(db, s, sql);
  return rows.map((r) => ({ kind, id: r.id, text: text(r), time: r.time, path }));
}

const INVOICE_ACTIONS: Record<string, string> = {
  create: '录入发票',
  submit: '提交发票',
  verify: '审核发票',
};

export async function workplace(db: Db, auth: AuthContext): Promise<WorkplaceData> {
  const { sections } = await resolveSections(db, auth, [
    'settlement',
    'invoices',
    'noticeTargets',
    'notices',
    'feedback',
  ]);
  const recent: RecentAction[] = [];
  if (sections.settlement) {
    recent.push(
      ...(await recentOf(
        db,
        sections.settlement,
        'settlement',
        BIZ_PATHS.settlement,
        (r) => `结算 ${r.subject}：${bizDictText('cwxt_settle_status', r.what)}`,
        (where, p) =>
          `SELECT t.id, pl.plant_name || ' ' || t.settle_month AS subject, l.to_status AS what, ${at('l.create_time')} AS time
             FROM biz_settlement_log l JOIN biz_settlement_task t ON t.id = l.task_id JOIN biz_plant pl ON pl.id = t.plant_id
            WHERE ${where} AND l.operator = ${me(auth, p)}
            ORDER BY l.create_time DESC LIMIT ${RECENT_LIMIT}`,
      )),
    );
  }
  if (sections.invoices) {
    const one = (what: string, by: string, time: string) => (where: string, p: SqlParams) =>
      `SELECT i.id, i.invoice_number AS subject, '${what}' AS what, ${at(time)} AS time
         FROM biz_invoice i WHERE ${where} AND ${by} = ${me(auth, p)} AND ${time} IS NOT NULL`;
    recent.push(
      ...(await recentOf(
        db,
        sections.invoices,
        'invoice',
        BIZ_PATHS.invoiceLedger,
        (r) => `${INVOICE_ACTIONS[r.what] ?? ''} ${r.subject}`,
        (where, p) =>
          `SELECT * FROM (${one('create', 'i.create_by', 'i.create_time')(where, p)}
             UNION ALL ${one('submit', 'i.submit_by', 'i.submit_time')(where, p)}
             UNION ALL ${one('verify', 'i.verify_by', 'i.verify_time')(where, p)}) x
           ORDER BY x.time DESC LIMIT ${RECENT_LIMIT}`,
      )),
    );
  }
  if (sections.noticeTargets) {
    recent.push(
      ...(await recentOf(
        db,
        sections.noticeTargets,
        'noticeReply',
        BIZ_PATHS.noticeFeedback,
        (r) => `回复通知 ${r.subject}`,
        (where, p) =>
          `SELECT n.id, n.title AS subject, '' AS what, ${at('r.create_time')} AS time
             FROM biz_notice_reply r
             JOIN biz_notice_target nt ON nt.notice_id = r.notice_id AND nt.plant_id = r.plant_id
             JOIN biz_notice n ON n.id = r.notice_id
            WHERE ${where} AND r.create_by = ${me(auth, p)}
            ORDER BY r.create_time DESC LIMIT ${RECENT_LIMIT}`,
      )),
    );
  }
  if (sections.feedback) {
    recent.push(
      ...(await recentOf(
        db,
        sections.feedback,
        'feedbackReply',
        BIZ_PATHS.feedback,
        (r) => `回复反馈 ${r.subject}`,
        (where, p) =>
          `SELECT f.id, f.title AS subject, '' AS what, ${at('r.create_time')} AS time
             FROM biz_feedback_reply r JOIN biz_feedback f ON f.id = r.feedback_id
            WHERE ${where} AND r.create_by = ${me(auth, p)}
            ORDER BY r.create_time DESC LIMIT ${RECENT_LIMIT}`,
      )),
    );
  }
  recent.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
  const data: WorkplaceData = { recent: recent.slice(0, RECENT_LIMIT) };
  const notices = sections.notices ?? sections.noticeTargets;
  if (notices) {
    // The grid sees the tenant's notices; a plant only those sent to its plants (once each).
    const from = sections.notices
      ? 'biz_notice n'
      : 'biz_notice n JOIN biz_notice_target nt ON nt.notice_id = n.id';
    const rows = await scoped<
      Row & { id: string; title: string; publish_time: string | null; reply_deadline: string | null }
    >(
      db,
      notices,
      (where) =>
        `SELECT DISTINCT n.id, n.title, ${at('n.publish_time')} AS publish_time, ${dateText('n.reply_deadline')} AS reply_deadline
           FROM ${from} WHERE ${where} AND n.status = 'published'
          ORDER BY publish_time DESC, n.id LIMIT ${NOTICE_LIMIT}`,
    );
    data.notices = rows.map((r): NoticeBrief => ({
      id: r.id,
      title: r.title,
      publishTime: r.publish_time,
      replyDeadline: r.reply_deadline,
    }));
  }
  return data;
}
