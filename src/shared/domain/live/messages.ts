/**
 * The live grid's wire (spec 001 §9, 000 §7.3): the second socket `/vxeSocket/{userId}/{pageId}`
 * and its real-time row message `{socketKey, row, caseId}`. Shared by the server (which sends it
 * after a save commits) and both shells (which apply it to an open grid).
 *
 * - `pageId` names the page and the record: `<page>.<recordId>`, e.g. `settlement-lines.1800…`.
 * - `socketKey` names the grid on that page (a page may hold several grids).
 * - `caseId` says what happened to `row`: `update` and `add` carry the whole row as the list
 *   endpoint returns it; `delete` carries `{ id }`; `sort` carries `{ order: [ids…] }`, the
 *   record's rows in their new order.
 * - `rev` (our addition, optional): the record's revision after the save that sent the message. The
 *   list and save answers carry the revision of their rows, so a grid can tell a message its rows
 *   already include from a newer one (a save answer arriving after another user's later change).
 */
export const LIVE_CASES = ['update', 'add', 'delete', 'sort'] as const;
export type LiveCase = (typeof LIVE_CASES)[number];

export interface LiveMessage {
  socketKey: string;
  row: Readonly<Record<string, unknown>>;
  caseId: LiveCase;
  rev?: number;
}

/** The save request names the tab it came from, so the server never echoes a change back to it. */
export const LIVE_TAB_HEADER = 'x-tab-id';

const PAGE = /^[a-z][a-z0-9-]{1,39}$/;
const RECORD = /^[A-Za-z0-9_-]{1,32}$/;
const SOCKET_KEY = /^[A-Za-z0-9_-]{1,40}$/;
const TAB_ID = /^[A-Za-z0-9_-]{8,40}$/;
const MAX_ORDER = 2000;

export const isLivePage = (v: unknown): v is string => typeof v === 'string' && PAGE.test(v);
export const isLiveRecordId = (v: unknown): v is string => typeof v === 'string' && RECORD.test(v);
export const isSocketKey = (v: unknown): v is string => typeof v === 'string' && SOCKET_KEY.test(v);
export const isTabId = (v: unknown): v is string => typeof v === 'string' && TAB_ID.test(v);

/** `<page>.<recordId>` */
export function livePageId(page: string, recordId: string): string {
  if (!isLivePage(page) || !isLiveRecordId(recordId)) throw new Error(`bad live page ${page}.${recordId}`);
  return `${page}.${recordId}`;
}

/** Splits a pageId; null when it is not `<page>.<recordId>`. */
export function parseLivePageId(pageId: unknown): { page: string; recordId: string } | null {
  if (typeof pageId !== 'string') return null;
  const dot = pageId.indexOf('.');
  if (dot < 0) return null;
  const page = pageId.slice(0, dot);
  const recordId = pageId.slice(dot + 1);
  return isLivePage(page) && isLiveRecordId(recordId) ? { page, recordId } : null;
}

/** The fan-out channel of one grid of one record: `<pageId>/<socketKey>`. */
export function liveChannel(pageId: string, socketKey: string): string {
  return `${pageId}/${socketKey}`;
}

function isRowOf(caseId: LiveCase, row: unknown): row is Record<string, unknown> {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return false;
  const r = row as Record<string, unknown>;
  if (caseId === 'sort') {
    return (
      Array.isArray(r.order) && r.order.length <= MAX_ORDER && r.order.every((id) => typeof id === 'string')
    );
  }
  return typeof r.id === 'string' && r.id !== '';
}

/** Checks a value is a live message (anything else — heartbeat replies, garbage — is null). */
export function asLiveMessage(value: unknown): LiveMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  const caseId = m.caseId;
  if (!isSocketKey(m.socketKey) || !LIVE_CASES.includes(caseId as LiveCase)) return null;
  if (!isRowOf(caseId as LiveCase, m.row)) return null;
  const message: LiveMessage = { socketKey: m.socketKey, row: m.row, caseId: caseId as LiveCase };
  if (m.rev === undefined) return message;
  if (typeof m.rev !== 'number' || !Number.isSafeInteger(m.rev) || m.rev < 0) return null;
  return { ...message, rev: m.rev };
}

/** Parses a socket text frame. */
export function parseLiveMessage(text: unknown): LiveMessage | null {
  if (typeof text !== 'string') return null;
  try {
    return asLiveMessage(JSON.parse(text));
  } catch {
    return null;
  }
}
