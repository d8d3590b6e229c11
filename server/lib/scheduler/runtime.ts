import { hostname } from 'node:os';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { connectionStringOf } from '../../db/pg-db';
import { createDbJobStore } from './db-store';
import { findHandler } from './handlers/registry';
import {
  advisoryLockRunner,
  SCHEDULER_CHANNEL,
  singleProcessRunner,
  type RunnerElection,
  type SchedulerSignal,
} from './runner-election';
import { createScheduler, type Scheduler } from './scheduler';
import type { SchedulerLog } from './types';

/** The runner re-reads jobs and the queue this often anyway, in case a notification was missed. */
export const SAFETY_RELOAD_MS = 30_000;
/** How long close() waits for running handlers. */
export const DRAIN_TIMEOUT_MS = 10_000;

/** What the rest of the server sees of the scheduler (AppDeps.scheduler). */
export interface SchedulerRuntime {
  /** host:pid of this process, as written in the run log. */
  readonly node: string;
  /** Tells the runner (this process directly, others through NOTIFY) that jobs or the queue changed. */
  signal(kind: SchedulerSignal): Promise<void>;
  /** Starts competing for the runner role (main.ts; tests that ask for it). */
  start(): Promise<void>;
  /** Stops firing, releases the runner lock, waits for running handlers (bounded). */
  close(): Promise<void>;
  isRunner(): boolean;
  readonly scheduler: Scheduler;
}

export function createSchedulerRuntime(opts: {
  db: Db;
  config: Config;
  log: SchedulerLog;
  retryMs?: number;
}): SchedulerRuntime {
  const { db, log } = opts;
  const node = `${hostname()}:${process.pid}`;
  const scheduler = createScheduler({
    store: createDbJobStore(db),
    handler: findHandler,
    context: { db, config: opts.config },
    node,
    log,
  });
  const connectionString = db.kind === 'pg' ? connectionStringOf(db) : null;
  if (db.kind === 'pg' && !connectionString) {
    throw new Error(
      'scheduler: a PostgreSQL database must be opened with openPg (the runner lock needs its URL)',
    );
  }
  let election: RunnerElection | null = null;
  let safety: NodeJS.Timeout | null = null;

  return {
    node,
    scheduler,
    async signal(kind) {
      // The runner in this process acts at once; other processes' runner hears the NOTIFY.
      if (scheduler.active) await (kind === 'queue' ? scheduler.takeQueue() : scheduler.reload());
      else if (db.kind === 'pg') await db.query('SELECT pg_notify($1, $2)', [SCHEDULER_CHANNEL, kind]);
    },
    async start() {
      if (election) return;
      election = connectionString
        ? advisoryLockRunner({ connectionString, scheduler, log, retryMs: opts.retryMs })
        : singleProcessRunner(scheduler);
      safety = setInterval(() => {
        if (!scheduler.active) return;
        void scheduler.reload().then(() => scheduler.takeQueue());
      }, SAFETY_RELOAD_MS);
      safety.unref();
      await election.start();
    },
    async close() {
      if (safety) clearInterval(safety);
      safety = null;
      const drain = async () => {
        if (!(await scheduler.drain(DRAIN_TIMEOUT_MS))) {
          log.warn('scheduler: closed while job runs were still going');
        }
      };
      // Stop firing, let runs end, and only then give up the lock: the next runner must not
      // start a job this process is still running.
      const e = election;
      election = null;
      scheduler.deactivate();
      if (e) await e.close(drain);
      else await drain();
    },
    isRunner: () => scheduler.active,
  };
}
