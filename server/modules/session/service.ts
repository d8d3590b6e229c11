import { createHash, randomBytes } from 'node:crypto';
import { SUPER_ROLE_CODE } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../../db/db';
import { isSuperSql } from '../access/grants-sql';
import { signToken, verifyToken } from '../../lib/jwt';
import { MESSAGES } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { tenantIdsOf, type UserRow } from '../user/user-row';
import type { AuthOutcome } from './auth-context';

/** The session's columns, aliased so they can travel in one row with the user's `u.*`. */
interface SessionColumns {
  session_id: string;
  session_created_at: Date;
  session_last_seen_at: Date;
  session_expires_at: Date;
  session_revoked_at: Date | null;
  /** Status of the tenant the header names (null when it names none or an unknown one). */
  session_tenant_status: number | null;
  session_is_super: boolean;
  session_grants_version: string;
  session_dict_version: string;
}

// One round trip per authenticated request: the session and its user come back together.
const SESSION_WITH_USER = `SELECT s.id AS session_id, s.created_at AS session_created_at,
    s.last_seen_at AS session_last_seen_at, s.expires_at AS session_expires_at,
    s.revoked_at AS session_revoked_at,
    (SELECT t.status FROM sys_tenant t WHERE t.id = $2::integer) AS session_tenant_status,
    ${isSuperSql('s.user_id', '$3')} AS session_is_super,
    (SELECT v.version::text FROM sys_cache_version v WHERE v.name = 'grants') AS session_grants_version,
    (SELECT v.version::text FROM sys_cache_version v WHERE v.name = 'dict') AS session_dict_version, u.*
  FROM sys_session s JOIN sys_user u ON u.id = s.user_id
  WHERE s.id = $1`;

/**
 * The sys_session key of a token's session id: its SHA-256, so the table (a backup, a leaked row)
 * holds no id a token could be built on. AuthContext.sessionId is this key.
 */
export function sessionKey(sid: string): string {
  return createHash('sha256').update(sid, 'utf8').digest('hex');
}

// last_seen_at is written at most once a minute per session, to keep reads cheap.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  deps: AppDeps,
  user: UserRow,
  client: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + deps.config.sessionMaxHours * 3600_000);
  await deps.db.query(
    `INSERT INTO sys_session (id, user_id, username, created_at, last_seen_at, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`,
    [
      sessionKey(sid),
      user.id,
      user.username,
      new Date(now),
      expiresAt,
      client.ip,
      (client.userAgent ?? '').slice(0, 255),
    ],
  );
  const iat = Math.floor(now / 1000);
  return signToken(
    { username: user.username, sid, iat, exp: Math.floor(expiresAt.getTime() / 1000) },
    deps.tokenSecret,
  );
}

/** Parses the tenant header: '' or '0' means none; anything else must be a plain integer. */
function parseTenant(raw: string | undefined): number | null | 'invalid' {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : 'invalid';
}

/** Token → session → user → tenant, each step refusing with the JeecgBoot message. */
export async function authenticate(
  deps: AppDeps,
  token: string | undefined,
  tenantHeader: string | undefined,
): Promise<AuthOutcome> {
  const invalid = { ok: false as const, message: MESSAGES.tokenInvalid };
  if (!token || token.length > 4096) return invalid;
  const now = Date.now();
  const claims = verifyToken(token, deps.tokenSecret, Math.floor(now / 1000));
  if (!claims) return invalid;
  const tenant = parseTenant(tenantHeader);
  const rows = await deps.db.query<SessionColumns & UserRow>(SESSION_WITH_USER, [
    sessionKey(claims.sid),
    typeof tenant === 'number' ? tenant : null,
    SUPER_ROLE_CODE,
  ]);
  const row = rows[0];
  if (!row || row.session_revoked_at) return invalid;
  const {
    session_id: sessionId,
    session_created_at: createdAt,
    session_last_seen_at: lastSeenAt,
    session_expires_at: expiresAt,
    session_revoked_at: _revokedAt,
    session_tenant_status: tenantStatus,
    session_is_super: isSuper,
    session_grants_version: grantsVersion,
    session_dict_version: dictVersion,
    ...user
  } = row;
  const idleMs = deps.config.sessionIdleMinutes * 60_000;
  const maxMs = deps.config.sessionMaxHours * 3600_000;
  if (now >= expiresAt.getTime() || now - createdAt.getTime() >= maxMs) return invalid;
  if (now - lastSeenAt.getTime() >= idleMs) return invalid;
  if (user.username !== claims.username || user.del_flag !== 0 || user.status !== 1) return invalid;
  // Only one of the user's own tenants, and only while that tenant is active (status 1).
  if (
    tenant === 'invalid' ||
    (tenant !== null && (!tenantIdsOf(user).includes(tenant) || tenantStatus !== 1))
  ) {
    return { ok: false, message: MESSAGES.tenantChanged };
  }
  if (now - lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await deps.db.query('UPDATE sys_session SET last_seen_at = $2 WHERE id = $1', [sessionId, new Date(now)]);
  }
  return { ok: true, auth: { user, sessionId, tenantId: tenant, isSuper, grantsVersion, dictVersion } };
}

export async function endSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.query(
    'UPDATE sys_session SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL',
    [sessionId, reason],
  );
}

/** Ends every live session of a user, optionally keeping the caller's own. */
export async function endUserSessions(
  db: Db,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  await db.query(
    `UPDATE sys_session SET revoked_at = now(), revoke_reason = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND id <> $3`,
    [userId, reason, keepSessionId ?? ''],
  );
}
