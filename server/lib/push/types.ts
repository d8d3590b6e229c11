import type { LiveMessage } from '../../../src/shared/domain/live/messages';

/**
 * The push hub: how server modules reach connected WebSocket clients (JeecgBoot's WebSocket.sendMessage).
 * Modules depend on this interface only; the implementation (in-process or PostgreSQL LISTEN/NOTIFY)
 * is chosen at start-up by the database kind.
 */

/** One frame as the JeecgBoot client expects it, e.g. {cmd:'topic', msgId, msgTxt} or {cmd:'user', ...}. */
export interface PushMessage {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
  userId?: string;
}

export interface PushHub {
  /** Deliver to every open socket of these users (on every server process). Unknown/offline users are skipped. */
  toUsers(userIds: readonly string[], message: PushMessage): Promise<void>;
  /** Deliver to every open socket (on every server process). */
  broadcast(message: PushMessage): Promise<void>;
  /**
   * Deliver a live grid change to every socket joined to the channel (`<pageId>/<socketKey>`, see
   * src/shared/domain/live/messages.ts) on every server process, except the sender's own tab.
   */
  toChannel(channel: string, message: LiveMessage, except: LiveExcept | null): Promise<void>;
  /** Stop delivering and release resources (listener connection). Idempotent. */
  close(): Promise<void>;
}

/** The connection a change came from: the same user's socket with the same tab id is skipped. */
export interface LiveExcept {
  userId: string;
  /** Null when the request named no tab: then every socket of the channel gets the change. */
  tabId: string | null;
}
