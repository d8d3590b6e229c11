/**
 * The notification socket's reconnect policy and its polling fallback (spec 000 §4, §7.3,
 * CONTRACT.md §6.4), written without the DOM: the caller passes the socket constructor, the poll
 * and (in tests) the timers.
 *
 * - connect on start; every error is counted; after more than 5 errors it stops reconnecting,
 *   otherwise it reconnects after 20 s; a close also reconnects after 20 s (one pending reconnect
 *   at a time, as an error is usually followed by a close);
 * - a successful open resets the error count (decision: the limit is for an unreachable server,
 *   not for a long session that lost the network six times);
 * - the client may send the `HeartBeat` text (`heartbeat()`);
 * - while the socket is not open, `poll` (listByUser) runs every 6 s; a failed poll stops polling
 *   until the socket has been open again (spec: "polling stops on error").
 */
export const RECONNECT_DELAY_MS = 20_000;
export const MAX_SOCKET_ERRORS = 5;
export const POLL_INTERVAL_MS = 6_000;
export const HEARTBEAT_TEXT = 'HeartBeat';

/** The part of the browser WebSocket the policy uses. */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  send(text: string): void;
  close(): void;
}

export interface PolicyTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type SocketStatus = 'connecting' | 'open' | 'waiting' | 'stopped' | 'disposed';

export interface NoticeConnectionOptions {
  url: string;
  /** The JWT: sent as the only sub-protocol. */
  token: string;
  openSocket(url: string, protocols: string[]): SocketLike;
  /** Reloads listByUser; a rejection stops polling. */
  poll(): Promise<unknown>;
  onText(text: unknown): void;
  /** Called on every successful open; `first` is true only for the first (later ones are reconnects). */
  onOpen?(first: boolean): void;
  /** Polling is optional in the spec; default on. */
  polling?: boolean;
  timers?: PolicyTimers;
}

export interface NoticeConnection {
  status(): SocketStatus;
  errors(): number;
  polling(): boolean;
  heartbeat(): boolean;
  dispose(): void;
}

const realTimers: PolicyTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
};

export function startNoticeConnection(options: NoticeConnectionOptions): NoticeConnection {
  const timers = options.timers ?? realTimers;
  const pollingEnabled = options.polling ?? true;
  let status: SocketStatus = 'connecting';
  let errorCount = 0;
  let socket: SocketLike | null = null;
  let reconnectTimer: unknown = null;
  let pollTimer: unknown = null;
  let pollStopped = false;
  let opened = false;

  const stopPolling = () => {
    if (pollTimer !== null) timers.clearTimeout(pollTimer);
    pollTimer = null;
  };

  const schedulePoll = () => {
    if (!pollingEnabled || pollStopped || pollTimer !== null || status === 'open' || status === 'disposed')
      return;
    pollTimer = timers.setTimeout(() => {
      pollTimer = null;
      if (status === 'open' || status === 'disposed') return;
      options.poll().then(
        () => schedulePoll(),
        () => {
          pollStopped = true;
        },
      );
    }, POLL_INTERVAL_MS);
  };

  const scheduleReconnect = () => {
    if (status === 'disposed' || status === 'stopped' || reconnectTimer !== null) return;
    status = 'waiting';
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      if (status === 'waiting') connect();
    }, RECONNECT_DELAY_MS);
  };

  const detach = (s: SocketLike) => {
    s.onopen = s.onmessage = s.onerror = s.onclose = null;
  };

  function connect() {
    status = 'connecting';
    const previous = socket;
    if (previous) {
      // An errored socket that never closed must not linger next to its replacement.
      socket = null;
      detach(previous);
      previous.close();
    }
    let s: SocketLike;
    try {
      s = options.openSocket(options.url, [options.token]);
    } catch {
      // A constructor that throws (bad URL, no WebSocket) counts like an error event.
      onError();
      return;
    }
    socket = s;
    s.onopen = () => {
      if (socket !== s) return;
      status = 'open';
      errorCount = 0;
      pollStopped = false;
      stopPolling();
      const first = !opened;
      opened = true;
      options.onOpen?.(first);
    };
    s.onmessage = (ev) => {
      if (socket === s) options.onText(ev.data);
    };
    s.onerror = () => {
      if (socket === s) onError();
    };
    s.onclose = () => {
      if (socket !== s) return;
      socket = null;
      detach(s);
      if (status === 'disposed' || status === 'stopped') return;
      // Reconnect first: it leaves the 'open' status, which polling waits for.
      scheduleReconnect();
      schedulePoll();
    };
  }

  function onError() {
    errorCount += 1;
    if (errorCount > MAX_SOCKET_ERRORS) {
      status = 'stopped';
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      reconnectTimer = null;
    } else {
      scheduleReconnect();
    }
    schedulePoll();
  }

  connect();
  schedulePoll();

  return {
    status: () => status,
    errors: () => errorCount,
    polling: () => pollTimer !== null,
    heartbeat() {
      if (status !== 'open' || !socket) return false;
      socket.send(HEARTBEAT_TEXT);
      return true;
    },
    dispose() {
      status = 'disposed';
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      reconnectTimer = null;
      stopPolling();
      const s = socket;
      socket = null;
      if (s) {
        detach(s);
        s.close();
      }
    },
  };
}
