import { freemem, totalmem } from 'node:os';
import type { HistoryPoint, MonitorHistory } from '../../../src/shared/domain/monitor/types';
import { CpuMeter } from './cpu-meter';
import { EventLoopMeter } from './event-loop';
import { RequestLog } from './request-log';
import { Ring } from './ring';

export const HISTORY_INTERVAL_MS = 10_000;
export const HISTORY_CAPACITY = 60;

/**
 * This process's monitoring state: the request log, the meters and a ring of samples taken every
 * interval from start() until stop(), so the charts already have ten minutes when a page opens.
 * The timer is unref'd: it never keeps a process alive.
 */
export class Monitor {
  readonly requests = new RequestLog();
  readonly cpu: CpuMeter;
  readonly eventLoop = new EventLoopMeter();
  private readonly ring: Ring<HistoryPoint>;
  private timer: NodeJS.Timeout | null = null;
  private lastCount = 0;
  private lastAt = Date.now();

  constructor(
    readonly intervalMs = HISTORY_INTERVAL_MS,
    capacity = HISTORY_CAPACITY,
    cpu = new CpuMeter(),
  ) {
    this.ring = new Ring<HistoryPoint>(capacity);
    this.cpu = cpu;
  }

  start(): void {
    if (this.timer) return;
    this.eventLoop.start();
    this.lastAt = Date.now();
    this.lastCount = this.requests.total;
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.eventLoop.stop();
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** Takes one point now (the timer calls it; tests may too). */
  sample(now = Date.now()): HistoryPoint {
    const mem = process.memoryUsage();
    const total = totalmem();
    const elapsedMin = Math.max(now - this.lastAt, 1) / 60_000;
    const count = this.requests.total;
    const point: HistoryPoint = {
      at: now,
      cpuPercent: this.cpu.sample(),
      memoryPercent: total > 0 ? ((total - freemem()) / total) * 100 : 0,
      heapUsed: mem.heapUsed,
      rss: mem.rss,
      eventLoopP99Ms: this.eventLoop.read().p99Ms,
      requestsPerMin: Math.round(((count - this.lastCount) / elapsedMin) * 10) / 10,
    };
    this.eventLoop.reset();
    this.lastCount = count;
    this.lastAt = now;
    this.ring.push(point);
    return point;
  }

  history(): MonitorHistory {
    return { intervalMs: this.intervalMs, capacity: this.ring.capacity, points: this.ring.toArray() };
  }

  /** CPU % of the last closed interval, or of the open one before any sample. */
  cpuPercent(): number | null {
    return this.ring.last()?.cpuPercent ?? this.cpu.peek();
  }
}
