// Running report SQL: always in a read-only transaction with a statement timeout and an idle
// timeout. On the own database as the least-privileged role REPORT_ROLE (migration 026: SELECT on
// the granted tables only, so no secret table, pg_statistic or other session is readable whatever
// the guard lets through), with the cgreport_safe schema first on the search path (its sys_user
// view has no password or salt). On a registered data source through its pool, as the account the
// source was registered with (that account's grants are the administrator's to choose).
import type { Db, Row } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { withExternalClient } from '../datasource/open-source';
import { ReportSqlError } from './guard';
import { REPORT_ROLE } from './role';

export const REPORT_LIMITS = {
  /** statement_timeout of every report statement (data page, count, column probe). */
  timeoutMs: 5_000,
  idleMs: 10_000,
  /** The largest page getData serves. */
  pageMax: 1_000,
  /** The most rows one export or one whole-report read may return. */
  exportMax: 10_000,
} as const;

/** The one thing report code may do with a connection: a parameterised read. */
export interface ReportConn {
  query(sql: string, params: readonly unknown[]): Promise<Row[]>;
}

const SQLSTATE_MESSAGES: Readonly<Record<string, string>> = {
  '57014': `查询超时：报表查询超过${REPORT_LIMITS.timeoutMs / 1000}秒，请缩小查询范围`,
  '25006': '报表SQL只能读取数据',
  // The report role holds SELECT on the tables granted to reports only (migration 026).
  '42501': '报表SQL无权读取该对象：报表只能读取授权给报表的业务数据',
  '22P02': '查询条件的值格式不正确',
  '22007': '查询条件的日期格式不正确',
  '22008': '查询条件的日期超出范围',
  '22003': '查询条件的数值超出范围',
  // A NUL byte or a character the encoding cannot hold, in a bound value: never echo the engine's text.
  '22021': '查询条件的值含有不允许的字符',
  '22P05': '查询条件的值含有不允许的字符',
};

/** What a report's user sees for a database error of the report's own SQL (its author sees more). */
export const REPORT_RUN_FAILED = '报表执行失败，请联系管理员检查报表配置';

/**
 * A database error → a Chinese business message; anything else passes unchanged. The engine's own
 * text (column names, types) is shown only while authoring (the designer's SQL parse, admin only):
 * a report's users get a fixed message.
 */
export function reportError(err: unknown, authoring = false): unknown {
  if (err instanceof BizError) return err;
  if (err instanceof ReportSqlError) return new BizError(err.message);
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
    const known = SQLSTATE_MESSAGES[e.code];
    if (known) return new BizError(known);
    return new BizError(
      authoring ? `SQL执行失败：${String(e.message ?? e.code).slice(0, 300)}` : REPORT_RUN_FAILED,
    );
  }
  return err;
}

async function prepare(conn: ReportConn, own: boolean): Promise<void> {
  // standard_conforming_strings on: the guard's lexer reads '…\'' the way the server will (with
  // it off, a backslash would end a literal the guard still considers open).
  await conn.query(
    `SELECT set_config('statement_timeout', $1, true), set_config('idle_in_transaction_session_timeout', $2, true),
            set_config('standard_conforming_strings', 'on', true)`,
    [String(REPORT_LIMITS.timeoutMs), String(REPORT_LIMITS.idleMs)],
  );
  if (own)
    await conn.query(
      `SELECT set_config('search_path', 'cgreport_safe, ' || current_setting('search_path'), true)`,
      [],
    );
}

/**
 * Runs fn in a read-only transaction on the own database (dbSource null) or on the registered
 * data source `dbSource`; nothing fn runs can write, and every statement is cut at the timeout.
 */
export async function withReportConnection<T>(
  db: Db,
  dbSource: string | null,
  fn: (conn: ReportConn) => Promise<T>,
  opts: { authoring?: boolean } = {},
): Promise<T> {
  try {
    if (!dbSource)
      return await db.transaction(async (tx) => {
        await tx.query('SET TRANSACTION READ ONLY');
        // Reverts with the transaction: the pooled connection goes back as the server's own user.
        await tx.query(`SET LOCAL ROLE ${REPORT_ROLE}`);
        const conn: ReportConn = { query: (sql, params) => tx.query(sql, params) };
        await prepare(conn, true);
        return fn(conn);
      });
    return await withExternalClient(db, dbSource, async (client) => {
      await client.query('BEGIN READ ONLY');
      try {
        const conn: ReportConn = {
          query: async (sql, params) => (await client.query<Row>(sql, [...params])).rows,
        };
        await prepare(conn, false);
        return await fn(conn);
      } finally {
        await client.query('ROLLBACK').catch(() => undefined);
      }
    });
  } catch (err) {
    throw reportError(err, opts.authoring);
  }
}

/** A double-quoted identifier (names come from saved report items or the database itself). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface ProbedColumn {
  name: string;
  typeOid: number;
}

const ONE_ROW = (sql: string) =>
  `FROM (SELECT 1) AS cgr_one LEFT JOIN (SELECT * FROM (${sql}) AS cgr_q LIMIT 0) AS r ON true`;

/**
 * The result columns of compiled SQL without reading a row: the query runs with LIMIT 0 under an
 * outer join, which yields one all-null row whose keys are the column names; pg_typeof gives types.
 */
export async function probeColumns(
  conn: ReportConn,
  sql: string,
  values: readonly unknown[],
): Promise<ProbedColumn[]> {
  const rows = await conn.query(`SELECT r.* ${ONE_ROW(sql)}`, values);
  const names = Object.keys(rows[0] ?? {});
  if (names.length === 0) throw new BizError('报表SQL没有返回任何列');
  const types = await conn.query(
    `SELECT ${names.map((n, i) => `pg_typeof(r.${quoteIdent(n)})::oid AS t${i}`).join(', ')} ${ONE_ROW(sql)}`,
    values,
  );
  const typeRow = types[0] ?? {};
  return names.map((name, i) => ({ name, typeOid: Number(typeRow[`t${i}`] ?? 25) }));
}

/** JeecgBoot's field type for a PostgreSQL type OID (what the report form pre-selects). */
export function fieldTypeOf(oid: number): string {
  if (oid === 20) return 'Long';
  if (oid === 21 || oid === 23) return 'Integer';
  if (oid === 700 || oid === 701) return 'Double';
  if (oid === 1700) return 'BigDecimal';
  if (oid === 1082) return 'Date';
  if (oid === 1114 || oid === 1184) return 'Datetime';
  return 'String';
}
