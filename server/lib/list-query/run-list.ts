// The list engine's entry points: one WHERE for lists, exports, batch updates and by-id checks
// (so data rules apply to all of them), and the paged list query itself.
import type { Page } from '../../../src/shared/domain/contract/result';
import type { ResourceSchema } from '../../../src/shared/domain/resources/types';
import type { Db, Row } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { plainFilterConditions } from './build-where';
import { dataRulesToSql, type DataRuleCondition } from './data-rules';
import { fieldCondition } from './condition';
import { assertAlias, idField } from './identifiers';
import { LIST_MESSAGES, MAX_IN_VALUES } from './messages';
import { orderByClause } from './order-by';
import { parsePaging, toPage } from './page';
import type { RawQuery } from './query-input';
import { SqlParams } from './sql-params';
import { superQueryToSql } from './super-query-sql';

export interface ListWhereOptions {
  schema: ResourceSchema;
  /** Table alias used in `from` (e.g. 'u'); '' for unqualified columns. */
  alias: string;
  /** The raw querystring: plain filters and superQueryParams. Omit for by-id / update checks. */
  query?: RawQuery;
  /** The service's own conditions (tenant scope, del_flag …), bound through `p`. */
  fixedWhere?: (p: SqlParams) => string[];
  /** Data-permission rules, already resolved; ANDed in. */
  dataRules?: readonly DataRuleCondition[];
  /** Continue an existing parameter list (e.g. after the SET values of an UPDATE). */
  params?: SqlParams;
}

export interface ListWhere {
  /** Conditions joined with AND; `TRUE` when there are none, so `WHERE ${where}` is always valid. */
  where: string;
  /** Every bound value, including any the caller's `params` already held. */
  params: unknown[];
}

function collectConditions(opts: ListWhereOptions, p: SqlParams): string[] {
  assertAlias(opts.alias);
  const conditions = [...(opts.fixedWhere?.(p) ?? [])];
  const rules = dataRulesToSql(opts.schema, opts.alias, opts.dataRules, p);
  if (rules) conditions.push(rules);
  if (opts.query) {
    conditions.push(...plainFilterConditions(opts.schema, opts.alias, opts.query, p));
    const group = superQueryToSql(
      opts.schema,
      opts.alias,
      opts.query.superQueryParams,
      opts.query.superQueryMatchType,
      p,
    );
    if (group) conditions.push(group);
  }
  return conditions.filter((c) => c.trim() !== '');
}

function joinConditions(conditions: readonly string[]): string {
  return conditions.length ? conditions.map((c) => `(${c})`).join(' AND ') : 'TRUE';
}

/**
 * The WHERE a list with these options would use: fixed conditions, data rules, plain filters,
 * the advanced-query group. Throws BizError for bad filters (the messages of CONTRACT §5).
 */
export function buildListWhere(opts: ListWhereOptions): ListWhere {
  const p = opts.params ?? new SqlParams();
  const where = joinConditions(collectConditions(opts, p));
  return { where, params: p.values };
}

/**
 * `<id> IN (…)` plus the fixed conditions and data rules: for "by id" reads, updates and deletes
 * that must respect the same data rules as the list. `ids` may be a comma list. No ids → `FALSE`.
 */
export function whereForIds(
  opts: Omit<ListWhereOptions, 'query'> & { ids: string | readonly string[] },
): ListWhere {
  const raw = typeof opts.ids === 'string' ? opts.ids.split(',') : opts.ids;
  const ids = [...new Set(raw.map((s) => s.trim()).filter((s) => s !== ''))];
  if (ids.length > MAX_IN_VALUES) throw new BizError(LIST_MESSAGES.tooManyIds);
  const p = opts.params ?? new SqlParams();
  // Typed like any filter on the id field (an integer id refuses 'abc' with the format message).
  const idSql = fieldCondition(idField(opts.schema), opts.alias, { rule: 'in', values: ids }, p) ?? 'FALSE';
  const rest = collectConditions({ ...opts, params: p }, p);
  return { where: joinConditions([idSql, ...rest]), params: p.values };
}

/** Like ListWhereOptions, without `params`: the COUNT and page queries bind only their own values. */
export interface ListQueryOptions<R extends Row, T> extends Omit<ListWhereOptions, 'params'> {
  /**
   * Select list written by the service, e.g. `u.id, u.username, u.create_time`; a function when
   * it binds values of its own (called for the page query only, after the COUNT's values).
   */
  select: string | ((p: SqlParams) => string);
  /** FROM clause written by the service, e.g. `sys_user u` (joins allowed; must not multiply rows). */
  from: string;
  /**
   * FROM of the COUNT when `from` has joins that only add display columns (an inner join on a
   * NOT NULL foreign key, a left join to one row): the base table and the joins the WHERE needs.
   * The planner cannot drop an inner join, so counting through it reads every heap row instead
   * of an index-only scan. Default: `from`.
   */
  countFrom?: string;
  /**
   * Aggregates the COUNT statement also returns (e.g. `SUM(l.amount)::text AS amount`), read by
   * the caller from `aggregates`: one statement for the total and the sums over every match.
   */
  countAggregates?: string;
  query: RawQuery;
  /** Page size cap (default 1000). */
  maxPageSize?: number;
  mapRow: (row: R) => T;
}

/** COUNT + one page, sorted by column/order (or the schema default) with the id as tie-breaker. */
export async function runListQuery<R extends Row, T>(db: Db, opts: ListQueryOptions<R, T>): Promise<Page<T>> {
  return (await runListQueryWithAggregates(db, opts)).page;
}

/** runListQuery plus the row of `countAggregates` (an empty row when none are asked for). */
export async function runListQueryWithAggregates<R extends Row, T>(
  db: Db,
  opts: ListQueryOptions<R, T>,
): Promise<{ page: Page<T>; aggregates: Row }> {
  const paging = parsePaging(opts.query, { maxPageSize: opts.maxPageSize });
  const orderBy = orderByClause(opts.schema, opts.alias, opts.query);
  const p = new SqlParams();
  const where = joinConditions(collectConditions(opts, p));

  const extra = opts.countAggregates ? `, ${opts.countAggregates}` : '';
  const [countRow = {}] = await db.query<Row & { total?: number | string }>(
    `SELECT count(*) AS total${extra} FROM ${opts.countFrom ?? opts.from} WHERE ${where}`,
    p.values,
  );
  const { total: rawTotal, ...aggregates } = countRow;
  const total = Number(rawTotal ?? 0);
  if (total === 0 || paging.offset >= total) return { page: toPage<T>([], total, paging), aggregates };

  const select = typeof opts.select === 'function' ? opts.select(p) : opts.select;
  const limit = p.add(paging.pageSize, 'integer');
  const offset = p.add(paging.offset, 'bigint');
  const rows = await db.query<R>(
    `SELECT ${select} FROM ${opts.from} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
    p.values,
  );
  return { page: toPage(rows.map(opts.mapRow), total, paging), aggregates };
}
