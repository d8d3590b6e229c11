import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { SecretBoxError, secretBoxFromKey, type SecretBox } from '../lib/seal';

/**
 * Named secrets (token signing, code hashing, the data-source key, the secret-box key…) are random
 * values created at first start and kept in sys_secret, so every process behind a load balancer uses
 * the same ones. The rows are sealed with the server secret, which never sits in the database: it
 * comes from SERVER_SECRET or from DATA_DIR/server-secret (created at first start). A copy of the
 * table, or a report that reached it, holds nothing usable (docs/decisions.md, "Secrets").
 */
export const SERVER_SECRET_FILE = 'server-secret';
const SEALED_PREFIX = 'sealed:';

/** The server secret: SERVER_SECRET, else the file in DATA_DIR (created once, owner-readable only). */
export function loadServerSecret(config: Pick<Config, 'serverSecret' | 'dataDir'>): string {
  if (config.serverSecret) return config.serverSecret;
  const file = join(config.dataDir, SERVER_SECRET_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': two processes starting together never overwrite each other's secret.
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} must hold at least 32 characters`);
  return secret;
}

// The box sealing sys_secret rows, per database handle (bound by buildApp before any secret is read).
const rowBoxes = new WeakMap<Db, SecretBox>();

export function bindServerSecret(db: Db, serverSecret: string): void {
  rowBoxes.set(db, secretBoxFromKey(`sys_secret:${serverSecret}`));
}

function rowBoxOf(db: Db): SecretBox {
  const box = rowBoxes.get(db);
  if (!box) throw new Error('no server secret is bound to this database (buildApp binds it)');
  return box;
}

function openRow(box: SecretBox, name: string, stored: string): string {
  try {
    return box.open(stored.slice(SEALED_PREFIX.length));
  } catch (err) {
    if (!(err instanceof SecretBoxError)) throw err;
    throw new Error(
      `sys_secret "${name}" does not open with this server secret: every server process of one database ` +
        'must use the same SERVER_SECRET (or share one DATA_DIR/server-secret)',
    );
  }
}

/**
 * The named secret, created randomly on first use. A plain row (written before secrets were
 * sealed) is sealed in place on first read and keeps its value, so existing tokens and ciphertexts
 * stay valid.
 */
export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  const box = rowBoxOf(db);
  const read = async () =>
    (await db.query<{ value: string }>('SELECT value FROM sys_secret WHERE name = $1', [name]))[0]?.value;
  let stored = await read();
  if (stored === undefined) {
    const sealed = SEALED_PREFIX + box.seal(randomBytes(48).toString('base64url'));
    await db.query('INSERT INTO sys_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      sealed,
    ]);
    stored = await read();
    if (stored === undefined) throw new Error(`secret ${name} could not be created`);
  }
  if (stored.startsWith(SEALED_PREFIX)) return openRow(box, name, stored);
  // Only replaces the plain value it read: a process that sealed it meanwhile keeps its row.
  await db.query('UPDATE sys_secret SET value = $3 WHERE name = $1 AND value = $2', [
    name,
    stored,
    SEALED_PREFIX + box.seal(stored),
  ]);
  return stored;
}
