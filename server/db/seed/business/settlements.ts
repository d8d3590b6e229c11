import { settlementAmount } from '../../../../src/shared/domain/resources/settlement-task';
import { formatMoney, parseMoney } from '../../../../src/shared/domain/money/money';
import type { Db } from '../../db';
import { SqlParams } from '../../../lib/list-query/sql-params';
import { DEMO_PLANT_COUNT, demoPlantId } from './ids';

/**
 * Demo data: a year of settlement tasks (the 12 months before the current month, Asia/Shanghai)
 * for each demo plant, in every state, with each task's transition log and the payments of the
 * paid ones; plus the current month's tasks, mostly 待确认. Deterministic (ids from plant and
 * month, mulberry32 per task) and idempotent (ON CONFLICT DO NOTHING).
 */

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** The fixed id of plant n's task of `month` ("YYYY-MM"); the invoices seed uses it too. */
export function settlementTaskSeedId(n: number, month: string): string {
  return `18000000009200${pad(n, 2)}${month.replace('-', '')}`;
}

const logId = (taskId: string, seq: number) => `1800000000930${taskId.slice(14)}${pad(seq, 2)}`;
const paymentId = (taskId: string, seq: number) => `1800000000940${taskId.slice(14)}${pad(seq, 2)}`;

export const SETTLEMENT_JOB_ID = '1800000000000110004';

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Monthly utilisation hours and tax-inclusive price range (元/kWh, in micro-yuan) by plant type. */
const PROFILE: Readonly<Record<string, { hours: [number, number]; price: [number, number] }>> = {
  thermal: { hours: [380, 480], price: [364_400, 410_000] },
  hydro: { hours: [220, 420], price: [250_000, 330_000] },
  wind: { hours: [150, 240], price: [350_000, 420_000] },
  solar: { hours: [90, 130], price: [370_000, 450_000] },
  biomass: { hours: [450, 550], price: [650_000, 750_000] },
  storage: { hours: [30, 60], price: [500_000, 650_000] },
};

const DISPUTE_REASONS = [
  '上网电量与我厂关口表计抄见电量不一致，请核对计量数据',
  '结算电价未执行最新的电价批复文件，请核实',
  '本月检修期间的厂用电量被计入上网电量，请复核',
  '部分时段的偏差考核电量有误，请重新计算',
];

type Status = 'pending' | 'confirmed' | 'disputed' | 'invoiced' | 'settled';

/** Status of plant n's task `k` months before the current month (k = 0: the current month). */
function statusOf(n: number, k: number): Status {
  if (k === 0) return n % 10 === 0 ? 'confirmed' : 'pending';
  if (k === 1) return (['disputed', 'pending', 'confirmed', 'invoiced', 'confirmed'] as const)[(n - 1) % 5]!;
  if (k === 2) return n % 4 === 0 ? 'confirmed' : 'invoiced';
  if (k === 3) return n % 3 === 0 ? 'invoiced' : 'settled';
  return 'settled';
}

function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + delta;
  return `${Math.floor(i / 12)}-${pad((i % 12) + 1, 2)}`;
}

/** Day `d` (may pass the month's end) of `month` at `hour` Asia/Shanghai. */
function at(month: string, d: number, hour: number): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hour - 8, 0, 0));
}

interface PlantInfo {
  n: number;
  id: string;
  tenantId: number;
  type: string;
  capacityMw: number;
  orgCode: string | null;
  running: boolean;
}

const GRID = ['yingxiao', '营销专责'] as const;
const PLANT = ['dianchang', '电厂结算专责'] as const;

interface Built {
  tasks: unknown[][];
  logs: unknown[][];
  payments: unknown[][];
}

function buildTask(plant: PlantInfo, month: string, k: number, out: Built, now: Date): void {
  // The recent months' events may fall after the seed date: they happened "just now" instead.
  const when = (m: string, d: number, hour: number): Date => {
    const t = at(m, d, hour);
    return t > now ? now : t;
  };
  const rnd = mulberry32(plant.n * 7919 + Number(month.replace('-', '')));
  const profile = PROFILE[plant.type] ?? PROFILE.thermal!;
  const hours = profile.hours[0] + rnd() * (profile.hours[1] - profile.hours[0]);
  const kwh = Math.max(1, Math.round(plant.capacityMw * hours * 1000));
  const energy = `${kwh}.${pad(Math.floor(rnd() * 1000), 3)}`;
  // One price per plant for the year (the price rarely changes), whole 0.0001 元.
  const priceRnd = mulberry32(plant.n * 104_729)();
  const micro = profile.price[0] + Math.floor((priceRnd * (profile.price[1] - profile.price[0])) / 100) * 100;
  const price = `0.${pad(micro, 6)}`;
  const amount = settlementAmount(energy, price) ?? '0.00';
  const status = statusOf(plant.n, k);
  const id = settlementTaskSeedId(plant.n, month);
  const next = shiftMonth(month, 1);
  const reason = DISPUTE_REASONS[(plant.n + k) % DISPUTE_REASONS.length]!;
  const confirmed = status !== 'pending' && status !== 'disputed';
  let seq = 0;
  const log = (
    action: string,
    from: string | null,
    to: string,
    remark: string | null,
    who: readonly [string, string],
    time: Date,
  ) => out.logs.push([logId(id, ++seq), id, action, from, to, remark, who[0], who[1], time]);

  log(
    'open',
    null,
    'pending',
    `开立 ${month} 结算任务`,
    ['system', '定时任务'],
    when(shiftMonth(month, -1), 25, 1),
  );
  // A few settled tasks went through a dispute and a revision first.
  const hadDispute = status === 'disputed' || (status === 'settled' && plant.n % 6 === 0 && k % 2 === 0);
  if (hadDispute) log('dispute', 'pending', 'disputed', reason, PLANT, when(next, 3, 10));
  if (hadDispute && status !== 'disputed')
    log('revise', 'disputed', 'pending', '已核对计量数据，按核实后的电量修订', GRID, when(next, 4, 15));
  const confirmTime = when(next, 5, 9);
  if (confirmed) log('confirm', 'pending', 'confirmed', null, PLANT, confirmTime);
  if (status === 'invoiced' || status === 'settled')
    log('invoice', 'confirmed', 'invoiced', '发票已审核', GRID, when(next, 15, 16));

  const fen = parseMoney(amount) ?? 0n;
  const pays: Array<[string, Date]> = [];
  if (status === 'settled') {
    // Every third settled task was paid in two parts.
    if (plant.n % 3 === 1 && fen > 1n) {
      const first = (fen * 6n) / 10n;
      pays.push([formatMoney(first), when(next, 20, 10)], [formatMoney(fen - first), when(next, 26, 10)]);
    } else pays.push([amount, when(next, 25, 10)]);
  } else if (status === 'invoiced' && k >= 3 && fen > 1n) {
    pays.push([formatMoney(fen / 2n), when(next, 25, 10)]);
  }
  let paid = 0n;
  pays.forEach(([value, time], i) => {
    paid += parseMoney(value) ?? 0n;
    const done = status === 'settled' && paid === fen;
    out.payments.push([
      paymentId(id, i + 1),
      plant.tenantId,
      plant.id,
      id,
      value,
      time,
      `第${i + 1}笔电费付款`,
      GRID[0],
      time,
    ]);
    log('pay', 'invoiced', done ? 'settled' : 'invoiced', `付款 ${value} 元`, GRID, time);
  });

  out.tasks.push([
    id,
    plant.tenantId,
    plant.id,
    month,
    energy,
    price,
    amount,
    '13.00',
    `${next}-10`,
    status,
    status === 'disputed' ? reason : null,
    confirmed ? PLANT[0] : null,
    confirmed ? confirmTime : null,
    'system',
    when(shiftMonth(month, -1), 25, 1),
    plant.orgCode,
  ]);
}

const TASK_COLUMNS = [
  'id',
  'tenant_id',
  'plant_id',
  'settle_month',
  'energy_kwh',
  'unit_price',
  'amount',
  'tax_rate',
  'deadline',
  'status',
  'dispute_reason',
  'confirm_by',
  'confirm_time',
  'create_by',
  'create_time',
  'sys_org_code',
];
const LOG_COLUMNS = [
  'id',
  'task_id',
  'action',
  'from_status',
  'to_status',
  'remark',
  'operator',
  'operator_name',
  'create_time',
];
const PAYMENT_COLUMNS = [
  'id',
  'tenant_id',
  'plant_id',
  'task_id',
  'amount',
  'pay_date',
  'remark',
  'create_by',
  'create_time',
];

/** Multi-row INSERTs of at most 500 rows each. */
async function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly unknown[][]) {
  for (let i = 0; i < rows.length; i += 500) {
    const p = new SqlParams();
    const tuples = rows.slice(i, i + 500).map((r) => `(${r.map((v) => p.add(v)).join(', ')})`);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
      p.values,
    );
  }
}

/** "YYYY-MM" of `now` in Asia/Shanghai. */
function currentMonth(now: Date): string {
  const d = new Date(now.getTime() + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}`;
}

export async function seedSettlements(db: Db, now: Date = new Date()): Promise<void> {
  await db.query(
    `INSERT INTO sys_quartz_job (id, job_class_name, cron_expression, parameter, description, status, del_flag,
       create_by, create_time)
     VALUES ($1, 'openMonthlySettlements', '0 0 1 25 * ? *', NULL, '开立下月电费结算任务', 0, 0, 'system', now())
     ON CONFLICT DO NOTHING`,
    [SETTLEMENT_JOB_ID],
  );
  const ids = Array.from({ length: DEMO_PLANT_COUNT }, (_, i) => demoPlantId(i + 1));
  const rows = await db.query<{
    id: string;
    tenant_id: number;
    plant_type: string;
    capacity_mw: string;
    sys_org_code: string | null;
    status: string;
  }>(
    `SELECT id, tenant_id, plant_type, capacity_mw::text AS capacity_mw, sys_org_code, status FROM biz_plant WHERE id = ANY($1::varchar[])`,
    [ids],
  );
  const plants: PlantInfo[] = rows.map((r) => ({
    n: ids.indexOf(r.id) + 1,
    id: r.id,
    tenantId: r.tenant_id,
    type: r.plant_type,
    capacityMw: Number(r.capacity_mw),
    orgCode: r.sys_org_code,
    running: r.status === 'running',
  }));
  const month = currentMonth(now);
  const out: Built = { tasks: [], logs: [], payments: [] };
  for (const plant of plants.sort((a, b) => a.n - b.n))
    for (let k = 12; k >= 0; k--)
      // The current month is opened only for plants still running (as the job would).
      if (k > 0 || plant.running) buildTask(plant, shiftMonth(month, -k), k, out, now);
  await insertRows(db, 'biz_settlement_task', TASK_COLUMNS, out.tasks);
  // A month the job opened before this seed ran keeps the job's task (another id): its seed
  // history is skipped rather than attached to a task that was never inserted.
  const present = new Set(
    (
      await db.query<{ id: string }>(`SELECT id FROM biz_settlement_task WHERE id = ANY($1::varchar[])`, [
        out.tasks.map((t) => t[0]),
      ])
    ).map((r) => r.id),
  );
  await insertRows(
    db,
    'biz_settlement_log',
    LOG_COLUMNS,
    out.logs.filter((l) => present.has(l[1] as string)),
  );
  await insertRows(
    db,
    'biz_payment',
    PAYMENT_COLUMNS,
    out.payments.filter((p) => present.has(p[3] as string)),
  );
}
