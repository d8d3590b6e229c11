import type { Db } from '../../db/db';

export const LOCKED_MESSAGE = '密码错误次数过多，账号已锁定，请10分钟后再试';

/**
 * Sign-in throttling an attacker cannot aim at someone else (OWASP ASVS V2.2). Failures are
 * counted three ways, each with a number of free failures and then growing delays (1, 2, 4, 8,
 * then 10 minutes per further failure):
 * - pair: one account from one address (5 free): guessing from one place slows down;
 * - addr: one address on any accounts (30 free): spraying many accounts from one place stops;
 * - acct: one account from addresses that never signed in to it (100 free): a botnet slows down.
 * An address that has signed in to an account is known to it, and neither the address nor the
 * account ceiling applies there: failures elsewhere never lock the owner out of a usual address.
 * State lives in the database, so every process agrees; every check takes a row lock, so a
 * parallel burst gets no more free failures than a sequential one.
 */
interface Rule {
  free: number;
  idleResetMs: number;
}

const MINUTE = 60_000;
const BASE_DELAY_MS = MINUTE;
const MAX_DELAY_MS = 10 * MINUTE;

export const THROTTLE_RULES = {
  pair: { free: 5, idleResetMs: 24 * 60 * MINUTE },
  addr: { free: 30, idleResetMs: 60 * MINUTE },
  acct: { free: 100, idleResetMs: 60 * MINUTE },
} as const satisfies Record<string, Rule>;

type Kind = keyof typeof THROTTLE_RULES;

/** Delay after the n-th counted failure: none while free, then doubling up to the ceiling. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(failures - free, 20));
}

export type AttemptSlot =
  { kind: 'refused' } | { kind: 'open'; known: boolean; pairFailures: number; username: string; ip: string };

const userKey = (username: string) => username.slice(0, 100);
const ipKey = (ip: string) => ip.slice(0, 64);

interface ThrottleRow extends Record<string, unknown> {
  failures: number;
  last_failure_at: Date;
  blocked_until: Date | null;
}

const keysOf = (kind: Kind, username: string, ip: string): [string, string, string] => [
  kind,
  kind === 'addr' ? '' : username,
  kind === 'acct' ? '' : ip,
];

async function blocked(db: Db, kind: Kind, username: string, ip: string, now: number): Promise<boolean> {
  const rows = await db.query<{ blocked_until: Date | null }>(
    'SELECT blocked_until FROM sys_login_throttle WHERE kind = $1 AND username = $2 AND ip = $3',
    keysOf(kind, username, ip),
  );
  const until = rows[0]?.blocked_until;
  return Boolean(until && until.getTime() > now);
}

/**
 * Counts one failure in advance (the password is checked after), under a row lock. Answers null
 * when the row is blocked (nothing counted), else the failures counted so far, this one included.
 */
async function count(db: Db, kind: Kind, username: string, ip: string, now: number): Promise<number | null> {
  const rule: Rule = THROTTLE_RULES[kind];
  const keys = keysOf(kind, username, ip);
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO sys_login_throttle (kind, username, ip, failures, last_failure_at)
       VALUES ($1, $2, $3, 0, $4) ON CONFLICT (kind, username, ip) DO NOTHING`,
      [...keys, new Date(now)],
    );
    const [row] = await tx.query<ThrottleRow>(
      `SELECT failures, last_failure_at, blocked_until FROM sys_login_throttle
       WHERE kind = $1 AND username = $2 AND ip = $3 FOR UPDATE`,
      keys,
    );
    if (!row) return null;
    if (row.blocked_until && row.blocked_until.getTime() > now) return null;
    const idle = now - row.last_failure_at.getTime() > rule.idleResetMs;
    const failures = idle ? 1 : row.failures + 1;
    const delay = delayAfter(failures, rule.free);
    await tx.query(
      `UPDATE sys_login_throttle SET failures = $4, last_failure_at = $5, blocked_until = $6
       WHERE kind = $1 AND username = $2 AND ip = $3`,
      [...keys, failures, new Date(now), delay > 0 ? new Date(now + delay) : null],
    );
    return failures;
  });
}

async function isKnown(db: Db, username: string, ip: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM sys_login_known_address WHERE username = $1 AND ip = $2', [
    username,
    ip,
  ]);
  return rows.length > 0;
}

/**
 * Reserves one password check for (username, ip) before the password is verified. Unknown
 * usernames are counted the same way, so the answers reveal nothing.
 */
export async function reserveAttempt(
  db: Db,
  rawUsername: string,
  rawIp: string,
  now: number = Date.now(),
): Promise<AttemptSlot> {
  const username = userKey(rawUsername);
  const ip = ipKey(rawIp);
  const known = await isKnown(db, username, ip);
  if (!known) {
    if (await blocked(db, 'addr', username, ip, now)) return { kind: 'refused' };
    if (await blocked(db, 'acct', username, ip, now)) return { kind: 'refused' };
  }
  const pairFailures = await count(db, 'pair', username, ip, now);
  if (pairFailures === null) return { kind: 'refused' };
  await count(db, 'addr', username, ip, now);
  if (!known) await count(db, 'acct', username, ip, now);
  return { kind: 'open', known, pairFailures, username, ip };
}

/** The reserved check failed: true when this address must now wait (answer the lock message). */
export function failureLocks(slot: { pairFailures: number }): boolean {
  return slot.pairFailures >= THROTTLE_RULES.pair.free;
}

/**
 * The password was right: the pair starts afresh, the failure counted in advance is taken back
 * from the address and account counters, and the address becomes known to the account.
 */
export async function recordSuccess(
  db: Db,
  slot: { known: boolean; username: string; ip: string },
  now: number = Date.now(),
): Promise<void> {
  const { username, ip } = slot;
  await db.query("DELETE FROM sys_login_throttle WHERE kind = 'pair' AND username = $1 AND ip = $2", [
    username,
    ip,
  ]);
  await db.query(
    `UPDATE sys_login_throttle SET failures = GREATEST(failures - 1, 0)
     WHERE (kind = 'addr' AND username = '' AND ip = $2) OR ($3 AND kind = 'acct' AND username = $1 AND ip = '')`,
    [username, ip, !slot.known],
  );
  await db.query(
    `INSERT INTO sys_login_known_address (username, ip, last_success_at) VALUES ($1, $2, $3)
     ON CONFLICT (username, ip) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
    [username, ip, new Date(now)],
  );
}

/** A password reset by the owner (SMS code) lifts the account's throttles everywhere. */
export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.query("DELETE FROM sys_login_throttle WHERE kind IN ('pair', 'acct') AND username = $1", [
    userKey(username),
  ]);
}
