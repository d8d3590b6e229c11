import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import type { LiveConnection } from '../../lib/live/live-registry';
import type { PushConnection } from '../../lib/push/socket-registry';
import { SUPER_ROLE_CODE } from '../../../src/shared/domain/permission/codes';
import { isSuperSql } from '../access/grants-sql';
import type { AuthContext } from '../session/auth-context';
import { tenantIdsOf, type UserRow } from '../user/user-row';
import { mayJoin } from './live-routes';

/** How often open sockets are checked against their sessions (logout, freeze, force-logout, expiry). */
export const SESSION_SWEEP_MS = 60_000;
const BATCH = 500;

// The same rules as authenticate() (server/modules/session/service.ts), without touching
// last_seen_at: an open socket alone must not keep an idle session alive.
const LIVE_SESSIONS = `SELECT s.id, u.username FROM sys_session s JOIN sys_user u ON u.id = s.user_id
  WHERE s.id = ANY($1::varchar[]) AND s.revoked_at IS NULL AND s.expires_at > $2
    AND s.created_at > $3 AND s.last_seen_at > $4 AND u.del_flag = 0 AND u.status = 1`;

/** The part of a socket registry the sweep needs (notification and live sockets alike). */
interface SweptRegistry<C extends PushConnection> {
  all(): C[];
  remove(connection: C): void;
}

/** Closes every socket whose session has ended; returns how many were closed. */
export async function closeEndedSessions<C extends PushConnection>(
  db: Db,
  sockets: SweptRegistry<C>,
  config: Config,
): Promise<number> {
  const connections = sockets.all();
  if (connections.length === 0) return 0;
  const now = Date.now();
  const sessionIds = [...new Set(connections.map((c) => c.sessionId))];
  const live = new Map<string, string>();
  for (let i = 0; i < sessionIds.length; i += BATCH) {
    const rows = await db.query<{ id: string; username: string }>(LIVE_SESSIONS, [
      sessionIds.slice(i, i + BATCH),
      new Date(now),
      new Date(now - config.sessionMaxHours * 3600_000),
      new Date(now - config.sessionIdleMinutes * 60_000),
    ]);
    for (const row of rows) live.set(row.id, row.username);
  }
  let closed = 0;
  for (const c of connections) {
    if (live.get(c.sessionId) === c.username) continue;
    sockets.remove(c);
    // 4001: application code (4000–4999); the client treats any close as "reconnect later".
    c.socket.close(4001, 'session ended');
    closed += 1;
  }
  return closed;
}

/**
 * Live grid sockets: ended sessions are closed (4001) as above, then every remaining socket is
 * authorised again, so a revoked grant or a record moved out of the user's scope closes it (4003).
 */
export async function sweepLiveSockets(deps: AppDeps): Promise<{ ended: number; refused: number }> {
  const ended = await closeEndedSessions(deps.db, deps.liveSockets, deps.config);
  return { ended, refused: await closeRefusedLive(deps) };
}

interface FreshUser {
  user: UserRow;
  isSuper: boolean;
}

// The user as authenticate() would load it now (the handshake's copy may be stale).
const FRESH_USERS = `SELECT u.*, ${isSuperSql('u.id', '$2')} AS sweep_is_super FROM sys_user u
  WHERE u.id = ANY($1::varchar[]) AND u.del_flag = 0 AND u.status = 1`;

async function freshUsers(db: Db, userIds: readonly string[]): Promise<Map<string, FreshUser>> {
  const out = new Map<string, FreshUser>();
  for (let i = 0; i < userIds.length; i += BATCH) {
    const rows = await db.query<UserRow & { sweep_is_super: boolean }>(FRESH_USERS, [
      userIds.slice(i, i + BATCH),
      SUPER_ROLE_CODE,
    ]);
    for (const { sweep_is_super: isSuper, ...user } of rows) out.set(user.id, { user, isSuper });
  }
  return out;
}

async function activeTenants(db: Db, tenantIds: readonly number[]): Promise<Set<number>> {
  if (tenantIds.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM sys_tenant WHERE id = ANY($1::integer[]) AND status = 1',
    [tenantIds],
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** The handshake's checks again, with the user and tenant as they are now; any error refuses. */
async function stillAllowed(
  deps: AppDeps,
  c: LiveConnection,
  users: Map<string, FreshUser>,
  tenants: Set<number>,
): Promise<boolean> {
  const fresh = users.get(c.userId);
  if (!fresh) return false;
  if (c.tenantId !== null && (!tenantIdsOf(fresh.user).includes(c.tenantId) || !tenants.has(c.tenantId))) {
    return false;
  }
  const auth: AuthContext = {
    user: fresh.user,
    sessionId: c.sessionId,
    tenantId: c.tenantId,
    isSuper: fresh.isSuper,
  };
  try {
    return await mayJoin(deps, auth, c);
  } catch {
    return false;
  }
}

/** Asks authorize() once per page, record, user and tenant; closes the refused sockets (4003). */
async function closeRefusedLive(deps: AppDeps): Promise<number> {
  const connections = deps.liveSockets.all();
  if (connections.length === 0) return 0;
  const groups = new Map<string, LiveConnection[]>();
  for (const c of connections) {
    const key = JSON.stringify([c.page, c.recordId, c.userId, c.tenantId]);
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  const users = await freshUsers(deps.db, [...new Set(connections.map((c) => c.userId))]);
  const tenantIds = connections.flatMap((c) => (c.tenantId === null ? [] : [c.tenantId]));
  const tenants = await activeTenants(deps.db, [...new Set(tenantIds)]);
  let closed = 0;
  for (const group of groups.values()) {
    const [first] = group;
    if (!first || (await stillAllowed(deps, first, users, tenants))) continue;
    for (const c of group) {
      deps.liveSockets.remove(c);
      c.socket.close(4003, 'access revoked');
      closed += 1;
    }
  }
  return closed;
}
