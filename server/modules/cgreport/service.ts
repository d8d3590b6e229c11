// /online/cgreport/api/* answers (CONTRACT §9) over the metadata and the registered sources.
import type { Page } from '../../../src/shared/domain/contract/result';
import type { DictItem } from '../../../src/shared/domain/contract/dict';
import {
  REPORT_MESSAGES,
  SELF_PARAM_PREFIX,
  type QueryInfoItem,
  type RpColumn,
  type RpColumnsResult,
} from '../../../src/shared/domain/widgets/popup-report/wire';
import type { Db } from '../../db/db';
import { fieldCondition } from '../../lib/list-query/condition';
import { queryText, type RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { assertMayQueryContacts, queryUsesContacts } from '../access/contact-fields';
import type { DictService } from '../dict/service';
import type { AuthContext } from '../session/auth-context';
import { loadTableDict } from '../dict/table-dict';
import { openReport, type OpenedReport } from './report-access';
import { reportSchema, type AnyReport, type LoadedReport, type ReportItem } from './report-meta';
import { sqlReportData } from './sql-report';

export interface ReportDeps {
  db: Db;
  dicts: DictService;
}

const PLAIN_DICT = /^[A-Za-z0-9_]{1,100}$/;

/** A system dictionary code, or a table triple resolved through the server's registry (tenant-scoped). */
async function dictItems(deps: ReportDeps, auth: AuthContext, code: string): Promise<DictItem[]> {
  if (PLAIN_DICT.test(code)) return deps.dicts.items(code);
  return loadTableDict(deps.db, code, auth);
}

function column(item: ReportItem, sortable: boolean): RpColumn {
  return {
    title: item.field_txt,
    dataIndex: item.field_name,
    fieldType: item.field_type,
    align: 'center',
    sorter: sortable ? 'true' : 'false',
    isTotal: item.is_total,
    groupTitle: item.group_title,
    ...(item.dict_code ? { customRender: item.field_name } : {}),
  };
}

/** GET getRpColumns/{code}: shown items in order, their dictionaries keyed by field name. */
export async function reportColumns(
  deps: ReportDeps,
  auth: AuthContext,
  code: string,
): Promise<RpColumnsResult> {
  return reportColumnsOf(deps, auth, (await openReport(deps.db, auth, 'code', code)).any);
}

/** The getRpColumns answer of a loaded report (also the columns part of getColumnsAndData). */
export async function reportColumnsOf(
  deps: ReportDeps,
  auth: AuthContext,
  any: AnyReport,
): Promise<RpColumnsResult> {
  const report = any.report;
  // A reviewed source sorts what its schema allows; an SQL report what its items mark sortable.
  const sortable = (field: string): boolean =>
    any.kind === 'source'
      ? reportSchema(any.report).fields.some((f) => f.key === field && f.sort === true)
      : report.items.some((i) => i.field_name === field && i.is_order === 1);
  const shown = report.items.filter((i) => i.is_show === 1);
  // The items' dictionaries are independent lookups: ask them together, not one after another.
  const withDict = report.items.filter((i) => i.dict_code);
  const loaded = await Promise.all(withDict.map((i) => dictItems(deps, auth, i.dict_code ?? '')));
  const dictOptions: Record<string, DictItem[]> = Object.fromEntries(
    withDict.map((i, index) => [i.field_name, loaded[index] ?? []]),
  );
  return {
    cgRpConfigId: report.head.id,
    cgRpConfigName: report.head.name,
    columns: shown.map((i) => column(i, sortable(i.field_name))),
    dictOptions,
    fieldHrefSlots: [],
    isGroupTitle: shown.some((i) => (i.group_title ?? '') !== ''),
  };
}

/** GET getQueryInfo/{id}: the searchable items; the third one on is collapsed (hidden '1'). */
export async function reportQueryInfo(
  deps: ReportDeps,
  auth: AuthContext,
  id: string,
): Promise<QueryInfoItem[]> {
  const { report } = (await openReport(deps.db, auth, 'id', id)).any;
  return report.items
    .filter((i) => i.is_search === 1)
    .map((item, index) => ({
      field: item.field_name,
      label: item.field_txt,
      view: item.dict_code ? 'list' : item.field_type.toLowerCase(),
      mode: item.search_mode === 'group' ? 'group' : 'single',
      ...(index >= 2 ? { hidden: '1' as const } : {}),
      ...(item.dict_code ? { dictCode: item.dict_code } : {}),
    }));
}

/** self_<name> values of the request (each must be a declared parameter) and the defaults. */
function paramConditions(report: LoadedReport, query: RawQuery): (p: SqlParams) => string[] {
  const declared = new Map(report.params.map((p) => [p.param_name, p.param_value]));
  const values = new Map<string, string>();
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith(SELF_PARAM_PREFIX)) continue;
    const name = key.slice(SELF_PARAM_PREFIX.length);
    if (!declared.has(name)) throw new BizError(REPORT_MESSAGES.unknownParam(name));
    const value = queryText(raw)?.trim();
    if (value) values.set(name, value);
  }
  for (const [name, fallback] of declared) {
    if (!values.has(name) && fallback) values.set(name, fallback);
  }
  return (p) => {
    const conditions: string[] = [];
    for (const [name, value] of values) {
      const key = report.source.params[name];
      const field = report.source.schema.fields.find((f) => f.key === key);
      if (!field) continue;
      const sql = fieldCondition(field, report.source.alias, { rule: 'eq', values: [value] }, p);
      if (sql) conditions.push(sql);
    }
    return conditions;
  };
}

/**
 * GET getData/{id}: one page (≤ 1000 rows) of an opened report (see report-access.ts), filtered,
 * sorted, in the tenant; an SQL report under its plant and tenant scope.
 */
export async function reportData(
  deps: ReportDeps,
  opened: OpenedReport,
  query: RawQuery,
  /** The export reads up to REPORT_LIMITS.exportMax rows in one page. */
  opts: { maxPageSize?: number } = {},
): Promise<Page<Record<string, unknown>>> {
  const { any, tenantId, scope } = opened;
  if (any.kind === 'sql') return sqlReportData(deps.db, any.report, query, scope, opts);
  const report = any.report;
  const params = paramConditions(report, query);
  const listQuery = Object.fromEntries(
    Object.entries(query).filter(([key]) => !key.startsWith(SELF_PARAM_PREFIX)),
  );
  const source = report.source;
  const hidden = opened.contacts ? [] : source.contactFields;
  // Filtering or sorting on a hidden field would reveal it: refused like the pickers do.
  if (hidden.length > 0) assertMayQueryContacts(false, queryUsesContacts(listQuery));
  const page = await runListQuery(deps.db, {
    schema: reportSchema(report),
    alias: source.alias,
    select: source.select,
    from: source.from,
    query: listQuery,
    fixedWhere: (p) => [...source.fixedWhere(p, tenantId), ...params(p)],
    maxPageSize: opts.maxPageSize ?? 1000,
    mapRow: source.mapRow,
  });
  if (hidden.length === 0) return page;
  const records = page.records.map((r) => {
    const out = { ...r };
    for (const f of hidden) if (f in out) out[f] = null;
    return out;
  });
  return { ...page, records };
}
