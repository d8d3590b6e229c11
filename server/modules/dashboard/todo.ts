// GET /cwxt/dashboard/todo: the caller's work, each kind only for the holder of its action and
// within the scope of its module (a plant user sees only their plant's tasks, invoices, notices).
import {
  businessDate,
  type TodoData,
  type TodoItem,
  type TodoKind,
} from '../../../src/shared/domain/business/dashboard';
import { normalizeMoney } from '../../../src/shared/domain/money/money';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import type { SqlParams } from '../../lib/list-query/sql-params';
import type { AuthContext } from '../session/auth-context';
import { resolveSections, type Section, type SectionKey } from './access';
import { dateText, scoped } from './sql';

/** Items listed per kind (the count says how many there are in all). */
export const TODO_LIMIT = 20;

interface TodoRow extends Row {
  id: string;
  title: string;
  plant_name: string | null;
  amount: string | null;
  deadline: string | null;
  total: number;
}

interface KindDef {
  section: SectionKey;
  /** The action code that makes it the caller's work. */
  code: string;
  path: string;
  action: TodoItem['action'];
  /** SELECT id, title, plant_name, amount, deadline … (with `total` over the whole set). */
  sql(where: string, p: SqlParams): string;
}

const taskSql = (status: string) => (where: string, p: SqlParams) =>
  `SELECT t.id, pl.plant_name || ' ' || t.settle_month || ' 电费结算' AS title, pl.plant_name, t.amount::text AS amount,
          ${dateText('t.deadline')} AS deadline, count(*) OVER ()::integer AS total
     FROM biz_settlement_task t JOIN biz_plant pl ON pl.id = t.plant_id
    WHERE ${where} AND t.status = ${p.add(status)}
    ORDER BY t.deadline NULLS LAST, t.settle_month, t.id LIMIT ${TODO_LIMIT}`;

const invoiceSql = (status: string, timeColumn: string) => (where: string, p: SqlParams) =>
  `SELECT i.id, pl.plant_name || ' 发票 ' || i.invoice_number AS title, pl.plant_name, i.total_amount::text AS amount,
          NULL::text AS deadline, count(*) OVER ()::integer AS total
     FROM biz_invoice i JOIN biz_plant pl ON pl.id = i.plant_id
    WHERE ${where} AND i.status = ${p.add(status)}
    ORDER BY ${timeColumn} NULLS LAST, i.id LIMIT ${TODO_LIMIT}`;

const KINDS: Record<TodoKind, KindDef> = {
  confirmTask: {
    section: 'settlement',
    code: PERM.settlement.confirm,
    path: BIZ_PATHS.settlement,
    action: 'confirm',
    sql: taskSql('pending'),
  },
  reviseTask: {
    section: 'settlement',
    code: PERM.settlement.revise,
    path: BIZ_PATHS.settlement,
    action: null,
    sql: taskSql('disputed'),
  },
  verifyInvoice: {
    section: 'invoices',
    code: PERM.invoice.verify,
    path: BIZ_PATHS.invoiceSubmit,
    action: 'verify',
    sql: invoiceSql('submitted', 'i.submit_time'),
  },
  fixInvoice: {
    section: 'invoices',
    code: PERM.invoice.edit,
    path: BIZ_PATHS.invoicePool,
    action: null,
    sql: invoiceSql('returned', 'i.update_time'),
  },
  answerNotice: {
    section: 'noticeTargets',
    code: PERM.notice.reply,
    path: BIZ_PATHS.noticeFeedback,
    action: null,
    sql: (where) =>
      `SELECT n.id, n.title, pl.plant_name, NULL::text AS amount, ${dateText('n.reply_deadline')} AS deadline,
              count(*) OVER ()::integer AS total
         FROM biz_notice_target nt JOIN biz_notice n ON n.id = nt.notice_id JOIN biz_plant pl ON pl.id = nt.plant_id
        WHERE ${where} AND n.status = 'published' AND nt.reply_time IS NULL
        ORDER BY n.reply_deadline NULLS LAST, n.publish_time DESC, n.id LIMIT ${TODO_LIMIT}`,
  },
  handleFeedback: {
    section: 'feedback',
    code: PERM.feedback.handle,
    path: BIZ_PATHS.feedback,
    action: null,
    sql: (where) =>
      `SELECT f.id, f.title, pl.plant_name, NULL::text AS amount, NULL::text AS deadline, count(*) OVER ()::integer AS total
         FROM biz_feedback f JOIN biz_plant pl ON pl.id = f.plant_id
        WHERE ${where} AND f.status = 'pending'
        ORDER BY f.create_time, f.id LIMIT ${TODO_LIMIT}`,
  },
};

const KIND_ORDER = Object.keys(KINDS) as TodoKind[];

async function kindItems(db: Db, kind: TodoKind, s: Section, today: string) {
  const def = KINDS[kind];
  const rows = await scoped<TodoRow>(db, s, def.sql);
  const items: TodoItem[] = rows.map((r) => ({
    kind,
    id: r.id,
    title: r.title,
    plantName: r.plant_name,
    amount: normalizeMoney(r.amount),
    deadline: r.deadline,
    overdue: r.deadline !== null && r.deadline < today,
    path: def.path,
    action: def.action,
  }));
  return { count: rows[0]?.total ?? 0, items };
}

export async function todo(db: Db, auth: AuthContext, now = new Date()): Promise<TodoData> {
  const sectionKeys = [...new Set(KIND_ORDER.map((k) => KINDS[k].section))];
  const { sections, codes } = await resolveSections(
    db,
    auth,
    sectionKeys,
    KIND_ORDER.map((k) => KINDS[k].code),
  );
  const today = businessDate(now);
  const data: TodoData = { counts: {}, items: [] };
  for (const kind of KIND_ORDER) {
    const s = sections[KINDS[kind].section];
    if (!s || !codes.has(KINDS[kind].code)) continue;
    const { count, items } = await kindItems(db, kind, s, today);
    data.counts[kind] = count;
    data.items.push(...items);
  }
  return data;
}
