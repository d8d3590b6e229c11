import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../../server/db/pg-db';
import { call, login } from './support/helpers';
import { createTestApp, TEST_SERVER_SECRET, type TestApp } from './support/test-app';

/**
 * Two real server processes on one PostgreSQL database, a job every second: exactly one of them
 * runs it (advisory lock), each firing once; kill that one and the other takes over.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

interface Child {
  proc: ChildProcess;
  node: string | null;
  runner: boolean;
  exited: boolean;
}

function startChild(databaseUrl: string): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/scheduler-process.ts'], {
    // The parent's server secret: every process of one database must share it.
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SERVER_SECRET: TEST_SERVER_SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const child: Child = { proc, node: null, runner: false, exited: false };
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    try {
      const m = JSON.parse(line) as { node: string; runner: boolean };
      child.node = m.node;
      child.runner = m.runner;
    } catch {
      // not a report line
    }
  });
  proc.on('exit', () => {
    child.exited = true;
  });
  return child;
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!pgUrl)('one job runner across server processes (PostgreSQL advisory lock)', () => {
  let t: TestApp;
  let jobId: string;
  const children: Child[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db.query<{ id: string }>(
      "UPDATE sys_quartz_job SET cron_expression = '* * * * * ?', status = 0, parameter = 'cluster' WHERE job_class_name = 'sampleJob' RETURNING id",
    );
    jobId = rows[0]!.id;
    // Only the every-second job matters here.
    await t.db.query("UPDATE sys_quartz_job SET status = -1 WHERE job_class_name <> 'sampleJob'");
  });
  afterAll(async () => {
    for (const c of children) if (!c.exited) c.proc.kill('SIGKILL');
    await t.close();
  });

  const runs = () =>
    t.db.query<{ fire_time: Date; node: string; status: string }>(
      `SELECT fire_time, node, status FROM sys_quartz_job_log
        WHERE job_id = $1 AND trigger_type = 'cron' ORDER BY fire_time`,
      [jobId],
    );

  /** Every fire time in the log once, and every second between the first and the last present. */
  function expectEachSecondOnce(rows: Array<{ fire_time: Date }>, gap?: [number, number]) {
    const times = rows.map((r) => new Date(r.fire_time).getTime());
    expect(new Set(times).size).toBe(times.length);
    for (let i = 1; i < times.length; i++) {
      // The one allowed gap: from the dead runner's last firing to the survivor's first.
      if (gap && times[i - 1] === gap[0] && times[i] === gap[1]) continue;
      expect(times[i]! - times[i - 1]!).toBe(1000);
    }
  }

  it(
    'runs each firing exactly once, on one process, and fails over when it dies',
    { timeout: 40_000 },
    async () => {
      const url = connectionStringOf(t.db)!;
      children.push(startChild(url), startChild(url));
      const [a, b] = children as [Child, Child];
      await until(() => a.node !== null && b.node !== null, 20_000, 'both processes to start');
      await until(() => a.runner || b.runner, 5000, 'a runner');
      const runner = a.runner ? a : b;
      const other = runner === a ? b : a;
      expect(other.runner).toBe(false);

      await until(async () => (await runs()).length >= 3, 6000, 'three firings');
      const before = await runs();
      expect(new Set(before.map((r) => r.node))).toEqual(new Set([runner.node]));
      expectEachSecondOnce(before);
      // The newest firing may still be running when read; every finished one succeeded.
      expect(before.filter((r) => r.status !== 'running').every((r) => r.status === 'success')).toBe(true);

      runner.proc.kill('SIGKILL');
      const killedAt = Date.now();
      await until(
        async () => (await runs()).filter((r) => r.node === other.node).length >= 2,
        10_000,
        'the other process to take over',
      );
      expect(other.runner).toBe(true);
      const after = await runs();
      const survivor = after.filter((r) => r.node === other.node);
      // The survivor only started after the runner was gone (its lock dropped with its connection).
      expect(new Date(survivor[0]!.fire_time).getTime()).toBeGreaterThan(killedAt - 1000);
      expect(new Set(after.map((r) => r.node))).toEqual(new Set([runner.node, other.node]));
      const lastOfDead = Math.max(
        ...after.filter((r) => r.node === runner.node).map((r) => new Date(r.fire_time).getTime()),
      );
      expect(lastOfDead).toBeLessThan(new Date(survivor[0]!.fire_time).getTime());
      expectEachSecondOnce(after, [lastOfDead, new Date(survivor[0]!.fire_time).getTime()]);

      // Another process (the test's app, not a runner) queues 执行一次 and pauses: the runner hears both.
      const admin = await login(t.app);
      await call(t.app, 'GET', '/sys/quartzJob/execute', { token: admin, query: { id: jobId } });
      const manual = () =>
        t.db.query<{ node: string; status: string }>(
          "SELECT node, status FROM sys_quartz_job_log WHERE job_id = $1 AND trigger_type = 'manual'",
          [jobId],
        );
      await until(async () => (await manual()).length > 0, 5000, 'the queued run');
      await new Promise((r) => setTimeout(r, 300));
      expect(await manual()).toEqual([{ node: other.node, status: 'success' }]);
      await call(t.app, 'GET', '/sys/quartzJob/pause', { token: admin, query: { id: jobId } });
      await new Promise((r) => setTimeout(r, 300));
      const atPause = (await runs()).length;
      await new Promise((r) => setTimeout(r, 1500));
      expect((await runs()).length - atPause).toBeLessThanOrEqual(1);

      // A graceful stop releases the lock: nothing holds it afterwards.
      other.proc.kill('SIGTERM');
      await until(() => other.exited, 15_000, 'the survivor to stop');
      const locks = await t.db.query(
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 724302 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
      );
      expect(locks).toHaveLength(0);
    },
  );
});
