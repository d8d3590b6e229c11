import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { EventLoopDelay } from '../../../src/shared/domain/monitor/types';

const NS_PER_MS = 1e6;

/** Event-loop delay (perf_hooks), read as milliseconds; reset by the history sampler each interval. */
export class EventLoopMeter {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });

  start(): void {
    this.histogram.enable();
  }

  stop(): void {
    this.histogram.disable();
  }

  read(): EventLoopDelay {
    const h = this.histogram;
    // An empty histogram reports min as a huge sentinel and NaN means: nothing measured yet.
    if (h.count === 0) return { minMs: null, meanMs: null, p50Ms: null, p99Ms: null, maxMs: null };
    const ms = (ns: number) => (Number.isFinite(ns) ? ns / NS_PER_MS : null);
    return {
      minMs: ms(h.min),
      meanMs: ms(h.mean),
      p50Ms: ms(h.percentile(50)),
      p99Ms: ms(h.percentile(99)),
      maxMs: ms(h.max),
    };
  }

  reset(): void {
    this.histogram.reset();
  }
}
