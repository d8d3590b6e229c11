import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every migrations/NNN_*.sql not yet recorded, each in its own transaction, in order. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version varchar(200) PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    await db.transaction(async (tx) => {
      // Serialise concurrent starters on PostgreSQL; the lock ends with the transaction.
      if (tx.kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock(724301)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file]);
      if (done.length > 0) return;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    });
  }
  return applied;
}
