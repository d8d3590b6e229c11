import { join } from 'node:path';
import type { Db } from './db';
import { openPg } from './pg-db';
import { openPglite } from './pglite-db';

/** DATABASE_URL selects PostgreSQL; otherwise an embedded PGlite database under DATA_DIR. */
export function openDatabase(opts: { databaseUrl: string | null; dataDir: string | null }): Promise<Db> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl);
  return openPglite(opts.dataDir ? join(opts.dataDir, 'pglite') : null);
}
