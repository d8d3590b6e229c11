import type { LiveRegistry } from '../live/live-registry';
import type { SocketRegistry } from './socket-registry';
import type { PushHub, PushMessage } from './types';

/** PGlite / a single process: every socket lives here, so a push is a direct send. */
export function createInProcessHub(sockets: SocketRegistry, liveSockets: LiveRegistry): PushHub {
  let closed = false;
  return {
    async toUsers(userIds: readonly string[], message: PushMessage): Promise<void> {
      if (!closed && userIds.length > 0) sockets.deliver(userIds, message);
    },
    async broadcast(message: PushMessage): Promise<void> {
      if (!closed) sockets.deliver(null, message);
    },
    async toChannel(channel, message, except): Promise<void> {
      if (!closed) liveSockets.deliver(channel, message, except);
    },
    async close(): Promise<void> {
      closed = true;
    },
  };
}
