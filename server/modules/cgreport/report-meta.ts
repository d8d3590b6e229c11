// Report metadata: the head (tenant-scoped), its items and parameters, checked against the
// registered source so that metadata can only ever narrow what the source allows.
import type { ResourceField, ResourceSchema } from '../../../src/shared/domain/resources/types';
import { REPORT_MESSAGES } from '../../../src/shared/domain/widgets/popup-report/wire';
import type { Db } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { rowTenantCondition } from '../access/tenant-scope';
import { reportSource, type ReportSource } from './sources';

export interface ReportHead {
  id: string;
  code: string;
  name: string;
  /** A reviewed source key, or null for an SQL report (migration 014). */
  data_source: string | null;
  cgr_sql: string | null;
  /** SQL reports: the data-source code, null = the own database. */
  db_source: string | null;
  /** SQL reports: the declared plant and tenant columns of the result (migration 027). */
  scope_plant_col: string | null;
  scope_tenant_col: string | null;
}

export interface ReportItem {
  field_name: string;
  field_txt: string;
  field_type: string;
  is_show: number;
  is_search: number;
  search_mode: string | null;
  is_order: number;
  dict_code: string | null;
  field_href: string | null;
  is_total: string;
  group_title: string | null;
}

export interface ReportParam {
  param_name: string;
  param_value: string | null;
}

export interface LoadedReport {
  head: ReportHead;
  source: ReportSource;
  /** Items whose field the source allows, in order_num order. */
  items: ReportItem[];
  params: ReportParam[];
}

async function findHead(db: Db, tenantId: number | null, by: 'code' | 'id', key: string) {
  const p = new SqlParams();
  const column = by === 'code' ? 'h.code' : 'h.id';
  const rows = await db.query<ReportHead & Record<string, unknown>>(
    `SELECT h.id, h.code, h.name, h.data_source, h.cgr_sql, h.db_source, h.scope_plant_col, h.scope_tenant_col
       FROM onl_cgreport_head h
      WHERE ${column} = ${p.add(key)} AND h.del_flag = ${p.add(0, 'integer')}
        AND ${rowTenantCondition('h', p, tenantId, true)}`,
    p.values,
  );
  return rows[0] ?? null;
}

/**
 * The report by code or head id, visible in the tenant (own or platform reports), with its
 * registered source. Unknown, foreign, deleted or unregistered → 实体不存在 (nothing to tell apart).
 */
export async function loadReport(
  db: Db,
  tenantId: number | null,
  by: 'code' | 'id',
  key: string,
): Promise<LoadedReport> {
  const any = await loadAnyReport(db, tenantId, by, key);
  if (any.kind !== 'source') throw new BizError(REPORT_MESSAGES.notFound);
  return any.report;
}

/** An SQL report (migration 014): every saved item and parameter; the SQL is checked when it runs. */
export interface SqlReport {
  head: ReportHead & { cgr_sql: string };
  items: ReportItem[];
  params: ReportParam[];
}

export type AnyReport = { kind: 'source'; report: LoadedReport } | { kind: 'sql'; report: SqlReport };

/** The report by code or head id, whichever kind it is (same visibility rule as loadReport). */
export async function loadAnyReport(
  db: Db,
  tenantId: number | null,
  by: 'code' | 'id',
  key: string,
): Promise<AnyReport> {
  const head = key ? await findHead(db, tenantId, by, key) : null;
  const source = head?.data_source ? reportSource(head.data_source) : undefined;
  if (!head || (!source && !head.cgr_sql)) throw new BizError(REPORT_MESSAGES.notFound);
  const allItems = await db.query<ReportItem & Record<string, unknown>>(
    `SELECT field_name, field_txt, field_type, is_show, is_search, search_mode, is_order, dict_code,
            field_href, is_total, group_title
       FROM onl_cgreport_item WHERE cgrhead_id = $1 ORDER BY order_num ASC, field_name ASC`,
    [head.id],
  );
  const params = await db.query<ReportParam & Record<string, unknown>>(
    `SELECT param_name, param_value FROM onl_cgreport_param WHERE cgrhead_id = $1 ORDER BY order_num ASC`,
    [head.id],
  );
  if (!source) {
    return {
      kind: 'sql',
      report: { head: { ...head, cgr_sql: head.cgr_sql ?? '' }, items: allItems, params },
    };
  }
  const allowed = new Set(source.schema.fields.map((f) => f.key));
  return {
    kind: 'source',
    report: {
      head,
      source,
      items: allItems.filter((i) => allowed.has(i.field_name)),
      params: params.filter((p) => p.param_name in source.params),
    },
  };
}

const sourceField = (source: ReportSource, key: string): ResourceField | undefined =>
  source.schema.fields.find((f) => f.key === key);

/**
 * The list-engine schema of one report: the source's fields narrowed by the items — searchable
 * items filter (a 'group' item as a range), ordered items sort. Anything else is not a filter.
 */
export function reportSchema(report: LoadedReport): ResourceSchema {
  const fields: ResourceField[] = [];
  for (const item of report.items) {
    const base = sourceField(report.source, item.field_name);
    if (!base) continue;
    const search = item.is_search === 1;
    fields.push({
      key: base.key,
      title: item.field_txt,
      kind: base.kind,
      ...(base.column ? { column: base.column } : {}),
      ...(search ? { search: item.search_mode === 'group' ? 'range' : 'eq' } : {}),
      filter: search,
      sort: base.sort === true && item.is_order === 1,
    });
  }
  const id = sourceField(report.source, 'id');
  if (id && !fields.some((f) => f.key === 'id')) fields.push({ ...id, filter: false, sort: false });
  const defaultSort = report.source.schema.defaultSort;
  // The source's default sort stays available even when the report does not show that column.
  if (defaultSort && !fields.some((f) => f.key === defaultSort.key)) {
    const f = sourceField(report.source, defaultSort.key);
    if (f) fields.push({ ...f, filter: false, sort: false });
  }
  return { ...report.source.schema, fields };
}
