import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEARTBEAT_TEXT,
  POLL_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  startNoticeConnection,
  type NoticeConnection,
  type SocketLike,
} from '../../../../src/shared/domain/notify/socket-policy';

class FakeSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  fail() {
    this.onerror?.({});
  }
  drop() {
    this.onclose?.({});
  }
}

describe('notice socket policy', () => {
  let sockets: FakeSocket[];
  let poll: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
  let texts: unknown[];
  let conn: NoticeConnection;

  const start = (polling = true) => {
    conn = startNoticeConnection({
      url: 'ws://h/jeecg-boot/websocket/u1',
      token: 'jwt',
      openSocket: (url, protocols) => {
        const s = new FakeSocket(url, protocols);
        sockets.push(s);
        return s;
      },
      poll,
      onText: (t) => texts.push(t),
      polling,
    });
  };
  const last = () => sockets[sockets.length - 1]!;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    texts = [];
    poll = vi.fn<() => Promise<unknown>>(() => Promise.resolve());
  });
  afterEach(() => {
    conn.dispose();
    vi.useRealTimers();
  });

  it('connects on start with the token as the only sub-protocol and forwards texts', () => {
    start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://h/jeecg-boot/websocket/u1');
    expect(last().protocols).toEqual(['jwt']);
    expect(conn.status()).toBe('connecting');
    last().open();
    expect(conn.status()).toBe('open');
    last().onmessage?.({ data: '{"cmd":"topic"}' });
    expect(texts).toEqual(['{"cmd":"topic"}']);
  });

  it('sends the HeartBeat text only while open', () => {
    start();
    expect(conn.heartbeat()).toBe(false);
    last().open();
    expect(conn.heartbeat()).toBe(true);
    expect(last().sent).toEqual([HEARTBEAT_TEXT]);
    expect(HEARTBEAT_TEXT).toBe('HeartBeat');
  });

  it('reconnects 20 s after an error, once even when a close follows', () => {
    start();
    last().open();
    last().fail();
    last().drop();
    expect(conn.status()).toBe('waiting');
    expect(conn.errors()).toBe(1);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(conn.status()).toBe('connecting');
  });

  it('reconnects 20 s after a close without an error, without counting an error', () => {
    start();
    last().open();
    last().drop();
    expect(conn.errors()).toBe(0);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
  });

  it('stops reconnecting after more than 5 errors', () => {
    start();
    for (let i = 1; i <= 5; i += 1) {
      last().fail();
      last().drop();
      expect(conn.status()).toBe('waiting');
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
      expect(sockets).toHaveLength(i + 1);
    }
    last().fail();
    expect(conn.errors()).toBe(6);
    expect(conn.status()).toBe('stopped');
    last().drop();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(sockets).toHaveLength(6);
  });

  it('a successful open resets the error count', () => {
    start();
    for (let i = 0; i < 5; i += 1) {
      last().fail();
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    }
    expect(conn.errors()).toBe(5);
    last().open();
    expect(conn.errors()).toBe(0);
    last().fail();
    expect(conn.status()).toBe('waiting');
  });

  it('closes an errored socket that never closed when it reconnects', () => {
    start();
    const first = last();
    first.fail();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(first.closed).toBe(true);
    // Late events of the replaced socket change nothing.
    first.onerror?.({});
    expect(conn.errors()).toBe(1);
  });

  it('a throwing socket constructor counts as an error', () => {
    let n = 0;
    conn = startNoticeConnection({
      url: 'bad',
      token: 't',
      openSocket: () => {
        n += 1;
        throw new Error('SyntaxError');
      },
      poll,
      onText: () => undefined,
      polling: false,
    });
    expect(conn.errors()).toBe(1);
    expect(conn.status()).toBe('waiting');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(n).toBe(2);
  });

  it('polls every 6 s while the socket is down and stops while it is open', async () => {
    start();
    expect(conn.polling()).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    last().open();
    expect(conn.polling()).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(poll).toHaveBeenCalledTimes(2);
    last().drop();
    expect(conn.polling()).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('a failed poll stops polling until the socket was open again', async () => {
    start();
    poll.mockRejectedValueOnce(new Error('500'));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(conn.polling()).toBe(false);
    last().fail();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(poll).toHaveBeenCalledTimes(1);
    // The reconnect (20 s) succeeds, then the socket drops: polling resumes.
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    last().open();
    last().drop();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('keeps polling after the socket gave up', async () => {
    start();
    for (let i = 0; i < 6; i += 1) {
      last().fail();
      if (conn.status() === 'waiting') vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    }
    expect(conn.status()).toBe('stopped');
    const before = poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(poll.mock.calls.length).toBe(before + 1);
  });

  it('does not poll when polling is off', async () => {
    start(false);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(poll).not.toHaveBeenCalled();
  });

  it('dispose closes the socket and cancels every timer', async () => {
    start();
    const s = last();
    s.fail();
    conn.dispose();
    expect(s.closed).toBe(true);
    expect(conn.status()).toBe('disposed');
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 2);
    expect(sockets).toHaveLength(1);
    expect(poll).not.toHaveBeenCalled();
  });
});
