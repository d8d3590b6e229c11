import pg from 'pg';
import type { Db, Row } from './db';

function handle(client: pg.Pool | pg.PoolClient, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    kind: 'pg',
    async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      return (await client.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
    transaction,
    close,
  };
}

// The connection string of each database openPg opened, for code that needs a connection of its
// own outside the pool (the push hub's LISTEN client). Kept off the Db interface: only pg has it.
const connectionStrings = new WeakMap<Db, string>();

/** The connection string a PostgreSQL Db was opened with (null for PGlite or a transaction handle). */
export function connectionStringOf(db: Db): string | null {
  return connectionStrings.get(db) ?? null;
}

/** PostgreSQL through a pg Pool (DATABASE_URL). */
export async function openPg(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  let ending = false;
  // An idle pooled connection can die under us (server restart, admin termination). Without a
  // listener node would crash the process; the pool drops that client and opens a new one.
  pool.on('error', (err: Error & { code?: string }) => {
    if (ending && err.code === '57P01') return; // terminated while we were closing anyway
    console.error(`[db] idle PostgreSQL connection lost: ${err.message}`);
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const transaction = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const inner: Db = handle(
        client,
        (nested) => nested(inner),
        async () => undefined,
      );
      const result = await fn(inner);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  };
  const db = handle(pool, transaction, async () => {
    ending = true;
    await pool.end();
  });
  connectionStrings.set(db, url);
  return db;
}
