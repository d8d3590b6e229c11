import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import { markTaskInvoiced } from '../../server/modules/settlement/invoice-hook';
import type { AuthContext } from '../../server/modules/session/auth-context';
import type { UserRow } from '../../server/modules/user/user-row';
import { gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * 电费结算任务: opening a month, the state machine (who may take which transition from which
 * state, logged and notified), payments, edit/delete rules, and plant isolation on every route.
 * Months of 2031 keep these rows apart from the demo year the seed creates.
 */

let t: TestApp;
let grid: SignedIn;
let plant1: SignedIn;
let plant2: SignedIn;
let leader: SignedIn;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);
const NOT_FOUND = '记录不存在或无权访问';

interface Task {
  id: string;
  plantId: string;
  settleMonth: string;
  energyKwh: string;
  unitPrice: string;
  amount: string;
  status: string;
  disputeReason: string | null;
  paidAmount: string;
}

let seq = 0;
async function insertTask(
  plantId: string,
  month: string,
  status: string,
  amount = '0.00',
  price = '0.400000',
) {
  const id = `t${++seq}x${month.replace('-', '')}`;
  await t.db.query(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, energy_kwh, unit_price, amount, status)
     VALUES ($1, 1000, $2, $3, 0, $4::numeric, $5::numeric, $6)`,
    [id, plantId, month, price, amount, status],
  );
  return id;
}

async function taskRow(id: string) {
  const [row] = await t.db.query<{
    status: string;
    amount: string;
    energy_kwh: string;
    dispute_reason: string | null;
  }>('SELECT status, amount::text, energy_kwh::text, dispute_reason FROM biz_settlement_task WHERE id = $1', [
    id,
  ]);
  return row;
}

const post = (who: SignedIn, action: string, body: Record<string, unknown>) =>
  call<string>(t.app, 'POST', `/cwxt/settlement/${action}`, { token: who.token, body });

async function messagesOf(userId: string): Promise<number> {
  const [row] = await t.db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM sys_announcement_send WHERE user_id = $1',
    [userId],
  );
  return Number(row!.n);
}

async function authFor(userId: string): Promise<AuthContext> {
  const [user] = await t.db.query<UserRow>('SELECT * FROM sys_user WHERE id = $1', [userId]);
  return { user: user!, sessionId: 'test', tenantId: 1000, isSuper: false };
}

beforeAll(async () => {
  t = await createTestApp();
  // The plants engineer's seed creates the demo plants; these rows match it (and are skipped then).
  for (const [id, depart, code] of [
    [P1, demoPlantDepartId(1), 'SETTLE-P1'],
    [P2, demoPlantDepartId(2), 'SETTLE-P2'],
  ] as const) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, 'thermal', 100, '110', $4) ON CONFLICT (id) DO NOTHING`,
      [id, `结算测试${code}`, code, depart],
    );
  }
  grid = await gridUser(t, 'settle_grid');
  plant1 = await plantUser(t, 'settle_p1', 1);
  plant2 = await plantUser(t, 'settle_p2', 2);
  leader = await leaderUser(t, 'settle_leader');
});

afterAll(async () => {
  await t?.close();
});

describe('opening a month', () => {
  it('opens a task per running plant, price from the previous month, idempotently, and notifies the plants', async () => {
    await insertTask(P1, '2030-12', 'settled', '100.00', '0.412345');
    const before = await messagesOf(plant1.id);
    const first = await post(grid, 'open', { month: '2031-01' });
    expect(first.body.success).toBe(true);
    const opened = (first.body.result as unknown as { opened: number }).opened;
    expect(opened).toBeGreaterThanOrEqual(2);
    const again = await post(grid, 'open', { month: '2031-01' });
    expect((again.body.result as unknown as { opened: number }).opened).toBe(0);
    const [p1] = await t.db.query<{ id: string; unit_price: string; energy_kwh: string; status: string }>(
      `SELECT id, unit_price::text, energy_kwh::text, status FROM biz_settlement_task WHERE plant_id = $1 AND settle_month = '2031-01'`,
      [P1],
    );
    expect(p1).toMatchObject({ unit_price: '0.412345', status: 'pending' });
    expect(Number(p1!.energy_kwh)).toBe(0);
    const log = await call<Array<{ action: string; toStatus: string }>>(
      t.app,
      'GET',
      '/cwxt/settlement/log',
      {
        token: plant1.token,
        query: { id: p1!.id },
      },
    );
    expect(log.body.result.map((l) => [l.action, l.toStatus])).toEqual([['open', 'pending']]);
    expect(await messagesOf(plant1.id)).toBe(before + 1);
  });

  it('refuses a bad month and a caller without the code', async () => {
    expect((await post(grid, 'open', { month: '2031-13' })).body.message).toBe('结算月份格式应为 YYYY-MM');
    const refused = await post(plant1, 'open', { month: '2031-02' });
    expect(refused.body.success).toBe(false);
    const [n] = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM biz_settlement_task WHERE settle_month = '2031-02'`,
    );
    expect(n!.n).toBe('0');
  });
});

describe('the state machine', () => {
  it('edit computes the amount on the server; the plant confirms; invoiced by the hook; paid in parts', async () => {
    const id = await insertTask(P1, '2031-03', 'pending');
    const edit = await call(t.app, 'PUT', '/cwxt/settlement/edit', {
      token: grid.token,
      body: { id, energyKwh: '1234567.891', unitPrice: '0.364400', amount: '1.00' },
    });
    expect(edit.body.success).toBe(true);
    // 1234567.891 × 0.3644 = 449876.5394804 → 449876.54
    expect((await taskRow(id))!.amount).toBe('449876.54');

    const gridBefore = await messagesOf(grid.id);
    expect((await post(plant1, 'confirm', { id })).body.success).toBe(true);
    expect((await taskRow(id))!.status).toBe('confirmed');
    expect(await messagesOf(grid.id)).toBe(gridBefore + 1);
    expect((await post(plant1, 'confirm', { id })).body.message).toBe(
      '当前状态为「电厂已确认」，不能执行此操作',
    );
    const late = await call(t.app, 'PUT', '/cwxt/settlement/edit', {
      token: grid.token,
      body: { id, energyKwh: '1' },
    });
    expect(late.body.message).toBe('只有待确认的结算任务可以编辑或删除');
    expect((await post(grid, 'pay', { id, amount: '1.00', payDate: '2031-04-20' })).body.message).toBe(
      '当前状态为「电厂已确认」，不能执行此操作',
    );

    const gridAuth = await authFor(grid.id);
    await t.db.transaction((tx) => markTaskInvoiced(tx, gridAuth, id, '发票已审核'));
    expect((await taskRow(id))!.status).toBe('invoiced');
    await expect(t.db.transaction((tx) => markTaskInvoiced(tx, gridAuth, id, 'again'))).rejects.toThrow(
      '当前状态为「已开票」，不能执行此操作',
    );

    expect((await post(grid, 'pay', { id, amount: '449876.55', payDate: '2031-04-20' })).body.message).toBe(
      '付款金额超过未付金额',
    );
    expect((await post(grid, 'pay', { id, amount: '0.001', payDate: '2031-04-20' })).body.message).toBe(
      '付款金额应为大于 0 的金额，最多两位小数',
    );
    expect((await post(grid, 'pay', { id, amount: '400000.10', payDate: '2031-04-20' })).body.success).toBe(
      true,
    );
    expect((await taskRow(id))!.status).toBe('invoiced');
    expect((await post(grid, 'pay', { id, amount: '49876.44', payDate: '2031-04-25' })).body.success).toBe(
      true,
    );
    expect((await taskRow(id))!.status).toBe('settled');

    const log = await call<Array<{ action: string; fromStatus: string; toStatus: string; operator: string }>>(
      t.app,
      'GET',
      '/cwxt/settlement/log',
      { token: grid.token, query: { id } },
    );
    expect(log.body.result.map((l) => `${l.action}:${l.fromStatus}>${l.toStatus}`)).toEqual([
      'confirm:pending>confirmed',
      'invoice:confirmed>invoiced',
      'pay:invoiced>invoiced',
      'pay:invoiced>settled',
    ]);
    expect(log.body.result[0]!.operator).toBe('settle_p1');
    const del = await call(t.app, 'DELETE', '/cwxt/settlement/delete', { token: grid.token, query: { id } });
    expect(del.body.message).toBe('只有待确认的结算任务可以编辑或删除');
  });

  it('dispute needs a reason; the grid revises it back to pending with a new amount and the plant is told', async () => {
    const id = await insertTask(P1, '2031-04', 'pending', '10.00');
    expect((await post(plant1, 'dispute', { id, reason: '  ' })).body.message).toBe('请填写异议说明');
    expect((await post(plant1, 'dispute', { id, reason: '电'.repeat(501) })).body.message).toBe(
      '异议说明不能超过500个字',
    );
    expect((await taskRow(id))!.status).toBe('pending');
    expect((await post(plant1, 'dispute', { id, reason: '电量有误' })).body.success).toBe(true);
    expect(await taskRow(id)).toMatchObject({ status: 'disputed', dispute_reason: '电量有误' });

    const plantBefore = await messagesOf(plant1.id);
    expect((await post(grid, 'revise', { id, energyKwh: '100.5', unitPrice: 'abc' })).body.message).toBe(
      '结算电价应为不小于 0 的数字，最多六位小数',
    );
    const revise = await post(grid, 'revise', {
      id,
      energyKwh: '100.5',
      unitPrice: '0.333333',
      remark: '已核对',
    });
    expect(revise.body.success).toBe(true);
    // 100.5 × 0.333333 = 33.4999665 → 33.50
    expect(await taskRow(id)).toMatchObject({ status: 'pending', amount: '33.50' });
    expect(await messagesOf(plant1.id)).toBe(plantBefore + 1);
  });

  it('only the allowed role takes each transition', async () => {
    const pending = await insertTask(P1, '2031-05', 'pending');
    const disputed = await insertTask(P2, '2031-05', 'disputed');
    const invoiced = await insertTask(P1, '2031-06', 'invoiced', '10.00');
    expect((await post(grid, 'confirm', { id: pending })).body.success).toBe(false);
    expect((await post(grid, 'dispute', { id: pending, reason: 'x' })).body.success).toBe(false);
    expect((await post(plant1, 'revise', { id: pending, energyKwh: '1', unitPrice: '1' })).body.success).toBe(
      false,
    );
    expect(
      (await post(plant2, 'revise', { id: disputed, energyKwh: '1', unitPrice: '1' })).body.success,
    ).toBe(false);
    expect(
      (await post(plant1, 'pay', { id: invoiced, amount: '1.00', payDate: '2031-07-01' })).body.success,
    ).toBe(false);
    expect((await post(leader, 'confirm', { id: pending })).body.success).toBe(false);
    expect((await taskRow(pending))!.status).toBe('pending');
    expect((await taskRow(disputed))!.status).toBe('disputed');
    expect((await taskRow(invoiced))!.status).toBe('invoiced');
  });

  it('deletes pending tasks only when they have no invoices or payments', async () => {
    const free = await insertTask(P1, '2031-07', 'pending');
    const paid = await insertTask(P1, '2031-08', 'pending', '10.00');
    await t.db.query(
      `INSERT INTO biz_payment (id, tenant_id, plant_id, task_id, amount, pay_date) VALUES ('pay-del-1', 1000, $1, $2, 1, '2031-09-01')`,
      [P1, paid],
    );
    const refused = await call(t.app, 'DELETE', '/cwxt/settlement/deleteBatch', {
      token: grid.token,
      query: { ids: `${free},${paid}` },
    });
    expect(refused.body.message).toBe('结算任务已有发票或付款记录，不能删除');
    expect(await taskRow(free)).toBeDefined();
    const done = await call(t.app, 'DELETE', '/cwxt/settlement/delete', {
      token: grid.token,
      query: { id: free },
    });
    expect(done.body.success).toBe(true);
    expect(await taskRow(free)).toBeUndefined();
  });
});

describe('plant isolation', () => {
  let p2Task: string;
  beforeAll(async () => {
    p2Task = await insertTask(P2, '2031-09', 'pending', '55.00');
    await insertTask(P1, '2031-09', 'pending', '44.00');
  });

  const list = async (who: SignedIn, query: Record<string, string>) =>
    (
      await call<{ records: Task[]; total: number }>(t.app, 'GET', '/cwxt/settlement/list', {
        token: who.token,
        query: { pageSize: '500', ...query },
      })
    ).body.result;

  it('lists only the own plant, whatever the filter, advanced query or sort', async () => {
    const own = await list(plant1, { settleMonth: '2031-09' });
    expect(own.records.map((r) => r.plantId)).toEqual([P1]);
    expect((await list(plant1, { plantId: P2 })).total).toBe(0);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'plantId', rule: 'eq', val: P2 }]));
    expect((await list(plant1, { superQueryParams: sq, superQueryMatchType: 'or' })).total).toBe(0);
    const sorted = await list(plant1, { column: 'plantId', order: 'desc' });
    expect(sorted.records.every((r) => r.plantId === P1)).toBe(true);
    expect((await list(grid, { settleMonth: '2031-09' })).total).toBe(2);
  });

  it('cannot open, change, read the log of, or export another plant’s task', async () => {
    const byId = await call(t.app, 'GET', '/cwxt/settlement/queryById', {
      token: plant1.token,
      query: { id: p2Task },
    });
    expect(byId.body.message).toBe(NOT_FOUND);
    expect((await post(plant1, 'confirm', { id: p2Task })).body.message).toBe(NOT_FOUND);
    expect((await post(plant1, 'dispute', { id: p2Task, reason: 'x' })).body.message).toBe(NOT_FOUND);
    expect((await taskRow(p2Task))!.status).toBe('pending');
    const log = await call(t.app, 'GET', '/cwxt/settlement/log', {
      token: plant1.token,
      query: { id: p2Task },
    });
    expect(log.body.message).toBe(NOT_FOUND);
    const xls = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/cwxt/settlement/exportXls?selections=${p2Task}`,
      headers: { 'x-access-token': plant1.token },
    });
    expect(xls.statusCode).toBe(200);
    expect(xls.body).not.toContain('55.00');
  });

  it('the list reads money as exact strings', async () => {
    const own = await list(plant1, { settleMonth: '2031-09' });
    expect(own.records[0]).toMatchObject({ amount: '44.00', paidAmount: '0.00', unitPrice: '0.400000' });
  });
});
