import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantDepartId } from '../../server/db/seed/business/ids';
import {
  businessMonth,
  shiftMonth,
  type AnalysisData,
  type BoardData,
  type ChartsData,
  type MonitorData,
  type TodoData,
  type WorkplaceData,
} from '../../src/shared/domain/business/dashboard';
import { formatDecimal, parseDecimal } from '../../src/shared/domain/money/decimal';
import { subtractMoney } from '../../src/shared/domain/money/money';
import { call, createUser, login } from './support/helpers';
import { BIZ_PASSWORD, gridUser, leaderUser, plantUser, type SignedIn } from './support/business';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The dashboards read figures through each module's permission and data rules. Demo data may or
 * may not be seeded, so every figure is checked as the change the rows inserted here cause: plant
 * 1's user must see exactly plant 1's part of it, the grid all of it, a user without business
 * permissions nothing at all.
 */

let t: TestApp;
let plant: SignedIn;
let grid: SignedIn;
let leader: SignedIn;
let nobody: string;
const month = businessMonth(new Date());
const lastMonth = shiftMonth(month, -1);
const OLD = '2020-01-01';

// Plants in plant 1's department (X1, X3) and plant 2's (X2, X4).
const X = { X1: 'dashx1', X2: 'dashx2', X3: 'dashx3', X4: 'dashx4' } as const;

const qtyDelta = (after: string, before: string) =>
  formatDecimal((parseDecimal(after, 3) ?? 0n) - (parseDecimal(before, 3) ?? 0n), 3);

async function get<T>(path: string, token: string, query?: Record<string, string>): Promise<T> {
  const res = await call<T>(t.app, 'GET', path, { token, ...(query ? { query } : {}) });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.result;
}

interface Snapshot {
  analysis: AnalysisData;
  charts: ChartsData;
  monitor: MonitorData;
}
const snap = async (token: string): Promise<Snapshot> => ({
  analysis: await get<AnalysisData>('/cwxt/dashboard/analysis', token),
  charts: await get<ChartsData>('/cwxt/dashboard/charts', token),
  monitor: await get<MonitorData>('/cwxt/dashboard/monitor', token),
});
let before: { plant: Snapshot; grid: Snapshot };

async function seedRows(): Promise<void> {
  const q = (sql: string, params: unknown[]) => t.db.query(sql, params);
  const plants: Array<[string, number, string, string]> = [
    [X.X1, 1, 'storage', '12.345'],
    [X.X2, 2, 'storage', '7.005'],
    [X.X3, 1, 'storage', '1.000'],
    [X.X4, 2, 'storage', '2.000'],
  ];
  for (const [id, n, type, mw] of plants) {
    await q(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, $4, $5, '110', $6)`,
      [id, `看板${id}电厂`, `DASH-${id}`, type, mw, demoPlantDepartId(n)],
    );
  }
  const task = `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, energy_kwh, unit_price, amount, deadline, status)
                VALUES ($1, 1000, $2, $3, $4, 0.5, $5, $6, $7)`;
  await q(task, ['dasht1', X.X1, month, '1000.000', '1000.10', OLD, 'pending']);
  await q(task, ['dasht2', X.X2, month, '2000.000', '2000.20', OLD, 'pending']);
  await q(task, ['dasht3', X.X1, lastMonth, '500.000', '500.55', OLD, 'confirmed']);
  await q(
    `INSERT INTO biz_payment (id, tenant_id, plant_id, task_id, amount, pay_date) VALUES ('dashpay1', 1000, $1, 'dasht3', 100.05, $2)`,
    [X.X1, `${month}-01`],
  );
  const invoice = `INSERT INTO biz_invoice (id, tenant_id, plant_id, task_id, invoice_type, invoice_code, invoice_number, invoice_date,
                     amount, tax_rate, tax_amount, total_amount, buyer_name, status, submit_by, submit_time, create_by)
                   VALUES ($1, 1000, $2, $3, 'special', '', $4, $5, $6, 13, $7, $8, '国网某省电力公司', $9, $10,
                     now() - make_interval(days => $11::integer), $10)`;
  await q(invoice, [
    'dashi1',
    X.X1,
    'dasht3',
    'DASH0001',
    `${month}-01`,
    '500.55',
    '65.07',
    '565.62',
    'submitted',
    'dashplant',
    5,
  ]);
  await q(invoice, [
    'dashi2',
    X.X2,
    null,
    'DASH0002',
    `${month}-01`,
    '100.00',
    '13.00',
    '113.00',
    'submitted',
    'other',
    0,
  ]);
  await q(invoice, [
    'dashi3',
    X.X1,
    null,
    'DASH0003',
    `${month}-01`,
    '200.00',
    '26.00',
    '226.00',
    'returned',
    'other',
    0,
  ]);
  await q(
    `INSERT INTO biz_notice (id, tenant_id, notice_type, title, reply_deadline, status, publish_time)
     VALUES ('dashn1', 1000, 'notice', '看板测试通知', $1, 'published', now())`,
    [OLD],
  );
  for (const [id, p] of [
    ['dashnt1', X.X1],
    ['dashnt2', X.X2],
  ])
    await q(`INSERT INTO biz_notice_target (id, notice_id, plant_id) VALUES ($1, 'dashn1', $2)`, [id, p]);
  const feedback = `INSERT INTO biz_feedback (id, tenant_id, plant_id, category, title, content, status, create_time)
                    VALUES ($1, 1000, $2, 'problem', $3, '内容', 'pending', now() - make_interval(days => $4::integer))`;
  await q(feedback, ['dashf1', X.X1, '看板反馈一', 10]);
  await q(feedback, ['dashf2', X.X2, '看板反馈二', 10]);
  // The plant user's own transition on their task, and one (contrived) on another plant's task.
  const log = `INSERT INTO biz_settlement_log (id, task_id, action, from_status, to_status, operator, create_time)
               VALUES ($1, $2, 'confirm', 'pending', $3, 'dashplant', now())`;
  await q(log, ['dashl1', 'dasht3', 'confirmed']);
  await q(log, ['dashl2', 'dasht2', 'confirmed']);
}

beforeAll(async () => {
  t = await createTestApp();
  plant = await plantUser(t, 'dashplant', 1);
  grid = await gridUser(t, 'dashgrid');
  leader = await leaderUser(t, 'dashleader');
  await createUser(t, { username: 'dashnobody', password: BIZ_PASSWORD });
  nobody = await login(t.app, 'dashnobody', BIZ_PASSWORD);
  before = { plant: await snap(plant.token), grid: await snap(grid.token) };
  await seedRows();
});

afterAll(async () => {
  await t?.close();
});

const storage = (a: AnalysisData) =>
  a.plantsByType?.find((r) => r.plantType === 'storage') ?? { count: 0, capacityMw: '0.000' };
const pending = (a: AnalysisData) => a.settlementByStatus?.find((r) => r.status === 'pending');
const thisMonthInvoices = (a: AnalysisData) => a.invoicesByMonth?.find((r) => r.month === month);

describe('GET /cwxt/dashboard/analysis', () => {
  it('counts plants, capacity, this month by state, unpaid and invoices by month: plant 1 only for its user', async () => {
    const a = await get<AnalysisData>('/cwxt/dashboard/analysis', plant.token);
    const b = before.plant.analysis;
    expect(a.month).toBe(month);
    expect(a.cards.plantCount! - b.cards.plantCount!).toBe(2);
    expect(qtyDelta(a.cards.capacityMw!, b.cards.capacityMw!)).toBe('13.345');
    expect(storage(a).count - storage(b).count).toBe(2);
    expect(qtyDelta(storage(a).capacityMw, storage(b).capacityMw)).toBe('13.345');
    expect(pending(a)!.count - pending(b)!.count).toBe(1);
    expect(subtractMoney(pending(a)!.amount, pending(b)!.amount)).toBe('1000.10');
    expect(subtractMoney(a.cards.monthAmount!, b.cards.monthAmount!)).toBe('1000.10');
    expect(subtractMoney(a.cards.unpaidAmount!, b.cards.unpaidAmount!)).toBe('400.50');
    expect(a.settlementByStatus!.map((r) => r.status)).toEqual([
      'pending',
      'disputed',
      'confirmed',
      'invoiced',
      'settled',
    ]);
    expect(a.invoicesByMonth).toHaveLength(12);
    const inv = thisMonthInvoices(a)!;
    const invBefore = thisMonthInvoices(b)!;
    expect(subtractMoney(inv.submitted, invBefore.submitted)).toBe('565.62');
    expect(subtractMoney(inv.open, invBefore.open)).toBe('226.00');
  });

  it('gives the grid every plant', async () => {
    const a = await get<AnalysisData>('/cwxt/dashboard/analysis', grid.token);
    const b = before.grid.analysis;
    expect(a.cards.plantCount! - b.cards.plantCount!).toBe(4);
    expect(qtyDelta(a.cards.capacityMw!, b.cards.capacityMw!)).toBe('22.350');
    expect(subtractMoney(pending(a)!.amount, pending(b)!.amount)).toBe('3000.30');
    expect(subtractMoney(thisMonthInvoices(a)!.submitted, thisMonthInvoices(b)!.submitted)).toBe('678.62');
  });

  it('equals a direct sum over the plant user’s own plants', async () => {
    const a = await get<AnalysisData>('/cwxt/dashboard/analysis', plant.token);
    const [row] = await t.db.query<{ n: number; mw: string }>(
      `SELECT count(*)::integer AS n, COALESCE(SUM(capacity_mw), 0)::numeric(20,3)::text AS mw FROM biz_plant WHERE depart_id = $1`,
      [demoPlantDepartId(1)],
    );
    expect(a.cards.plantCount).toBe(row!.n);
    expect(a.cards.capacityMw).toBe(row!.mw);
  });

  it('shows no section to a user without business permissions, and refuses anonymous callers', async () => {
    const a = await get<AnalysisData>('/cwxt/dashboard/analysis', nobody);
    expect(a).toEqual({ month, cards: {} });
    const res = await call(t.app, 'GET', '/cwxt/dashboard/analysis');
    expect(res.status).toBe(401);
  });
});

describe('GET /cwxt/dashboard/todo', () => {
  it('lists the plant user’s tasks to confirm, returned invoices and notices to answer, of plant 1 only', async () => {
    const d = await get<TodoData>('/cwxt/dashboard/todo', plant.token);
    const ids = d.items.map((i) => i.id);
    const t1 = d.items.find((i) => i.id === 'dasht1');
    expect(t1).toMatchObject({
      kind: 'confirmTask',
      amount: '1000.10',
      deadline: OLD,
      overdue: true,
      action: 'confirm',
      path: '/dfgl/task',
    });
    expect(ids).not.toContain('dasht2');
    expect(d.items.find((i) => i.id === 'dashi3')).toMatchObject({
      kind: 'fixInvoice',
      amount: '226.00',
      path: '/fpgl/pool',
      action: null,
    });
    const notices = d.items.filter((i) => i.id === 'dashn1');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'answerNotice', plantName: '看板dashx1电厂', overdue: true });
    expect(Object.keys(d.counts).sort()).toEqual(['answerNotice', 'confirmTask', 'fixInvoice']);
    expect(ids).not.toContain('dashi1');
    expect(ids).not.toContain('dashf1');
  });

  it('lists the grid’s invoices to verify (with the one-tap action) and feedback waiting, no plant work', async () => {
    const d = await get<TodoData>('/cwxt/dashboard/todo', grid.token);
    expect(d.items.find((i) => i.id === 'dashi1')).toMatchObject({
      kind: 'verifyInvoice',
      amount: '565.62',
      action: 'verify',
    });
    expect(d.items.find((i) => i.id === 'dashi2')).toMatchObject({ kind: 'verifyInvoice', amount: '113.00' });
    expect(d.items.filter((i) => i.kind === 'handleFeedback').map((i) => i.id)).toEqual(
      expect.arrayContaining(['dashf1', 'dashf2']),
    );
    expect(Object.keys(d.counts).sort()).toEqual(['handleFeedback', 'reviseTask', 'verifyInvoice']);
    expect(d.counts.verifyInvoice).toBeGreaterThanOrEqual(2);
  });

  it('has nothing for a leader or a user without business permissions', async () => {
    expect(await get<TodoData>('/cwxt/dashboard/todo', leader.token)).toEqual({ counts: {}, items: [] });
    expect(await get<TodoData>('/cwxt/dashboard/todo', nobody)).toEqual({ counts: {}, items: [] });
  });
});

describe('GET /cwxt/dashboard/board', () => {
  it('shows the month’s tasks as cards, plant 1’s only to its user', async () => {
    const p = await get<BoardData>('/cwxt/dashboard/board', plant.token, { month });
    expect(p.cards!.find((c) => c.id === 'dasht1')).toMatchObject({
      status: 'pending',
      amount: '1000.10',
      plantId: X.X1,
    });
    expect(p.cards!.map((c) => c.id)).not.toContain('dasht2');
    const g = await get<BoardData>('/cwxt/dashboard/board', grid.token, { month });
    expect(g.cards!.map((c) => c.id)).toEqual(expect.arrayContaining(['dasht1', 'dasht2']));
    const last = await get<BoardData>('/cwxt/dashboard/board', plant.token, { month: lastMonth });
    expect(last.cards!.find((c) => c.id === 'dasht3')?.status).toBe('confirmed');
  });

  it('refuses a malformed month and gives nobody cards', async () => {
    const res = await call(t.app, 'GET', '/cwxt/dashboard/board', {
      token: grid.token,
      query: { month: '2026-13' },
    });
    expect(res.body).toMatchObject({ success: false, message: '月份格式不正确，应为YYYY-MM' });
    expect(await get<BoardData>('/cwxt/dashboard/board', nobody)).toEqual({ month });
  });
});

describe('GET /cwxt/dashboard/charts', () => {
  it('sums the months, plant types, invoice types and top plants within the scope', async () => {
    const c = await get<ChartsData>('/cwxt/dashboard/charts', plant.token);
    const b = before.plant.charts;
    expect(c.months).toHaveLength(12);
    expect(c.months[11]).toBe(month);
    const cur = c.settlementByMonth!.find((r) => r.month === month)!;
    const curBefore = b.settlementByMonth!.find((r) => r.month === month)!;
    expect(subtractMoney(cur.amount, curBefore.amount)).toBe('1000.10');
    expect(qtyDelta(cur.energyKwh, curBefore.energyKwh)).toBe('1000.000');
    const storageEnergy = (d: ChartsData) =>
      d.energyByPlantType!.find((r) => r.plantType === 'storage')?.energyKwh ?? '0.000';
    expect(qtyDelta(storageEnergy(c), storageEnergy(b))).toBe('1500.000');
    expect(c.topPlants!.find((r) => r.plantId === X.X1)?.amount).toBe('1500.65');
    expect(c.topPlants!.map((r) => r.plantId)).not.toContain(X.X2);
    const special = (d: ChartsData) =>
      d.invoicesByType!.find((r) => r.invoiceType === 'special')?.total ?? '0.00';
    expect(subtractMoney(special(c), special(b))).toBe('791.62');
    const g = await get<ChartsData>('/cwxt/dashboard/charts', grid.token);
    expect(subtractMoney(special(g), special(before.grid.charts))).toBe('904.62');
    expect(await get<ChartsData>('/cwxt/dashboard/charts', nobody)).toEqual({ months: c.months });
  });
});

describe('GET /cwxt/dashboard/monitor', () => {
  it('finds overdue tasks, stale invoices, overdue notices, stale feedback and idle plants of plant 1 only', async () => {
    const m = await get<MonitorData>('/cwxt/dashboard/monitor', plant.token);
    const b = before.plant.monitor;
    const ids = (k: keyof Omit<MonitorData, 'month'>) => m[k]!.items.map((i) => i.id);
    expect(m.overdueTasks!.count - b.overdueTasks!.count).toBe(1);
    expect(ids('overdueTasks')).toContain('dasht1');
    expect(ids('overdueTasks')).not.toContain('dasht2');
    expect(ids('staleInvoices')).toContain('dashi1');
    expect(ids('staleInvoices')).not.toContain('dashi2');
    expect(m.staleInvoices!.count - b.staleInvoices!.count).toBe(1);
    expect(ids('overdueNotices')).toContain('dashnt1');
    expect(ids('overdueNotices')).not.toContain('dashnt2');
    expect(ids('staleFeedback')).toContain('dashf1');
    expect(ids('staleFeedback')).not.toContain('dashf2');
    expect(m.idlePlants!.count - b.idlePlants!.count).toBe(1);
    expect(ids('idlePlants')).toContain(X.X3);
    expect(ids('idlePlants')).not.toContain(X.X4);
  });

  it('gives the grid both plants and nobody nothing', async () => {
    const m = await get<MonitorData>('/cwxt/dashboard/monitor', grid.token);
    expect(m.overdueTasks!.count - before.grid.monitor.overdueTasks!.count).toBe(2);
    expect(m.overdueNotices!.items.map((i) => i.id)).toEqual(expect.arrayContaining(['dashnt1', 'dashnt2']));
    expect(m.idlePlants!.count - before.grid.monitor.idlePlants!.count).toBe(2);
    expect(await get<MonitorData>('/cwxt/dashboard/monitor', nobody)).toEqual({ month });
  });
});

describe('GET /cwxt/dashboard/workplace', () => {
  it('lists my recent actions within my plant and the notices sent to it', async () => {
    const w = await get<WorkplaceData>('/cwxt/dashboard/workplace', plant.token);
    const settlement = w.recent.filter((r) => r.kind === 'settlement').map((r) => r.id);
    expect(settlement).toContain('dasht3');
    expect(settlement).not.toContain('dasht2');
    expect(w.recent.find((r) => r.kind === 'invoice' && r.id === 'dashi1')?.text).toMatch(/DASH0001/);
    expect(w.notices!.map((n) => n.id)).toContain('dashn1');
    expect(await get<WorkplaceData>('/cwxt/dashboard/workplace', nobody)).toEqual({ recent: [] });
  });
});
