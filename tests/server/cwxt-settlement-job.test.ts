import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import {
  seedSettlements,
  settlementTaskSeedId,
  SETTLEMENT_JOB_ID,
} from '../../server/db/seed/business/settlements';
import { findHandler } from '../../server/lib/scheduler/handlers/registry';
import {
  monthToOpen,
  openMonthlySettlements,
} from '../../server/lib/scheduler/handlers/open-monthly-settlements';
import { notifySettlement } from '../../server/modules/settlement/invoice-hook';
import type { AppDeps } from '../../server/fastify-types';
import { createTestApp, type TestApp } from './support/test-app';

/** The monthly job that opens next month's tasks, the demo-year seed, and the never-throwing notifier. */

let t: TestApp;
const PLANTS = [1, 2, 3] as const;
const ctx = (now: Date, parameter: string | null = null) => ({
  db: t.db,
  config: t.config,
  parameter,
  now,
  log: () => undefined,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const n of PLANTS) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id, status)
       VALUES ($1, 1000, $2, $3, $4, $5, '220', $6, 'running') ON CONFLICT (id) DO NOTHING`,
      [
        demoPlantId(n),
        `任务测试电厂${n}`,
        `JOB-P${n}`,
        ['thermal', 'hydro', 'wind'][n - 1],
        600 / n,
        demoPlantDepartId(n),
      ],
    );
  }
});

afterAll(async () => {
  await t?.close();
});

describe('openMonthlySettlements', () => {
  it('is registered and seeded as a running job on the 25th', async () => {
    expect(findHandler('openMonthlySettlements')).toBe(openMonthlySettlements);
    const [job] = await t.db.query<{ job_class_name: string; cron_expression: string; status: number }>(
      'SELECT job_class_name, cron_expression, status FROM sys_quartz_job WHERE id = $1',
      [SETTLEMENT_JOB_ID],
    );
    expect(job).toEqual({
      job_class_name: 'openMonthlySettlements',
      cron_expression: '0 0 1 25 * ? *',
      status: 0,
    });
  });

  it('reads the month to open: next month in Asia/Shanghai, or the parameter', () => {
    // 2034-12-31 17:00 UTC is already 2035-01-01 in Shanghai.
    expect(monthToOpen(null, new Date('2034-12-31T17:00:00Z'))).toBe('2035-02');
    expect(monthToOpen('', new Date('2034-12-31T15:00:00Z'))).toBe('2035-01');
    expect(monthToOpen('2036-07', new Date())).toBe('2036-07');
    expect(monthToOpen('2036-7', new Date())).toBeNull();
    expect(openMonthlySettlements.validateParameter?.('abc')).toContain('YYYY-MM');
  });

  it('opens next month for every running plant once', async () => {
    const now = new Date('2034-05-25T01:00:00+08:00');
    const first = await openMonthlySettlements.run(ctx(now));
    expect(first).toMatch(/^已开立 2034-06 结算任务 \d+ 个$/);
    const rows = await t.db.query<{ plant_id: string; status: string }>(
      `SELECT plant_id, status FROM biz_settlement_task WHERE settle_month = '2034-06'`,
    );
    expect(rows.map((r) => r.plant_id)).toEqual(expect.arrayContaining(PLANTS.map((n) => demoPlantId(n))));
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    expect(await openMonthlySettlements.run(ctx(now))).toBe('已开立 2034-06 结算任务 0 个');
    await expect(openMonthlySettlements.run(ctx(now, 'bad'))).rejects.toThrow('YYYY-MM');
  });
});

describe('the settlement seed', () => {
  it('gave plant 1 a pending current-month task with an amount at start-up (the browser test confirms it)', async () => {
    const now = new Date(Date.now() + 8 * 3600_000);
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const [row] = await t.db.query<{ status: string; amount: string }>(
      'SELECT status, amount::text FROM biz_settlement_task WHERE id = $1',
      [settlementTaskSeedId(1, month)],
    );
    expect(row?.status).toBe('pending');
    expect(Number(row?.amount)).toBeGreaterThan(0);
  });

  // Early in the month: last month's confirmations and disputes (on the 3rd–5th) are still ahead of it.
  const NOW = new Date('2032-07-02T04:00:00Z');
  it('creates 12 months plus the current one in every state, with history and payments, idempotently', async () => {
    await seedSettlements(t.db, NOW);
    await seedSettlements(t.db, NOW);
    const tasks = await t.db.query<{
      id: string;
      status: string;
      amount: string;
      plant_id: string;
      settle_month: string;
    }>(
      `SELECT id, status, amount::text, plant_id, settle_month FROM biz_settlement_task
        WHERE settle_month BETWEEN '2031-07' AND '2032-07' AND plant_id = ANY($1::varchar[])`,
      [PLANTS.map((n) => demoPlantId(n))],
    );
    expect(tasks.length).toBe(PLANTS.length * 13);
    expect(new Set(tasks.map((r) => r.status))).toEqual(
      new Set(['pending', 'confirmed', 'disputed', 'invoiced', 'settled']),
    );
    const current = tasks.find((r) => r.id === settlementTaskSeedId(1, '2032-07'));
    expect(current?.status).toBe('pending');
    expect(Number(current?.amount)).toBeGreaterThan(0);
    // Every settled task is paid exactly; every task's log ends in its status.
    const mismatched = await t.db.query(
      `SELECT t.id FROM biz_settlement_task t
        WHERE t.settle_month BETWEEN '2031-07' AND '2032-06' AND t.plant_id = ANY($1::varchar[])
          AND ((t.status = 'settled' AND t.amount <> (SELECT COALESCE(SUM(amount), 0) FROM biz_payment y WHERE y.task_id = t.id))
            OR t.status <> (SELECT l.to_status FROM biz_settlement_log l WHERE l.task_id = t.id ORDER BY l.create_time DESC, l.id DESC LIMIT 1))`,
      [PLANTS.map((n) => demoPlantId(n))],
    );
    expect(mismatched).toEqual([]);
    // Nothing happened after the seed date (recent months' events are clamped to it).
    const future = await t.db.query(
      `SELECT 1 FROM biz_settlement_log l JOIN biz_settlement_task t ON t.id = l.task_id
        WHERE t.plant_id = ANY($1::varchar[]) AND t.settle_month BETWEEN '2031-07' AND '2032-07' AND l.create_time > $2
       UNION ALL
       SELECT 1 FROM biz_settlement_task t
        WHERE t.plant_id = ANY($1::varchar[]) AND t.settle_month BETWEEN '2031-07' AND '2032-07' AND t.confirm_time > $2`,
      [PLANTS.map((n) => demoPlantId(n)), NOW],
    );
    expect(future).toEqual([]);
    const disputed = await t.db.query<{ dispute_reason: string | null }>(
      `SELECT dispute_reason FROM biz_settlement_task WHERE status = 'disputed' AND settle_month BETWEEN '2031-07' AND '2032-07'`,
    );
    expect(disputed.every((d) => (d.dispute_reason ?? '') !== '')).toBe(true);
  });
});

describe('notifySettlement', () => {
  it('never throws: a failure goes to the warning', async () => {
    const warnings: string[] = [];
    const broken = {
      db: {
        query: () => Promise.reject(new Error('db down')),
      },
    } as unknown as AppDeps; // only db.query is reached before the failure
    await expect(notifySettlement(broken, 'x', 'confirm', (m) => warnings.push(m))).resolves.toBeUndefined();
    expect(warnings[0]).toContain('db down');
  });
});
