import { cpus, type CpuInfo } from 'node:os';

interface CpuTotals {
  idle: number;
  total: number;
}

function totals(list: CpuInfo[]): CpuTotals {
  let idle = 0;
  let total = 0;
  for (const cpu of list) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

/**
 * Machine-wide CPU busy share from os.cpus() tick deltas. `sample()` closes an interval and starts
 * the next; `peek()` reads the open interval without closing it (the server page between samples).
 */
export class CpuMeter {
  private base: CpuTotals;

  constructor(private readonly read: () => CpuInfo[] = cpus) {
    this.base = totals(this.read());
  }

  /** Busy % since the last sample, then starts a new interval; null when no ticks passed. */
  sample(): number | null {
    const now = totals(this.read());
    const percent = busyPercent(this.base, now);
    this.base = now;
    return percent;
  }

  peek(): number | null {
    return busyPercent(this.base, totals(this.read()));
  }
}

export function busyPercent(before: CpuTotals, after: CpuTotals): number | null {
  const total = after.total - before.total;
  if (total <= 0) return null;
  const idle = after.idle - before.idle;
  return Math.min(100, Math.max(0, (1 - idle / total) * 100));
}
