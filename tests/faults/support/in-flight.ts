// "During": the test holds a table lock the server's transaction needs for its LAST write, so the
// transaction stops with its earlier writes done but uncommitted, visible in pg_stat_activity.
// No production seam: the server runs unchanged; PostgreSQL's own locking makes the moment exact.
import type pg from 'pg';
import { lockWaiter } from './pg';
import { waitFor } from './proc';

/**
 * Runs `request` while `table` is share-locked by the test, resolves once the server's backend
 * waits on that lock in a statement naming `pattern`. Fails if the request answered first (it
 * was refused, so nothing would be in flight). The returned promise is the request's own.
 */
export async function holdInFlight(
  client: pg.Client,
  table: string,
  pattern: string,
  request: () => Promise<unknown>,
): Promise<{ pending: Promise<unknown>; release: () => Promise<void> }> {
  await client.query('BEGIN');
  // The table name comes from the test's code, never from input.
  await client.query(`LOCK TABLE ${table} IN SHARE MODE`);
  let answered: unknown = null;
  const pending = request().then(
    (v) => {
      answered = v;
      return v;
    },
    (err: unknown) => err,
  );
  await waitFor(`the server to wait on ${table}`, async () => {
    if (answered !== null)
      throw new Error(`the request answered before it reached ${table}: ${JSON.stringify(answered)}`);
    return lockWaiter(client, pattern);
  });
  return { pending, release: async () => void (await client.query('ROLLBACK')) };
}
