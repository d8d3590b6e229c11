import { formatDecimal, parseDecimal } from '../../../../src/shared/domain/money/decimal';
import { SqlParams } from '../../../lib/list-query/sql-params';
import type { Db, Row } from '../../db';
import { DEMO_PLANT_COUNT, demoPlantId } from './ids';

/**
 * Demo 结算电量明细: the gateway meters of each open (待确认 / 电厂有异议) demo task, one per unit
 * (up to three), tied to the unit. A pending task's lines add up to its energy; a disputed one's
 * come to a little more (the plant's own readings, which is what the dispute is about).
 * Deterministic ids from the task's; first start only (with the rest of the demo year).
 */

const lineId = (taskId: string, seq: number) =>
  `1800000000950${taskId.slice(14)}${String(seq).padStart(2, '0')}`;

/** Each meter's share of the energy, in percent (the last meter takes the remainder). */
const SHARES: Readonly<Record<number, readonly number[]>> = { 1: [100], 2: [55, 45], 3: [40, 35, 25] };

interface OpenTask extends Row {
  id: string;
  tenant_id: number;
  plant_id: string;
  status: string;
  energy_kwh: string;
}

export async function seedSettlementLines(db: Db): Promise<void> {
  const plants = Array.from({ length: DEMO_PLANT_COUNT }, (_, i) => demoPlantId(i + 1));
  const tasks = await db.query<OpenTask>(
    `SELECT id, tenant_id, plant_id, status, energy_kwh::text AS energy_kwh FROM biz_settlement_task
      WHERE plant_id = ANY($1::varchar[]) AND status IN ('pending', 'disputed') ORDER BY id`,
    [plants],
  );
  const units = await db.query<{ id: string; plant_id: string }>(
    `SELECT id, plant_id FROM biz_unit WHERE plant_id = ANY($1::varchar[]) ORDER BY plant_id, unit_code, id`,
    [plants],
  );
  const unitsOf = new Map<string, string[]>();
  for (const u of units) unitsOf.set(u.plant_id, [...(unitsOf.get(u.plant_id) ?? []), u.id]);

  const rows: unknown[][] = [];
  for (const task of tasks) {
    const plantUnits = (unitsOf.get(task.plant_id) ?? []).slice(0, 3);
    const meters = Math.max(plantUnits.length, 2);
    const shares = SHARES[meters]!;
    const energy = parseDecimal(task.energy_kwh, 3) ?? 0n;
    // The plant's readings run 0.6 % above the settled energy on a disputed task.
    const total = task.status === 'disputed' ? energy + (energy * 6n) / 1000n : energy;
    let left = total;
    shares.forEach((share, i) => {
      const last = i === shares.length - 1;
      const part = last ? left : (total * BigInt(share)) / 100n;
      left -= part;
      const unit = plantUnits[i] ?? null;
      rows.push([
        lineId(task.id, i + 1),
        task.tenant_id,
        task.plant_id,
        task.id,
        unit,
        unit ? `#${i + 1}机组关口表` : '升压站关口表',
        formatDecimal(part, 3),
        task.status === 'disputed' && i === 0 ? '电厂关口表计抄见电量' : null,
        i + 1,
      ]);
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    const p = new SqlParams();
    const tuples = rows
      .slice(i, i + 500)
      .map((r) => `(${r.map((v) => p.add(v)).join(', ')}, 1, 'system', now())`);
    // ON CONFLICT (id): the deferrable meter-point key cannot be an arbiter.
    await db.query(
      `INSERT INTO biz_settlement_line (id, tenant_id, plant_id, task_id, unit_id, meter_point, energy_kwh, remark,
         sort_no, version, create_by, create_time)
       VALUES ${tuples.join(', ')} ON CONFLICT (id) DO NOTHING`,
      p.values,
    );
  }
}
