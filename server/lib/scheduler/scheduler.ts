import { nextRunAfter } from '../../../src/shared/domain/cron/next-runs';
import { tryParseCron, type CronAst } from '../../../src/shared/domain/cron/parse';
import { QUARTZ_MESSAGES, QUARTZ_TIME_ZONE } from '../../../src/shared/domain/resources/quartz-job';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import {
  realClock,
  type Clock,
  type JobDefinition,
  type JobHandler,
  type JobStore,
  type RunStart,
  type SchedulerLog,
  type TriggerKind,
} from './types';

/**
 * The job scheduler of one process: one timer per scheduled job, armed for the job's next fire
 * time (shared cron model, GMT+8). It only fires while active, i.e. while this process is the
 * runner (see runner-election.ts). A job never runs twice at once here: a firing that finds the
 * previous run still going is skipped and recorded. Handler errors end up in the run log, never
 * in the scheduler.
 */

export interface SchedulerOptions {
  store: JobStore;
  handler: (name: string) => JobHandler | undefined;
  /** What handlers get besides their parameter. */
  context: { db: Db; config: Config };
  /** host:pid, written on every run row. */
  node: string;
  log: SchedulerLog;
  clock?: Clock;
  timeZone?: string;
}

export interface Scheduler {
  readonly active: boolean;
  /** Become the runner: fail rows left running by a dead process, arm every job, take the queue. */
  activate(): Promise<void>;
  /** Stop firing (lock lost, closing). Runs in progress go on. */
  deactivate(): void;
  /** Re-read job definitions and re-arm what changed. */
  reload(): Promise<void>;
  /** Take the queued 执行一次 requests and run each at its time. */
  takeQueue(): Promise<void>;
  /** Waits for runs in progress, at most `timeoutMs`; true when all ended. */
  drain(timeoutMs: number): Promise<boolean>;
  /** The armed fire time of a job (tests, diagnostics). */
  nextFireOf(jobId: string): Date | null;
}

// setTimeout's limit; a longer wait is done in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;
const MAX_RESULT = 500;
const MAX_ERROR = 2000;

interface Armed {
  def: JobDefinition;
  ast: CronAst;
  fireAt: number;
  timer: unknown;
}

const messageOf = (err: unknown): string =>
  err instanceof Error ? err.message || err.name : typeof err === 'string' ? err : String(err);

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function createScheduler(opts: SchedulerOptions): Scheduler {
  const clock = opts.clock ?? realClock;
  const timeZone = opts.timeZone ?? QUARTZ_TIME_ZONE;
  const { store, log, node } = opts;
  const armed = new Map<string, Armed>();
  const running = new Map<string, Promise<void>>();
  const manualTimers = new Set<unknown>();
  let active = false;
  // Serialises reloads and queue takes so two notifications never race each other.
  let chain: Promise<void> = Promise.resolve();
  const serial = (fn: () => Promise<void>): Promise<void> => {
    const next = chain.then(fn).catch((err: unknown) => log.warn(`scheduler: ${messageOf(err)}`));
    chain = next;
    return next;
  };

  const disarm = (jobId: string) => {
    const a = armed.get(jobId);
    if (a) clock.clearTimeout(a.timer);
    armed.delete(jobId);
  };

  function setTimer(entry: Armed): void {
    const delay = Math.max(0, Math.min(entry.fireAt - clock.now(), MAX_TIMER_MS));
    entry.timer = clock.setTimeout(() => onTimer(entry), delay);
  }

  function arm(def: JobDefinition): void {
    const parsed = tryParseCron(def.cronExpression);
    if (!parsed.ok) {
      log.warn(`scheduler: job ${def.id} (${def.jobClassName}) not scheduled: ${parsed.error}`);
      return;
    }
    const next = nextRunAfter(parsed.ast, new Date(clock.now()), { timeZone });
    if (!next) {
      log.info(`scheduler: job ${def.id} (${def.jobClassName}) has no next fire time`);
      return;
    }
    const entry: Armed = { def, ast: parsed.ast, fireAt: next.getTime(), timer: null };
    armed.set(def.id, entry);
    setTimer(entry);
  }

  function onTimer(entry: Armed): void {
    if (!active || armed.get(entry.def.id) !== entry) return;
    const now = clock.now();
    // Timers may wake a little early (or in steps for long waits): wait for the real fire time.
    if (now < entry.fireAt) {
      setTimer(entry);
      return;
    }
    const fireAt = entry.fireAt;
    // Misfire policy: a late timer fires once; missed fire times in between are not caught up.
    const next = nextRunAfter(entry.ast, new Date(Math.max(fireAt, now)), { timeZone });
    if (next) {
      entry.fireAt = next.getTime();
      setTimer(entry);
    } else {
      armed.delete(entry.def.id);
    }
    fire(entry.def.id, 'cron', fireAt);
  }

  /** Starts a run unless one of this job is still going (then the firing is skipped and recorded). */
  function fire(jobId: string, trigger: TriggerKind, fireAt: number | null): void {
    const jobClassName = armed.get(jobId)?.def.jobClassName ?? '';
    const start: RunStart = {
      jobId,
      jobClassName,
      trigger,
      fireTime: fireAt === null ? null : new Date(fireAt),
      startTime: new Date(clock.now()),
      node,
    };
    if (running.has(jobId)) {
      log.warn(
        `scheduler: job ${jobId} (${jobClassName}) ${trigger} firing skipped, the previous run is still going`,
      );
      void recordSkip(start);
      return;
    }
    const run = execute(start).finally(() => running.delete(jobId));
    running.set(jobId, run);
  }

  async function recordSkip(start: RunStart): Promise<void> {
    try {
      const current = await store.job(start.jobId);
      if (!current) return;
      await store.recordSkipped(
        { ...start, jobClassName: current.jobClassName },
        QUARTZ_MESSAGES.overlapSkipped,
      );
    } catch (err) {
      log.warn(`scheduler: could not record a skipped firing of job ${start.jobId}: ${messageOf(err)}`);
    }
  }

  async function execute(start: RunStart): Promise<void> {
    try {
      // Read the job as it is now: it may have been paused, edited or deleted in another process.
      const job = await store.job(start.jobId);
      if (!job) return;
      if (start.trigger === 'cron' && job.status !== 0) return;
      const begin = { ...start, jobClassName: job.jobClassName };
      const runId = await store.startRun(begin);
      if (!runId) {
        log.info(`scheduler: job ${job.id} fire time already run by another process`);
        return;
      }
      const t0 = clock.now();
      let status: 'success' | 'error' = 'success';
      let result: string | null = null;
      let error: string | null = null;
      try {
        const handler = opts.handler(job.jobClassName);
        if (!handler) throw new Error(QUARTZ_MESSAGES.handlerUnknown(job.jobClassName));
        const text = await handler.run({
          ...opts.context,
          parameter: job.parameter,
          now: new Date(t0),
          log: (message) => log.info(`job ${job.jobClassName} (${job.id}): ${message}`),
        });
        result = text ? cut(text, MAX_RESULT) : null;
      } catch (err) {
        status = 'error';
        error = cut(messageOf(err), MAX_ERROR);
        log.warn(`scheduler: job ${job.id} (${job.jobClassName}) failed: ${error}`);
      }
      const end = clock.now();
      await store.finishRun(runId, {
        endTime: new Date(end),
        durationMs: Math.max(0, end - t0),
        status,
        result,
        error,
      });
    } catch (err) {
      log.warn(`scheduler: run of job ${start.jobId} could not be recorded: ${messageOf(err)}`);
    }
  }

  async function doReload(): Promise<void> {
    if (!active) return;
    const defs = await store.activeJobs();
    if (!active) return;
    const seen = new Set<string>();
    for (const def of defs) {
      seen.add(def.id);
      const current = armed.get(def.id);
      if (current && current.def.cronExpression === def.cronExpression) {
        current.def = def;
        continue;
      }
      disarm(def.id);
      arm(def);
    }
    for (const id of [...armed.keys()]) if (!seen.has(id)) disarm(id);
  }

  async function doTakeQueue(): Promise<void> {
    if (!active) return;
    for (const q of await store.takeQueued()) {
      // Taken rows are this process's to run, even if it stops being the runner meanwhile.
      const timer = clock.setTimeout(
        () => {
          manualTimers.delete(timer);
          fire(q.jobId, 'manual', null);
        },
        Math.max(0, q.runAfter.getTime() - clock.now()),
      );
      manualTimers.add(timer);
    }
  }

  return {
    get active() {
      return active;
    },
    async activate() {
      if (active) return;
      active = true;
      await serial(async () => {
        const failed = await store.abandonRunning(QUARTZ_MESSAGES.interrupted, new Date(clock.now()), node);
        if (failed > 0)
          log.warn(`scheduler: ${failed} run(s) left running by a stopped process marked failed`);
      });
      await serial(doReload);
      await serial(doTakeQueue);
      log.info(`scheduler: ${node} is the job runner (${armed.size} job(s) scheduled)`);
    },
    deactivate() {
      if (!active) return;
      active = false;
      for (const id of [...armed.keys()]) disarm(id);
    },
    reload: () => serial(doReload),
    takeQueue: () => serial(doTakeQueue),
    async drain(timeoutMs) {
      for (const t of manualTimers) clock.clearTimeout(t);
      manualTimers.clear();
      if (running.size === 0) return true;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const done = Promise.allSettled([...running.values()]).then(() => true as const);
      const ended = await Promise.race([done, timedOut]);
      clearTimeout(timer);
      return ended;
    },
    nextFireOf(jobId) {
      const a = armed.get(jobId);
      return a ? new Date(a.fireAt) : null;
    },
  };
}
