import type { PushMessage } from './types';

/** The part of a ws WebSocket the registry uses (kept narrow so tests and the bench need no server). */
export interface PushSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

/** One open connection, bound on the handshake to the token's user and session. */
export interface PushConnection {
  readonly socket: PushSocket;
  readonly userId: string;
  readonly username: string;
  readonly sessionId: string;
}

const OPEN = 1; // WebSocket.OPEN
// A client that does not read (e.g. a frozen tab) must not make the server buffer without limit.
const MAX_BUFFERED_BYTES = 1024 * 1024;
// Phone + desktop + a few tabs; beyond this the oldest connection of the user is closed.
export const MAX_CONNECTIONS_PER_USER = 20;

/** Open sockets of this process, by user id (several per user: phone and desktop). */
export class SocketRegistry {
  private readonly byUser = new Map<string, Set<PushConnection>>();

  add(connection: PushConnection): void {
    evictBeyondCap(addTo(this.byUser, connection.userId, connection));
  }

  remove(connection: PushConnection): void {
    removeFrom(this.byUser, connection.userId, connection);
  }

  /** Every open connection (a snapshot, safe to close sockets while iterating). */
  all(): PushConnection[] {
    const out: PushConnection[] = [];
    for (const set of this.byUser.values()) out.push(...set);
    return out;
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Sends to this process's sockets of these users; null = every socket. Returns the number sent. */
  deliver(userIds: readonly string[] | null, message: PushMessage): number {
    const text = JSON.stringify(message);
    let sent = 0;
    if (userIds === null) {
      for (const set of this.byUser.values()) for (const c of set) sent += sendText(c, text);
      return sent;
    }
    for (const userId of new Set(userIds)) {
      const set = this.byUser.get(userId);
      if (set) for (const c of set) sent += sendText(c, text);
    }
    return sent;
  }

  /** Closes every socket (server shutdown). */
  closeAll(code = 1001, reason = 'server shutting down'): void {
    for (const c of this.all()) c.socket.close(code, reason);
    this.byUser.clear();
  }
}

/** Adds a value to the set under key (created on first use); returns that set. */
export function addTo<C>(map: Map<string, Set<C>>, key: string, value: C): Set<C> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
  return set;
}

/** Removes a value from the set under key, dropping the set once empty. */
export function removeFrom<C>(map: Map<string, Set<C>>, key: string, value: C): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

/**
 * Keeps one user's connections within MAX_CONNECTIONS_PER_USER: the oldest beyond it is taken out
 * of the set, closed with 1008 and returned (so a registry with other indexes can drop it there too).
 */
export function evictBeyondCap<C extends { readonly socket: PushSocket }>(userSet: Set<C>): C | undefined {
  if (userSet.size <= MAX_CONNECTIONS_PER_USER) return undefined;
  // Sets iterate in insertion order: the first one is the oldest.
  const oldest = userSet.values().next().value;
  if (!oldest) return undefined;
  userSet.delete(oldest);
  oldest.socket.close(1008, 'too many connections');
  return oldest;
}

/** Sends one text frame unless the socket is not open; a client that does not read is cut off. */
export function sendText(connection: { readonly socket: PushSocket }, text: string): number {
  const { socket } = connection;
  if (socket.readyState !== OPEN) return 0;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return 0;
  }
  socket.send(text);
  return 1;
}
