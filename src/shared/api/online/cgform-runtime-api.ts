import type { Page, Result } from '../../domain/contract/result';
import type { OnlineFormDesign, OnlineFormHead, OnlineRelationType } from '../../domain/online/form-design';
import type { ResourceSchema } from '../../domain/resources/types';
import type { ResourceUrls } from '../../hooks/list-page/resource-urls';
import type { ListRecord } from '../../hooks/list-page/types';
import { deleteAction, getAction, postAction, putAction } from '../http';
import { unwrap } from '../cwxt/act';

/**
 * The online form runtime calls (`/online/cgform/api/*`, issue 9): what the auto lists of both
 * shells call. URLs are built from the form's head id; the server checks the per-form codes.
 */

/** The menu route prefix of an online form's auto list: `/online/cgformList/<headId>`. */
export const ONLINE_LIST_PATH = '/online/cgformList';

const API = '/online/cgform/api';

export const cgformRuntimeUrls = (headId: string) => {
  const id = encodeURIComponent(headId);
  return {
    getColumns: `${API}/getColumns/${id}`,
    getData: `${API}/getData/${id}`,
    getTreeData: `${API}/getTreeData/${id}`,
    /** add (POST) / edit (PUT) / delete (`?id=` or `?ids=`) */
    form: `${API}/form/${id}`,
    formRecord: (recordId: string) => `${API}/form/${id}/${encodeURIComponent(recordId)}`,
    subForm: (mainId: string) => `${API}/subForm/${id}/${encodeURIComponent(mainId)}`,
    exportXls: `${API}/exportXls/${id}`,
    importXls: `${API}/importXls/${id}`,
  };
};

/** The list kit's url overrides for an online form (ResourceListPage / ResourceCardList `url`). */
export function onlineListUrls(headId: string): ResourceUrls {
  const u = cgformRuntimeUrls(headId);
  return {
    list: u.getData,
    add: u.form,
    edit: u.form,
    delete: u.form,
    deleteBatch: u.form,
    exportXls: u.exportXls,
    importExcel: u.importXls,
  };
}

/** A sub table as getColumns describes it (the schema has no validators: rebuild from `design`). */
export interface OnlineSubTableWire {
  headId: string;
  tableName: string;
  tableTxt: string;
  relationType: OnlineRelationType | null;
  tabOrderNum: number | null;
  /** Sub column ↔ main column (column names, not camelCase keys). */
  foreignKeys: { field: string; mainField: string }[];
  design: OnlineFormDesign;
  schema: ResourceSchema;
}

/** `GET getColumns/{headId}`. */
export interface OnlineColumnsWire {
  headId: string;
  head: OnlineFormHead;
  design: OnlineFormDesign;
  schema: ResourceSchema;
  subTables: OnlineSubTableWire[];
}

/** A row of an online table (camelCase keys, `<key>_dictText` for dictionary fields). */
export type OnlineRow = ListRecord & Record<string, unknown>;

type Params = Record<string, unknown>;

export function getColumns(headId: string): Promise<OnlineColumnsWire> {
  return unwrap(getAction<OnlineColumnsWire>(cgformRuntimeUrls(headId).getColumns));
}

export function getData(headId: string, params: Params = {}): Promise<Page<OnlineRow>> {
  return unwrap(getAction<Page<OnlineRow>>(cgformRuntimeUrls(headId).getData, params));
}

/** Tree forms: the children of `pid` (the roots without it). */
export function getTreeData(headId: string, pid?: string, params: Params = {}): Promise<Page<OnlineRow>> {
  return unwrap(
    getAction<Page<OnlineRow>>(cgformRuntimeUrls(headId).getTreeData, pid ? { ...params, pid } : params),
  );
}

export function getFormRecord(headId: string, id: string): Promise<OnlineRow> {
  return unwrap(getAction<OnlineRow>(cgformRuntimeUrls(headId).formRecord(id)));
}

/** Add; sub rows go in the body under the sub table name. Resolves with the new id. */
export function addFormRecord(headId: string, body: Params): Promise<Result<string>> {
  return postAction<string>(cgformRuntimeUrls(headId).form, body);
}

/** Edit (`id` in the body); a sub table named in the body has its rows replaced. */
export function editFormRecord(headId: string, body: Params): Promise<Result<unknown>> {
  return putAction<unknown>(cgformRuntimeUrls(headId).form, body);
}

/** Delete one or more records (comma list). */
export function deleteFormRecords(headId: string, ids: string | string[]): Promise<Result<unknown>> {
  const list = Array.isArray(ids) ? ids.join(',') : ids;
  return deleteAction<unknown>(cgformRuntimeUrls(headId).form, { ids: list });
}

/** The rows of sub table `subHeadId` of main record `mainId`. */
export function getSubFormRows(subHeadId: string, mainId: string): Promise<OnlineRow[]> {
  return unwrap(getAction<OnlineRow[]>(cgformRuntimeUrls(subHeadId).subForm(mainId)));
}
