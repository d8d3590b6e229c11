import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { getAppConfig } from '../../config/app-config';
import type { GridRowValues } from '../../domain/grid/column';
import { LiveRows, type LiveConflict } from '../../domain/grid/live-rows';
import type { GridStore } from '../../domain/grid/store';
import { LiveRevisions } from '../../domain/live/live-revisions';
import { livePageId, parseLiveMessage } from '../../domain/live/messages';
import { liveSocketUrl } from '../../domain/live/socket-url';
import { liveTabId } from '../../domain/live/tab-id';
import {
  startNoticeConnection,
  type NoticeConnection,
  type SocketLike,
  type SocketStatus,
} from '../../domain/notify/socket-policy';
import { useSession } from '../../session/session-store';

/** How often an open live socket sends the HeartBeat text (as the notification socket does). */
export const LIVE_HEARTBEAT_INTERVAL_MS = 20_000;

/** A grid opened live: the page and record it belongs to and its name on the page. */
export interface LiveGridBinding {
  page: string;
  recordId: string;
  socketKey: string;
  /**
   * Catch-up on every open: the record's rows as the list endpoint returns them now, with their
   * revision when the server sends one (then a snapshot older than the grid's rows is ignored and
   * changes newer than it are applied again on top).
   */
  fetchRows?: () => Promise<readonly GridRowValues[] | LiveSnapshot>;
  versionKey?: string;
  /** The record's revision of `dataSource` (the list or save answer's `rev`), when the server sends one. */
  revision?: number;
}

export interface LiveSnapshot {
  rows: readonly GridRowValues[];
  revision?: number;
}

function snapshotOf(value: unknown): LiveSnapshot | null {
  if (Array.isArray(value)) return { rows: value as GridRowValues[] };
  if (typeof value !== 'object' || value === null) return null;
  const { rows, revision } = value as Partial<LiveSnapshot>;
  return Array.isArray(rows) ? { rows, revision: typeof revision === 'number' ? revision : undefined } : null;
}

export interface LiveGridState {
  rows: LiveRows;
  /** 'disposed' when no socket can be opened (signed out, no WebSocket, bad page/record). */
  status: SocketStatus;
  conflicts: readonly LiveConflict[];
}

const noSubscribe = () => () => undefined;
const zero = () => 0;

/**
 * The tenant as the HTTP layer sends it in its tenant header: the stored TENANT_ID (the session
 * holds its copy), '0' when none is chosen.
 */
function tenantParam(tenantId: string | null): string {
  return tenantId === null || tenantId === '' ? '0' : tenantId;
}

/**
 * Live updates of an editable grid (spec 001 §9, issue 11). Call it after the store hook of the
 * same component, so a new `dataSource` is loaded before it rebases. It joins
 * `/vxeSocket/{userId}/<page>.<recordId>` with the notification socket's policy (token as the only
 * sub-protocol, reconnect after 20 s, stop after 5 errors, no polling), applies every message for
 * its socketKey, and on every open catches up through `fetchRows`. Returns null when
 * `binding` is undefined.
 */
export function useLiveGrid(
  store: GridStore,
  binding: LiveGridBinding | undefined,
  dataSource: unknown,
): LiveGridState | null {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id ?? null);
  const tenantId = useSession((s) => s.tenantId);
  const bound = binding !== undefined;
  const page = binding?.page;
  const recordId = binding?.recordId;
  const socketKey = binding?.socketKey;
  const versionKey = binding?.versionKey;

  const rows = useMemo(
    () => (bound && socketKey ? new LiveRows(store, { socketKey, versionKey }) : null),
    [store, bound, socketKey, versionKey],
  );

  const revisions = useMemo(() => (rows ? new LiveRevisions() : null), [rows]);
  const revision = useRef(binding?.revision);
  revision.current = binding?.revision;

  // A new data source is the server state (a load or the user's own save); changes newer than it
  // that arrived meanwhile are applied again on top.
  useLayoutEffect(() => {
    if (!rows || !revisions) return;
    rows.rebase();
    for (const message of revisions.rebase(revision.current)) rows.apply(message);
  }, [rows, revisions, dataSource]);

  const fetchRows = useRef(binding?.fetchRows);
  useEffect(() => {
    fetchRows.current = binding?.fetchRows;
  });

  const [socketStatus, setSocketStatus] = useState<SocketStatus>('connecting');
  const pageId = useMemo(() => {
    try {
      return page !== undefined && recordId !== undefined ? livePageId(page, recordId) : null;
    } catch {
      return null;
    }
  }, [page, recordId]);
  const canConnect =
    rows !== null && pageId !== null && !!token && !!userId && typeof globalThis.WebSocket !== 'undefined';

  useEffect(() => {
    if (!canConnect || !rows || !pageId || !token || !userId || !socketKey) return;
    let disposed = false;
    let connection: NoticeConnection | null = null;
    const sync = () => {
      if (!disposed && connection) setSocketStatus(connection.status());
    };
    const url = liveSocketUrl(getAppConfig().apiBase, window.location.origin, userId, pageId, {
      socketKey,
      tabId: liveTabId(),
      tenantId: tenantParam(tenantId),
    });
    connection = startNoticeConnection({
      url,
      token,
      polling: false,
      poll: () => Promise.resolve(),
      openSocket: (u, protocols) => {
        // The policy sets its handlers on what this returns; the relay reports each event's
        // outcome (the policy's new status) to React after the policy handled it.
        let real: WebSocket;
        try {
          real = new globalThis.WebSocket(u, protocols);
        } catch (error) {
          queueMicrotask(sync);
          throw error;
        }
        queueMicrotask(sync);
        return relay(real, sync);
      },
      onText: (text) => {
        const message = parseLiveMessage(text);
        if (message && revisions?.admit(message) !== false) rows.apply(message);
      },
      onOpen: () => {
        // Every open catches up, the first one too: a save made between the grid's load and the
        // socket's open reaches no socket. A failed catch-up is left to the next reconnect.
        const fetch = fetchRows.current;
        if (!fetch || !revisions) return;
        Promise.resolve()
          .then(fetch)
          .then(
            (answer) => {
              const snapshot = snapshotOf(answer);
              if (disposed || !snapshot) return;
              const at = snapshot.revision;
              const have = revisions.revision();
              // The grid's rows are newer (its own save answered meanwhile): nothing to catch up.
              if (at !== undefined && have !== null && at < have) return;
              rows.resync(snapshot.rows);
              if (at !== undefined) for (const message of revisions.rebase(at)) rows.apply(message);
            },
            () => undefined,
          );
      },
    });
    sync();
    const beat = window.setInterval(() => connection?.heartbeat(), LIVE_HEARTBEAT_INTERVAL_MS);
    return () => {
      disposed = true;
      window.clearInterval(beat);
      connection?.dispose();
    };
  }, [canConnect, rows, revisions, pageId, token, userId, tenantId, socketKey]);

  // Re-render when the live state or the row structure changes; conflicts() is cached on both.
  useSyncExternalStore(rows?.subscribe ?? noSubscribe, rows?.getVersion ?? zero, rows?.getVersion ?? zero);
  useSyncExternalStore(store.subscribe, store.getStructureVersion, store.getStructureVersion);
  const conflicts = rows ? rows.conflicts() : null;
  const status: SocketStatus = canConnect ? socketStatus : 'disposed';
  return useMemo(() => (rows && conflicts ? { rows, status, conflicts } : null), [rows, status, conflicts]);
}

/** A SocketLike in front of the browser socket that calls `after` once each event was handled. */
function relay(real: WebSocket, after: () => void): SocketLike {
  const s: SocketLike = {
    onopen: null,
    onmessage: null,
    onerror: null,
    onclose: null,
    send: (text) => real.send(text),
    close: () => real.close(),
  };
  real.onopen = (ev) => {
    s.onopen?.(ev);
    after();
  };
  real.onmessage = (ev: MessageEvent) => s.onmessage?.({ data: ev.data });
  real.onerror = (ev) => {
    s.onerror?.(ev);
    after();
  };
  real.onclose = (ev) => {
    s.onclose?.(ev);
    after();
  };
  return s;
}
