// GET /cwxt/dashboard/analysis: plants and capacity by type, this month's settlement by state,
// invoice amounts by month, and the headline cards, each only when the caller may read it.
import {
  BOARD_COLUMNS,
  INVOICE_GROUPS,
  businessMonth,
  monthsEndingAt,
  shiftMonth,
  type AnalysisData,
  type InvoiceGroup,
  type InvoiceMonthRow,
  type PlantTypeRow,
  type StatusAmountRow,
} from '../../../src/shared/domain/business/dashboard';
import { sumMoney } from '../../../src/shared/domain/money/money';
import type { Db, Row } from '../../db/db';
import type { AuthContext } from '../session/auth-context';
import { resolveSections, type Section } from './access';
import { money, moneySum, qtySum, scoped } from './sql';

/** The amount is owed once the plant confirmed it (until payments cover it). */
const OWED_STATES = ['confirmed', 'invoiced', 'settled'];

async function plantsByType(
  db: Db,
  s: Section,
): Promise<{ rows: PlantTypeRow[]; count: number; capacity: string }> {
  const rows = await scoped<Row & { plant_type: string; count: number; capacity: string }>(
    db,
    s,
    (where) =>
      `SELECT p.plant_type, count(*)::integer AS count, ${qtySum('p.capacity_mw')} AS capacity
         FROM biz_plant p WHERE ${where} GROUP BY p.plant_type ORDER BY p.plant_type`,
  );
  const total = await scoped<Row & { count: number; capacity: string }>(
    db,
    s,
    (where) =>
      `SELECT count(*)::integer AS count, ${qtySum('p.capacity_mw')} AS capacity FROM biz_plant p WHERE ${where}`,
  );
  return {
    rows: rows.map((r) => ({ plantType: r.plant_type, count: r.count, capacityMw: r.capacity })),
    count: total[0]?.count ?? 0,
    capacity: total[0]?.capacity ?? '0.000',
  };
}

export async function settlementByStatus(db: Db, s: Section, month: string): Promise<StatusAmountRow[]> {
  const rows = await scoped<Row & { status: string; count: number; amount: string }>(
    db,
    s,
    (where, p) =>
      `SELECT t.status, count(*)::integer AS count, ${moneySum('t.amount')} AS amount
         FROM biz_settlement_task t WHERE ${where} AND t.settle_month = ${p.add(month)} GROUP BY t.status`,
  );
  return BOARD_COLUMNS.map((status) => {
    const r = rows.find((x) => x.status === status);
    return { status, count: r?.count ?? 0, amount: money(r?.amount) };
  });
}

async function unpaidAmount(db: Db, s: Section): Promise<string> {
  const rows = await scoped<Row & { amount: string }>(
    db,
    s,
    (where, p) =>
      `SELECT ${moneySum('GREATEST(t.amount - COALESCE(pp.paid, 0), 0)')} AS amount
         FROM biz_settlement_task t
         LEFT JOIN (SELECT task_id, SUM(amount) AS paid FROM biz_payment GROUP BY task_id) pp ON pp.task_id = t.id
        WHERE ${where} AND t.status = ANY (${p.add(OWED_STATES)}::text[])`,
  );
  return money(rows[0]?.amount);
}

/** The first day of `first` and of the month after `last`: a half-open date range. */
export function monthRange(first: string, last: string): { from: string; to: string } {
  return { from: `${first}-01`, to: `${shiftMonth(last, 1)}-01` };
}

async function invoicesByMonth(db: Db, s: Section, months: string[]): Promise<InvoiceMonthRow[]> {
  const { from, to } = monthRange(months[0] ?? '', months[months.length - 1] ?? '');
  const rows = await scoped<Row & { month: string; status: string; total: string }>(
    db,
    s,
    (where, p) =>
      `SELECT to_char(i.invoice_date, 'YYYY-MM') AS month, i.status, ${moneySum('i.total_amount')} AS total
         FROM biz_invoice i
        WHERE ${where} AND i.invoice_date >= ${p.add(from)}::date AND i.invoice_date < ${p.add(to)}::date
        GROUP BY 1, 2`,
  );
  const groupOf = (status: string): InvoiceGroup | undefined =>
    (Object.keys(INVOICE_GROUPS) as InvoiceGroup[]).find((g) =>
      (INVOICE_GROUPS[g].statuses as readonly string[]).includes(status),
    );
  return months.map((month) => {
    const of = (g: InvoiceGroup) =>
      sumMoney(rows.filter((r) => r.month === month && groupOf(r.status) === g).map((r) => r.total));
    return { month, open: of('open'), submitted: of('submitted'), accepted: of('accepted') };
  });
}

export async function analysis(db: Db, auth: AuthContext, now = new Date()): Promise<AnalysisData> {
  const month = businessMonth(now);
  const { sections } = await resolveSections(db, auth, ['plants', 'settlement', 'invoices']);
  const data: AnalysisData = { month, cards: {} };
  if (sections.plants) {
    const plants = await plantsByType(db, sections.plants);
    data.plantsByType = plants.rows;
    data.cards.plantCount = plants.count;
    data.cards.capacityMw = plants.capacity;
  }
  if (sections.settlement) {
    data.settlementByStatus = await settlementByStatus(db, sections.settlement, month);
    data.cards.monthAmount = sumMoney(data.settlementByStatus.map((r) => r.amount));
    data.cards.unpaidAmount = await unpaidAmount(db, sections.settlement);
  }
  if (sections.invoices)
    data.invoicesByMonth = await invoicesByMonth(db, sections.invoices, monthsEndingAt(month, 12));
  return data;
}
