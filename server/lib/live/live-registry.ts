import type { LiveMessage } from '../../../src/shared/domain/live/messages';
import { addTo, evictBeyondCap, removeFrom, sendText, type PushConnection } from '../push/socket-registry';
import type { LiveExcept } from '../push/types';

/** One open live grid socket (`/vxeSocket/{userId}/{pageId}`), bound on the handshake. */
export interface LiveConnection extends PushConnection {
  /** The tenant the handshake named (validated like the tenant header); null = none. */
  readonly tenantId: number | null;
  readonly page: string;
  readonly recordId: string;
  readonly socketKey: string;
  /** `<page>.<recordId>/<socketKey>` (liveChannel). */
  readonly channel: string;
  /** The browser tab: a save from this user and tab is not echoed back to it. */
  readonly tabId: string;
}

/** Is this connection the tab the change came from? */
export function isSenderTab(connection: LiveConnection, except: LiveExcept | null): boolean {
  return (
    except !== null &&
    except.tabId !== null &&
    connection.userId === except.userId &&
    connection.tabId === except.tabId
  );
}

/**
 * This process's live grid sockets, by channel (the fan-out) and by user (the same per-user cap
 * and slow-reader guard as the notification sockets, from SocketRegistry's helpers).
 */
export class LiveRegistry {
  private readonly byChannel = new Map<string, Set<LiveConnection>>();
  private readonly byUser = new Map<string, Set<LiveConnection>>();

  add(connection: LiveConnection): void {
    addTo(this.byChannel, connection.channel, connection);
    const evicted = evictBeyondCap(addTo(this.byUser, connection.userId, connection));
    if (evicted) removeFrom(this.byChannel, evicted.channel, evicted);
  }

  remove(connection: LiveConnection): void {
    removeFrom(this.byChannel, connection.channel, connection);
    removeFrom(this.byUser, connection.userId, connection);
  }

  /** Every open connection (a snapshot, safe to close sockets while iterating). */
  all(): LiveConnection[] {
    const out: LiveConnection[] = [];
    for (const set of this.byChannel.values()) out.push(...set);
    return out;
  }

  get size(): number {
    let n = 0;
    for (const set of this.byChannel.values()) n += set.size;
    return n;
  }

  /** Sends to this process's sockets on the channel except the sender's tab; returns the number sent. */
  deliver(channel: string, message: LiveMessage, except: LiveExcept | null): number {
    const set = this.byChannel.get(channel);
    if (!set) return 0;
    const text = JSON.stringify(message);
    let sent = 0;
    // A snapshot: sendText may terminate a slow socket, whose close handler removes it from the set.
    for (const c of [...set]) if (!isSenderTab(c, except)) sent += sendText(c, text);
    return sent;
  }

  /** Closes every socket (server shutdown). */
  closeAll(code = 1001, reason = 'server shutting down'): void {
    for (const c of this.all()) c.socket.close(code, reason);
    this.byChannel.clear();
    this.byUser.clear();
  }
}
