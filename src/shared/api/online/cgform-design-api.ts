import type {
  OnlineField,
  OnlineFormDesignInput,
  OnlineFormHead,
  OnlineIndex,
} from '../../domain/online/design-types';
import type { Page } from '../../domain/contract/result';
import { deleteAction, getAction, postAction, putAction } from '../http';

/** 表单开发 (the online form designer, issue 9): JeecgBoot's OnlCgformHead/Field/Index paths. */
const BASE = '/online/cgform';

export const CGFORM_DESIGN_URLS = {
  list: `${BASE}/head/list`,
  queryById: `${BASE}/head/queryById`,
  fields: `${BASE}/field/listByHeadId`,
  indexes: `${BASE}/index/listByHeadId`,
  addAll: `${BASE}/api/addAll`,
  editAll: `${BASE}/api/editAll`,
  delete: `${BASE}/head/delete`,
  copyOnline: `${BASE}/head/copyOnline`,
  syncPlan: (headId: string) => `${BASE}/api/syncPlan/${encodeURIComponent(headId)}`,
  doDbSynch: (headId: string, method: SynMethod) =>
    `${BASE}/api/doDbSynch/${encodeURIComponent(headId)}/${method}`,
} as const;

/** A row of the designer's list: the stored head (id always set). */
export type CgformHeadRecord = OnlineFormHead & { id: string; [key: string]: unknown };

export type SynMethod = 'normal' | 'force';

/** One step of a planned sync (server/modules/cgform/sync-service.ts SyncPlanResult). */
export interface SyncPlanStep {
  description: string;
  destructive: boolean;
  sql: string[];
}

export interface SyncPlanResult {
  tableName: string;
  tableExists: boolean;
  isDbSynch: 'Y' | 'N';
  synMethod: SynMethod;
  steps: SyncPlanStep[];
  destructive: string[];
  /** Problems that stop the sync whatever is confirmed. */
  refusals: string[];
}

export function listCgformHeads(params?: Record<string, unknown>) {
  return getAction<Page<CgformHeadRecord>>(CGFORM_DESIGN_URLS.list, params);
}

export function queryCgformHead(id: string) {
  return getAction<CgformHeadRecord>(CGFORM_DESIGN_URLS.queryById, { id });
}

export function listCgformFields(headId: string) {
  return getAction<OnlineField[]>(CGFORM_DESIGN_URLS.fields, { headId });
}

export function listCgformIndexes(headId: string) {
  return getAction<OnlineIndex[]>(CGFORM_DESIGN_URLS.indexes, { headId });
}

export function addCgformDesign(design: OnlineFormDesignInput) {
  return postAction<unknown>(CGFORM_DESIGN_URLS.addAll, design);
}

export function editCgformDesign(design: OnlineFormDesignInput) {
  return putAction<unknown>(CGFORM_DESIGN_URLS.editAll, design);
}

/** Deletes the design; `deleteTable` also drops the physical table (refused by the server when it has rows). */
export function deleteCgformHead(id: string, deleteTable: boolean) {
  return deleteAction<unknown>(CGFORM_DESIGN_URLS.delete, deleteTable ? { id, deleteTable: true } : { id });
}

export function copyCgformHead(headId: string, tableName?: string) {
  const params = tableName ? { code: headId, tableName } : { code: headId };
  return postAction<CgformHeadRecord>(CGFORM_DESIGN_URLS.copyOnline, undefined, { params });
}

export function getSyncPlan(headId: string, synMethod: SynMethod) {
  return getAction<SyncPlanResult>(CGFORM_DESIGN_URLS.syncPlan(headId), { synMethod });
}

export function doDbSynch(headId: string, synMethod: SynMethod, confirmDestructive: boolean) {
  return postAction<unknown>(CGFORM_DESIGN_URLS.doDbSynch(headId, synMethod), { confirmDestructive });
}
