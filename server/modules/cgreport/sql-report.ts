// getData for SQL reports (migration 014): the administrator's SQL, checked again, with its
// ${name} placeholders bound, wrapped as SELECT * FROM (<sql>) r WHERE <scope> AND r."<item>" = $n …
// so that report users only ever supply bound values, and only for declared parameters and search
// items, and the reader's plant and tenant (migration 027) always apply.
import type { Page } from '../../../src/shared/domain/contract/result';
import { REPORT_MESSAGES, SELF_PARAM_PREFIX } from '../../../src/shared/domain/widgets/popup-report/wire';
import type { Db, Row } from '../../db/db';
import { escapeLike } from '../../lib/list-query/condition';
import { parsePaging, toPage } from '../../lib/list-query/page';
import { queryText, type RawQuery } from '../../lib/list-query/query-input';
import { SqlParams } from '../../lib/list-query/sql-params';
import { checkReportSql, compileReportSql } from '../../lib/report-sql/guard';
import { quoteIdent, REPORT_LIMITS, reportError, withReportConnection } from '../../lib/report-sql/run';
import { scopeConditions, type ReportScope } from '../../lib/report-sql/scope';
import { formatDate, formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import type { ReportItem, ReportParam, SqlReport } from './report-meta';

/** self_<name> values of the request (declared parameters only), falling back to the defaults. */
export function paramValues(params: readonly ReportParam[], query: RawQuery): Map<string, string> {
  const declared = new Map(params.map((p) => [p.param_name, p.param_value]));
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
  return values;
}

/** The compiled SQL with every placeholder bound (an undeclared or empty one binds NULL). */
export function compileBound(
  sql: string,
  ownDatabase: boolean,
  values: ReadonlyMap<string, string | null>,
  p: SqlParams,
): string {
  let check;
  try {
    check = checkReportSql(sql, { ownDatabase });
  } catch (err) {
    throw reportError(err);
  }
  const bound = new Map<string, string>();
  return compileReportSql(check, (name) => {
    let placeholder = bound.get(name);
    if (!placeholder) {
      placeholder = p.add(values.get(name) ?? null);
      bound.set(name, placeholder);
    }
    return placeholder;
  });
}

/**
 * One single-mode search value: equality, or JeecgBoot's `*text*` / `*text` / `text*` (what the
 * popup sends for text fields) as a LIKE over the column's text with % and _ taken literally.
 */
function singleCondition(column: string, value: string, p: SqlParams): string {
  const starts = value.startsWith('*');
  const ends = value.length > 1 && value.endsWith('*');
  if (!starts && !ends) return `${column} = ${p.add(value)}`;
  const core = escapeLike(value.slice(starts ? 1 : 0, ends ? -1 : undefined));
  return `${column}::text LIKE ${p.add(`${starts ? '%' : ''}${core}${ends ? '%' : ''}`)}`;
}

/** Search conditions over the saved search items: `=` for single, `>=`/`<=` for a group range. */
function searchConditions(items: readonly ReportItem[], query: RawQuery, p: SqlParams): string[] {
  const conditions: string[] = [];
  for (const item of items) {
    if (item.is_search !== 1) continue;
    const column = `r.${quoteIdent(item.field_name)}`;
    if (item.search_mode === 'group') {
      const begin = queryText(query[`${item.field_name}_begin`])?.trim();
      const end = queryText(query[`${item.field_name}_end`])?.trim();
      if (begin) conditions.push(`${column} >= ${p.add(begin)}`);
      if (end) conditions.push(`${column} <= ${p.add(end)}`);
    } else {
      const value = queryText(query[item.field_name])?.trim();
      if (value) conditions.push(singleCondition(column, value, p));
    }
  }
  return conditions;
}

/** ORDER BY from column/order, only over items the report marks sortable. */
function orderBy(items: readonly ReportItem[], query: RawQuery): string {
  const columns = (queryText(query.column) ?? '').split(',');
  const orders = (queryText(query.order) ?? '').split(',');
  const parts: string[] = [];
  columns.forEach((name, i) => {
    const item = items.find((it) => it.field_name === name.trim() && it.is_order === 1);
    if (!item) return;
    const dir = (orders[i] ?? orders[0] ?? '').trim().toLowerCase() === 'asc' ? 'ASC' : 'DESC';
    parts.push(`r.${quoteIdent(item.field_name)} ${dir}`);
  });
  return parts.length > 0 ? `ORDER BY ${parts.join(', ')}` : '';
}

/** A database value → JSON: dates in the wire format (a Date item as yyyy-MM-dd). */
function wireRow(row: Row, items: readonly ReportItem[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) {
      const type = items.find((i) => i.field_name === key)?.field_type;
      out[key] = type === 'Date' ? formatDate(value) : formatDateTime(value);
    } else if (typeof value === 'bigint') out[key] = value.toString();
    else out[key] = value;
  }
  return out;
}

/** One page (≤ REPORT_LIMITS.pageMax rows) of an SQL report, with its total. */
export async function sqlReportData(
  db: Db,
  report: SqlReport,
  query: RawQuery,
  /** The reader's plant and tenant conditions (report-access.ts), ANDed before any search. */
  scope: ReportScope,
  opts: { maxPageSize?: number } = {},
): Promise<Page<Record<string, unknown>>> {
  const { head, items } = report;
  const paging = parsePaging(query, { maxPageSize: opts.maxPageSize ?? REPORT_LIMITS.pageMax });
  const p = new SqlParams();
  const sql = compileBound(head.cgr_sql, !head.db_source, paramValues(report.params, query), p);
  const conditions = [...scopeConditions(scope, p), ...searchConditions(items, query, p)];
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const wrapped = `SELECT * FROM (${sql}) r ${where}`;
  return withReportConnection(db, head.db_source, async (conn) => {
    const counted = await conn.query(`SELECT count(*) AS total FROM (${wrapped}) c`, p.values);
    const total = Number(counted[0]?.total ?? 0);
    if (total === 0 || paging.offset >= total) return toPage<Record<string, unknown>>([], total, paging);
    const limit = p.add(paging.pageSize, 'integer');
    const offset = p.add(paging.offset, 'bigint');
    const rows = await conn.query(
      `${wrapped} ${orderBy(items, query)} LIMIT ${limit} OFFSET ${offset}`,
      p.values,
    );
    return toPage(
      rows.map((r) => wireRow(r, items)),
      total,
      paging,
    );
  });
}
