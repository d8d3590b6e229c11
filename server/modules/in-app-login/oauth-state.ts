import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  IN_APP_MESSAGES as M,
  type InAppProvider,
  type InAppPurpose,
} from '../../../src/shared/domain/contract/in-app-login';
import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';

/**
 * The OAuth2 `state` of the WeCom authorize round trip: `<nonce>.<hmac>`, signed so a forged value
 * is refused before any lookup, and single-use because consuming deletes its row. The row keeps
 * what the browser must not be able to choose on the way back: tenant, purpose, target, user.
 */
export const STATE_TTL_MS = 10 * 60_000;

export interface OAuthState {
  thirdType: InAppProvider;
  tenantId: number;
  purpose: InAppPurpose;
  redirect: string;
  /** The signed-in user a `bind` round trip binds to. */
  userId: string | null;
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const sign = (secret: string, nonce: string): string =>
  createHmac('sha256', `in-app-state:${secret}`).update(nonce).digest('base64url');

export async function createState(db: Db, secret: string, state: OAuthState): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  // Expired states of any user are swept here, so the table stays as small as the traffic.
  await db.query('DELETE FROM sys_third_oauth_state WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sys_third_oauth_state (nonce_hash, third_type, tenant_id, purpose, redirect, user_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      sha256(nonce),
      state.thirdType,
      state.tenantId,
      state.purpose,
      state.redirect,
      state.userId,
      STATE_TTL_MS / 1000,
    ],
  );
  return `${nonce}.${sign(secret, nonce)}`;
}

interface StateRow {
  [key: string]: unknown;
  third_type: InAppProvider;
  tenant_id: number;
  purpose: InAppPurpose;
  redirect: string;
  user_id: string | null;
}

/** The state's content, removed so it cannot be used again; forged, expired or used → BizError. */
export async function consumeState(db: Db, secret: string, value: string): Promise<OAuthState> {
  const [nonce, mac, extra] = value.split('.');
  if (!nonce || !mac || extra !== undefined) throw new BizError(M.stateInvalid);
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new BizError(M.stateInvalid);
  const [row] = await db.query<StateRow>(
    `DELETE FROM sys_third_oauth_state WHERE nonce_hash = $1
     RETURNING third_type, tenant_id, purpose, redirect, user_id, expires_at > now() AS live`,
    [sha256(nonce)],
  );
  if (!row || row.live !== true) throw new BizError(M.stateInvalid);
  return {
    thirdType: row.third_type,
    tenantId: row.tenant_id,
    purpose: row.purpose,
    redirect: row.redirect,
    userId: row.user_id,
  };
}
