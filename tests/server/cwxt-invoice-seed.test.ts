import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvoiceFigures } from '../../src/shared/domain/business/invoice-flow';
import { demoPlantId } from '../../server/db/seed/business/ids';
import { seedInvoices, splitTotal } from '../../server/db/seed/business/invoices';
import { createTestApp, type TestApp } from './support/test-app';

/** The demo invoices: consistent with their tasks, valid by the same checks as the API, idempotent. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('invoice demo seed', () => {
  it('gives every invoiced/settled task verified or booked invoices summing exactly to its amount', async () => {
    const tasks = await t.db.query<{
      id: string;
      amount: string;
      sum: string | null;
      statuses: string | null;
    }>(
      `SELECT t.id, t.amount::text AS amount, SUM(i.total_amount)::text AS sum, string_agg(DISTINCT i.status, ',') AS statuses
         FROM biz_settlement_task t LEFT JOIN biz_invoice i ON i.task_id = t.id
        WHERE t.status IN ('invoiced', 'settled') GROUP BY t.id, t.amount`,
    );
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) {
      expect(task.sum, task.id).toBe(task.amount);
      for (const s of (task.statuses ?? '').split(',')) expect(['verified', 'booked']).toContain(s);
    }
  });

  it('has every state, valid figures, dates not in the future, and nothing on plant 1’s current-month task', async () => {
    const rows = await t.db.query<Record<string, string>>(
      `SELECT invoice_type AS "invoiceType", invoice_code AS "invoiceCode", invoice_number AS "invoiceNumber",
              invoice_date::text AS "invoiceDate", amount::text AS amount, tax_rate::text AS "taxRate",
              tax_amount::text AS "taxAmount", total_amount::text AS "totalAmount", status, return_reason AS "returnReason"
         FROM biz_invoice`,
    );
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const r of rows) expect(checkInvoiceFigures(r, today), JSON.stringify(r)).toBeUndefined();
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['draft', 'submitted', 'verified', 'returned', 'booked']),
    );
    expect(new Set(rows.map((r) => r.invoiceType))).toEqual(new Set(['special', 'normal', 'electronic']));
    for (const r of rows.filter((x) => x.status === 'returned')) expect(r.returnReason).toBeTruthy();
    const month = today.slice(0, 7);
    const mine = await t.db.query(
      `SELECT 1 FROM biz_invoice i JOIN biz_settlement_task t ON t.id = i.task_id
        WHERE t.plant_id = $1 AND t.settle_month = $2`,
      [demoPlantId(1), month],
    );
    expect(mine).toHaveLength(0);
  });

  it('is idempotent and splits totals exactly', async () => {
    const [before] = await t.db.query<{ n: string | number }>('SELECT count(*) AS n FROM biz_invoice');
    await seedInvoices(t.db);
    const [after] = await t.db.query<{ n: string | number }>('SELECT count(*) AS n FROM biz_invoice');
    expect(Number(after!.n)).toBe(Number(before!.n));
    expect(splitTotal(113n, '13.00')).toEqual({ amount: '1.00', tax: '0.13' });
    expect(splitTotal(55555081987n, '13.00')).toEqual({ amount: '491637893.69', tax: '63912926.18' });
  });
});
