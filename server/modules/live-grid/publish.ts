import type { FastifyRequest } from 'fastify';
import {
  isTabId,
  LIVE_TAB_HEADER,
  liveChannel,
  livePageId,
  type LiveMessage,
} from '../../../src/shared/domain/live/messages';
import type { AppDeps } from '../../fastify-types';
import type { LiveExcept } from '../../lib/push/types';
import { authOf } from '../session/auth-context';

export interface LiveTarget {
  page: string;
  recordId: string;
  socketKey: string;
}

/** The tab a save came from (X-Tab-Id, bound to the caller's user id so nobody can mute another's tab). */
export function liveSenderOf(request: FastifyRequest): LiveExcept {
  const raw = request.headers[LIVE_TAB_HEADER];
  const tabId = typeof raw === 'string' && isTabId(raw) ? raw : null;
  return { userId: authOf(request).user.id, tabId };
}

/**
 * Sends the changes of a committed save to the other grids open on the record, on every server
 * process. Called after commit; a failed fan-out is logged and never fails the save (the other
 * grids resynchronise when they reconnect).
 */
export async function publishLive(
  deps: AppDeps,
  log: (message: string) => void,
  target: LiveTarget,
  messages: readonly LiveMessage[],
  sender: LiveExcept,
): Promise<void> {
  const channel = liveChannel(livePageId(target.page, target.recordId), target.socketKey);
  for (const message of messages) {
    try {
      await deps.push.toChannel(channel, message, sender);
    } catch (err) {
      log(`live grid fan-out failed on ${channel}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
