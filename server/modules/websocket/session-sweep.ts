import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { SocketRegistry } from '../../lib/push/socket-registry';

/** How often open sockets are checked against their sessions (logout, freeze, force-logout, expiry). */
export const SESSION_SWEEP_MS = 60_000;
const BATCH = 500;

// The same rules as authenticate() (server/modules/session/service.ts), without touching
// last_seen_at: an open socket alone must not keep an idle session alive.
const LIVE_SESSIONS = `SELECT s.id, u.username FROM sys_session s JOIN sys_user u ON u.id = s.user_id
  WHERE s.id = ANY($1::varchar[]) AND s.revoked_at IS NULL AND s.expires_at > $2
    AND s.created_at > $3 AND s.last_seen_at > $4 AND u.del_flag = 0 AND u.status = 1`;

/** Closes every socket whose session has ended; returns how many were closed. */
export async function closeEndedSessions(db: Db, sockets: SocketRegistry, config: Config): Promise<number> {
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
