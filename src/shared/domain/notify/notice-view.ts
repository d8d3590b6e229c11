import type { Announcement, AnnouncementSend, ListByUserResult, NoticePush } from './types';

export interface PriorityTag {
  text: string;
  color: 'blue' | 'orange' | 'red';
}

/** Spec 000 §3: L general (blue), M important (orange), H urgent (red). */
export const PRIORITY_TAGS: Readonly<Record<'L' | 'M' | 'H', PriorityTag>> = Object.freeze({
  L: { text: '一般消息', color: 'blue' },
  M: { text: '重要消息', color: 'orange' },
  H: { text: '紧急消息', color: 'red' },
});

/** The tag of a priority; an unknown or empty value gets no tag rather than a wrong one. */
export function priorityTag(priority: string | null | undefined): PriorityTag | null {
  return priority === 'L' || priority === 'M' || priority === 'H' ? PRIORITY_TAGS[priority] : null;
}

/** The bell's badge: unread announcements plus unread system messages (CONTRACT.md §6.3). */
export function unreadCount(result: ListByUserResult | null | undefined): number {
  if (!result) return 0;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
  return n(result.anntMsgTotal) + n(result.sysMsgTotal);
}

/** `cmd` topic (everyone) or user (this user) means the unread lists changed (spec 000 §4). */
export function isRefreshPush(push: NoticePush | null): boolean {
  return push?.cmd === 'topic' || push?.cmd === 'user';
}

/** Parses a text frame; anything that is not a JSON object with a string `cmd` is ignored (null). */
export function parsePush(text: unknown): NoticePush | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.cmd !== 'string') return null;
  const str = (x: unknown) => (typeof x === 'string' ? x : undefined);
  return { cmd: v.cmd, msgId: str(v.msgId), msgTxt: str(v.msgTxt), userId: str(v.userId) };
}

/**
 * `/websocket/<userId>` under the API base with http→ws, https→wss (CONTRACT.md §6.4). A relative
 * base (the default `/jeecg-boot`) is resolved against the page origin.
 */
export function noticeSocketUrl(apiBase: string, pageOrigin: string, userId: string): string {
  const base = /^https?:\/\//i.test(apiBase) ? apiBase : `${pageOrigin.replace(/\/+$/, '')}${apiBase}`;
  const ws = base.replace(/^http(s?):\/\//i, (_m, s: string) => `ws${s.toLowerCase()}://`);
  return `${ws.replace(/\/+$/, '')}/websocket/${encodeURIComponent(userId)}`;
}

/** What a click on an item does (spec 000 §2.4 "Announcement handling", CONTRACT.md §6.3). */
export type NoticeAction =
  { kind: 'modal' } | { kind: 'component'; componentKey: string; busId: string | null };

export function noticeAction(
  record: Pick<Announcement | AnnouncementSend, 'openType' | 'openPage' | 'busId'>,
): NoticeAction {
  const page = (record.openPage ?? '').trim();
  if (record.openType === 'component' && page) {
    return { kind: 'component', componentKey: page, busId: record.busId ?? null };
  }
  // A url announcement still shows its content; the modal then offers 去处理 → openPage.
  return { kind: 'modal' };
}

/**
 * The 去处理 target of a url announcement: only a path of this site (no scheme, no `//host`), so
 * a stored announcement cannot send the reader to another origin or run a `javascript:` URL.
 */
export function handleLink(
  record: Pick<Announcement | AnnouncementSend, 'openType' | 'openPage'>,
): string | null {
  if (record.openType !== 'url') return null;
  const page = (record.openPage ?? '').trim();
  if (!page.startsWith('/') || page.startsWith('//') || page.includes('\\')) return null;
  return page;
}
