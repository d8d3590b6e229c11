import type { DictMap } from '../../../src/shared/domain/contract/dict';
import { normalizeCapacity } from '../../../src/shared/domain/resources/plant';
import type { Db, Row } from '../../db/db';
import { formatDate, formatDateTime } from '../../lib/time';
import type { AppDeps } from '../../fastify-types';
import { dictText } from '../user/user-json';
import { areaFullName } from './area';

export interface PlantRow extends Row {
  id: string;
  tenant_id: number;
  plant_name: string;
  plant_code: string;
  plant_type: string;
  capacity_mw: string | number;
  voltage_level: string;
  area_code: string | null;
  address: string | null;
  credit_code: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  bank_name: string | null;
  bank_account: string | null;
  grid_date: Date | string | null;
  status: string;
  depart_id: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  sys_org_code: string | null;
}

export interface PlantJson {
  id: string;
  plantName: string;
  plantCode: string;
  plantType: string;
  plantType_dictText: string | null;
  capacityMw: string | null;
  voltageLevel: string;
  voltageLevel_dictText: string | null;
  areaCode: string | null;
  areaCode_dictText: string | null;
  address: string | null;
  creditCode: string | null;
  contactName: string | null;
  contactPhone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  gridDate: string | null;
  status: string;
  status_dictText: string | null;
  departId: string | null;
  departId_dictText: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** id → name of the tenant's departments named by the rows. */
export async function departNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const list = [...new Set(ids.filter((v): v is string => typeof v === 'string'))];
  if (list.length === 0) return new Map();
  const rows = await db.query<Row & { id: string; depart_name: string }>(
    'SELECT id, depart_name FROM sys_depart WHERE id = ANY($1::varchar[])',
    [list],
  );
  return new Map(rows.map((r) => [r.id, r.depart_name]));
}

export function toPlantJson(r: PlantRow, dicts: DictMap, departs: Map<string, string>): PlantJson {
  return {
    id: r.id,
    plantName: r.plant_name,
    plantCode: r.plant_code,
    plantType: r.plant_type,
    plantType_dictText: dictText(dicts, 'cwxt_plant_type', r.plant_type),
    capacityMw: normalizeCapacity(r.capacity_mw),
    voltageLevel: r.voltage_level,
    voltageLevel_dictText: dictText(dicts, 'cwxt_voltage_level', r.voltage_level),
    areaCode: r.area_code,
    areaCode_dictText: areaFullName(r.area_code),
    address: r.address,
    creditCode: r.credit_code,
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    bankName: r.bank_name,
    bankAccount: r.bank_account,
    gridDate: formatDate(r.grid_date),
    status: r.status,
    status_dictText: dictText(dicts, 'cwxt_plant_status', r.status),
    departId: r.depart_id,
    departId_dictText: r.depart_id ? (departs.get(r.depart_id) ?? null) : null,
    createBy: r.create_by,
    createTime: formatDateTime(r.create_time),
    updateBy: r.update_by,
    updateTime: formatDateTime(r.update_time),
  };
}

export async function plantsToJson(deps: AppDeps, rows: readonly PlantRow[]): Promise<PlantJson[]> {
  const dicts = await deps.dicts.allItems();
  const departs = await departNames(
    deps.db,
    rows.map((r) => r.depart_id),
  );
  return rows.map((r) => toPlantJson(r, dicts, departs));
}
