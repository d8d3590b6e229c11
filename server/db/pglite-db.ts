import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Row } from './db';

interface Connection {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function handle(conn: Connection, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    kind: 'pglite',
    async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      return (await conn.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string): Promise<void> {
      await conn.exec(sql);
    },
    transaction,
    close,
  };
}

// Trigram indexes back the lists' contains-searches (migration 037).
const EXTENSIONS = { pg_trgm };

/** An in-memory database that can also be dumped (test snapshots). */
export interface SnapshotDb extends Db {
  dump(): Promise<Blob>;
}

/** Embedded Postgres (WASM). `dataDir` null keeps everything in memory (tests). */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: EXTENSIONS });
  return wrap(pg);
}

/**
 * In-memory PGlite, optionally started from a dump of another one. Starting from a dump skips
 * initdb, which is most of PGlite's start-up time (tests start one database per test file).
 */
export async function openMemoryPglite(from?: Blob): Promise<SnapshotDb> {
  const pg = new PGlite({ ...(from ? { loadDataDir: from } : {}), extensions: EXTENSIONS });
  const db = await wrap(pg);
  return { ...db, dump: () => pg.dumpDataDir('none') };
}

async function wrap(pg: PGlite): Promise<Db> {
  await pg.waitReady;
  const close = async (): Promise<void> => {
    if (!pg.closed) await pg.close();
  };
  const transaction = <T>(fn: (tx: Db) => Promise<T>): Promise<T> =>
    pg.transaction(async (tx) => {
      // Nested calls join the outer transaction: PGlite has a single connection.
      const inner: Db = handle(
        tx,
        (nested) => nested(inner),
        async () => undefined,
      );
      return fn(inner);
    });
  return handle(pg, transaction, close);
}
