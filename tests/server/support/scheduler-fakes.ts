import type {
  Clock,
  JobDefinition,
  JobStore,
  QueuedRun,
  RunEnd,
  RunStart,
} from '../../../server/lib/scheduler/types';

/** Lets pending promise chains (the in-memory store, the scheduler's awaits) run to their end. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await new Promise((r) => setImmediate(r));
}

interface FakeTimer {
  id: number;
  at: number;
  fn: () => void;
}

/** A clock whose time moves only when the test says so; due timers run in time order. */
export class FakeClock implements Clock {
  private timers: FakeTimer[] = [];
  private seq = 0;
  constructor(public t: number) {}

  now(): number {
    return this.t;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    const timer = { id: ++this.seq, at: this.t + Math.max(0, ms), fn };
    this.timers.push(timer);
    return timer.id;
  }
  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((x) => x.id !== handle);
  }
  get pending(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way. */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    for (;;) {
      await settle();
      const due = this.timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((x) => x !== due);
      this.t = Math.max(this.t, due.at);
      due.fn();
    }
    this.t = end;
    await settle();
  }
}

export interface MemoryRun extends RunStart, Partial<Omit<RunEnd, 'status'>> {
  id: string;
  status: 'running' | 'success' | 'error';
}

/** The JobStore in memory, with the same claim rule as the database (one row per cron fire time). */
export class MemoryJobStore implements JobStore {
  jobs = new Map<string, JobDefinition>();
  runs: MemoryRun[] = [];
  queue: QueuedRun[] = [];
  abandonCalls: Array<{ reason: string; exceptNode: string }> = [];
  private seq = 0;

  put(job: JobDefinition): void {
    this.jobs.set(job.id, { ...job });
  }
  async activeJobs() {
    return [...this.jobs.values()].filter((j) => j.status === 0).map((j) => ({ ...j }));
  }
  async job(id: string) {
    const j = this.jobs.get(id);
    return j ? { ...j } : null;
  }
  async startRun(run: RunStart) {
    const t = run.fireTime?.getTime();
    if (t !== undefined && this.runs.some((r) => r.jobId === run.jobId && r.fireTime?.getTime() === t)) {
      return null;
    }
    const id = `run${++this.seq}`;
    this.runs.push({ ...run, id, status: 'running' });
    return id;
  }
  async finishRun(runId: string, end: RunEnd) {
    const r = this.runs.find((x) => x.id === runId);
    if (r) Object.assign(r, end);
  }
  async recordSkipped(run: RunStart, reason: string) {
    this.runs.push({
      ...run,
      id: `run${++this.seq}`,
      status: 'error',
      error: reason,
      durationMs: 0,
      endTime: run.startTime,
    });
  }
  async takeQueued() {
    const taken = this.queue;
    this.queue = [];
    return taken;
  }
  async abandonRunning(reason: string, _at: Date, exceptNode: string) {
    this.abandonCalls.push({ reason, exceptNode });
    let n = 0;
    for (const r of this.runs) {
      if (r.status === 'running' && r.node !== exceptNode) {
        r.status = 'error';
        r.error = reason;
        n += 1;
      }
    }
    return n;
  }
}

/** A promise the test resolves or rejects when it wants (a handler that is "still running"). */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
