import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/db';
import type { ThirdLoginSource } from '../../../src/shared/domain/contract/third-login';

/** Why a third-party round trip was started; `bind` carries the signed-in user who started it. */
export type ThirdPurpose = 'login' | 'bind';

export interface ThirdState {
  source: ThirdLoginSource;
  purpose: ThirdPurpose;
  /** Same-origin path (already checked with isSafeRedirect). */
  redirect: string;
  /** The redirect_uri sent to the provider (the token exchange must repeat it). */
  redirectUri: string;
  userId: string | null;
}

export const STATE_TTL_MS = 10 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sign = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`third-login-state:${nonce}`).digest('base64url');

/** A fresh single-use state `<nonce>.<hmac>`; the row is found by the nonce's hash only. */
export async function createState(db: Db, secret: string, state: ThirdState): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  await db.query('DELETE FROM sys_third_login_state WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sys_third_login_state (state_hash, source, purpose, redirect, redirect_uri, user_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256(nonce),
      state.source,
      state.purpose,
      state.redirect,
      state.redirectUri,
      state.userId,
      new Date(Date.now() + STATE_TTL_MS),
    ],
  );
  return `${nonce}.${sign(secret, nonce)}`;
}

interface StateRow extends Record<string, unknown> {
  source: string;
  purpose: ThirdPurpose;
  redirect: string;
  redirect_uri: string;
  user_id: string | null;
  expires_at: Date;
}

/** Verifies the signature, then deletes the row (single use); null when forged, used, expired or foreign. */
export async function consumeState(
  db: Db,
  secret: string,
  raw: string,
  source: ThirdLoginSource,
): Promise<ThirdState | null> {
  const [nonce, mac, extra] = raw.split('.');
  if (!nonce || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [row] = await db.query<StateRow>(
    `DELETE FROM sys_third_login_state WHERE state_hash = $1
     RETURNING source, purpose, redirect, redirect_uri, user_id, expires_at`,
    [sha256(nonce)],
  );
  if (!row || row.source !== source || new Date(row.expires_at).getTime() < Date.now()) return null;
  return {
    source,
    purpose: row.purpose,
    redirect: row.redirect,
    redirectUri: row.redirect_uri,
    userId: row.user_id,
  };
}
