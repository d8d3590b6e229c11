import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuartzJobLogJson } from '../../src/shared/domain/resources/quartz-job';
import { call, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** The scheduler running inside the app (real timers): 执行一次, the run log, cron firings, pause. */

let t: TestApp;
let admin: string;
let sampleId: string;

type Page<T> = { records: T[]; total: number };

beforeAll(async () => {
  t = await createTestApp({ scheduler: true });
  admin = await login(t.app);
  const rows = await t.db.query<{ id: string }>(
    "SELECT id FROM sys_quartz_job WHERE job_class_name = 'sampleJob'",
  );
  sampleId = rows[0]!.id;
});
afterAll(() => t.close());

async function logs(): Promise<QuartzJobLogJson[]> {
  const res = await call<Page<QuartzJobLogJson>>(t.app, 'GET', '/sys/quartzJob/logList', {
    token: admin,
    query: { jobId: sampleId, pageSize: '100' },
  });
  return res.body.result.records;
}

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('scheduler in the app', () => {
  it('is the runner and runs 执行一次 of a stopped job about 0.1 s later', async () => {
    expect(t.app.deps.scheduler.isRunner()).toBe(true);
    await call(t.app, 'PUT', '/sys/quartzJob/edit', {
      token: admin,
      body: { id: sampleId, parameter: '你好' },
    });
    const asked = Date.now();
    const res = await call(t.app, 'GET', '/sys/quartzJob/execute', { token: admin, query: { id: sampleId } });
    expect(res.body.message).toBe('执行成功!');
    const rows = await waitFor(logs, (r) => r.length === 1);
    expect(rows[0]).toMatchObject({
      trigger: 'manual',
      status: 'success',
      error: null,
      result: '示例任务执行完成，参数：你好',
      node: t.app.deps.scheduler.node,
    });
    expect(rows[0]!.durationMs).toBeGreaterThanOrEqual(0);
    const queued = await t.db.query('SELECT 1 FROM sys_quartz_job_queue');
    expect(queued).toHaveLength(0);
    const started = await t.db.query<{ start_time: Date }>(
      "SELECT start_time FROM sys_quartz_job_log WHERE job_id = $1 AND trigger_type = 'manual'",
      [sampleId],
    );
    expect(new Date(started[0]!.start_time).getTime() - asked).toBeGreaterThanOrEqual(90);
  });

  it('logs a failing run with its error message and duration', async () => {
    await call(t.app, 'PUT', '/sys/quartzJob/edit', {
      token: admin,
      body: { id: sampleId, parameter: 'fail' },
    });
    await call(t.app, 'GET', '/sys/quartzJob/execute', { token: admin, query: { id: sampleId } });
    const rows = await waitFor(logs, (r) => r.length === 2);
    expect(rows[0]).toMatchObject({ status: 'error', error: '示例任务按参数要求失败', trigger: 'manual' });
    expect(typeof rows[0]!.durationMs).toBe('number');
    expect(rows[0]!.endTime).not.toBeNull();
  });

  it('fires a resumed every-second job on whole seconds, and stops when paused', async () => {
    await call(t.app, 'PUT', '/sys/quartzJob/edit', {
      token: admin,
      body: { id: sampleId, cronExpression: '* * * * * ?', parameter: 'tick' },
    });
    const resumed = await call(t.app, 'GET', '/sys/quartzJob/resume', {
      token: admin,
      query: { id: sampleId },
    });
    expect(resumed.body.success).toBe(true);
    const cron = () =>
      t.db.query<{ fire_time: Date; start_time: Date; status: string }>(
        "SELECT fire_time, start_time, status FROM sys_quartz_job_log WHERE job_id = $1 AND trigger_type = 'cron' ORDER BY fire_time",
        [sampleId],
      );
    const fired = await waitFor(cron, (r) => r.length >= 2, 4000);
    expect(fired.length).toBeGreaterThanOrEqual(2);
    for (const r of fired) {
      const fire = new Date(r.fire_time).getTime();
      expect(fire % 1000).toBe(0);
      // Never early; started within a moment of its fire time.
      expect(new Date(r.start_time).getTime()).toBeGreaterThanOrEqual(fire);
      expect(new Date(r.start_time).getTime() - fire).toBeLessThan(1500);
    }
    const times = fired.map((r) => new Date(r.fire_time).getTime());
    expect(new Set(times).size).toBe(times.length);

    await call(t.app, 'GET', '/sys/quartzJob/pause', { token: admin, query: { id: sampleId } });
    const atPause = (await cron()).length;
    await new Promise((r) => setTimeout(r, 1600));
    // At most one firing that had already started when the pause landed.
    expect((await cron()).length - atPause).toBeLessThanOrEqual(1);
    expect(t.app.deps.scheduler.scheduler.nextFireOf(sampleId)).toBeNull();
  });
});
