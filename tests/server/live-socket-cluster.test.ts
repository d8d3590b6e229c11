import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { livePageId, type LiveMessage } from '../../src/shared/domain/live/messages';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { connectionStringOf, openPg } from '../../server/db/pg-db';
import type { LiveChannelDef } from '../../server/modules/live-grid/channels';
import { publishLive } from '../../server/modules/live-grid/publish';
import { createUser } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { connectLive, listen, loginUser, type TestSocket } from './support/ws-client';

// Issue 11 "Works across several server processes": two apps on one PostgreSQL database.
const pgUrl = process.env.TEST_DATABASE_URL;

const HEARTCHECK = { cmd: 'heartcheck', msgTxt: '心跳响应' };
const PAGE = 'cluster-grid';
const CHANNEL: LiveChannelDef = { page: PAGE, socketKeys: ['rows'], authorize: async () => true };

describe.skipIf(!pgUrl)('live grid changes across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let first: TestApp;
  let secondDb: Db;
  let second: FastifyInstance;
  let onFirst: string;
  let onSecond: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    const url = connectionStringOf(first.db);
    if (!url) throw new Error('the test database is not PostgreSQL');
    secondDb = await openPg(url, 2);
    second = await buildApp({ config: first.config, db: secondDb });
    first.app.deps.liveChannels.define(CHANNEL);
    second.deps.liveChannels.define(CHANNEL);
    onFirst = await listen(first.app);
    onSecond = await listen(second);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await second.close();
    await secondDb.close();
    await first.close();
  });

  async function expectNothingQueued(s: TestSocket): Promise<void> {
    s.ws.send('HeartBeat');
    expect(await s.next()).toEqual(HEARTCHECK);
  }

  it("reaches a socket on the other instance exactly once, and never the sender's tab there", async () => {
    await createUser(first, { username: 'live_cluster_peer', password: 'Passw0rd!x' });
    const admin = await loginUser(first.app);
    const peer = await loginUser(first.app, 'live_cluster_peer', 'Passw0rd!x');
    const pageId = livePageId(PAGE, 'c1');
    const tabA = 'tab-cluster-a';
    const join = async (base: string, u: { userId: string; token: string }, tabId: string) => {
      const s = await connectLive(base, u.userId, pageId, u.token, { socketKey: 'rows', tabId });
      sockets.push(s);
      return s;
    };
    // The sender's tab A has its socket on the second instance (the load balancer's choice).
    const senderTabRemote = await join(onSecond, admin, tabA);
    const senderOtherTabRemote = await join(onSecond, admin, 'tab-cluster-b');
    const peerRemote = await join(onSecond, peer, tabA);
    const peerLocal = await join(onFirst, peer, 'tab-cluster-c');

    const change: LiveMessage = { socketKey: 'rows', row: { id: 'l1', version: 2 }, caseId: 'update' };
    const logged: string[] = [];
    await publishLive(
      first.app.deps,
      (m) => logged.push(m),
      { page: PAGE, recordId: 'c1', socketKey: 'rows' },
      [change],
      { userId: admin.userId, tabId: tabA },
    );
    for (const s of [peerRemote, peerLocal, senderOtherTabRemote]) expect(await s.next()).toEqual(change);
    // Once: each instance delivers to its own sockets only (the sender ignores its own NOTIFY).
    for (const s of [peerRemote, peerLocal, senderOtherTabRemote, senderTabRemote]) {
      await expectNothingQueued(s);
    }
    expect(logged).toEqual([]);

    // And back: a change published on the second instance reaches the first.
    const sort: LiveMessage = { socketKey: 'rows', row: { order: ['l2', 'l1'] }, caseId: 'sort' };
    await second.deps.push.toChannel(`${pageId}/rows`, sort, null);
    for (const s of [peerLocal, peerRemote, senderTabRemote, senderOtherTabRemote]) {
      expect(await s.next()).toEqual(sort);
    }
    await expectNothingQueued(peerLocal);
  });
});
