import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePageId, type LiveMessage } from '../../src/shared/domain/live/messages';
import { publishLive, type LiveTarget } from '../../server/modules/live-grid/publish';
import { sweepLiveSockets } from '../../server/modules/websocket/session-sweep';
import { BizError } from '../../server/plugins/envelope';
import { call, createUser } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';
import {
  connectLive,
  listen,
  loginUser,
  refusedLiveStatus,
  type LiveQuery,
  type TestSocket,
} from './support/ws-client';

// Issue 11: the live grid socket /vxeSocket/{userId}/{pageId}, its handshake, fan-out and sweep,
// on a channel the test defines (the settlement lines' channel has its own tests).

const HEARTCHECK = { cmd: 'heartcheck', msgTxt: '心跳响应' };
const PASSWORD = 'Passw0rd!x';
const PAGE = 'test-grid';
const NOT_FOUND = '记录不存在或无权访问';

let t: TestApp;
let base: string;
/** Record ids each user may read; the channel's authorize() answers from here. */
const readable = new Map<string, Set<string>>();
let authorizeCalls: Array<{ userId: string; recordId: string; tenantId: number | null }> = [];
const open: TestSocket[] = [];

interface U {
  token: string;
  userId: string;
}

async function newUser(username: string, records: string[]): Promise<U> {
  await createUser(t, { username, password: PASSWORD });
  const u = await loginUser(t.app, username, PASSWORD);
  readable.set(u.userId, new Set(records));
  return u;
}

let tabSeq = 0;
const newTab = () => `tab-${String(++tabSeq).padStart(8, '0')}`;

async function join(u: U, recordId: string, query: LiveQuery): Promise<TestSocket> {
  const s = await connectLive(base, u.userId, livePageId(PAGE, recordId), u.token, query);
  open.push(s);
  return s;
}

/** A heartbeat reply arriving next proves no other frame was queued for that socket before it. */
async function expectNothingQueued(s: TestSocket): Promise<void> {
  s.ws.send('HeartBeat');
  expect(await s.next()).toEqual(HEARTCHECK);
}

const target = (recordId: string, socketKey = 'rows'): LiveTarget => ({ page: PAGE, recordId, socketKey });
const logged: string[] = [];
const log = (m: string) => logged.push(m);

beforeAll(async () => {
  t = await createTestApp();
  t.app.deps.liveChannels.define({
    page: PAGE,
    socketKeys: ['rows', 'totals'],
    authorize: async (_deps, auth, recordId) => {
      authorizeCalls.push({ userId: auth.user.id, recordId, tenantId: auth.tenantId });
      if (recordId === 'boom') throw new BizError(NOT_FOUND);
      return readable.get(auth.user.id)?.has(recordId) ?? false;
    },
  });
  base = await listen(t.app);
});
afterAll(async () => {
  for (const s of open) s.ws.terminate();
  await t.close();
});

describe('live socket handshake', () => {
  it('accepts a readable record: the token is echoed and the connection is registered', async () => {
    const u = await newUser('live_ok', ['r1']);
    const tabId = newTab();
    const s = await join(u, 'r1', { socketKey: 'rows', tabId, tenantId: '1000' });
    expect(s.ws.protocol).toBe(u.token);
    const mine = t.app.deps.liveSockets.all().filter((c) => c.userId === u.userId);
    expect(mine).toMatchObject([
      { page: PAGE, recordId: 'r1', socketKey: 'rows', tabId, tenantId: 1000, channel: 'test-grid.r1/rows' },
    ]);
    expect(authorizeCalls.at(-1)).toEqual({ userId: u.userId, recordId: 'r1', tenantId: 1000 });
  });

  it('refuses before any upgrade: 401 session or user, 400 malformed, 403 page, grid or record', async () => {
    const u = await newUser('live_refused', ['r1', 'boom']);
    const other = await newUser('live_other', ['r1']);
    const q = { socketKey: 'rows', tabId: newTab() };
    const page = livePageId(PAGE, 'r1');
    const status = (userId: string, pageId: string, protocols: string[] | undefined, query: LiveQuery) =>
      refusedLiveStatus(base, userId, pageId, protocols, query);
    authorizeCalls = [];

    expect(await status(u.userId, page, undefined, q)).toBe(401);
    expect(await status(u.userId, page, ['not.a.token'], q)).toBe(401);
    expect(await status(other.userId, page, [u.token], q)).toBe(401);
    expect(await status(u.userId, page, [u.token], { ...q, tenantId: 'abc' })).toBe(401);
    expect(await status(u.userId, page, [u.token], { ...q, tenantId: '999' })).toBe(401);
    expect(await status(u.userId, page, [u.token], { ...q, tabId: 'short' })).toBe(400);
    expect(await status(u.userId, page, [u.token], { socketKey: 'rows' })).toBe(400);
    expect(await status(u.userId, page, [u.token], { ...q, socketKey: 'a/b' })).toBe(400);
    expect(await status(u.userId, 'test-grid', [u.token], q)).toBe(400);
    expect(await status(u.userId, 'test-grid.r/1', [u.token], q)).toBe(400);
    // No authorize() was asked for any of these: they fail before the record is looked at.
    expect(authorizeCalls).toEqual([]);

    expect(await status(u.userId, 'other-grid.r1', [u.token], q)).toBe(403);
    expect(await status(u.userId, page, [u.token], { ...q, socketKey: 'cells' })).toBe(403);
    expect(await status(u.userId, livePageId(PAGE, 'r2'), [u.token], q)).toBe(403);
    expect(await status(u.userId, livePageId(PAGE, 'boom'), [u.token], q)).toBe(403);
    expect(t.app.deps.liveSockets.all().filter((c) => c.userId === u.userId)).toEqual([]);
  });

  it('answers the refusal with the module read message and no upgrade on plain HTTP too', async () => {
    const u = await newUser('live_http', []);
    const res = await call(t.app, 'GET', `/vxeSocket/${u.userId}/${livePageId(PAGE, 'r9')}`, {
      headers: { 'sec-websocket-protocol': u.token },
      query: { socketKey: 'rows', tabId: newTab() },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: NOT_FOUND });
    const anonymous = await call(t.app, 'GET', `/vxeSocket/${u.userId}/${livePageId(PAGE, 'r9')}`);
    expect(anonymous.status).toBe(401);
  });

  it('answers any text frame with the heartcheck', async () => {
    const u = await newUser('live_beat', ['r1']);
    const s = await join(u, 'r1', { socketKey: 'rows', tabId: newTab() });
    s.ws.send('HeartBeat');
    expect(await s.next()).toEqual(HEARTCHECK);
    s.ws.send('{"anything":1}');
    expect(await s.next()).toEqual(HEARTCHECK);
  });
});

describe('live fan-out', () => {
  it("reaches the channel's other users and the sender's other tab, never the sender's tab", async () => {
    const saver = await newUser('live_saver', ['f1']);
    const peer = await newUser('live_peer', ['f1', 'f2']);
    const stranger = await newUser('live_stranger', ['f2']);
    const tabA = newTab();
    const ownTab = await join(saver, 'f1', { socketKey: 'rows', tabId: tabA });
    const ownOtherTab = await join(saver, 'f1', { socketKey: 'rows', tabId: newTab() });
    // The same tab id under another user is another browser: it receives.
    const peerRows = await join(peer, 'f1', { socketKey: 'rows', tabId: tabA });
    const peerTotals = await join(peer, 'f1', { socketKey: 'totals', tabId: newTab() });
    const otherRecord = await join(stranger, 'f2', { socketKey: 'rows', tabId: newTab() });

    const update: LiveMessage = { socketKey: 'rows', row: { id: 'l1', version: 2 }, caseId: 'update' };
    const sort: LiveMessage = { socketKey: 'rows', row: { order: ['l2', 'l1'] }, caseId: 'sort' };
    await publishLive(t.app.deps, log, target('f1'), [update, sort], { userId: saver.userId, tabId: tabA });
    for (const s of [ownOtherTab, peerRows]) {
      expect(await s.next()).toEqual(update);
      expect(await s.next()).toEqual(sort);
    }
    for (const s of [ownTab, peerTotals, otherRecord]) await expectNothingQueued(s);

    // A save that named no tab reaches every socket of the channel, the saver's tabs included.
    const add: LiveMessage = { socketKey: 'rows', row: { id: 'l3' }, caseId: 'add' };
    await publishLive(t.app.deps, log, target('f1'), [add], { userId: saver.userId, tabId: null });
    for (const s of [ownTab, ownOtherTab, peerRows]) expect(await s.next()).toEqual(add);
    for (const s of [peerTotals, otherRecord]) await expectNothingQueued(s);

    const totals: LiveMessage = { socketKey: 'totals', row: { id: 'sum' }, caseId: 'update' };
    await publishLive(t.app.deps, log, target('f1', 'totals'), [totals], {
      userId: saver.userId,
      tabId: tabA,
    });
    expect(await peerTotals.next()).toEqual(totals);
    for (const s of [ownTab, ownOtherTab, peerRows, otherRecord]) await expectNothingQueued(s);
    expect(logged).toEqual([]);
  });

  it('stops delivering to a socket once it has closed', async () => {
    const u = await newUser('live_leaver', ['g1']);
    const s = await join(u, 'g1', { socketKey: 'rows', tabId: newTab() });
    const before = t.app.deps.liveSockets.size;
    s.ws.close();
    await s.closed;
    for (let i = 0; i < 50 && t.app.deps.liveSockets.size === before; i += 1) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(t.app.deps.liveSockets.size).toBe(before - 1);
  });
});

describe('live socket sweep', () => {
  it('closes sockets whose record became unreadable (4003) or whose session ended (4001)', async () => {
    const revoked = await newUser('live_revoked', ['s1']);
    const out = await newUser('live_logout', ['s1']);
    const stays = await newUser('live_stays', ['s1']);
    const sRevoked1 = await join(revoked, 's1', { socketKey: 'rows', tabId: newTab() });
    const sRevoked2 = await join(revoked, 's1', { socketKey: 'totals', tabId: newTab() });
    const sOut = await join(out, 's1', { socketKey: 'rows', tabId: newTab() });
    const sStays = await join(stays, 's1', { socketKey: 'rows', tabId: newTab() });

    readable.get(revoked.userId)?.delete('s1');
    await call(t.app, 'POST', '/sys/logout', { token: out.token });
    authorizeCalls = [];
    const swept = await sweepLiveSockets(t.app.deps);
    expect(swept.ended).toBe(1);
    expect(swept.refused).toBe(2);
    expect(await sOut.closed).toBe(4001);
    expect(await sRevoked1.closed).toBe(4003);
    expect(await sRevoked2.closed).toBe(4003);
    await expectNothingQueued(sStays);
    // One question per page, record and user: the revoked user's two sockets were asked about once.
    expect(authorizeCalls.filter((c) => c.userId === revoked.userId)).toHaveLength(1);
    expect(authorizeCalls.some((c) => c.userId === out.userId)).toBe(false);
    const left = t.app.deps.liveSockets.all().map((c) => c.userId);
    expect(left).toContain(stays.userId);
    expect(left).not.toContain(revoked.userId);
    expect(left).not.toContain(out.userId);
  });

  it('refuses on an authorize() error and when the tenant was taken away', async () => {
    const u = await newUser('live_sweep_err', ['e1']);
    const moved = await newUser('live_moved', ['e1']);
    const s = await join(u, 'e1', { socketKey: 'rows', tabId: newTab() });
    const sMoved = await join(moved, 'e1', { socketKey: 'rows', tabId: newTab(), tenantId: '1000' });
    const def = t.app.deps.liveChannels.get(PAGE);
    if (!def) throw new Error('test channel missing');
    const authorize = def.authorize;
    def.authorize = async (deps, auth, recordId) => {
      if (auth.user.id === u.userId) throw new Error('database hiccup');
      return authorize(deps, auth, recordId);
    };
    try {
      await t.db.query(`UPDATE sys_user SET rel_tenant_ids = '' WHERE id = $1`, [moved.userId]);
      await sweepLiveSockets(t.app.deps);
      expect(await s.closed).toBe(4003);
      expect(await sMoved.closed).toBe(4003);
    } finally {
      def.authorize = authorize;
    }
  });
});

describe('live sockets on shutdown', () => {
  it('closes every live socket when the app closes', async () => {
    const own = await createTestApp();
    own.app.deps.liveChannels.define({ page: PAGE, socketKeys: ['rows'], authorize: async () => true });
    const ownBase = await listen(own.app);
    const u = await loginUser(own.app);
    const s = await connectLive(ownBase, u.userId, livePageId(PAGE, 'x1'), u.token, {
      socketKey: 'rows',
      tabId: newTab(),
    });
    expect(own.app.deps.liveSockets.size).toBe(1);
    await own.close();
    // @fastify/websocket closes its clients first (preClose, no code); the registry is emptied after.
    expect(await s.closed).toBeGreaterThanOrEqual(1000);
    expect(own.app.deps.liveSockets.size).toBe(0);
  });
});
