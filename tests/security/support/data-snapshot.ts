import { expect } from 'vitest';
import type { Db } from '../../../server/db/db';

/**
 * "No data changed": a fingerprint of every table of the public schema (row count and an md5 over
 * the rows in a stable order), taken before and after an attack. Tables that legitimately move on
 * every request (the request log, sessions, login attempts, captchas, cache versions and the job queue) are
 * left out by default; a test can leave out more or fewer.
 */
export const VOLATILE_TABLES = [
  'sys_log', // every refused call is logged
  'sys_session', // last-seen times
  'sys_login_throttle', // failed logins are counted
  'sys_login_known_address', // successful logins remember the address
  'sys_captcha',
  'sys_cache_version',
  'sys_quartz_job_log',
  'sys_quartz_job_queue',
] as const;

export type Fingerprint = Map<string, string>;

export async function fingerprint(db: Db, opts: { exclude?: readonly string[] } = {}): Promise<Fingerprint> {
  const exclude = new Set(opts.exclude ?? VOLATILE_TABLES);
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Fingerprint = new Map();
  for (const { name } of tables) {
    if (exclude.has(name)) continue;
    // Identifiers come from the catalogue, never from input; quoted all the same.
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const [row] = await db.query<{ n: string | number; h: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${quoted} t`,
    );
    out.set(name, `${row?.n ?? 0}:${row?.h ?? ''}`);
  }
  return out;
}

/** Asserts that no table's content changed between two fingerprints (and no table came or went). */
export function expectUnchanged(before: Fingerprint, after: Fingerprint, label = ''): void {
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (t) => before.get(t) !== after.get(t),
  );
  expect(changed, `${label} changed tables`).toEqual([]);
}
