// GET /cwxt/dashboard/monitor: business health. Each finding is a count and its oldest items,
// computed only within the caller's scope of the module it belongs to.
import {
  businessDate,
  businessMonth,
  type MonitorData,
  type MonitorItem,
  type MonitorSection,
} from '../../../src/shared/domain/business/dashboard';
import { bizDictText } from '../../../src/shared/domain/business/dicts';
import { displayMoney } from '../../../src/shared/domain/money/money';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import type { SqlParams } from '../../lib/list-query/sql-params';
import type { AuthContext } from '../session/auth-context';
import { resolveSections, type Section } from './access';
import { dateText, scoped } from './sql';

export const MONITOR_TOP = 10;
export const STALE_INVOICE_DAYS = 3;
export const STALE_FEEDBACK_DAYS = 7;

interface FindingRow extends Row {
  id: string;
  title: string;
  detail: string;
  total: number;
}

async function finding(
  db: Db,
  s: Section,
  path: string,
  sql: (where: string, p: SqlParams) => string,
): Promise<MonitorSection> {
  const rows = await scoped<FindingRow>(db, s, sql);
  const items: MonitorItem[] = rows.map((r) => ({ id: r.id, title: r.title, detail: r.detail, path }));
  return { count: rows[0]?.total ?? 0, items };
}

const total = 'count(*) OVER ()::integer AS total';

export async function monitor(db: Db, auth: AuthContext, now = new Date()): Promise<MonitorData> {
  const today = businessDate(now);
  const month = businessMonth(now);
  const { sections } = await resolveSections(db, auth, [
    'settlement',
    'invoices',
    'notices',
    'noticeTargets',
    'feedback',
    'plants',
  ]);
  const data: MonitorData = { month };
  if (sections.settlement) {
    const rows = await scoped<FindingRow & { status: string; amount: string }>(
      db,
      sections.settlement,
      (where, p) =>
        `SELECT t.id, pl.plant_name || ' ' || t.settle_month AS title, t.status, t.amount::text AS amount,
                ${dateText('t.deadline')} AS detail, ${total}
           FROM biz_settlement_task t JOIN biz_plant pl ON pl.id = t.plant_id
          WHERE ${where} AND t.status IN ('pending', 'disputed') AND t.deadline < ${p.add(today)}::date
          ORDER BY t.deadline, t.id LIMIT ${MONITOR_TOP}`,
    );
    data.overdueTasks = {
      count: rows[0]?.total ?? 0,
      items: rows.map((r) => ({
        id: r.id,
        title: r.title,
        detail: `截止 ${r.detail}，${bizDictText('cwxt_settle_status', r.status)}，${displayMoney(r.amount)}`,
        path: BIZ_PATHS.settlement,
      })),
    };
  }
  if (sections.invoices) {
    data.staleInvoices = await finding(
      db,
      sections.invoices,
      BIZ_PATHS.invoiceSubmit,
      (where, p) =>
        `SELECT i.id, pl.plant_name || ' 发票 ' || i.invoice_number AS title,
                '提交于 ' || to_char(i.submit_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS detail, ${total}
           FROM biz_invoice i JOIN biz_plant pl ON pl.id = i.plant_id
          WHERE ${where} AND i.status = 'submitted'
            AND i.submit_time < ${p.add(now.toISOString())}::timestamptz - make_interval(days => ${p.add(STALE_INVOICE_DAYS)}::integer)
          ORDER BY i.submit_time, i.id LIMIT ${MONITOR_TOP}`,
    );
  }
  // The grid reads every notice; a plant reads only the targets of its own plants.
  const notices = sections.notices ?? sections.noticeTargets;
  if (notices) {
    data.overdueNotices = await finding(
      db,
      notices,
      sections.notices ? BIZ_PATHS.notice : BIZ_PATHS.noticeFeedback,
      (where, p) =>
        `SELECT nt.id, n.title || ' · ' || pl.plant_name AS title, '回复截止 ' || ${dateText('n.reply_deadline')} AS detail, ${total}
           FROM biz_notice_target nt JOIN biz_notice n ON n.id = nt.notice_id JOIN biz_plant pl ON pl.id = nt.plant_id
          WHERE ${where} AND n.status = 'published' AND nt.reply_time IS NULL AND n.reply_deadline < ${p.add(today)}::date
          ORDER BY n.reply_deadline, nt.id LIMIT ${MONITOR_TOP}`,
    );
  }
  if (sections.feedback) {
    data.staleFeedback = await finding(
      db,
      sections.feedback,
      BIZ_PATHS.feedback,
      (where, p) =>
        `SELECT f.id, pl.plant_name || ' · ' || f.title AS title,
                '提交于 ' || to_char(f.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS detail, ${total}
           FROM biz_feedback f JOIN biz_plant pl ON pl.id = f.plant_id
          WHERE ${where} AND f.status = 'pending'
            AND f.create_time < ${p.add(now.toISOString())}::timestamptz - make_interval(days => ${p.add(STALE_FEEDBACK_DAYS)}::integer)
          ORDER BY f.create_time, f.id LIMIT ${MONITOR_TOP}`,
    );
  }
  if (sections.plants) {
    data.idlePlants = await finding(
      db,
      sections.plants,
      BIZ_PATHS.plant,
      (where, p) =>
        `SELECT p.id, p.plant_name AS title, p.plant_code AS detail, ${total}
           FROM biz_plant p
          WHERE ${where} AND p.status = 'running'
            AND NOT EXISTS (SELECT 1 FROM biz_settlement_task x WHERE x.plant_id = p.id AND x.settle_month = ${p.add(month)})
          ORDER BY p.plant_code, p.id LIMIT ${MONITOR_TOP}`,
    );
  }
  return data;
}
