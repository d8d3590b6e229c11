import { describe, expect, it } from 'vitest';
import { LiveRegistry } from '../../server/lib/live/live-registry';
import { createInProcessHub } from '../../server/lib/push/in-process-hub';
import { buildPayloads, MAX_PAYLOAD_BYTES, parseEnvelope } from '../../server/lib/push/pg-hub';
import {
  MAX_CONNECTIONS_PER_USER,
  SocketRegistry,
  type PushConnection,
  type PushSocket,
} from '../../server/lib/push/socket-registry';

class FakeSocket implements PushSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number): void {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

function conn(userId: string, socket = new FakeSocket()): PushConnection & { socket: FakeSocket } {
  return { socket, userId, username: userId, sessionId: `s-${userId}` };
}

describe('SocketRegistry', () => {
  it('delivers to every socket of the named users, or to all, skipping closed sockets', () => {
    const r = new SocketRegistry();
    const a1 = conn('a');
    const a2 = conn('a');
    const b = conn('b');
    const c = conn('c');
    for (const x of [a1, a2, b, c]) r.add(x);
    c.socket.readyState = 3;
    expect(r.deliver(['a', 'a', 'x'], { cmd: 'user', msgId: '1' })).toBe(2);
    expect(a1.socket.sent).toEqual(['{"cmd":"user","msgId":"1"}']);
    expect(a2.socket.sent).toHaveLength(1);
    expect(b.socket.sent).toHaveLength(0);
    expect(r.deliver(null, { cmd: 'topic' })).toBe(3);
    expect(c.socket.sent).toHaveLength(0);
    r.remove(a1);
    expect(r.size).toBe(3);
  });

  it('terminates a socket that does not read instead of buffering without limit', () => {
    const r = new SocketRegistry();
    const slow = conn('slow');
    slow.socket.bufferedAmount = 2 * 1024 * 1024;
    r.add(slow);
    expect(r.deliver(['slow'], { cmd: 'user' })).toBe(0);
    expect(slow.socket.terminated).toBe(true);
  });

  it('closes the oldest connection of a user beyond the per-user cap', () => {
    const r = new SocketRegistry();
    const all = Array.from({ length: MAX_CONNECTIONS_PER_USER + 1 }, () => conn('u'));
    for (const x of all) r.add(x);
    expect(all[0]?.socket.closedWith).toBe(1008);
    expect(all[1]?.socket.closedWith).toBeNull();
    expect(r.size).toBe(MAX_CONNECTIONS_PER_USER);
  });

  it('in-process hub sends through the registry and stops after close', async () => {
    const r = new SocketRegistry();
    const a = conn('a');
    r.add(a);
    const hub = createInProcessHub(r, new LiveRegistry());
    await hub.toUsers(['a'], { cmd: 'user' });
    await hub.broadcast({ cmd: 'topic' });
    await hub.close();
    await hub.broadcast({ cmd: 'topic' });
    expect(a.socket.sent).toEqual(['{"cmd":"user"}', '{"cmd":"topic"}']);
  });
});

describe('NOTIFY payloads', () => {
  it('splits a long user list into payloads under the limit, losing and repeating no one', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `user-${String(i).padStart(28, '0')}`);
    const payloads = buildPayloads('origin', [...ids, ids[0] ?? ''], {
      cmd: 'user',
      msgTxt: '通知'.repeat(100),
    });
    expect(payloads.length).toBeGreaterThan(5);
    const seen: string[] = [];
    for (const p of payloads) {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
      const e = parseEnvelope(p);
      expect(e?.o).toBe('origin');
      seen.push(...(e?.u ?? []));
    }
    expect(seen).toEqual(ids);
  });

  it('keeps a broadcast as one payload with no user list and refuses an oversized message', () => {
    const [one] = buildPayloads('o', null, { cmd: 'topic' });
    expect(parseEnvelope(one)).toEqual({ o: 'o', u: null, m: { cmd: 'topic' } });
    expect(() => buildPayloads('o', null, { cmd: 'topic', msgTxt: 'x'.repeat(9000) })).toThrow(/too large/);
    expect(() => buildPayloads('o', ['a'], { cmd: 'user', msgTxt: 'x'.repeat(9000) })).toThrow(/too large/);
  });

  it('ignores malformed payloads', () => {
    for (const bad of [
      undefined,
      '',
      'not json',
      '42',
      '{"o":"x","u":null}',
      '{"o":"x","u":[1],"m":{"cmd":"user"}}',
      '{"o":"x","u":null,"m":{"cmd":7}}',
      '{"o":"x","u":null,"m":{"cmd":"user","msgTxt":{}}}',
    ]) {
      expect(parseEnvelope(bad), String(bad)).toBeNull();
    }
  });
});
