import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { connectionStringOf, openPg } from '../../server/db/pg-db';
import { PUSH_CHANNEL } from '../../server/lib/push/pg-hub';
import { createTestApp, type TestApp } from './support/test-app';
import { connect, listen, loginUser, type TestSocket } from './support/ws-client';

// Two server processes on one PostgreSQL database (issue 5 "Several server processes").
const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('WebSocket pushes across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
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
    onFirst = await listen(first.app);
    onSecond = await listen(second);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await second.close();
    await secondDb.close();
    await first.close();
  });

  it('delivers a push made on one instance to a socket on the other, and broadcasts to both', async () => {
    const admin = await loginUser(first.app);
    const remote = await connect(onSecond, admin.userId, admin.token);
    const local = await connect(onFirst, admin.userId, admin.token);
    sockets.push(remote, local);

    const message = { cmd: 'user', msgId: 'x1', msgTxt: '跨进程通知' };
    await first.app.deps.push.toUsers([admin.userId], message);
    expect(await local.next()).toEqual(message);
    expect(await remote.next()).toEqual(message);

    const topic = { cmd: 'topic', msgId: 'x2', msgTxt: '全员' };
    await second.deps.push.broadcast(topic);
    // Each instance delivers exactly once: its own sockets directly, the other's through NOTIFY.
    expect(await remote.next()).toEqual(topic);
    expect(await local.next()).toEqual(topic);
    for (const s of [remote, local]) {
      s.ws.send('HeartBeat');
      expect(await s.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    }
  });

  it('reconnects the LISTEN connection after it is terminated', async () => {
    const admin = await loginUser(first.app);
    const remote = await connect(onSecond, admin.userId, admin.token);
    sockets.push(remote);
    // Kill every LISTEN backend on this database (both instances' listeners).
    const killed = await first.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = $1`,
      [`LISTEN ${PUSH_CHANNEL}`],
    );
    expect(killed).toHaveLength(2);
    const message = { cmd: 'user', msgId: 'x3', msgTxt: '重连后' };
    const deadline = Date.now() + 10_000;
    // Until the listener is back a push can be missed (clients also poll); retry until it lands.
    for (;;) {
      await first.app.deps.push.toUsers([admin.userId], message);
      const got = await remote.next(500).catch(() => null);
      if (got) {
        expect(got).toEqual(message);
        break;
      }
      if (Date.now() > deadline) throw new Error('listener did not reconnect');
    }
  });
});
