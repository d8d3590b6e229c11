import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import type { LedgerRow } from '../../src/shared/domain/resources/ledger';
import { gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * 电费台账: every figure derived from the task, its verified/booked invoices and its payments;
 * totals over the whole query; exact money on the wire and in the export; plant isolation.
 */

let t: TestApp;
let grid: SignedIn;
let plant1: SignedIn;
let leader: SignedIn;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);
const MONTH = '2033-02';

async function task(id: string, plantId: string, month: string, amount: string, status: string) {
  await t.db.query(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, amount, status)
     VALUES ($1, 1000, $2, $3, $4::numeric, $5)`,
    [id, plantId, month, amount, status],
  );
}

let invoiceNo = 0;
async function invoice(taskId: string, plantId: string, total: string, status: string) {
  await t.db.query(
    `INSERT INTO biz_invoice (id, tenant_id, plant_id, task_id, invoice_type, invoice_number, invoice_date, amount,
       tax_rate, tax_amount, total_amount, buyer_name, status)
     VALUES ($1, 1000, $2, $3, 'special', $4, '2033-03-10', $5::numeric, 0, 0, $5::numeric, '某某电网公司', $6)`,
    [`inv-l-${++invoiceNo}`, plantId, taskId, `9033${String(invoiceNo).padStart(4, '0')}`, total, status],
  );
}

async function payment(taskId: string, plantId: string, amount: string) {
  await t.db.query(
    `INSERT INTO biz_payment (id, tenant_id, plant_id, task_id, amount, pay_date)
     VALUES ($1, 1000, $2, $3, $4::numeric, '2033-03-25')`,
    [`pay-l-${++invoiceNo}`, plantId, taskId, amount],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [id, depart, code] of [
    [P1, demoPlantDepartId(1), 'LEDGER-P1'],
    [P2, demoPlantDepartId(2), 'LEDGER-P2'],
  ] as const) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, 'thermal', 100, '110', $4) ON CONFLICT (id) DO NOTHING`,
      [id, `台账测试${code}`, code, depart],
    );
  }
  // 0.10 + 0.20 style figures: a float sum would show 0.30000000000000004.
  await task('led-1', P1, MONTH, '1000.30', 'invoiced');
  await invoice('led-1', P1, '600.10', 'verified');
  await invoice('led-1', P1, '400.20', 'booked');
  await invoice('led-1', P1, '999.99', 'submitted'); // not verified: not counted
  await payment('led-1', P1, '0.10');
  await payment('led-1', P1, '0.20');
  await task('led-2', P2, MONTH, '9999999999999999.99', 'settled');
  await payment('led-2', P2, '9999999999999999.99');
  await task('led-3', P1, '2033-01', '50.00', 'pending');
  grid = await gridUser(t, 'ledger_grid');
  plant1 = await plantUser(t, 'ledger_p1', 1);
  leader = await leaderUser(t, 'ledger_leader');
});

afterAll(async () => {
  await t?.close();
});

type LedgerPage = { records: LedgerRow[]; total: number; totals: Record<string, string> };
const list = async (who: SignedIn, query: Record<string, string>) =>
  (await call<LedgerPage>(t.app, 'GET', '/cwxt/ledger/list', { token: who.token, query })).body;

describe('电费台账', () => {
  it('derives invoiced, paid and unpaid amounts exactly', async () => {
    const page = await list(grid, {
      settleMonth_begin: MONTH,
      settleMonth_end: MONTH,
      column: 'amount',
      order: 'asc',
    });
    expect(page.result.records.map((r) => r.id)).toEqual(['led-1', 'led-2']);
    expect(page.result.records[0]).toMatchObject({
      plantId: P1,
      amount: '1000.30',
      invoicedAmount: '1000.30',
      paidAmount: '0.30',
      unpaidAmount: '1000.00',
      status: 'invoiced',
    });
    expect(page.result.records[1]).toMatchObject({ paidAmount: '9999999999999999.99', unpaidAmount: '0.00' });
    expect(page.result.totals).toEqual({
      amount: '10000000000001000.29',
      invoicedAmount: '1000.30',
      paidAmount: '10000000000000000.29',
      unpaidAmount: '1000.00',
    });
  });

  it('searches by status and plant, and sorts by a derived column', async () => {
    expect((await list(grid, { status: 'pending', plantId: P1 })).result.records.map((r) => r.id)).toContain(
      'led-3',
    );
    const sorted = await list(grid, { settleMonth_begin: '2033-01', column: 'unpaidAmount', order: 'desc' });
    expect(sorted.result.records.map((r) => r.id)).toEqual(['led-1', 'led-3', 'led-2']);
  });

  it('refuses a bad filter value with a clear message', async () => {
    const bad = await list(grid, { amount: 'abc' });
    expect(bad.success).toBe(false);
    expect(bad.message).toContain('应结金额');
  });

  it('shows a plant user only the own plant, and the leader everything', async () => {
    const own = await list(plant1, { settleMonth_begin: '2033-01', settleMonth_end: '2033-12' });
    expect(own.result.records.map((r) => r.plantId).every((p) => p === P1)).toBe(true);
    expect(own.result.totals.paidAmount).toBe('0.30');
    expect((await list(plant1, { plantId: P2 })).result.total).toBe(0);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'plantId', rule: 'eq', val: P2 }]));
    expect((await list(plant1, { superQueryParams: sq })).result.total).toBe(0);
    expect((await list(leader, { settleMonth_begin: MONTH, settleMonth_end: MONTH })).result.total).toBe(2);
  });

  it('exports exact money, only within the scope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/cwxt/ledger/exportXls?settleMonth_begin=${MONTH}&settleMonth_end=${MONTH}`,
      headers: { 'x-access-token': plant1.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.ms-excel');
    const has = (body: Buffer, s: string) =>
      body.includes(Buffer.from(s, 'latin1')) || body.includes(Buffer.from(s, 'utf16le'));
    expect(has(res.rawPayload, '1000.30')).toBe(true);
    expect(has(res.rawPayload, '9999999999999999.99')).toBe(false);
    const all = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/cwxt/ledger/exportXls?settleMonth_begin=${MONTH}&settleMonth_end=${MONTH}`,
      headers: { 'x-access-token': grid.token },
    });
    expect(has(all.rawPayload, '9999999999999999.99')).toBe(true);
  });

  it('is refused without the code', async () => {
    const anon = await call(t.app, 'GET', '/cwxt/ledger/list');
    expect(anon.body.success).toBe(false);
  });
});
