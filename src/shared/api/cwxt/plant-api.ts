import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLANT_EXCEL } from '../../domain/resources/plant';
import type { ListRecord } from '../../hooks/list-page/types';
import { getAction } from '../http';
import { unwrap } from './act';
import type { UnitRecord } from './unit-api';

/** 电厂 calls (`/cwxt/plant/*`, JeecgBoot list shape) and the plant picker of every business page. */
export const PLANT_URLS = {
  list: '/cwxt/plant/list',
  add: '/cwxt/plant/add',
  edit: '/cwxt/plant/edit',
  delete: '/cwxt/plant/delete',
  deleteBatch: '/cwxt/plant/deleteBatch',
  queryById: '/cwxt/plant/queryById',
  units: '/cwxt/plant/units',
  options: '/cwxt/plant/options',
  checkCode: '/cwxt/plant/checkCode',
  exportXls: PLANT_EXCEL.exportUrl,
  importExcel: PLANT_EXCEL.importUrl,
} as const;

/** A row of the 电厂管理 list (the server adds the `_dictText` siblings). */
export interface PlantRecord extends ListRecord {
  plantName: string;
  plantCode: string;
  plantType: string;
  plantType_dictText?: string | null;
  capacityMw: string | null;
  voltageLevel: string;
  voltageLevel_dictText?: string | null;
  areaCode?: string | null;
  areaCode_dictText?: string | null;
  address?: string | null;
  creditCode?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
  gridDate?: string | null;
  status: string;
  status_dictText?: string | null;
  departId?: string | null;
  departId_dictText?: string | null;
}

/** One choice of the plant picker: value = plant id, label = 电厂名称, code = 电厂编码. */
export interface PlantOption {
  value: string;
  label: string;
  code: string;
}

export const plantOptionsQuery = queryOptions({
  queryKey: ['cwxt', 'plant', 'options'],
  queryFn: () => unwrap(getAction<PlantOption[]>(PLANT_URLS.options)),
  staleTime: 60_000,
});

/**
 * The plants the signed-in user may pick (the server limits them to the user's business menus and
 * data rules: a plant user gets their own plant only). `data` is [] while loading.
 */
export function usePlantOptions() {
  const query = useQuery(plantOptionsQuery);
  return { ...query, options: query.data ?? [] };
}

/**
 * Form defaults of a record with a plant: the caller's only plant (a plant user never picks it).
 * A default, not an edit: an untouched add form stays clean (no draft, no leave question).
 */
export function useSolePlantDefault(): { plantId?: string } {
  const { options } = usePlantOptions();
  return options.length === 1 ? { plantId: options[0]!.value } : {};
}

export function getPlantUnits(plantId: string): Promise<UnitRecord[]> {
  return unwrap(getAction<UnitRecord[]>(PLANT_URLS.units, { id: plantId }));
}

/** The form's duplicate check: the server's message when taken (电厂编码已存在), else null. */
export async function checkPlantCode(plantCode: string, id?: string): Promise<string | null> {
  const res = await getAction<null>(PLANT_URLS.checkCode, id ? { plantCode, id } : { plantCode });
  return res.success ? null : res.message;
}
