import pg from 'pg';
import type { Db, Row } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { checkHost } from '../net-policy/policy';
import { clientConfig } from './connect';
import { decryptSecret } from './secret-box';

/** A saved data source as the connection code needs it (password still sealed). */
export interface DataSourceTarget extends Row {
  code: string;
  db_type: string;
  host: string;
  port: number;
  database: string;
  username: string;
  password_cipher: string | null;
}

interface PoolEntry {
  /** Address, settings and sealed password the pool was opened with: any change reopens it. */
  key: string;
  pool: pg.Pool;
}

// Pools per application database (tests run several apps in one process), then per source code.
const poolsByDb = new WeakMap<Db, Map<string, PoolEntry>>();

function poolsOf(db: Db): Map<string, PoolEntry> {
  let pools = poolsByDb.get(db);
  if (!pools) {
    pools = new Map();
    poolsByDb.set(db, pools);
  }
  return pools;
}

export async function findDataSource(db: Db, code: string): Promise<DataSourceTarget> {
  const rows = await db.query<DataSourceTarget>(
    'SELECT code, db_type, host, port, database, username, password_cipher FROM sys_data_source WHERE code = $1',
    [code],
  );
  const source = rows[0];
  if (!source) throw new BizError(`数据源不存在：${code}`);
  if (source.db_type !== 'postgresql') throw new BizError(`仅支持 PostgreSQL 数据源：${code}`);
  return source;
}

async function poolFor(db: Db, source: DataSourceTarget): Promise<pg.Pool> {
  // The policy is checked on every use: an allowlist entry removed since the pool opened counts.
  const checked = await checkHost(db, source.host);
  const key = [checked.address, source.port, source.database, source.username, source.password_cipher].join(
    '\u0000',
  );
  const pools = poolsOf(db);
  const existing = pools.get(source.code);
  if (existing?.key === key) return existing.pool;
  if (existing) {
    pools.delete(source.code);
    void existing.pool.end().catch(() => undefined);
  }
  const password = source.password_cipher ? await decryptSecret(db, source.password_cipher) : '';
  const pool = new pg.Pool({
    ...clientConfig(checked, { ...source, password }),
    max: 3,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the remote server drops must not crash the process.
  pool.on('error', () => undefined);
  pools.set(source.code, { key, pool });
  return pool;
}

/**
 * Runs fn with a connection to the saved PostgreSQL data source `code` (online reports). The host
 * policy is re-checked, the connection goes to the checked address, and the client is released
 * afterwards; the caller decides about transactions and timeouts.
 */
export async function withExternalClient<T>(
  db: Db,
  code: string,
  fn: (client: pg.ClientBase) => Promise<T>,
): Promise<T> {
  const source = await findDataSource(db, code);
  const pool = await poolFor(db, source);
  const client = await pool.connect();
  let broken = false;
  try {
    return await fn(client);
  } catch (err) {
    // A connection-level failure must not go back into the pool.
    broken = !(err instanceof BizError) && (err as { code?: unknown } | null)?.code === undefined;
    throw err;
  } finally {
    client.release(broken);
  }
}

/** Closes the pool of one source (after an edit or delete). */
export async function closeExternalPool(db: Db, code: string): Promise<void> {
  const pools = poolsOf(db);
  const entry = pools.get(code);
  if (!entry) return;
  pools.delete(code);
  await entry.pool.end().catch(() => undefined);
}

/** Closes every pool opened for this application database (on app close). */
export async function closeExternalPools(db: Db): Promise<void> {
  const pools = poolsOf(db);
  const entries = [...pools.values()];
  pools.clear();
  await Promise.all(entries.map((e) => e.pool.end().catch(() => undefined)));
}
