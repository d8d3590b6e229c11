import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../db/db';
import type { LiveRegistry } from '../live/live-registry';
import { buildLivePayload, parseLiveEnvelope } from './live-envelope';
import type { SocketRegistry } from './socket-registry';
import type { PushHub, PushMessage } from './types';

/** The NOTIFY channel every server process on one database listens to. */
export const PUSH_CHANNEL = 'cwxt_push';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
export const MAX_PAYLOAD_BYTES = 7999;
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/** What travels on the channel: origin process, target users (null = everyone), the frame. */
interface Envelope {
  o: string;
  u: string[] | null;
  m: PushMessage;
}

export interface PgPushHub extends PushHub {
  /** Opens the LISTEN connection; resolves once this process receives pushes. */
  start(): Promise<void>;
}

function isMessage(value: unknown): value is PushMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.cmd === 'string' &&
    ['msgId', 'msgTxt', 'userId'].every((k) => m[k] === undefined || typeof m[k] === 'string')
  );
}

/** Parses a payload from the channel; anything malformed is ignored (null). */
export function parseEnvelope(payload: string | undefined): Envelope | null {
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const e = value as Record<string, unknown>;
  const users = e.u;
  const usersOk = users === null || (Array.isArray(users) && users.every((u) => typeof u === 'string'));
  if (typeof e.o !== 'string' || !usersOk || !isMessage(e.m)) return null;
  return { o: e.o, u: users as string[] | null, m: e.m };
}

/**
 * Splits one push into payloads under the NOTIFY limit by cutting the user list into chunks.
 * Throws when even a single-user payload is too big (a message that large is a programming error).
 */
export function buildPayloads(
  origin: string,
  userIds: readonly string[] | null,
  message: PushMessage,
): string[] {
  const encode = (u: string[] | null) => JSON.stringify({ o: origin, u, m: message } satisfies Envelope);
  const fits = (s: string) => Buffer.byteLength(s, 'utf8') <= MAX_PAYLOAD_BYTES;
  if (userIds === null) {
    const one = encode(null);
    if (!fits(one)) throw new Error(`push message too large for NOTIFY (${Buffer.byteLength(one)} bytes)`);
    return [one];
  }
  const payloads: string[] = [];
  let chunk: string[] = [];
  for (const id of new Set(userIds)) {
    const candidate = [...chunk, id];
    if (fits(encode(candidate))) {
      chunk = candidate;
      continue;
    }
    if (chunk.length === 0) throw new Error('push message too large for NOTIFY');
    payloads.push(encode(chunk));
    chunk = [id];
    if (!fits(encode(chunk))) throw new Error('push message too large for NOTIFY');
  }
  if (chunk.length > 0) payloads.push(encode(chunk));
  return payloads;
}

/**
 * PostgreSQL: pushes fan out through LISTEN/NOTIFY so a user connected to another process gets
 * them too. This process delivers to its own sockets at once and ignores its own notifications;
 * a dedicated connection (outside the pool) listens and reconnects with back-off when it drops.
 */
export function createPgHub(opts: {
  db: Db;
  connectionString: string;
  sockets: SocketRegistry;
  liveSockets: LiveRegistry;
  log: (message: string) => void;
}): PgPushHub {
  const { db, sockets, liveSockets, log } = opts;
  const origin = randomBytes(9).toString('base64url');
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== PUSH_CHANNEL) return;
    const live = parseLiveEnvelope(n.payload);
    if (live) {
      if (live.o !== origin) liveSockets.deliver(live.c, live.m, live.x);
      return;
    }
    const envelope = parseEnvelope(n.payload);
    if (!envelope || envelope.o === origin) return;
    sockets.deliver(envelope.u, envelope.m);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((err: unknown) => {
        log(`push listener reconnect failed: ${err instanceof Error ? err.message : String(err)}`);
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: opts.connectionString });
    let dropped = false;
    const drop = (why: string) => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = null;
      c.removeAllListeners('notification');
      c.end().catch(() => undefined);
      if (!closed) {
        log(`push listener connection lost (${why}); reconnecting`);
        scheduleReconnect();
      }
    };
    // Registered before connect(): an error on a pg Client without a listener would crash the process.
    c.on('error', (err: Error) => drop(err.message));
    c.on('end', () => drop('ended'));
    c.on('notification', onNotification);
    try {
      await c.connect();
      await c.query(`LISTEN ${PUSH_CHANNEL}`);
    } catch (err) {
      dropped = true;
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      dropped = true;
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    retryMs = RECONNECT_MIN_MS;
  }

  const notify = async (userIds: readonly string[] | null, message: PushMessage) => {
    for (const payload of buildPayloads(origin, userIds, message)) {
      await db.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, payload]);
    }
  };

  return {
    start: connect,
    async toUsers(userIds, message) {
      if (closed || userIds.length === 0) return;
      sockets.deliver(userIds, message);
      await notify(userIds, message);
    },
    async broadcast(message) {
      if (closed) return;
      sockets.deliver(null, message);
      await notify(null, message);
    },
    async toChannel(channel, message, except) {
      if (closed) return;
      liveSockets.deliver(channel, message, except);
      let payload: string;
      try {
        payload = buildLivePayload(origin, channel, message, except, MAX_PAYLOAD_BYTES);
      } catch (err) {
        // Too big for NOTIFY (a programming error): this process's grids got it, the others' miss
        // it until they reload. Never thrown: the save has committed already.
        log(
          `live fan-out on ${channel} not sent to other processes: ${err instanceof Error ? err.message : String(err)}`,
        );
        return;
      }
      await db.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, payload]);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
    },
  };
}
