import type {
  DatabaseInfo,
  DbConnectionState,
  DbRunningStatement,
  DbStatementStat,
  DbTableSize,
} from '../../../src/shared/domain/monitor/types';
import type { Db, Row } from '../../db/db';

/** Longest statement text returned; the rest is cut. */
export const QUERY_TEXT_MAX = 500;
/** A statement counts as slow when it has been running this long. */
export const SLOW_AFTER_MS = 1000;

export const DB_NOTES = {
  pgliteConnections: 'PGlite 是嵌入本进程的单连接数据库：没有连接池，也不提供按状态的连接统计。',
  pgliteSlow: 'PGlite 在本进程内逐条执行语句：不提供正在执行的语句，也没有 pg_stat_statements 慢查询统计。',
  noStatements: '未安装 pg_stat_statements 扩展：只显示正在执行超过 1 秒的语句。',
  statementsFailed: 'pg_stat_statements 已安装但无法读取（需要在 shared_preload_libraries 中加载）。',
} as const;

/**
 * Statement text as shown to an administrator: string literals masked (a query written with
 * inline values must not reveal them), whitespace collapsed, truncated. Bound parameters ($1 …)
 * never appear in pg_stat_activity or pg_stat_statements text in the first place.
 */
export function maskQueryText(query: string): string {
  const masked = query
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\s+/g, ' ')
    .trim();
  return masked.length > QUERY_TEXT_MAX ? `${masked.slice(0, QUERY_TEXT_MAX)}…` : masked;
}

const num = (v: unknown): number => (v == null ? 0 : Number(v));

async function largestTables(db: Db): Promise<DbTableSize[]> {
  const rows = await db.query<Row & { name: string; bytes: unknown; rows: unknown }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::bigint AS bytes, c.reltuples::bigint AS rows
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()
      ORDER BY pg_total_relation_size(c.oid) DESC, c.relname
      LIMIT 10`,
  );
  // reltuples is -1 for a table that was never vacuumed or analysed: unknown, not negative.
  return rows.map((r) => ({ name: r.name, bytes: num(r.bytes), rows: num(r.rows) < 0 ? null : num(r.rows) }));
}

async function connectionStates(db: Db): Promise<DbConnectionState[]> {
  const rows = await db.query<Row & { state: string; count: number }>(
    `SELECT coalesce(state, '后台进程') AS state, count(*)::int AS count
       FROM pg_stat_activity WHERE datname = current_database()
      GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  return rows.map((r) => ({ state: r.state, count: r.count }));
}

async function runningStatements(db: Db): Promise<DbRunningStatement[]> {
  const rows = await db.query<Row & { pid: number; state: string; ms: unknown; query: string }>(
    `SELECT pid, coalesce(state, '') AS state,
            extract(epoch FROM (clock_timestamp() - query_start)) * 1000 AS ms, query
       FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND state IS NOT NULL AND state <> 'idle' AND query_start IS NOT NULL
        AND clock_timestamp() - query_start > $1 * interval '1 millisecond'
      ORDER BY query_start LIMIT 20`,
    [SLOW_AFTER_MS],
  );
  return rows.map((r) => ({
    pid: r.pid,
    state: r.state,
    durationMs: Math.round(num(r.ms)),
    query: maskQueryText(r.query ?? ''),
  }));
}

/** pg_stat_statements' slowest on average, or a note saying why there are none. */
async function statementStats(db: Db): Promise<{ stats: DbStatementStat[] | null; note: string | null }> {
  const installed = await db.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'`);
  if (installed.length === 0) return { stats: null, note: DB_NOTES.noStatements };
  try {
    const rows = await db.query<Row & { query: string; calls: unknown; mean: unknown; total: unknown }>(
      `SELECT s.query, s.calls, s.mean_exec_time AS mean, s.total_exec_time AS total
         FROM pg_stat_statements s
        WHERE s.dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY s.mean_exec_time DESC LIMIT 10`,
    );
    return {
      stats: rows.map((r) => ({
        query: maskQueryText(r.query ?? ''),
        calls: num(r.calls),
        meanMs: num(r.mean),
        totalMs: num(r.total),
      })),
      note: null,
    };
  } catch {
    // Installed but not preloaded (or an old column layout): say so instead of failing the page.
    return { stats: null, note: DB_NOTES.statementsFailed };
  }
}

/** GET /sys/monitor/database: what this engine can tell, and in plain words what it cannot. */
export async function databaseInfo(db: Db): Promise<DatabaseInfo> {
  const [version] = await db.query<Row & { server_version: string }>('SHOW server_version');
  const [size] = await db.query<Row & { size: unknown }>(
    'SELECT pg_database_size(current_database())::bigint AS size',
  );
  const tables = await largestTables(db);
  const base = {
    engine: db.kind,
    version: version?.server_version ?? '',
    sizeBytes: num(size?.size),
    tables,
  };
  if (db.kind === 'pglite') {
    return {
      ...base,
      connections: null,
      maxConnections: null,
      slowQueries: {
        running: null,
        statements: null,
        notes: [DB_NOTES.pgliteConnections, DB_NOTES.pgliteSlow],
      },
    };
  }
  const [max] = await db.query<Row & { max_connections: string }>('SHOW max_connections');
  const statements = await statementStats(db);
  return {
    ...base,
    connections: await connectionStates(db),
    maxConnections: max ? Number(max.max_connections) : null,
    slowQueries: {
      running: await runningStatements(db),
      statements: statements.stats,
      notes: statements.note ? [statements.note] : [],
    },
  };
}
