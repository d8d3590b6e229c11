import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../src/shared/domain/business/invoice-flow';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import { OUT_OF_SCOPE_MESSAGE } from '../../server/modules/log/logged-writes';
import { SCOPE_MESSAGES } from '../../server/modules/business/scope';
import { BIZ_PASSWORD, gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { call, createUser, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * 发票管理: CRUD of the plant's drafts, submit against a confirmed task (sum within the tolerance),
 * verify / return / book by the grid, the tolerance setting, statistics and export, and the plant
 * isolation of every one of them.
 */

let t: TestApp;
let p1: SignedIn;
let p2: SignedIn;
let grid: SignedIn;
let leader: SignedIn;
let plant1Name = '';
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);
const TASK1 = 'TINV0000000000000000000001'; // plant 1, confirmed, 11300.00
const TASK2 = 'TINV0000000000000000000002'; // plant 2, confirmed, 2260.00
const TASK1_PENDING = 'TINV0000000000000000000003';

// Test numbers start with 9 (the demo seed's never do), so a seeded DB cannot collide with them.
let seq = 0;
const nextNumber = () => `9${String(++seq).padStart(7, '0')}`;

/** A valid special invoice of `total` (tax 13% of the net part). */
function invoice(
  plantId: string,
  net: string,
  tax: string,
  total: string,
  extra: Record<string, unknown> = {},
) {
  return {
    plantId,
    invoiceType: 'special',
    invoiceCode: '3200231130',
    invoiceNumber: nextNumber(),
    invoiceDate: '2025-01-15',
    amount: net,
    taxRate: '13',
    taxAmount: tax,
    totalAmount: total,
    buyerName: '国网某某省电力有限公司',
    ...extra,
  };
}

async function add(token: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/cwxt/invoice/add', { token, body });
}

async function idOf(number: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('SELECT id FROM biz_invoice WHERE invoice_number = $1', [
    number,
  ]);
  return row!.id;
}

async function statusOf(id: string): Promise<string> {
  const [row] = await t.db.query<{ status: string }>('SELECT status FROM biz_invoice WHERE id = $1', [id]);
  return row!.status;
}

/** Adds a draft through the API and returns its id. */
async function draft(token: string, body: Record<string, unknown>): Promise<string> {
  const res = await add(token, body);
  expect(res.body.message).toBe('添加成功！');
  return idOf(String(body.invoiceNumber));
}

async function messagesTo(userId: string, busId: string): Promise<string[]> {
  const rows = await t.db.query<{ titile: string }>(
    `SELECT a.titile FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
      WHERE s.user_id = $1 AND a.bus_id = $2 ORDER BY a.create_time`,
    [userId, busId],
  );
  return rows.map((r) => r.titile);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [n, id] of [
    [1, P1],
    [2, P2],
  ] as const) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, 'thermal', 100, '110', $4) ON CONFLICT (id) DO NOTHING`,
      [id, `发票测试电厂${n}`, `INV-P${n}`, demoPlantDepartId(n)],
    );
  }
  await t.db.query(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, energy_kwh, unit_price, amount, tax_rate, status)
     VALUES ($1, 1000, $2, '2024-12', 10000, 1.13, 11300.00, 13, 'confirmed'),
            ($3, 1000, $4, '2024-12', 2000, 1.13, 2260.00, 13, 'confirmed'),
            ($5, 1000, $2, '2025-01', 1000, 1.13, 1130.00, 13, 'pending')`,
    [TASK1, P1, TASK2, P2, TASK1_PENDING],
  );
  const [name] = await t.db.query<{ plant_name: string }>('SELECT plant_name FROM biz_plant WHERE id = $1', [
    P1,
  ]);
  plant1Name = name!.plant_name;
  p1 = await plantUser(t, 'inv_plant1', 1);
  p2 = await plantUser(t, 'inv_plant2', 2);
  grid = await gridUser(t, 'inv_grid');
  leader = await leaderUser(t, 'inv_leader');
});

afterAll(async () => {
  await t?.close();
});

describe('invoice add / edit / delete (发票池)', () => {
  it('adds a draft of the plant, lists and opens it with exact money', async () => {
    const body = invoice(P1, '1000.00', '130.00', '1130.00');
    const id = await draft(p1.token, body);
    const list = await call<{ records: Array<Record<string, unknown>> }>(t.app, 'GET', '/cwxt/invoice/list', {
      token: p1.token,
      query: { view: 'pool', invoiceNumber: body.invoiceNumber },
    });
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({
      id,
      status: 'draft',
      amount: '1000.00',
      taxRate: '13.00',
      taxAmount: '130.00',
      totalAmount: '1130.00',
      invoiceDate: '2025-01-15',
      plantName: plant1Name,
    });
    const one = await call(t.app, 'GET', '/cwxt/invoice/queryById', { token: p1.token, query: { id } });
    expect(one.body.result).toMatchObject({ id, invoiceNumber: body.invoiceNumber });
  });

  it('refuses bad figures with a clear message and writes nothing', async () => {
    const before = await t.db.query('SELECT id FROM biz_invoice');
    const cases: Array<[Record<string, unknown>, string]> = [
      [invoice(P1, '1000.00', '131.00', '1131.00'), INVOICE_MESSAGES.taxMismatch('130.00')],
      [invoice(P1, '1000.00', '130.00', '1130.01'), INVOICE_MESSAGES.totalMismatch('1130.00')],
      [invoice(P1, '1000.00', '130.00', '1130.00', { invoiceCode: '12345' }), INVOICE_MESSAGES.codeFormat],
      [invoice(P1, '1000.00', '130.00', '1130.00', { invoiceCode: '' }), INVOICE_MESSAGES.codeRequired],
      [invoice(P1, '1000.00', '130.00', '1130.00', { invoiceNumber: '123' }), INVOICE_MESSAGES.numberFormat],
      [
        invoice(P1, '1000.00', '130.00', '1130.00', { invoiceDate: '2999-01-01' }),
        INVOICE_MESSAGES.dateFuture,
      ],
      [invoice(P1, '1000.001', '130.00', '1130.00'), INVOICE_MESSAGES.amountFormat],
      [invoice(P1, '1000.00', '130.00', '1130.00', { invoiceType: 'bogus' }), '发票类型的值不正确'],
      [
        invoice(P1, '1000.00', '130.00', '1130.00', { attachments: 'javascript:alert(1)' }),
        '发票影像地址不正确（最多10个图片或PDF文件）',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await add(p1.token, body);
      expect(res.body.success, message).toBe(false);
      expect(res.body.message).toBe(message);
    }
    expect(await t.db.query('SELECT id FROM biz_invoice')).toHaveLength(before.length);
  });

  it('accepts a 全电 electronic invoice without code, and refuses a duplicate code + number', async () => {
    const e = invoice(P1, '100.00', '13.00', '113.00', {
      invoiceType: 'electronic',
      invoiceCode: '',
      invoiceNumber: '99000000000000000001',
    });
    await draft(p1.token, e);
    const dup = await add(p1.token, { ...e });
    expect(dup.body.message).toBe(INVOICE_MESSAGES.duplicate);
    const dupSpecial = invoice(P1, '10.00', '1.30', '11.30');
    await draft(p1.token, dupSpecial);
    expect((await add(p1.token, { ...dupSpecial })).body.message).toBe(INVOICE_MESSAGES.duplicate);
  });

  it('edits and deletes only drafts and returned invoices', async () => {
    const body = invoice(P1, '200.00', '26.00', '226.00');
    const id = await draft(p1.token, body);
    const edit = await call(t.app, 'PUT', '/cwxt/invoice/edit', {
      token: p1.token,
      body: { id, amount: '300.00', taxAmount: '39.00', totalAmount: '339.00' },
    });
    expect(edit.body.message).toBe('编辑成功!');
    const bad = await call(t.app, 'PUT', '/cwxt/invoice/edit', {
      token: p1.token,
      body: { id, amount: '400.00' },
    });
    expect(bad.body.message).toBe(INVOICE_MESSAGES.taxMismatch('52.00'));
    await t.db.query(`UPDATE biz_invoice SET status = 'verified' WHERE id = $1`, [id]);
    const locked = await call(t.app, 'PUT', '/cwxt/invoice/edit', {
      token: p1.token,
      body: { id, buyerName: 'x' },
    });
    expect(locked.body.message).toBe(INVOICE_MESSAGES.notAllowed('已审核'));
    const del = await call(t.app, 'DELETE', '/cwxt/invoice/delete', { token: p1.token, query: { id } });
    expect(del.body.message).toBe(INVOICE_MESSAGES.notAllowed('已审核'));
    await t.db.query(`UPDATE biz_invoice SET status = 'returned' WHERE id = $1`, [id]);
    const ok = await call(t.app, 'DELETE', '/cwxt/invoice/delete', { token: p1.token, query: { id } });
    expect(ok.body.message).toBe('删除成功!');
    expect(await t.db.query('SELECT 1 FROM biz_invoice WHERE id = $1', [id])).toHaveLength(0);
  });

  it('refuses roles without the code', async () => {
    expect((await add(grid.token, invoice(P1, '1.00', '0.13', '1.13'))).status).toBe(403);
    expect((await add(leader.token, invoice(P1, '1.00', '0.13', '1.13'))).status).toBe(403);
  });
});

describe('plant isolation', () => {
  let other: string;
  beforeAll(async () => {
    other = await draft(p2.token, invoice(P2, '500.00', '65.00', '565.00'));
  });

  it('a plant user cannot add an invoice for another plant', async () => {
    const res = await add(p1.token, invoice(P2, '1.00', '0.13', '1.13'));
    expect(res.body.message).toBe(OUT_OF_SCOPE_MESSAGE);
    expect(
      await t.db.query(`SELECT 1 FROM biz_invoice WHERE plant_id = $1 AND amount = 1`, [P2]),
    ).toHaveLength(0);
  });

  it('cannot list another plant by filter, advanced query or sort', async () => {
    for (const view of ['pool', 'submit', 'ledger']) {
      const q: Array<Record<string, string>> = [
        { view, plantId: P2 },
        {
          view,
          superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'plantId', rule: 'eq', val: P2 }])),
          superQueryMatchType: 'or',
        },
        { view, column: 'totalAmount', order: 'desc', plantId: `${P1},${P2}` },
      ];
      for (const query of q) {
        const res = await call<{ records: Array<{ plantId: string }> }>(t.app, 'GET', '/cwxt/invoice/list', {
          token: p1.token,
          query,
        });
        expect(res.body.success, `${JSON.stringify(query)} ${res.body.message}`).toBe(true);
        for (const r of res.body.result.records) expect(r.plantId).toBe(P1);
      }
    }
    // The same advanced query does reach plant 2's draft for a user without the plant rule.
    const control = await call<{ records: Array<{ id: string }> }>(t.app, 'GET', '/cwxt/invoice/list', {
      token: grid.token,
      query: {
        view: 'pool',
        superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'plantId', rule: 'eq', val: P2 }])),
      },
    });
    expect(control.body.result.records.map((r) => r.id)).toContain(other);
  });

  it('cannot open, edit, delete or submit another plant’s invoice, nor submit against its task', async () => {
    const open = await call(t.app, 'GET', '/cwxt/invoice/queryById', {
      token: p1.token,
      query: { id: other },
    });
    expect(open.body.message).toBe(SCOPE_MESSAGES.notFound);
    const edit = await call(t.app, 'PUT', '/cwxt/invoice/edit', {
      token: p1.token,
      body: { id: other, buyerName: 'x' },
    });
    expect(edit.body.message).toBe(SCOPE_MESSAGES.notFound);
    const del = await call(t.app, 'DELETE', '/cwxt/invoice/deleteBatch', {
      token: p1.token,
      query: { ids: other },
    });
    expect(del.body.message).toBe(SCOPE_MESSAGES.notFound);
    const submit = await call(t.app, 'POST', '/cwxt/invoice/submit', {
      token: p1.token,
      body: { taskId: TASK1, ids: [other] },
    });
    expect(submit.body.message).toBe(SCOPE_MESSAGES.notFound);
    const own = await draft(p1.token, invoice(P1, '2000.00', '260.00', '2260.00'));
    const against = await call(t.app, 'POST', '/cwxt/invoice/submit', {
      token: p1.token,
      body: { taskId: TASK2, ids: [own] },
    });
    expect(against.body.message).toBe(SCOPE_MESSAGES.notFound);
    expect(await statusOf(other)).toBe('draft');
    expect(await statusOf(own)).toBe('draft');
    const tasks = await call<{ tasks: Array<{ id: string }> }>(t.app, 'GET', '/cwxt/invoice/submitTasks', {
      token: p1.token,
    });
    expect(tasks.body.result.tasks.map((x) => x.id)).toEqual([TASK1]);
    await call(t.app, 'DELETE', '/cwxt/invoice/delete', { token: p1.token, query: { id: own } });
  });

  it('the grid cannot act on an invoice the plant has not submitted; the plant cannot verify', async () => {
    const verify = await call(t.app, 'POST', '/cwxt/invoice/verify', {
      token: grid.token,
      body: { id: other },
    });
    expect(verify.body.message).toBe(INVOICE_MESSAGES.notAllowed('草稿'));
    expect(await statusOf(other)).toBe('draft');
    expect(
      (await call(t.app, 'POST', '/cwxt/invoice/verify', { token: p1.token, body: { id: other } })).status,
    ).toBe(403);
  });
});

describe('submit, verify, return, book', () => {
  let a: string;
  let b: string;
  it('refuses a sum outside the tolerance and changes nothing', async () => {
    a = await draft(p1.token, invoice(P1, '5000.00', '650.00', '5650.00'));
    b = await draft(p1.token, invoice(P1, '4990.00', '648.70', '5638.70'));
    const res = await call(t.app, 'POST', '/cwxt/invoice/submit', {
      token: p1.token,
      body: { taskId: TASK1, ids: [a, b] },
    });
    expect(res.body.message).toBe(INVOICE_MESSAGES.sumMismatch('11288.70', '11300.00', '1.00'));
    expect(await statusOf(a)).toBe('draft');
    const pending = await call(t.app, 'POST', '/cwxt/invoice/submit', {
      token: p1.token,
      body: { taskId: TASK1_PENDING, ids: [a] },
    });
    expect(pending.body.message).toBe(INVOICE_MESSAGES.taskNotConfirmed);
  });

  it('submits within the tolerance after the grid widens it, and notifies the grid', async () => {
    const bad = await call(t.app, 'PUT', '/cwxt/invoice/tolerance', {
      token: grid.token,
      body: { tolerance: '1000.01' },
    });
    expect(bad.body.message).toBe(INVOICE_MESSAGES.toleranceFormat);
    expect(
      (await call(t.app, 'PUT', '/cwxt/invoice/tolerance', { token: p1.token, body: { tolerance: '20' } }))
        .status,
    ).toBe(403);
    const set = await call(t.app, 'PUT', '/cwxt/invoice/tolerance', {
      token: grid.token,
      body: { tolerance: '20' },
    });
    expect(set.body.result).toBe('20.00');
    expect((await call(t.app, 'GET', '/cwxt/invoice/tolerance', { token: p1.token })).body.result).toBe(
      '20.00',
    );
    const res = await call(t.app, 'POST', '/cwxt/invoice/submit', {
      token: p1.token,
      body: { taskId: TASK1, ids: [a, b] },
    });
    expect(res.body.message).toBe('已提交2张发票');
    expect(await statusOf(a)).toBe('submitted');
    expect(await messagesTo(grid.id, TASK1)).toEqual(['2024-12 电费发票待审核']);
    // The plant no longer sees them in its pool; the grid sees them waiting.
    const pool = await call<{ records: Array<{ id: string }> }>(t.app, 'GET', '/cwxt/invoice/list', {
      token: p1.token,
      query: { view: 'pool' },
    });
    expect(pool.body.result.records.map((r) => r.id)).not.toContain(a);
    const waiting = await call<{ records: Array<{ id: string; taskAmount: string }> }>(
      t.app,
      'GET',
      '/cwxt/invoice/list',
      {
        token: grid.token,
        query: { view: 'submit', taskId: TASK1 },
      },
    );
    expect(waiting.body.result.records.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect(waiting.body.result.records[0]!.taskAmount).toBe('11300.00');
  });

  it('returns one with a reason (required) and notifies the plant; verifies the other', async () => {
    const noReason = await call(t.app, 'POST', '/cwxt/invoice/return', {
      token: grid.token,
      body: { id: b, reason: ' ' },
    });
    expect(noReason.body.message).toBe(INVOICE_MESSAGES.reasonRequired);
    expect(await statusOf(b)).toBe('submitted');
    const ret = await call(t.app, 'POST', '/cwxt/invoice/return', {
      token: grid.token,
      body: { id: b, reason: '金额有误' },
    });
    expect(ret.body.message).toBe('已退回');
    expect(await messagesTo(p1.id, b)).toEqual([`发票 ${await numberOf(b)} 已退回`]);
    expect(await messagesTo(p2.id, b)).toEqual([]);
    const verify = await call(t.app, 'POST', '/cwxt/invoice/verify', { token: grid.token, body: { id: a } });
    expect(verify.body.message).toBe('审核通过');
    expect(await taskStatus(TASK1)).toBe('confirmed');
    const again = await call(t.app, 'POST', '/cwxt/invoice/verify', { token: grid.token, body: { id: a } });
    expect(again.body.message).toBe(INVOICE_MESSAGES.notAllowed('已审核'));
  });

  it('resubmits the corrected one and, once all are verified, the task becomes 已开票', async () => {
    const fix = await call(t.app, 'PUT', '/cwxt/invoice/edit', {
      token: p1.token,
      body: { id: b, amount: '5000.00', taxAmount: '650.00', totalAmount: '5650.00' },
    });
    expect(fix.body.message).toBe('编辑成功!');
    const res = await call(t.app, 'POST', '/cwxt/invoice/submit', {
      token: p1.token,
      body: { taskId: TASK1, ids: [b] },
    });
    expect(res.body.message).toBe('已提交1张发票');
    const done = await call(t.app, 'POST', '/cwxt/invoice/verify', { token: grid.token, body: { id: b } });
    expect(done.body.message).toBe('审核通过，结算任务已开票');
    expect(await taskStatus(TASK1)).toBe('invoiced');
    const book = await call(t.app, 'POST', '/cwxt/invoice/book', { token: grid.token, body: { id: b } });
    expect(book.body.message).toBe('已入账');
    expect(await statusOf(b)).toBe('booked');
    expect(
      (await call(t.app, 'POST', '/cwxt/invoice/book', { token: p1.token, body: { id: a } })).status,
    ).toBe(403);
  });
});

/** A signed-in user without any role: no invoice code at all. */
async function plantUserNoExport(): Promise<SignedIn> {
  const id = await createUser(t, { username: 'inv_norole', password: BIZ_PASSWORD });
  return { id, token: await login(t.app, 'inv_norole', BIZ_PASSWORD) };
}

async function numberOf(id: string): Promise<string> {
  const [row] = await t.db.query<{ invoice_number: string }>(
    'SELECT invoice_number FROM biz_invoice WHERE id = $1',
    [id],
  );
  return row!.invoice_number;
}

async function taskStatus(id: string): Promise<string> {
  const [row] = await t.db.query<{ status: string }>('SELECT status FROM biz_settlement_task WHERE id = $1', [
    id,
  ]);
  return row!.status;
}

describe('ledger export and statistics', () => {
  beforeAll(async () => {
    // A verified invoice of plant 2 that plant 1 must never see in its ledger, export or statistics.
    const id = await draft(
      p2.token,
      invoice(P2, '2000.00', '260.00', '2260.00', { invoiceDate: '2025-01-20' }),
    );
    await t.db.query(`UPDATE biz_invoice SET status = 'verified', task_id = $2 WHERE id = $1`, [id, TASK2]);
  });

  it('exports the ledger as xlsx with money as numbers, only the own plant’s rows', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/cwxt/invoice/exportXls',
      headers: { 'x-access-token': p1.token },
    });
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows = ws.getSheetValues().filter(Boolean) as unknown[][];
    const body = rows.slice(1);
    expect(body.length).toBeGreaterThan(0);
    for (const r of body) expect(r[1]).toBe(plant1Name);
    expect(typeof body[0]![10]).toBe('number');
    expect(ws.getRow(2).getCell(10).numFmt).toBe('#,##0.00');
    const noCode = await call(t.app, 'GET', '/cwxt/invoice/exportXls', {
      token: (await plantUserNoExport()).token,
    });
    expect(noCode.status).toBe(403);
  });

  it('groups by month, plant and type in exact sums, scoped to the plant', async () => {
    const q = { monthFrom: '2024-12', monthTo: '2025-02' };
    const grid1 = await call<{
      rows: Array<{ key: string; totalAmount: string; count: number }>;
      total: { totalAmount: string };
    }>(t.app, 'GET', '/cwxt/invoice/statistics', { token: grid.token, query: { ...q, groupBy: 'plant' } });
    expect(grid1.body.result.rows.map((r) => r.key).sort()).toEqual([P1, P2].sort());
    const mine = await call<{
      rows: Array<{ key: string; label: string; totalAmount: string; count: number }>;
      total: { totalAmount: string };
    }>(t.app, 'GET', '/cwxt/invoice/statistics', {
      token: p1.token,
      query: { ...q, groupBy: 'plant', plantId: P2 },
    });
    expect(mine.body.result.rows).toEqual([]);
    const byType = await call<{
      rows: Array<{ label: string; totalAmount: string }>;
      total: { totalAmount: string };
    }>(t.app, 'GET', '/cwxt/invoice/statistics', { token: p1.token, query: { ...q, groupBy: 'type' } });
    expect(byType.body.result.rows).toEqual([
      expect.objectContaining({ label: '增值税专用发票', totalAmount: '11300.00' }),
    ]);
    const byMonth = await call<{ rows: Array<{ key: string }> }>(t.app, 'GET', '/cwxt/invoice/statistics', {
      token: leader.token,
      query: { ...q, groupBy: 'month', _t: '1700000000' },
    });
    expect(byMonth.body.result.rows.map((r) => r.key)).toEqual(['2025-01']);
    const bad = await call(t.app, 'GET', '/cwxt/invoice/statistics', {
      token: p1.token,
      query: { monthFrom: '2025-03', monthTo: '2025-01' },
    });
    expect(bad.body.message).toBe('起始月份不能晚于结束月份，且跨度不超过36个月');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/cwxt/invoice/exportStatistics?groupBy=plant&monthFrom=2024-12&monthTo=2025-02',
      headers: { 'x-access-token': p1.token },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
