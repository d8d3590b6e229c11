// PostgreSQL for the fault tests: TEST_DATABASE_URL's server (CI sets it), one database of our own
// per test, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env.TEST_DATABASE_URL ?? '';
export const PG_SKIP_REASON =
  'TEST_DATABASE_URL is not set (CI sets it): the PostgreSQL fault tests are skipped';

export interface TestDatabase {
  url: string;
  /** A connection of the test's own (locks, pg_stat_activity, row counts). */
  client: pg.Client;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createDatabase(): Promise<TestDatabase> {
  // The name comes from code (random hex), never from input.
  const name = `cwxt_fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(PG_URL, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    url,
    client,
    async drop() {
      await client.end().catch(() => undefined);
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export async function count(client: pg.Client, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM (${sql}) x`, params);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Waits until a backend of this database other than ours waits on a lock while running a
 * statement that matches `pattern`: the server's transaction is then visibly in flight.
 */
export async function lockWaiter(client: pg.Client, pattern: string): Promise<boolean> {
  // pg_stat_activity is a snapshot per transaction, and the caller holds its lock in one.
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND wait_event_type = 'Lock' AND state = 'active' AND query ILIKE $1`,
    [`%${pattern}%`],
  );
  return Number(rows[0]?.n ?? 0) > 0;
}
