import { describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db/db';
import { createScheduler } from '../../server/lib/scheduler/scheduler';
import type { HandlerContext, JobHandler } from '../../server/lib/scheduler/types';
import { deferred, FakeClock, MemoryJobStore, settle } from './support/scheduler-fakes';

/** The scheduler core on a fake clock and an in-memory store: timing, overlap, errors, reloads. */

const NODE = 'test-host:1';
// 2026-01-01 08:00:02.300 in GMT+8 (the zone cron expressions are read in).
const START = Date.UTC(2026, 0, 1, 0, 0, 2, 300);
// Handlers here never touch the database or the config; the scheduler only passes them through.
const context = { db: {} as unknown as Db, config: {} as unknown as Config };

function setup(handlers: Record<string, JobHandler['run']>) {
  const clock = new FakeClock(START);
  const store = new MemoryJobStore();
  const lines: string[] = [];
  const contexts: HandlerContext[] = [];
  const scheduler = createScheduler({
    store,
    handler: (name) => {
      const run = handlers[name];
      if (!run) return undefined;
      return {
        name,
        title: name,
        description: '',
        parameterHint: '',
        run: (ctx) => {
          contexts.push(ctx);
          return run(ctx);
        },
      };
    },
    context,
    node: NODE,
    log: { info: (m) => lines.push(m), warn: (m) => lines.push(m) },
    clock,
  });
  return { clock, store, scheduler, lines, contexts };
}

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

describe('scheduler timing', () => {
  it('fires each job at its fire time, not a second early, with the parameter', async () => {
    const { clock, store, scheduler, contexts } = setup({ tick: async () => 'ok' });
    store.put({
      id: 'j1',
      jobClassName: 'tick',
      cronExpression: '0/5 * * * * ? *',
      parameter: 'p1',
      status: 0,
    });
    await scheduler.activate();
    expect(iso(scheduler.nextFireOf('j1'))).toBe('2026-01-01T00:00:05.000Z');

    await clock.advance(2699); // 08:00:04.999
    expect(store.runs).toHaveLength(0);
    await clock.advance(1); // 08:00:05.000
    expect(store.runs).toHaveLength(1);
    expect(store.runs[0]).toMatchObject({ jobId: 'j1', trigger: 'cron', status: 'success', node: NODE });
    expect(iso(store.runs[0]?.fireTime)).toBe('2026-01-01T00:00:05.000Z');
    expect(contexts[0]?.parameter).toBe('p1');

    await clock.advance(10_000);
    expect(store.runs.map((r) => iso(r.fireTime))).toEqual([
      '2026-01-01T00:00:05.000Z',
      '2026-01-01T00:00:10.000Z',
      '2026-01-01T00:00:15.000Z',
    ]);
    expect(store.runs.every((r) => r.result === 'ok' && r.durationMs === 0)).toBe(true);
  });

  it('reads the expression in GMT+8: 02:00 daily is 18:00 UTC', async () => {
    const { store, scheduler } = setup({ nightly: async () => '' });
    store.put({
      id: 'n',
      jobClassName: 'nightly',
      cronExpression: '0 0 2 * * ? *',
      parameter: null,
      status: 0,
    });
    await scheduler.activate();
    expect(iso(scheduler.nextFireOf('n'))).toBe('2026-01-01T18:00:00.000Z');
  });

  it('a late timer fires once and does not catch up missed fire times', async () => {
    const { clock, store, scheduler } = setup({ tick: async () => '' });
    store.put({ id: 'j', jobClassName: 'tick', cronExpression: '* * * * * ?', parameter: null, status: 0 });
    await scheduler.activate();
    // Jump the clock 5 s without running timers (a blocked event loop), then let them run.
    clock.t += 5000;
    await clock.advance(0);
    expect(store.runs).toHaveLength(1);
    expect(iso(store.runs[0]?.fireTime)).toBe('2026-01-01T00:00:03.000Z');
    expect(iso(scheduler.nextFireOf('j'))).toBe('2026-01-01T00:00:08.000Z');
  });
});

describe('scheduler runs', () => {
  it('skips a firing while the previous run is still going, and records the skip', async () => {
    const gate = deferred();
    let started = 0;
    const { clock, store, scheduler, lines } = setup({
      slow: async () => {
        started += 1;
        if (started === 1) await gate.promise;
        return 'done';
      },
    });
    store.put({ id: 's', jobClassName: 'slow', cronExpression: '* * * * * ?', parameter: null, status: 0 });
    await scheduler.activate();
    await clock.advance(3000); // fires at :03, :04, :05; the clock stops at :05.300
    expect(started).toBe(1);
    const skipped = store.runs.filter((r) => r.error === '上一次执行尚未结束，已跳过本次触发');
    expect(skipped.map((r) => iso(r.fireTime))).toEqual([
      '2026-01-01T00:00:04.000Z',
      '2026-01-01T00:00:05.000Z',
    ]);
    expect(lines.filter((l) => l.includes('skipped, the previous run is still going'))).toHaveLength(2);
    expect(store.runs[0]).toMatchObject({ status: 'running' });

    clock.t += 400;
    gate.resolve();
    await settle();
    expect(store.runs[0]).toMatchObject({ status: 'success', result: 'done', durationMs: 2700 });
    await clock.advance(1000); // :06 runs again
    expect(started).toBe(2);
  });

  it('catches a handler error, logs it with its duration, and keeps scheduling', async () => {
    const holder: { clock?: FakeClock } = {};
    let calls = 0;
    const { clock, store, scheduler } = setup({
      boom: async () => {
        calls += 1;
        if (holder.clock) holder.clock.t += 250;
        if (calls === 1) throw new Error('坏了');
        return 'ok';
      },
    });
    holder.clock = clock;
    store.put({ id: 'b', jobClassName: 'boom', cronExpression: '* * * * * ?', parameter: null, status: 0 });
    await scheduler.activate();
    await clock.advance(700); // :03
    expect(store.runs[0]).toMatchObject({ status: 'error', error: '坏了', durationMs: 250 });
    await clock.advance(1000);
    expect(store.runs[1]).toMatchObject({ status: 'success', durationMs: 250 });
  });

  it('records an unknown handler as a failed run', async () => {
    const { clock, store, scheduler } = setup({});
    store.put({ id: 'u', jobClassName: 'gone', cronExpression: '* * * * * ?', parameter: null, status: 0 });
    await scheduler.activate();
    await clock.advance(1000);
    expect(store.runs[0]).toMatchObject({ status: 'error', error: '定时任务处理器不存在：gone' });
  });

  it('does not run a fire time another process already claimed', async () => {
    let calls = 0;
    const { clock, store, scheduler } = setup({ tick: async () => String(++calls) });
    store.put({ id: 'c', jobClassName: 'tick', cronExpression: '* * * * * ?', parameter: null, status: 0 });
    await store.startRun({
      jobId: 'c',
      jobClassName: 'tick',
      trigger: 'cron',
      fireTime: new Date(Date.UTC(2026, 0, 1, 0, 0, 3)),
      startTime: new Date(START),
      node: 'other:2',
    });
    await scheduler.activate();
    await clock.advance(1700); // :03 (claimed) and :04
    expect(calls).toBe(1);
    expect(store.runs.filter((r) => r.node === NODE).map((r) => iso(r.fireTime))).toEqual([
      '2026-01-01T00:00:04.000Z',
    ]);
  });
});

describe('scheduler state', () => {
  it('fails runs left running by other nodes when it takes over', async () => {
    const { store, scheduler } = setup({});
    await store.startRun({
      jobId: 'x',
      jobClassName: 'x',
      trigger: 'manual',
      fireTime: null,
      startTime: new Date(START),
      node: 'dead:9',
    });
    await scheduler.activate();
    expect(store.abandonCalls).toEqual([
      { reason: '执行中断：运行该任务的服务进程已停止', exceptNode: NODE },
    ]);
    expect(store.runs[0]).toMatchObject({ status: 'error' });
  });

  it('reload re-arms edited jobs, drops paused ones, and a re-check at fire time skips a job paused meanwhile', async () => {
    let calls = 0;
    const { clock, store, scheduler } = setup({ tick: async () => String(++calls) });
    store.put({
      id: 'r',
      jobClassName: 'tick',
      cronExpression: '0/10 * * * * ?',
      parameter: null,
      status: 0,
    });
    await scheduler.activate();
    expect(iso(scheduler.nextFireOf('r'))).toBe('2026-01-01T00:00:10.000Z');
    store.put({ id: 'r', jobClassName: 'tick', cronExpression: '0/4 * * * * ?', parameter: null, status: 0 });
    await scheduler.reload();
    expect(iso(scheduler.nextFireOf('r'))).toBe('2026-01-01T00:00:04.000Z');

    // Paused in another process, notification not yet here: the firing re-reads the job and skips.
    store.put({
      id: 'r',
      jobClassName: 'tick',
      cronExpression: '0/4 * * * * ?',
      parameter: null,
      status: -1,
    });
    await clock.advance(2000);
    expect(calls).toBe(0);
    await scheduler.reload();
    expect(scheduler.nextFireOf('r')).toBeNull();
    expect(clock.pending).toBe(0);
  });

  it('stops firing when deactivated and resumes when activated again', async () => {
    let calls = 0;
    const { clock, store, scheduler } = setup({ tick: async () => String(++calls) });
    store.put({ id: 'd', jobClassName: 'tick', cronExpression: '* * * * * ?', parameter: null, status: 0 });
    await scheduler.activate();
    await clock.advance(1000);
    expect(calls).toBe(1);
    scheduler.deactivate();
    await clock.advance(5000);
    expect(calls).toBe(1);
    expect(clock.pending).toBe(0);
    await scheduler.activate();
    await clock.advance(1000);
    expect(calls).toBe(2);
  });

  it('runs a queued 执行一次 at its time, whatever the job status', async () => {
    const { clock, store, scheduler } = setup({ tick: async () => 'manual ok' });
    store.put({
      id: 'm',
      jobClassName: 'tick',
      cronExpression: '0 0 0 1 1 ? 2099',
      parameter: null,
      status: -1,
    });
    store.queue.push({ id: 'q1', jobId: 'm', runAfter: new Date(START + 100) });
    await scheduler.activate();
    expect(store.queue).toHaveLength(0);
    await clock.advance(99);
    expect(store.runs).toHaveLength(0);
    await clock.advance(1);
    expect(store.runs[0]).toMatchObject({
      jobId: 'm',
      trigger: 'manual',
      fireTime: null,
      result: 'manual ok',
    });
  });

  it('drain waits for running handlers, bounded by its timeout', async () => {
    const gate = deferred();
    const { clock, store, scheduler } = setup({ slow: () => gate.promise.then(() => 'x') });
    store.put({ id: 'w', jobClassName: 'slow', cronExpression: '* * * * * ?', parameter: null, status: 0 });
    await scheduler.activate();
    await clock.advance(1000);
    scheduler.deactivate();
    expect(await scheduler.drain(20)).toBe(false);
    const drained = scheduler.drain(5000);
    gate.resolve();
    expect(await drained).toBe(true);
    expect(store.runs[0]).toMatchObject({ status: 'success' });
  });
});
