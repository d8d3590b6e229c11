import { normalizeCapacity } from '../../../src/shared/domain/resources/plant';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { formatDate, formatDateTime } from '../../lib/time';
import { dictText } from '../user/user-json';

export interface UnitRow extends Row {
  id: string;
  tenant_id: number;
  plant_id: string;
  unit_code: string;
  unit_name: string;
  unit_type: string;
  capacity_mw: string | number;
  commission_date: Date | string | null;
  status: string;
  meter_point_code: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface UnitJson {
  id: string;
  plantId: string;
  plantId_dictText: string | null;
  unitCode: string;
  unitName: string;
  unitType: string;
  unitType_dictText: string | null;
  capacityMw: string | null;
  commissionDate: string | null;
  status: string;
  status_dictText: string | null;
  meterPointCode: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** id → name of the plants named by the rows (only ever rows the caller may already see). */
export async function plantNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await db.query<Row & { id: string; plant_name: string }>(
    'SELECT id, plant_name FROM biz_plant WHERE id = ANY($1::varchar[])',
    [list],
  );
  return new Map(rows.map((r) => [r.id, r.plant_name]));
}

export async function unitsToJson(deps: AppDeps, rows: readonly UnitRow[]): Promise<UnitJson[]> {
  const dicts = await deps.dicts.allItems();
  const plants = await plantNames(
    deps.db,
    rows.map((r) => r.plant_id),
  );
  return rows.map((r) => ({
    id: r.id,
    plantId: r.plant_id,
    plantId_dictText: plants.get(r.plant_id) ?? null,
    unitCode: r.unit_code,
    unitName: r.unit_name,
    unitType: r.unit_type,
    unitType_dictText: dictText(dicts, 'cwxt_unit_type', r.unit_type),
    capacityMw: normalizeCapacity(r.capacity_mw),
    commissionDate: formatDate(r.commission_date),
    status: r.status,
    status_dictText: dictText(dicts, 'cwxt_unit_status', r.status),
    meterPointCode: r.meter_point_code,
    createBy: r.create_by,
    createTime: formatDateTime(r.create_time),
    updateBy: r.update_by,
    updateTime: formatDateTime(r.update_time),
  }));
}
