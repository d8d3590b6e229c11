// Opening a month's settlement tasks: one per 在运 plant of the tenant that has none yet, the
// price carried over from the plant's previous month, energy 0 until the grid fills it in.
import { MONTH_PATTERN, SETTLEMENT_MESSAGES } from '../../../src/shared/domain/resources/settlement-task';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';

export const DEFAULT_TAX_RATE = '13.00';

/** "2026-01" → "2025-12". */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** "2025-12" → "2026-01". */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month of `now` in Asia/Shanghai (UTC+8, no DST), "YYYY-MM". */
export function shanghaiMonth(now: Date): string {
  const d = new Date(now.getTime() + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The 10th of the month after `month`: the default 截止日期 of its task. */
export function defaultDeadline(month: string): string {
  return `${nextMonth(month)}-10`;
}

export interface Actor {
  username: string;
  realname: string;
}

/**
 * Opens `month` for the tenant's running plants without a task; idempotent (the unique index on
 * plant and month makes a concurrent second run a no-op). Returns the ids of the new tasks.
 */
export async function openMonth(db: Db, tenantId: number, month: string, actor: Actor): Promise<string[]> {
  if (!MONTH_PATTERN.test(month)) throw new BizError(SETTLEMENT_MESSAGES.monthFormat);
  return db.transaction((tx) => openMonthIn(tx, tenantId, month, actor));
}

/** openMonth inside the caller's transaction (the route claims its idempotency receipt there). */
export async function openMonthIn(tx: Db, tenantId: number, month: string, actor: Actor): Promise<string[]> {
  if (!MONTH_PATTERN.test(month)) throw new BizError(SETTLEMENT_MESSAGES.monthFormat);
  const plants = await tx.query<{ id: string; sys_org_code: string | null; price: string | null }>(
    `SELECT p.id, p.sys_org_code,
            (SELECT prev.unit_price::text FROM biz_settlement_task prev
              WHERE prev.plant_id = p.id AND prev.tenant_id = p.tenant_id AND prev.settle_month = $3) AS price
       FROM biz_plant p
      WHERE p.tenant_id = $1::integer AND p.status = 'running'
        AND NOT EXISTS (SELECT 1 FROM biz_settlement_task t
                         WHERE t.tenant_id = p.tenant_id AND t.plant_id = p.id AND t.settle_month = $2)
      ORDER BY p.id`,
    [tenantId, month, previousMonth(month)],
  );
  if (plants.length === 0) return [];
  const p = new SqlParams();
  const tuples = plants.map(
    (plant) =>
      `(${p.add(newId())}, ${p.add(tenantId)}::integer, ${p.add(plant.id)}, ${p.add(month)}, 0,
        ${p.add(plant.price ?? '0')}::numeric, 0, ${p.add(DEFAULT_TAX_RATE)}::numeric, ${p.add(defaultDeadline(month))}::date,
        'pending', ${p.add(actor.username)}, now(), ${p.add(plant.sys_org_code)})`,
  );
  const opened = await tx.query<{ id: string }>(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month, energy_kwh, unit_price, amount,
       tax_rate, deadline, status, create_by, create_time, sys_org_code)
     VALUES ${tuples.join(', ')}
     ON CONFLICT (tenant_id, plant_id, settle_month) DO NOTHING RETURNING id`,
    p.values,
  );
  if (opened.length > 0) {
    const q = new SqlParams();
    const logs = opened.map(
      (o) =>
        `(${q.add(newId())}, ${q.add(o.id)}, 'open', NULL, 'pending', ${q.add(`开立 ${month} 结算任务`)},
          ${q.add(actor.username)}, ${q.add(actor.realname)}, now())`,
    );
    await tx.query(
      `INSERT INTO biz_settlement_log (id, task_id, action, from_status, to_status, remark, operator, operator_name, create_time)
       VALUES ${logs.join(', ')}`,
      q.values,
    );
  }
  return opened.map((o) => o.id);
}
