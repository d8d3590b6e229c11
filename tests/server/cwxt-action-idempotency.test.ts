import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_MESSAGES } from '../../src/shared/domain/business/action-guard';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import { gridUser, plantUser, type SignedIn } from './support/business';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * One effect per intent on every settlement and invoice action: the same Idempotency-Key twice
 * (one after the other, or at once) applies once and answers the same; a stale version is refused
 * with a clear message and changes nothing; two different payments on the same version: one lands.
 * Months of 2033 keep these rows apart from the other files' and the demo seed's.
 */

let t: TestApp;
let grid: SignedIn;
let plant: SignedIn;
const P1 = demoPlantId(1);
let seq = 0;
const key = () => `test-key-${++seq}-${'x'.repeat(8)}`;

async function insertTask(month: string, status: string, amount = '0.00') {
  const id = `idem${++seq}x${month.replace('-', '')}`;
  await t.db.query(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, energy_kwh, unit_price, amount, status)
     VALUES ($1, 1000, $2, $3, 1000, 1.13, $4::numeric, $5)`,
    [id, P1, month, amount, status],
  );
  return id;
}

const settle = (who: SignedIn, action: string, body: Record<string, unknown>, idem?: string) =>
  call<unknown>(t.app, 'POST', `/cwxt/settlement/${action}`, {
    token: who.token,
    body,
    headers: idem ? { 'idempotency-key': idem } : {},
  });

const invoiceAction = (who: SignedIn, action: string, body: Record<string, unknown>, idem?: string) =>
  call<unknown>(t.app, 'POST', `/cwxt/invoice/${action}`, {
    token: who.token,
    body,
    headers: idem ? { 'idempotency-key': idem } : {},
  });

async function taskVersion(id: string): Promise<number> {
  const res = await call<{ version: number }>(t.app, 'GET', '/cwxt/settlement/queryById', {
    token: grid.token,
    query: { id },
  });
  return res.body.result.version;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.db.query<{ n: string }>(sql, params);
  return Number(row!.n);
}

const logs = (taskId: string, action: string) =>
  count('SELECT count(*)::text AS n FROM biz_settlement_log WHERE task_id = $1 AND action = $2', [
    taskId,
    action,
  ]);

const notices = (userId: string) =>
  count('SELECT count(*)::text AS n FROM sys_announcement_send WHERE user_id = $1', [userId]);

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
     VALUES ($1, 1000, '幂等测试电厂', 'IDEM-P1', 'thermal', 100, '110', $2) ON CONFLICT (id) DO NOTHING`,
    [P1, demoPlantDepartId(1)],
  );
  grid = await gridUser(t, 'idem_grid');
  plant = await plantUser(t, 'idem_plant', 1);
});

afterAll(async () => {
  await t?.close();
});

describe('settlement actions', () => {
  it('confirm: the same key twice confirms once, logs once, notifies once and answers the same', async () => {
    const id = await insertTask('2033-01', 'pending', '1130.00');
    const version = await taskVersion(id);
    const before = await notices(grid.id);
    const k = key();
    const first = await settle(plant, 'confirm', { id, version }, k);
    const second = await settle(plant, 'confirm', { id, version }, k);
    expect(first.body).toMatchObject({ success: true, message: '已确认结算' });
    expect(second.body).toMatchObject({ success: true, message: '已确认结算' });
    expect(await logs(id, 'confirm')).toBe(1);
    expect(await notices(grid.id)).toBe(before + 1);
    expect(await taskVersion(id)).toBe(version + 1);
  });

  it('confirm: a stale version is refused with a clear message and changes nothing', async () => {
    const id = await insertTask('2033-02', 'pending', '1130.00');
    const version = await taskVersion(id);
    const res = await settle(plant, 'confirm', { id, version: version + 5 }, key());
    expect(res.body).toMatchObject({ success: false, message: ACTION_MESSAGES.stale });
    expect(await logs(id, 'confirm')).toBe(0);
    expect(await taskVersion(id)).toBe(version);
  });

  it('confirm without a key: a repeat on the same version is refused, not applied twice', async () => {
    const id = await insertTask('2033-03', 'pending', '1130.00');
    const version = await taskVersion(id);
    expect((await settle(plant, 'confirm', { id, version })).body.success).toBe(true);
    const again = await settle(plant, 'confirm', { id, version });
    expect(again.body).toMatchObject({ success: false, message: ACTION_MESSAGES.stale });
    expect(await logs(id, 'confirm')).toBe(1);
  });

  it('dispute: the same key twice disputes once with the same answer', async () => {
    const id = await insertTask('2033-04', 'pending', '1130.00');
    const version = await taskVersion(id);
    const k = key();
    const body = { id, version, reason: '电量与关口表计不符' };
    const answers = [await settle(plant, 'dispute', body, k), await settle(plant, 'dispute', body, k)];
    for (const a of answers) expect(a.body).toMatchObject({ success: true, message: '已提出异议' });
    expect(await logs(id, 'dispute')).toBe(1);
  });

  it('revise: the same key sent twice at once revises once', async () => {
    const id = await insertTask('2033-05', 'disputed', '1130.00');
    const version = await taskVersion(id);
    const k = key();
    const body = { id, version, energyKwh: '2000', unitPrice: '1.13' };
    const answers = await Promise.all([settle(grid, 'revise', body, k), settle(grid, 'revise', body, k)]);
    for (const a of answers)
      expect(a.body).toMatchObject({ success: true, message: '已修订结算，等待电厂确认' });
    expect(await logs(id, 'revise')).toBe(1);
    expect(await taskVersion(id)).toBe(version + 1);
  });

  it('pay: the same key twice registers one payment; the dialog’s second click is answered the same', async () => {
    const id = await insertTask('2033-06', 'invoiced', '100000000.00');
    const version = await taskVersion(id);
    const k = key();
    const body = { id, version, amount: '100000000.00', payDate: '2033-07-01' };
    const answers = await Promise.all([settle(grid, 'pay', body, k), settle(grid, 'pay', body, k)]);
    for (const a of answers) expect(a.body).toMatchObject({ success: true, message: '付款已登记，结算完成' });
    expect(await count('SELECT count(*)::text AS n FROM biz_payment WHERE task_id = $1', [id])).toBe(1);
    const later = await settle(grid, 'pay', body, k);
    expect(later.body).toMatchObject({ success: true, message: '付款已登记，结算完成' });
    expect(await count('SELECT count(*)::text AS n FROM biz_payment WHERE task_id = $1', [id])).toBe(1);
  });

  it('pay: two different payments on the same version at once: exactly one is applied', async () => {
    const id = await insertTask('2033-07', 'invoiced', '1000.00');
    const version = await taskVersion(id);
    const answers = await Promise.all([
      settle(grid, 'pay', { id, version, amount: '100.00', payDate: '2033-08-01' }, key()),
      settle(grid, 'pay', { id, version, amount: '200.00', payDate: '2033-08-01' }, key()),
    ]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.find((a) => !a.body.success)?.body.message).toBe(ACTION_MESSAGES.stale);
    expect(await count('SELECT count(*)::text AS n FROM biz_payment WHERE task_id = $1', [id])).toBe(1);
    expect(await taskVersion(id)).toBe(version + 1);
  });

  it('the same key with another body is refused and changes nothing', async () => {
    const id = await insertTask('2033-08', 'invoiced', '1000.00');
    const version = await taskVersion(id);
    const k = key();
    await settle(grid, 'pay', { id, version, amount: '100.00', payDate: '2033-09-01' }, k);
    const other = await settle(
      grid,
      'pay',
      { id, version: version + 1, amount: '300.00', payDate: '2033-09-01' },
      k,
    );
    expect(other.body).toMatchObject({ success: false, message: ACTION_MESSAGES.keyReused });
    expect(await count('SELECT count(*)::text AS n FROM biz_payment WHERE task_id = $1', [id])).toBe(1);
  });

  it('a malformed key is refused before anything runs', async () => {
    const id = await insertTask('2033-09', 'pending', '1.00');
    const res = await settle(plant, 'confirm', { id }, 'bad key!');
    expect(res.body).toMatchObject({ success: false, message: ACTION_MESSAGES.keyFormat });
    expect(await logs(id, 'confirm')).toBe(0);
  });

  it('open: the same key twice opens once and answers the first result both times', async () => {
    const k = key();
    const first = await settle(grid, 'open', { month: '2033-10' }, k);
    const second = await settle(grid, 'open', { month: '2033-10' }, k);
    expect(first.body.success).toBe(true);
    const opened = (first.body.result as { opened: number }).opened;
    expect(opened).toBeGreaterThanOrEqual(1);
    expect(second.body).toMatchObject({ success: true, message: first.body.message, result: { opened } });
    expect(
      await count(`SELECT count(*)::text AS n FROM biz_settlement_task WHERE settle_month = '2033-10'`, []),
    ).toBe(opened);
    // Another key is another intent: nothing is left to open.
    const fresh = await settle(grid, 'open', { month: '2033-10' }, key());
    expect(fresh.body).toMatchObject({
      success: true,
      message: '本月结算任务均已开立',
      result: { opened: 0 },
    });
  });
});

describe('invoice actions', () => {
  let taskId = '';
  let numberSeq = 0;
  let month = 0;

  async function draft(): Promise<{ id: string; version: number }> {
    const invoiceNumber = `8${String(++numberSeq).padStart(7, '0')}`;
    const res = await call(t.app, 'POST', '/cwxt/invoice/add', {
      token: plant.token,
      body: {
        plantId: P1,
        invoiceType: 'special',
        invoiceCode: '3200231130',
        invoiceNumber,
        invoiceDate: '2025-01-15',
        amount: '1000.00',
        taxRate: '13',
        taxAmount: '130.00',
        totalAmount: '1130.00',
        buyerName: '国网某某省电力有限公司',
      },
    });
    expect(res.body.message).toBe('添加成功！');
    const [row] = await t.db.query<{ id: string; version: number }>(
      'SELECT id, version FROM biz_invoice WHERE invoice_number = $1',
      [invoiceNumber],
    );
    return row!;
  }

  const invoiceRow = async (id: string) =>
    (
      await t.db.query<{ status: string; version: number }>(
        'SELECT status, version FROM biz_invoice WHERE id = $1',
        [id],
      )
    )[0]!;

  async function submitted(): Promise<{ id: string; version: number }> {
    taskId = await insertTask(`2034-${String(++month).padStart(2, '0')}`, 'confirmed', '1130.00');
    const inv = await draft();
    const res = await invoiceAction(plant, 'submit', { taskId, ids: [inv.id] }, key());
    expect(res.body.success).toBe(true);
    return { id: inv.id, version: (await invoiceRow(inv.id)).version };
  }

  it('submit: the same key twice submits once and answers the same', async () => {
    taskId = await insertTask('2033-11', 'confirmed', '1130.00');
    const inv = await draft();
    const k = key();
    const before = await notices(grid.id);
    const answers = await Promise.all([
      invoiceAction(plant, 'submit', { taskId, ids: [inv.id] }, k),
      invoiceAction(plant, 'submit', { taskId, ids: [inv.id] }, k),
    ]);
    for (const a of answers) expect(a.body).toMatchObject({ success: true, message: '已提交1张发票' });
    expect(await invoiceRow(inv.id)).toEqual({ status: 'submitted', version: inv.version + 1 });
    // One notification to the grid, not two.
    expect(await notices(grid.id)).toBe(before + 1);
  });

  it('verify: the same key twice verifies once (the task invoiced once); a stale version is refused', async () => {
    const inv = await submitted();
    const stale = await invoiceAction(grid, 'verify', { id: inv.id, version: inv.version - 1 }, key());
    expect(stale.body).toMatchObject({ success: false, message: ACTION_MESSAGES.stale });
    expect((await invoiceRow(inv.id)).status).toBe('submitted');
    const k = key();
    const answers = [
      await invoiceAction(grid, 'verify', { id: inv.id, version: inv.version }, k),
      await invoiceAction(grid, 'verify', { id: inv.id, version: inv.version }, k),
    ];
    for (const a of answers)
      expect(a.body).toMatchObject({ success: true, message: '审核通过，结算任务已开票' });
    expect(await invoiceRow(inv.id)).toEqual({ status: 'verified', version: inv.version + 1 });
    expect(await logs(taskId, 'invoice')).toBe(1);
  });

  it('return: the same key twice returns once with the same answer', async () => {
    const inv = await submitted();
    const k = key();
    const body = { id: inv.id, version: inv.version, reason: '税号有误' };
    const answers = await Promise.all([
      invoiceAction(grid, 'return', body, k),
      invoiceAction(grid, 'return', body, k),
    ]);
    for (const a of answers) expect(a.body).toMatchObject({ success: true, message: '已退回' });
    expect(await invoiceRow(inv.id)).toEqual({ status: 'returned', version: inv.version + 1 });
  });

  it('book: the same key twice books once; without a key the repeat is refused as stale', async () => {
    const inv = await submitted();
    await invoiceAction(grid, 'verify', { id: inv.id, version: inv.version }, key());
    const verified = await invoiceRow(inv.id);
    const k = key();
    const answers = [
      await invoiceAction(grid, 'book', { id: inv.id, version: verified.version }, k),
      await invoiceAction(grid, 'book', { id: inv.id, version: verified.version }, k),
    ];
    for (const a of answers) expect(a.body).toMatchObject({ success: true, message: '已入账' });
    expect(await invoiceRow(inv.id)).toEqual({ status: 'booked', version: verified.version + 1 });
    const repeat = await invoiceAction(grid, 'book', { id: inv.id, version: verified.version });
    expect(repeat.body).toMatchObject({ success: false, message: ACTION_MESSAGES.stale });
  });
});
