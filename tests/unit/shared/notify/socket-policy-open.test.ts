import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
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
  send() {}
  close() {}
}

describe('notice socket policy: onOpen', () => {
  let sockets: FakeSocket[];
  let opens: boolean[];
  let conn: NoticeConnection;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    opens = [];
    conn = startNoticeConnection({
      url: 'ws://h/vxeSocket/u1/p.1',
      token: 'jwt',
      polling: false,
      poll: () => Promise.resolve(),
      openSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      onText: () => undefined,
      onOpen: (first) => {
        // the policy has already taken the open into account
        expect(conn.status()).toBe('open');
        opens.push(first);
      },
    });
  });
  afterEach(() => {
    conn.dispose();
    vi.useRealTimers();
  });

  it('reports the first open as first and every reopen after a reconnect as not first', () => {
    expect(opens).toEqual([]);
    sockets[0]?.onopen?.({});
    expect(opens).toEqual([true]);
    sockets[0]?.onclose?.({});
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
    sockets[1]?.onopen?.({});
    sockets[1]?.onerror?.({});
    sockets[1]?.onclose?.({});
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    sockets[2]?.onopen?.({});
    expect(opens).toEqual([true, false, false]);
  });

  it('is not called for a socket that never opened', () => {
    sockets[0]?.onerror?.({});
    sockets[0]?.onclose?.({});
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(opens).toEqual([]);
    sockets[1]?.onopen?.({});
    expect(opens).toEqual([true]);
  });

  it('works without an onOpen callback', () => {
    const other = startNoticeConnection({
      url: 'ws://h/x',
      token: 'jwt',
      polling: false,
      poll: () => Promise.resolve(),
      openSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      onText: () => undefined,
    });
    sockets.at(-1)?.onopen?.({});
    expect(other.status()).toBe('open');
    other.dispose();
  });
});
