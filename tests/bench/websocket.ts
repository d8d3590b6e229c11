// WebSocket push benchmark (issue 5 "Live pushes"): 1,000 sockets of different users connected,
// one broadcast and one toUsers push to all 1,000 ids, time until the last socket received it.
// With TEST_DATABASE_URL set it repeats the run with two server instances on one PostgreSQL
// (half of the sockets on each, pushed from the first: the second's half arrives via NOTIFY).
// Clients and servers share this Node process, so the figures include the clients' own work.
// No assertions on time: the machine decides those; the figures go in the note.
//
//   npx tsx tests/bench/websocket.ts
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/websocket.ts
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { connectionStringOf, openPg } from '../../server/db/pg-db';
import type { PushMessage } from '../../server/lib/push/types';
import { createSession } from '../../server/modules/session/service';
import type { UserRow } from '../../server/modules/user/user-row';
import { createTestApp } from '../server/support/test-app';
import { listen } from '../server/support/ws-client';

const SOCKETS = 1000;

interface Client {
  ws: WebSocket;
  /** Resolves with performance.now() at the next frame whose msgId matches. */
  waitFor(msgId: string): Promise<number>;
}

async function makeUsers(app: FastifyInstance): Promise<Array<{ id: string; token: string }>> {
  const { db } = app.deps;
  // Plain rows straight into the table: hashing 1,000 passwords is not what is measured here.
  await db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, status, del_flag)
     SELECT 'bench' || n, 'bench_user_' || n, '压测' || n, 'x', 'x', 1, 0 FROM generate_series(1, $1) AS n`,
    [SOCKETS],
  );
  const users = await db.query<UserRow>(`SELECT * FROM sys_user WHERE id LIKE 'bench%' ORDER BY id`);
  const out: Array<{ id: string; token: string }> = [];
  for (const user of users) {
    out.push({
      id: user.id,
      token: await createSession(app.deps, user, { ip: '127.0.0.1', userAgent: 'bench' }),
    });
  }
  return out;
}

function connectClient(base: string, user: { id: string; token: string }): Promise<Client> {
  const ws = new WebSocket(`${base}/websocket/${user.id}`, [user.token]);
  const waiting = new Map<string, (t: number) => void>();
  ws.on('message', (data) => {
    const now = performance.now();
    const msg = JSON.parse(String(data)) as PushMessage;
    const resolve = msg.msgId ? waiting.get(msg.msgId) : undefined;
    if (msg.msgId && resolve) {
      waiting.delete(msg.msgId);
      resolve(now);
    }
  });
  const waitFor = (msgId: string) => new Promise<number>((resolve) => waiting.set(msgId, resolve));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, waitFor }));
    ws.once('error', reject);
  });
}

async function connectAll(bases: string[], users: Array<{ id: string; token: string }>): Promise<Client[]> {
  const start = performance.now();
  const clients: Client[] = [];
  // 100 handshakes in flight at a time, as a crowd of reconnecting clients would arrive.
  for (let i = 0; i < users.length; i += 100) {
    const batch = users.slice(i, i + 100);
    clients.push(
      ...(await Promise.all(batch.map((u, j) => connectClient(bases[(i + j) % bases.length] ?? '', u)))),
    );
  }
  console.log(
    `connect ${users.length} sockets`.padEnd(50),
    `${(performance.now() - start).toFixed(0).padStart(6)} ms`,
  );
  return clients;
}

async function timed(
  label: string,
  clients: Client[],
  msgId: string,
  push: () => Promise<void>,
): Promise<void> {
  const arrivals = clients.map((c) => c.waitFor(msgId));
  const start = performance.now();
  await push();
  const times = (await Promise.all(arrivals)).map((t) => t - start).sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  console.log(
    label.padEnd(50),
    `last ${pct(1).toFixed(1).padStart(7)} ms   median ${pct(0.5).toFixed(1).padStart(7)} ms   (${times.length} delivered)`,
  );
}

async function runPushes(
  label: string,
  clients: Client[],
  users: Array<{ id: string }>,
  origin: FastifyInstance,
) {
  const ids = users.map((u) => u.id);
  // A warm-up push so JIT and first-send costs do not count.
  await timed(`${label}: warm-up broadcast`, clients, 'warm', () =>
    origin.deps.push.broadcast({ cmd: 'topic', msgId: 'warm' }),
  );
  for (let i = 1; i <= 3; i += 1) {
    await timed(`${label}: broadcast #${i}`, clients, `b${i}`, () =>
      origin.deps.push.broadcast({ cmd: 'topic', msgId: `b${i}`, msgTxt: '全员通告：设备例行巡检' }),
    );
  }
  await timed(`${label}: toUsers(${ids.length} ids)`, clients, 'u1', () =>
    origin.deps.push.toUsers(ids, { cmd: 'user', msgId: 'u1', msgTxt: '您有一条新的系统消息' }),
  );
}

async function main(): Promise<void> {
  const t = await createTestApp();
  let second: { app: FastifyInstance; db: Db } | null = null;
  const clients: Client[] = [];
  try {
    const base = await listen(t.app);
    const users = await makeUsers(t.app);
    const kind = t.db.kind === 'pg' ? 'PostgreSQL' : 'PGlite';
    clients.push(...(await connectAll([base], users)));
    await runPushes(`1 instance, ${kind}`, clients, users, t.app);
    for (const c of clients) c.ws.terminate();
    clients.length = 0;

    const url = connectionStringOf(t.db);
    if (url) {
      const db = await openPg(url, 4);
      second = { app: await buildApp({ config: t.config, db }), db };
      const secondBase = await listen(second.app);
      clients.push(...(await connectAll([base, secondBase], users)));
      await runPushes('2 instances, PostgreSQL NOTIFY', clients, users, t.app);
    }
  } finally {
    for (const c of clients) c.ws.terminate();
    if (second) {
      await second.app.close();
      await second.db.close();
    }
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
