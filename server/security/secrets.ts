import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/**
 * A random secret created at first start and kept in sys_secret, so every process behind a load
 * balancer signs with the same key and nothing secret is ever shipped in the code.
 */
export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db.query('INSERT INTO sys_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(48).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM sys_secret WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`secret ${name} could not be created`);
  return value;
}
