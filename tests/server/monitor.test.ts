import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import type {
  DatabaseInfo,
  DiskEntry,
  MonitorHistory,
  ProcessInfo,
  ServerInfo,
} from '../../src/shared/domain/monitor/types';
import { DB_NOTES } from '../../server/modules/monitor/database';
import { MESSAGES } from '../../server/plugins/envelope';
import { call, login } from './support/helpers';
import { roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 系统监控: every endpoint's shape and permission, on the engine the suite runs on. */

let t: TestApp;
let admin: string;
let processOnly: string;
let nobody: string;

const ENDPOINTS = [
  ['/sys/monitor/server', PERM.monitor.server],
  ['/sys/monitor/process', PERM.monitor.process],
  ['/sys/monitor/disk', PERM.monitor.disk],
  ['/sys/monitor/database', PERM.monitor.database],
  ['/sys/monitor/httpTrace', PERM.monitor.trace],
  ['/sys/monitor/history', PERM.monitor.server],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  processOnly = (
    await signedInUser(t, 'procwatch', { roleId: await roleWith(t, 'procwatch', [PERM.monitor.process]) })
  ).token;
  nobody = (await signedInUser(t, 'nomonitor', { roleId: await roleWith(t, 'nomonitor', [PERM.log.list]) }))
    .token;
});
afterAll(() => t.close());

const get = <T>(path: string, token: string, query?: Record<string, string>) =>
  call<T>(t.app, 'GET', path, { token, ...(query ? { query } : {}) });

describe('permissions', () => {
  it.each(ENDPOINTS)('%s is refused without %s and needs a session', async (path) => {
    const refused = await get(path, nobody);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: MESSAGES.noAuth });
    expect((await call(t.app, 'GET', path)).status).toBe(401);
    expect((await get(path, admin)).body.success).toBe(true);
  });

  it('a code opens its own page only', async () => {
    expect((await get('/sys/monitor/process', processOnly)).body.success).toBe(true);
    expect((await get('/sys/monitor/server', processOnly)).status).toBe(403);
    expect((await get('/sys/monitor/history', processOnly)).status).toBe(403);
  });

  it('refuses an over-long query parameter with a clear message', async () => {
    const res = await get('/sys/monitor/server', admin, { _t: '9'.repeat(40) });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(MESSAGES.badRequest);
  });
});

describe('server and process', () => {
  it('describes the machine, the Node version and the live sessions', async () => {
    const { body } = await get<ServerInfo>('/sys/monitor/server', admin);
    const s = body.result;
    expect(s.nodeVersion).toBe(process.version);
    expect(s.cpuCount).toBeGreaterThan(0);
    expect(s.loadAverage).toHaveLength(3);
    expect(s.memory.total).toBeGreaterThan(s.memory.free);
    expect(s.memory.used).toBe(s.memory.total - s.memory.free);
    expect(s.memory.percent).toBeGreaterThan(0);
    expect(s.memory.percent).toBeLessThanOrEqual(100);
    expect(s.processUptimeSec).toBeGreaterThanOrEqual(0);
    expect(s.osUptimeSec).toBeGreaterThan(0);
    // admin, procwatch and nomonitor are signed in.
    expect(s.onlineUsers).toBeGreaterThanOrEqual(3);
    if (s.cpuPercent !== null) {
      expect(s.cpuPercent).toBeGreaterThanOrEqual(0);
      expect(s.cpuPercent).toBeLessThanOrEqual(100);
    }
  });

  it('reports heap, event-loop delay and handles of this process', async () => {
    // Let the event-loop histogram take a few samples (20 ms resolution).
    await new Promise((r) => setTimeout(r, 120));
    const { body } = await get<ProcessInfo>('/sys/monitor/process', admin);
    const p = body.result;
    expect(p.pid).toBe(process.pid);
    expect(p.memory.heapUsed).toBeGreaterThan(0);
    expect(p.memory.heapTotal).toBeGreaterThanOrEqual(p.memory.heapUsed);
    expect(p.heapLimit).toBeGreaterThan(p.memory.heapTotal);
    expect(p.eventLoop.p99Ms).toBeGreaterThan(0);
    expect(p.eventLoop.maxMs).toBeGreaterThanOrEqual(p.eventLoop.p99Ms ?? 0);
    expect(p.handles.total).toBe(p.handles.byType.reduce((n, h) => n + h.count, 0));
    expect(p.handles.byType.map((h) => h.type)).toContain('Timeout');
  });
});

describe('disk', () => {
  it('lists the data directory, the upload directory and the root with totals or a reason', async () => {
    const { body } = await get<DiskEntry[]>('/sys/monitor/disk', admin);
    expect(body.result.map((d) => [d.key, d.label])).toEqual([
      ['data', '数据目录'],
      ['upload', '上传目录'],
      ['root', '根目录'],
    ]);
    const root = body.result[2];
    expect(root?.error).toBeNull();
    expect(root?.total).toBeGreaterThan(0);
    expect((root?.used ?? 0) + (root?.free ?? 0)).toBeLessThanOrEqual(root?.total ?? 0);
    for (const d of body.result) {
      if (d.error) expect(d.total).toBeNull();
      else expect(d.percent).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('database', () => {
  it('names the engine, its version, size and largest tables', async () => {
    const { body } = await get<DatabaseInfo>('/sys/monitor/database', admin);
    const d = body.result;
    expect(d.engine).toBe(t.db.kind);
    expect(d.version).toMatch(/^\d+/);
    expect(d.sizeBytes).toBeGreaterThan(0);
    expect(d.tables.length).toBeGreaterThan(0);
    expect(d.tables.map((x) => x.name)).toContain('sys_user');
    const bytes = d.tables.map((x) => x.bytes);
    expect(bytes).toEqual([...bytes].sort((a, b) => b - a));
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'on PGlite says plainly what the engine does not offer',
    async () => {
      const d = (await get<DatabaseInfo>('/sys/monitor/database', admin)).body.result;
      expect(d.connections).toBeNull();
      expect(d.slowQueries.running).toBeNull();
      expect(d.slowQueries.statements).toBeNull();
      expect(d.slowQueries.notes).toEqual([DB_NOTES.pgliteConnections, DB_NOTES.pgliteSlow]);
    },
  );

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL counts connections and shows a statement running over 1 s, literals masked',
    async () => {
      const sleeping = t.db.query("SELECT pg_sleep(2.5), 'secret-literal' AS marker");
      await new Promise((r) => setTimeout(r, 1400));
      const d = (await get<DatabaseInfo>('/sys/monitor/database', admin)).body.result;
      await sleeping;
      expect(d.connections?.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(1);
      expect(d.maxConnections).toBeGreaterThan(0);
      const slow = d.slowQueries.running?.find((r) => r.query.includes('pg_sleep'));
      expect(slow?.durationMs).toBeGreaterThanOrEqual(1000);
      expect(slow?.query).not.toContain('secret-literal');
      expect(slow?.query).toContain("'?'");
      if (d.slowQueries.statements === null) expect(d.slowQueries.notes.length).toBe(1);
    },
  );
});

describe('history', () => {
  it('keeps sampled points (CPU, memory, heap, event loop, requests/min) in a ring of 60', async () => {
    const monitor = t.app.deps.monitor;
    expect(monitor.running).toBe(true);
    await get('/sys/monitor/disk', admin);
    monitor.sample();
    const { body } = await get<MonitorHistory>('/sys/monitor/history', admin);
    const h = body.result;
    expect(h).toMatchObject({ intervalMs: 10_000, capacity: 60 });
    const last = h.points[h.points.length - 1];
    expect(last?.heapUsed).toBeGreaterThan(0);
    expect(last?.rss).toBeGreaterThan(0);
    expect(last?.memoryPercent).toBeGreaterThan(0);
    expect(last?.requestsPerMin).toBeGreaterThan(0);
    for (let i = 0; i < 70; i += 1) monitor.sample();
    expect((await get<MonitorHistory>('/sys/monitor/history', admin)).body.result.points).toHaveLength(60);
  });
});
