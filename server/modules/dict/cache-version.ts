import type { Db } from '../../db/db';

/**
 * Bump the shared dictionary cache version inside the caller's write transaction: every server
 * process drops its cached map at its next read (service.ts compares versions), and the change
 * is visible exactly when the write commits.
 */
export async function bumpDictVersion(tx: Db): Promise<void> {
  await tx.query("UPDATE sys_cache_version SET version = version + 1 WHERE name = 'dict'");
}

/** The current version (a string: bigint columns come back as strings on some drivers). */
export async function dictVersion(db: Db): Promise<string> {
  const rows = await db.query<{ version: string | number }>(
    "SELECT version FROM sys_cache_version WHERE name = 'dict'",
  );
  return String(rows[0]?.version ?? '0');
}
