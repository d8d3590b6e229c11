import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';

/** The one-time code the callback page hands to the client: 60 s, single use, never the session. */
export const LOGIN_CODE_TTL_MS = 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function issueLoginCode(db: Db, userId: string, thirdType: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM sys_third_login_code WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sys_third_login_code (code_hash, user_id, third_type, expires_at) VALUES ($1, $2, $3, $4)`,
    [sha256(code), userId, thirdType, new Date(Date.now() + LOGIN_CODE_TTL_MS)],
  );
  return code;
}

/**
 * Burns the code whatever happens next (a code tried with the wrong type is gone too) and answers
 * its user id only when it was issued for `thirdType` and has not expired.
 */
export async function redeemLoginCode(db: Db, code: string, thirdType: string): Promise<string | null> {
  const [row] = await db.query<{ user_id: string; third_type: string; expires_at: Date }>(
    'DELETE FROM sys_third_login_code WHERE code_hash = $1 RETURNING user_id, third_type, expires_at',
    [sha256(code)],
  );
  if (!row || row.third_type !== thirdType) return null;
  return new Date(row.expires_at).getTime() >= Date.now() ? row.user_id : null;
}
