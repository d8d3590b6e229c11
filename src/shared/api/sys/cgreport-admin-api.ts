// Online报表配置 (`/online/cgreport/head|item|param/*`, issue 6): the admin calls of the report
// configuration page and the report list page.
import type { Result } from '../../domain/contract/result';
import type {
  CgreportHeadJson,
  CgreportItemJson,
  CgreportParamJson,
  CgreportParseResult,
  CgreportSaveBody,
} from '../../domain/resources/cgreport';
import type { ListRecord } from '../../hooks/list-page/types';
import { getAction, postAction, putAction } from '../http';

export const CGREPORT_URLS = {
  list: '/online/cgreport/head/list',
  add: '/online/cgreport/head/add',
  edit: '/online/cgreport/head/edit',
  delete: '/online/cgreport/head/delete',
  deleteBatch: '/online/cgreport/head/deleteBatch',
  queryById: '/online/cgreport/head/queryById',
  dbSources: '/online/cgreport/head/dbSources',
  parseSql: '/online/cgreport/head/parseSql',
  items: '/online/cgreport/item/listByHeadId',
  params: '/online/cgreport/param/listByHeadId',
} as const;

export type CgreportHeadRecord = CgreportHeadJson & ListRecord;

export function getReportItems(headId: string): Promise<Result<CgreportItemJson[]>> {
  return getAction<CgreportItemJson[]>(CGREPORT_URLS.items, { headId });
}

export function getReportParams(headId: string): Promise<Result<CgreportParamJson[]>> {
  return getAction<CgreportParamJson[]>(CGREPORT_URLS.params, { headId });
}

export function getReportDbSources(): Promise<Result<Array<{ code: string; name: string }>>> {
  return getAction<Array<{ code: string; name: string }>>(CGREPORT_URLS.dbSources);
}

export function parseReportSql(sql: string, dbSource: string | null): Promise<Result<CgreportParseResult>> {
  return postAction<CgreportParseResult>(CGREPORT_URLS.parseSql, { sql, dbSource });
}

export function addReport(body: CgreportSaveBody): Promise<Result<string>> {
  return postAction<string>(CGREPORT_URLS.add, body);
}

export function editReport(body: CgreportSaveBody): Promise<Result<unknown>> {
  return putAction<unknown>(CGREPORT_URLS.edit, body);
}

/** Every report the caller may open (one page of up to 1000), for the report list page's chooser. */
export async function getReportHeads(): Promise<Result<{ records?: CgreportHeadRecord[] }>> {
  return getAction<{ records?: CgreportHeadRecord[] }>(CGREPORT_URLS.list, {
    pageNo: 1,
    pageSize: 1000,
    column: 'code',
    order: 'asc',
  });
}
