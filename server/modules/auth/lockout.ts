import type { Db } from '../../db/db';

export const LOCKED_MESSAGE = '密码错误次数过多，账号已锁定，请10分钟后再试';
const MAX_FAILURES = 5;
const WINDOW_MS = 10 * 60_000;

/** Per-username lockout kept in the database, so every process and restart agrees on it. */
export async function isLocked(db: Db, username: string): Promise<boolean> {
  const rows = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM sys_login_attempt WHERE username = $1',
    [username.slice(0, 100)],
  );
  const until = rows[0]?.locked_until;
  return !!until && until.getTime() > Date.now();
}

/** Counts a failure (unknown usernames too, so lockout reveals nothing); true when now locked. */
export async function recordFailure(db: Db, username: string): Promise<boolean> {
  const now = Date.now();
  const rows = await db.query<{ failures: number }>(
    `INSERT INTO sys_login_attempt AS a (username, failures, last_failure_at, locked_until) VALUES ($1, 1, $2, NULL)
     ON CONFLICT (username) DO UPDATE SET
       failures = CASE WHEN a.last_failure_at < $3 OR a.locked_until IS NOT NULL THEN 1 ELSE a.failures + 1 END,
       last_failure_at = $2
     RETURNING failures`,
    [username.slice(0, 100), new Date(now), new Date(now - WINDOW_MS)],
  );
  const failures = rows[0]?.failures ?? 0;
  if (failures < MAX_FAILURES) return false;
  await db.query('UPDATE sys_login_attempt SET locked_until = $2 WHERE username = $1', [
    username.slice(0, 100),
    new Date(now + WINDOW_MS),
  ]);
  return true;
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.query('DELETE FROM sys_login_attempt WHERE username = $1', [username.slice(0, 100)]);
}
