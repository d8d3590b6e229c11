import {
  asLiveMessage,
  isSocketKey,
  isTabId,
  parseLivePageId,
  type LiveMessage,
} from '../../../src/shared/domain/live/messages';
import type { LiveExcept } from './types';

/**
 * A live grid change on the NOTIFY channel (beside the notification envelope `{o, u, m}`): the
 * kind `k: 'live'` keeps the two apart, and each parser refuses the other's payloads.
 */
export interface LiveEnvelope {
  o: string;
  k: 'live';
  /** `<page>.<recordId>/<socketKey>` */
  c: string;
  x: LiveExcept | null;
  m: LiveMessage;
}

const MAX_USER_ID = 64;

/** A channel name as liveChannel() builds it. */
export function isLiveChannelName(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const slash = value.lastIndexOf('/');
  return slash > 0 && parseLivePageId(value.slice(0, slash)) !== null && isSocketKey(value.slice(slash + 1));
}

function asExcept(value: unknown): LiveExcept | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const x = value as Record<string, unknown>;
  const userOk = typeof x.userId === 'string' && x.userId !== '' && x.userId.length <= MAX_USER_ID;
  const tabOk = x.tabId === null || isTabId(x.tabId);
  return userOk && tabOk ? { userId: x.userId as string, tabId: x.tabId as string | null } : undefined;
}

/** Parses a live payload from the channel; anything else (or malformed) is null. */
export function parseLiveEnvelope(payload: string | undefined): LiveEnvelope | null {
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const e = value as Record<string, unknown>;
  if (e.k !== 'live' || typeof e.o !== 'string' || !isLiveChannelName(e.c)) return null;
  const except = asExcept(e.x);
  const message = asLiveMessage(e.m);
  // The frame names its grid: it must be the channel's grid.
  if (except === undefined || !message || !e.c.endsWith(`/${message.socketKey}`)) return null;
  return { o: e.o, k: 'live', c: e.c, x: except, m: message };
}

/** The payload of one live change; throws when it does not fit under the NOTIFY limit. */
export function buildLivePayload(
  origin: string,
  channel: string,
  message: LiveMessage,
  except: LiveExcept | null,
  maxBytes: number,
): string {
  const payload = JSON.stringify({
    o: origin,
    k: 'live',
    c: channel,
    x: except,
    m: message,
  } satisfies LiveEnvelope);
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes > maxBytes) throw new Error(`live message too large for NOTIFY (${bytes} bytes)`);
  return payload;
}
