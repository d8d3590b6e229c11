import { UNIT_EXCEL, UNIT_EXPORT } from '../../domain/resources/unit';
import type { ListRecord } from '../../hooks/list-page/types';

/** 机组 calls (`/cwxt/unit/*`, JeecgBoot list shape). */
export const UNIT_URLS = {
  list: '/cwxt/unit/list',
  add: '/cwxt/unit/add',
  edit: '/cwxt/unit/edit',
  delete: '/cwxt/unit/delete',
  deleteBatch: '/cwxt/unit/deleteBatch',
  queryById: '/cwxt/unit/queryById',
  exportXls: UNIT_EXPORT.exportUrl,
  importExcel: UNIT_EXCEL.importUrl,
} as const;

/** A unit as the lists and the plant form's sub-table read it. */
export interface UnitRecord extends ListRecord {
  plantId: string;
  plantId_dictText?: string | null;
  unitCode: string;
  unitName: string;
  unitType: string;
  unitType_dictText?: string | null;
  capacityMw: string | null;
  commissionDate?: string | null;
  status: string;
  status_dictText?: string | null;
  meterPointCode?: string | null;
}
