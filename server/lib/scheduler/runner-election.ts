import pg from 'pg';
import type { Scheduler } from './scheduler';
import type { SchedulerLog } from './types';

/** The NOTIFY channel on which any process tells the runner that jobs or the queue changed. */
export const SCHEDULER_CHANNEL = 'cwxt_quartz';
/** Session advisory lock key held by the runner (724301 is the migrations' transaction lock). */
export const SCHEDULER_LOCK_KEY = 724302;
export const DEFAULT_RETRY_MS = 3000;
const RECONNECT_MAX_MS = 30_000;

export type SchedulerSignal = 'reload' | 'queue';

export interface RunnerElection {
  start(): Promise<void>;
  /** Stops competing and firing; `beforeRelease` runs before the lock is given up (drain runs). */
  close(beforeRelease?: () => Promise<void>): Promise<void>;
  readonly isRunner: boolean;
}

/** PGlite is one process by construction: it is the runner from the start. */
export function singleProcessRunner(scheduler: Scheduler): RunnerElection {
  return {
    start: () => scheduler.activate(),
    async close(beforeRelease) {
      scheduler.deactivate();
      await beforeRelease?.();
    },
    get isRunner() {
      return scheduler.active;
    },
  };
}

/**
 * PostgreSQL: the process whose dedicated connection (outside the pool) holds the session-level
 * advisory lock is the runner. The others try again every `retryMs`; when the holder dies its
 * connection ends and PostgreSQL drops the lock, so one of them takes over. The runner LISTENs on
 * the same connection for "jobs changed" / "run once queued" notifications.
 */
export function advisoryLockRunner(opts: {
  connectionString: string;
  scheduler: Scheduler;
  log: SchedulerLog;
  retryMs?: number;
}): RunnerElection {
  const { scheduler, log } = opts;
  const retryMs = opts.retryMs ?? DEFAULT_RETRY_MS;
  let client: pg.Client | null = null;
  let holding = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;

  const later = (ms: number) => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void attempt();
    }, ms);
    timer.unref();
  };

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== SCHEDULER_CHANNEL || !holding) return;
    void (n.payload === 'queue' ? scheduler.takeQueue() : scheduler.reload());
  };

  const lost = (c: pg.Client, why: string) => {
    if (client !== c) return;
    client = null;
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (holding) {
      holding = false;
      scheduler.deactivate();
      log.warn(`scheduler: runner lock connection lost (${why}); no longer the job runner`);
    }
    later(retryMs);
  };

  async function connect(): Promise<pg.Client> {
    // TCP keep-alive: a silently dead lock connection is noticed, so a stale runner stops firing.
    const c = new pg.Client({ connectionString: opts.connectionString, keepAlive: true });
    // Registered before connect(): an error on a pg Client without a listener would crash the process.
    c.on('error', (err: Error) => lost(c, err.message));
    c.on('end', () => lost(c, 'ended'));
    c.on('notification', onNotification);
    client = c;
    try {
      await c.connect();
    } catch (err) {
      client = null;
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
      throw err;
    }
    return c;
  }

  async function attempt(): Promise<void> {
    if (closed || holding) return;
    try {
      const c = client ?? (await connect());
      const rows = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
        SCHEDULER_LOCK_KEY,
      ]);
      failures = 0;
      if (closed) return;
      if (!rows.rows[0]?.ok) {
        later(retryMs);
        return;
      }
      await c.query(`LISTEN ${SCHEDULER_CHANNEL}`);
      if (closed) return; // close() ends this connection, which releases the lock
      holding = true;
      await scheduler.activate();
    } catch (err) {
      failures += 1;
      log.warn(`scheduler: runner election failed: ${err instanceof Error ? err.message : String(err)}`);
      later(Math.min(retryMs * 2 ** Math.min(failures, 4), RECONNECT_MAX_MS));
    }
  }

  return {
    start: attempt,
    async close(beforeRelease) {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      holding = false;
      scheduler.deactivate();
      await beforeRelease?.();
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        c.removeAllListeners('notification');
        // Ending the session releases the advisory lock at once for the next runner.
        await c.end().catch(() => undefined);
      }
    },
    get isRunner() {
      return holding;
    },
  };
}
