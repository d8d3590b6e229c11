// GET /cwxt/dashboard/charts: the last 12 months of settlement (amount and energy), energy by
// plant type, invoice amounts by type (drafts are not issued yet: left out), and the top 10 plants by settled amount.
import {
  businessMonth,
  monthsEndingAt,
  type ChartsData,
} from '../../../src/shared/domain/business/dashboard';
import type { Db, Row } from '../../db/db';
import type { AuthContext } from '../session/auth-context';
import { resolveSections } from './access';
import { monthRange } from './analysis';
import { money, moneySum, qtySum, scoped } from './sql';

export const TOP_PLANTS = 10;

export async function charts(db: Db, auth: AuthContext, now = new Date()): Promise<ChartsData> {
  const months = monthsEndingAt(businessMonth(now), 12);
  const first = months[0] ?? '';
  const last = months[months.length - 1] ?? '';
  const { sections } = await resolveSections(db, auth, ['settlement', 'invoices']);
  const data: ChartsData = { months };
  const s = sections.settlement;
  if (s) {
    const byMonth = await scoped<Row & { month: string; amount: string; energy: string }>(
      db,
      s,
      (where, p) =>
        `SELECT t.settle_month AS month, ${moneySum('t.amount')} AS amount, ${qtySum('t.energy_kwh')} AS energy
           FROM biz_settlement_task t
          WHERE ${where} AND t.settle_month BETWEEN ${p.add(first)} AND ${p.add(last)}
          GROUP BY t.settle_month`,
    );
    data.settlementByMonth = months.map((month) => {
      const r = byMonth.find((x) => x.month === month);
      return { month, amount: money(r?.amount), energyKwh: r?.energy ?? '0.000' };
    });
    const byType = await scoped<Row & { plant_type: string; energy: string }>(
      db,
      s,
      (where, p) =>
        `SELECT pl.plant_type, ${qtySum('t.energy_kwh')} AS energy
           FROM biz_settlement_task t JOIN biz_plant pl ON pl.id = t.plant_id
          WHERE ${where} AND t.settle_month BETWEEN ${p.add(first)} AND ${p.add(last)}
          GROUP BY pl.plant_type ORDER BY pl.plant_type`,
    );
    data.energyByPlantType = byType.map((r) => ({ plantType: r.plant_type, energyKwh: r.energy }));
    const top = await scoped<Row & { plant_id: string; plant_name: string; amount: string }>(
      db,
      s,
      (where, p) =>
        `SELECT t.plant_id, pl.plant_name, ${moneySum('t.amount')} AS amount
           FROM biz_settlement_task t JOIN biz_plant pl ON pl.id = t.plant_id
          WHERE ${where} AND t.settle_month BETWEEN ${p.add(first)} AND ${p.add(last)}
          GROUP BY t.plant_id, pl.plant_name
          ORDER BY SUM(t.amount) DESC, t.plant_id LIMIT ${TOP_PLANTS}`,
    );
    data.topPlants = top.map((r) => ({
      plantId: r.plant_id,
      plantName: r.plant_name,
      amount: money(r.amount),
    }));
  }
  if (sections.invoices) {
    const { from, to } = monthRange(first, last);
    const rows = await scoped<Row & { invoice_type: string; count: number; total: string }>(
      db,
      sections.invoices,
      (where, p) =>
        `SELECT i.invoice_type, count(*)::integer AS count, ${moneySum('i.total_amount')} AS total
           FROM biz_invoice i
          WHERE ${where} AND i.status <> 'draft'
            AND i.invoice_date >= ${p.add(from)}::date AND i.invoice_date < ${p.add(to)}::date
          GROUP BY i.invoice_type ORDER BY i.invoice_type`,
    );
    data.invoicesByType = rows.map((r) => ({
      invoiceType: r.invoice_type,
      count: r.count,
      total: money(r.total),
    }));
  }
  return data;
}
