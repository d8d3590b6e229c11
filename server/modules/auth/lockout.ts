import type { Db } from '../../db/db';

export const LOCKED_MESSAGE = '密码错误次数过多，账号已锁定，请10分钟后再试';
const MAX_FAILURES = 5;
const WINDOW_MS = 10 * 60_000;

export type AttemptSlot = { kind: 'locked' } | { kind: 'open'; attempt: number };

const key = (username: string) => username.slice(0, 100);

/**
 * Reserves one password check for a username before the password is verified. The counter is
 * taken atomically, so a burst of parallel guesses gets at most MAX_FAILURES checks per window;
 * the lock is kept in the database, so every process and restart agrees on it. Unknown usernames
 * are counted too, so the lockout reveals nothing.
 */
export async function reserveAttempt(db: Db, username: string): Promise<AttemptSlot> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const rows = await db.query<{ failures: number; locked_until: Date | null }>(
    `INSERT INTO sys_login_attempt AS a (username, failures, last_failure_at, locked_until)
     VALUES ($1, 1, $2, NULL)
     ON CONFLICT (username) DO UPDATE SET
       failures = CASE
         WHEN a.locked_until IS NOT NULL AND a.locked_until <= $2 THEN 1
         WHEN a.locked_until IS NULL AND a.last_failure_at < $3 THEN 1
         ELSE a.failures + 1 END,
       locked_until = CASE WHEN a.locked_until <= $2 THEN NULL ELSE a.locked_until END,
       last_failure_at = $2
     RETURNING failures, locked_until`,
    [key(username), now, windowStart],
  );
  const row = rows[0];
  if (!row) return { kind: 'locked' };
  if (row.locked_until && row.locked_until.getTime() > now.getTime()) return { kind: 'locked' };
  if (row.failures > MAX_FAILURES) {
    await lock(db, username);
    return { kind: 'locked' };
  }
  return { kind: 'open', attempt: row.failures };
}

/** A reserved check failed; true when it was the last one allowed (the account is now locked). */
export async function recordFailure(db: Db, username: string, slot: { attempt: number }): Promise<boolean> {
  if (slot.attempt < MAX_FAILURES) return false;
  await lock(db, username);
  return true;
}

async function lock(db: Db, username: string): Promise<void> {
  await db.query(
    'UPDATE sys_login_attempt SET locked_until = $2 WHERE username = $1 AND locked_until IS NULL',
    [key(username), new Date(Date.now() + WINDOW_MS)],
  );
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.query('DELETE FROM sys_login_attempt WHERE username = $1', [key(username)]);
}
