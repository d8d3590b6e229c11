import type { Config } from '../../config';
import type { Db } from '../../db/db';

/** What a handler receives for one run. */
export interface HandlerContext {
  db: Db;
  config: Config;
  /** The job's parameter (null when empty). */
  parameter: string | null;
  /** Writes a line to the server log, tagged with the job. */
  log: (message: string) => void;
  /** The run's start (the scheduler's clock, so tests can fake it). */
  now: Date;
}

/** A registered job handler; its `name` is what sys_quartz_job.job_class_name holds. */
export interface JobHandler {
  name: string;
  /** Chinese title and description for the job form's handler select. */
  title: string;
  description: string;
  parameterHint: string;
  /** Checked on add/edit: the Chinese message when the parameter is unusable. */
  validateParameter?: (parameter: string | null) => string | undefined;
  /** Does the work and returns a short result text; throws on failure. */
  run: (ctx: HandlerContext) => Promise<string>;
}

/** A job as the scheduler sees it. */
export interface JobDefinition {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  /** 0 正常, -1 停止. */
  status: number;
}

export type TriggerKind = 'cron' | 'manual';

export interface RunStart {
  jobId: string;
  jobClassName: string;
  trigger: TriggerKind;
  /** The scheduled fire time (cron runs only). */
  fireTime: Date | null;
  startTime: Date;
  node: string;
}

export interface RunEnd {
  endTime: Date;
  durationMs: number;
  status: 'success' | 'error';
  result: string | null;
  error: string | null;
}

export interface QueuedRun {
  id: string;
  jobId: string;
  runAfter: Date;
}

/** Where the scheduler keeps state (the database; an in-memory fake in tests). */
export interface JobStore {
  /** Every job that should be scheduled (undeleted, status 0). */
  activeJobs(): Promise<JobDefinition[]>;
  /** The job as it is now (undeleted), any status; null when gone. */
  job(id: string): Promise<JobDefinition | null>;
  /** Inserts the running row; null when this cron fire time was already claimed. */
  startRun(run: RunStart): Promise<string | null>;
  finishRun(runId: string, end: RunEnd): Promise<void>;
  /** A finished row for a firing that was not run (overlap), so the run log shows it. */
  recordSkipped(run: RunStart, reason: string): Promise<void>;
  /** Removes and returns every queued 执行一次 request. */
  takeQueued(): Promise<QueuedRun[]>;
  /**
   * Marks rows still 'running' on other nodes (their process died or lost the runner lock) as
   * failed; called when a runner takes over. Returns how many.
   */
  abandonRunning(reason: string, at: Date, exceptNode: string): Promise<number>;
}

/** Time and timers, injectable so tests can drive the scheduler with a fake clock. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    // Timers must never keep a process (or a test worker) alive on their own.
    t.unref();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Scheduler events worth a line in the server log. */
export interface SchedulerLog {
  info(message: string): void;
  warn(message: string): void;
}
