import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../src/shared/domain/live/messages';
import type { Db } from '../../server/db/db';
import { LiveRegistry, type LiveConnection } from '../../server/lib/live/live-registry';
import { createInProcessHub } from '../../server/lib/push/in-process-hub';
import { buildLivePayload, parseLiveEnvelope } from '../../server/lib/push/live-envelope';
import { createPgHub, MAX_PAYLOAD_BYTES, parseEnvelope } from '../../server/lib/push/pg-hub';
import {
  MAX_CONNECTIONS_PER_USER,
  SocketRegistry,
  type PushSocket,
} from '../../server/lib/push/socket-registry';

// Issue 11: the live grid registry and its NOTIFY envelope, without a server.

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

type FakeConnection = LiveConnection & { socket: FakeSocket };

function live(userId: string, tabId: string, recordId = 'r1', socketKey = 'lines'): FakeConnection {
  return {
    socket: new FakeSocket(),
    userId,
    username: userId,
    sessionId: `s-${userId}`,
    tenantId: 1000,
    page: 'settlement-lines',
    recordId,
    socketKey,
    channel: `settlement-lines.${recordId}/${socketKey}`,
    tabId,
  };
}

const CHANNEL = 'settlement-lines.r1/lines';
const UPDATE: LiveMessage = {
  socketKey: 'lines',
  row: { id: 'l1', energyKwh: '12.500', version: 3 },
  caseId: 'update',
};
const TAB_A = 'tab-aaaaaaaa';
const TAB_B = 'tab-bbbbbbbb';

describe('LiveRegistry', () => {
  it("delivers on the channel only, skipping the sender's tab (same user and tab) and closed sockets", () => {
    const r = new LiveRegistry();
    const senderTab = live('u1', TAB_A);
    const senderOtherTab = live('u1', TAB_B);
    const peerSameTabId = live('u2', TAB_A);
    const closed = live('u3', TAB_B);
    const otherRecord = live('u2', TAB_B, 'r2');
    const otherGrid = live('u2', TAB_B, 'r1', 'totals');
    for (const c of [senderTab, senderOtherTab, peerSameTabId, closed, otherRecord, otherGrid]) r.add(c);
    closed.socket.readyState = 3;

    expect(r.deliver(CHANNEL, UPDATE, { userId: 'u1', tabId: TAB_A })).toBe(2);
    expect(senderOtherTab.socket.sent).toEqual([JSON.stringify(UPDATE)]);
    expect(peerSameTabId.socket.sent).toHaveLength(1);
    for (const c of [senderTab, closed, otherRecord, otherGrid]) expect(c.socket.sent).toEqual([]);

    // No tab named, or no sender at all: everyone on the channel.
    expect(r.deliver(CHANNEL, UPDATE, { userId: 'u1', tabId: null })).toBe(3);
    expect(r.deliver(CHANNEL, UPDATE, null)).toBe(3);
    expect(r.deliver('settlement-lines.r9/lines', UPDATE, null)).toBe(0);

    r.remove(senderOtherTab);
    r.remove(senderOtherTab);
    expect(r.size).toBe(5);
    expect(r.all()).not.toContain(senderOtherTab);
  });

  it('terminates a socket that does not read', () => {
    const r = new LiveRegistry();
    const slow = live('u1', TAB_A);
    slow.socket.bufferedAmount = 2 * 1024 * 1024;
    r.add(slow);
    expect(r.deliver(CHANNEL, UPDATE, null)).toBe(0);
    expect(slow.socket.terminated).toBe(true);
  });

  it("closes the user's oldest live socket beyond the cap and drops it from its channel", () => {
    const r = new LiveRegistry();
    const all = Array.from({ length: MAX_CONNECTIONS_PER_USER + 1 }, (_, i) => live('u', TAB_A, `r${i}`));
    const someoneElse = live('v', TAB_A, 'r0');
    r.add(someoneElse);
    for (const c of all) r.add(c);
    expect(all[0]?.socket.closedWith).toBe(1008);
    expect(all[1]?.socket.closedWith).toBeNull();
    expect(r.size).toBe(MAX_CONNECTIONS_PER_USER + 1);
    // r0's channel still has the other user, and no longer the evicted socket.
    expect(r.deliver('settlement-lines.r0/lines', UPDATE, null)).toBe(1);
    expect(all[0]?.socket.sent).toEqual([]);
  });

  it('closes every socket on shutdown', () => {
    const r = new LiveRegistry();
    const a = live('u1', TAB_A);
    const b = live('u2', TAB_B, 'r2');
    r.add(a);
    r.add(b);
    r.closeAll();
    expect([a.socket.closedWith, b.socket.closedWith]).toEqual([1001, 1001]);
    expect(r.size).toBe(0);
  });

  it('in-process hub fans a change out through the registry and stops after close', async () => {
    const r = new LiveRegistry();
    const a = live('u1', TAB_A);
    const b = live('u2', TAB_B);
    r.add(a);
    r.add(b);
    const hub = createInProcessHub(new SocketRegistry(), r);
    await hub.toChannel(CHANNEL, UPDATE, { userId: 'u1', tabId: TAB_A });
    await hub.close();
    await hub.toChannel(CHANNEL, UPDATE, null);
    expect(a.socket.sent).toEqual([]);
    expect(b.socket.sent).toEqual([JSON.stringify(UPDATE)]);
  });
});

describe('live NOTIFY envelope', () => {
  it('round-trips a change with its sender, and keeps apart from the notification envelope', () => {
    const except = { userId: 'u1', tabId: TAB_A };
    const payload = buildLivePayload('origin', CHANNEL, UPDATE, except, MAX_PAYLOAD_BYTES);
    expect(parseLiveEnvelope(payload)).toEqual({ o: 'origin', k: 'live', c: CHANNEL, x: except, m: UPDATE });
    expect(parseEnvelope(payload)).toBeNull();
    const sort: LiveMessage = { socketKey: 'lines', row: { order: ['a', 'b'] }, caseId: 'sort' };
    const noSender = buildLivePayload('o', CHANNEL, sort, null, MAX_PAYLOAD_BYTES);
    expect(parseLiveEnvelope(noSender)?.x).toBeNull();
    expect(parseLiveEnvelope(JSON.stringify({ o: 'o', u: null, m: { cmd: 'topic' } }))).toBeNull();
  });

  it('refuses a change too large for NOTIFY', () => {
    const big: LiveMessage = {
      socketKey: 'lines',
      row: { id: 'l1', remark: 'x'.repeat(9000) },
      caseId: 'add',
    };
    expect(() => buildLivePayload('o', CHANNEL, big, null, MAX_PAYLOAD_BYTES)).toThrow(/too large/);
  });

  it('ignores malformed live payloads', () => {
    const good = { o: 'o', k: 'live', c: CHANNEL, x: { userId: 'u1', tabId: TAB_A }, m: UPDATE };
    const bad: unknown[] = [
      { ...good, k: 'push' },
      { ...good, o: 1 },
      { ...good, c: 'settlement-lines/lines' },
      { ...good, c: 'settlement-lines.r1' },
      { ...good, c: 'settlement-lines.r1/li nes' },
      { ...good, c: 'settlement-lines.r1/totals' },
      { ...good, x: { userId: '', tabId: TAB_A } },
      { ...good, x: { userId: 'u1', tabId: 'short' } },
      { ...good, x: { userId: 'u1' } },
      { ...good, x: [] },
      { ...good, m: { ...UPDATE, caseId: 'replace' } },
      { ...good, m: { ...UPDATE, row: { energyKwh: '1' } } },
      { ...good, m: { socketKey: 'lines', row: { order: [1] }, caseId: 'sort' } },
      [good],
    ];
    for (const value of bad)
      expect(parseLiveEnvelope(JSON.stringify(value)), JSON.stringify(value)).toBeNull();
    for (const raw of [undefined, '', 'not json', 'null', '7']) expect(parseLiveEnvelope(raw)).toBeNull();
    expect(parseLiveEnvelope(JSON.stringify(good))).not.toBeNull();
  });
});

describe('PostgreSQL hub toChannel', () => {
  function pgHubWithRecordingDb() {
    const queries: Array<{ sql: string; params: unknown[] }> = [];
    // Only query() is used by toChannel; the hub is never started, so no connection is opened.
    const db = {
      kind: 'pg',
      query: async (sql: string, params: unknown[] = []) => {
        queries.push({ sql, params });
        return [];
      },
    } as unknown as Db;
    const logged: string[] = [];
    const liveSockets = new LiveRegistry();
    const hub = createPgHub({
      db,
      connectionString: 'postgres://unused',
      sockets: new SocketRegistry(),
      liveSockets,
      log: (m) => logged.push(m),
    });
    return { hub, queries, logged, liveSockets };
  }

  it('delivers locally at once and NOTIFYs the other processes with a live envelope', async () => {
    const { hub, queries, liveSockets } = pgHubWithRecordingDb();
    const peer = live('u2', TAB_B);
    liveSockets.add(peer);
    await hub.toChannel(CHANNEL, UPDATE, { userId: 'u1', tabId: TAB_A });
    expect(peer.socket.sent).toEqual([JSON.stringify(UPDATE)]);
    expect(queries).toHaveLength(1);
    expect(queries[0]?.params[0]).toBe('cwxt_push');
    expect(parseLiveEnvelope(String(queries[0]?.params[1]))).toMatchObject({
      c: CHANNEL,
      x: { userId: 'u1', tabId: TAB_A },
      m: UPDATE,
    });
    await hub.close();
    await hub.toChannel(CHANNEL, UPDATE, null);
    expect(queries).toHaveLength(1);
  });

  it('logs a change too large for NOTIFY instead of throwing, after delivering it locally', async () => {
    const { hub, queries, logged, liveSockets } = pgHubWithRecordingDb();
    const peer = live('u2', TAB_B);
    liveSockets.add(peer);
    const big: LiveMessage = {
      socketKey: 'lines',
      row: { id: 'l1', remark: '备'.repeat(3000) },
      caseId: 'add',
    };
    await expect(hub.toChannel(CHANNEL, big, null)).resolves.toBeUndefined();
    expect(peer.socket.sent).toHaveLength(1);
    expect(queries).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/settlement-lines\.r1\/lines.*too large/)]);
  });
});
