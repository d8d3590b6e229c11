// Rows of biz_settlement_line as read from SQL, their wire form (the list's records and the live
// `update`/`add` messages carry the same JSON), and the reads both the list and the save use.
import { LINE_MESSAGES, type SettlementLineJson } from '../../../src/shared/domain/resources/settlement-line';
import type { Db, Row } from '../../db/db';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { fixedScale } from '../settlement/rows';

export interface LineRow extends Row {
  id: string;
  tenant_id: number;
  plant_id: string;
  task_id: string;
  unit_id: string | null;
  meter_point: string;
  energy_kwh: string;
  remark: string | null;
  sort_no: number;
  version: number;
  update_by: string | null;
  update_time: Date | string | null;
}

export type LineJson = SettlementLineJson;

export const toLineJson = (r: LineRow): LineJson => ({
  id: r.id,
  taskId: r.task_id,
  unitId: r.unit_id,
  meterPoint: r.meter_point,
  energyKwh: fixedScale(r.energy_kwh, 3),
  remark: r.remark,
  sortNo: Number(r.sort_no),
  version: Number(r.version),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
});

const LINE_COLUMNS = `l.id, l.tenant_id, l.plant_id, l.task_id, l.unit_id, l.meter_point,
  l.energy_kwh::text AS energy_kwh, l.remark, l.sort_no, l.version, l.update_by, l.update_time`;

/** The task's lines in display order; `forUpdate` locks them for a save. */
export function linesOfTask(db: Db, taskId: string, forUpdate = false): Promise<LineRow[]> {
  return db.query<LineRow>(
    `SELECT ${LINE_COLUMNS} FROM biz_settlement_line l WHERE l.task_id = $1
      ORDER BY l.sort_no, l.id${forUpdate ? ' FOR UPDATE' : ''}`,
    [taskId],
  );
}

export interface UnitOption {
  value: string;
  label: string;
}

/**
 * The plant's units (the 机组 column's options). In a save, `lock` takes a key-share lock, so a
 * unit delete running at the same time waits for the save and then sees the lines naming it.
 */
export async function unitsOfPlant(
  db: Db,
  tenantId: number,
  plantId: string,
  lock = false,
): Promise<UnitOption[]> {
  const rows = await db.query<{ id: string; unit_name: string; unit_code: string }>(
    `SELECT u.id, u.unit_name, u.unit_code FROM biz_unit u WHERE u.plant_id = $1 AND u.tenant_id = $2::integer
      ORDER BY u.unit_code, u.id${lock ? ' FOR KEY SHARE' : ''}`,
    [plantId, tenantId],
  );
  return rows.map((r) => ({ value: r.id, label: r.unit_name }));
}

/**
 * For the unit delete paths (机组信息, the plant form's 机组 sub-table), inside their transaction
 * or just before their delete: refuses, with a message, units that settlement lines still name.
 */
export async function assertUnitsUnreferenced(db: Db, unitIds: readonly string[]): Promise<void> {
  if (unitIds.length === 0) return;
  const used = await db.query(
    'SELECT 1 FROM biz_settlement_line WHERE unit_id = ANY($1::varchar[]) LIMIT 1',
    [[...unitIds]],
  );
  if (used.length > 0) throw new BizError(LINE_MESSAGES.unitInUse);
}
