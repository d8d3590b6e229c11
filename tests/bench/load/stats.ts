// Figures of one load run: per route group latency samples and errors, pushes received, and the
// server's RSS samples with the stability verdict. Pure (no I/O besides formatting), so the rules
// are unit-tested in tests/unit/bench/load-stats.test.ts.

export const GROUPS = ['list', 'save', 'upload', 'dict', 'ws-push'] as const;
export type Group = (typeof GROUPS)[number];

export interface GroupFigures {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile of an ascending list (0 when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

export class Recorder {
  private readonly samples = new Map<Group, number[]>(GROUPS.map((g) => [g, []]));
  private readonly errorCounts = new Map<Group, number>(GROUPS.map((g) => [g, 0]));
  /** The first few error descriptions, for the report (all of them are counted). */
  readonly errorSamples: string[] = [];
  /** Heartbeat answers on the notification sockets (proof they stayed usable). */
  heartbeats = 0;
  /** Frames on the notification sockets other than heartbeat answers (system messages). */
  notifications = 0;

  ok(group: Group, ms: number): void {
    this.samples.get(group)!.push(ms);
  }

  error(group: Group, description: string): void {
    this.errorCounts.set(group, (this.errorCounts.get(group) ?? 0) + 1);
    if (this.errorSamples.length < 20) this.errorSamples.push(`[${group}] ${description}`);
  }

  totalErrors(): number {
    let n = 0;
    for (const v of this.errorCounts.values()) n += v;
    return n;
  }

  /** HTTP requests answered (the ws-push group counts deliveries, not requests). */
  totalRequests(): number {
    let n = 0;
    for (const g of GROUPS) if (g !== 'ws-push') n += this.samples.get(g)!.length + this.errorCounts.get(g)!;
    return n;
  }

  figures(group: Group): GroupFigures {
    const sorted = [...this.samples.get(group)!].sort((a, b) => a - b);
    return {
      count: sorted.length,
      errors: this.errorCounts.get(group) ?? 0,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
    };
  }
}

export interface RssSample {
  /** Milliseconds since the measured window started. */
  atMs: number;
  kb: number;
}

export interface MemoryVerdict {
  firstMinuteMedianKb: number;
  lastMinuteMedianKb: number;
  maxKb: number;
  /** The windows compared, described for the report. */
  basis: string;
  referenceMedianKb: number;
  changePct: number;
  stable: boolean;
}

/**
 * "Stable" means the last minute's median RSS is within 15 % of the second minute's. The first
 * minute is not the reference because it holds the warm-up (JIT, connection pools, caches filling),
 * which legitimately grows the heap; a leak shows as growth that continues after that, so the
 * second minute against the last one is the comparison that separates the two. Medians, not single
 * samples, so one GC pause or allocation burst does not flip the verdict. A run shorter than three
 * minutes has no distinct second and last minute: it compares its second quarter with its last
 * quarter instead, and says so.
 */
export function memoryVerdict(samples: readonly RssSample[], durationMs: number): MemoryVerdict | null {
  if (samples.length === 0) return null;
  const within = (from: number, to: number) =>
    samples.filter((s) => s.atMs >= from && s.atMs <= to).map((s) => s.kb);
  const minute = 60_000;
  const long = durationMs >= 3 * minute;
  const [refFrom, refTo, lastFrom] = long
    ? [minute, 2 * minute, durationMs - minute]
    : [durationMs / 4, durationMs / 2, (durationMs * 3) / 4];
  const reference = within(refFrom, refTo);
  const last = within(lastFrom, durationMs);
  const refMedian = median(reference.length ? reference : samples.map((s) => s.kb));
  const lastMedian = median(last.length ? last : [samples[samples.length - 1]!.kb]);
  const changePct = refMedian === 0 ? 0 : ((lastMedian - refMedian) / refMedian) * 100;
  return {
    firstMinuteMedianKb: median(within(0, minute)),
    lastMinuteMedianKb: median(within(durationMs - minute, durationMs)),
    maxKb: Math.max(...samples.map((s) => s.kb)),
    basis: long ? 'second minute vs last minute' : 'short run: second quarter vs last quarter',
    referenceMedianKb: refMedian,
    changePct,
    stable: Math.abs(changePct) <= 15,
  };
}

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
const ms = (v: number) => v.toFixed(1).padStart(8);

/** The printed report of one run. */
export function formatReport(
  label: string,
  recorder: Recorder,
  durationMs: number,
  memory: MemoryVerdict | null,
): string {
  const lines = [`\n== ${label} ==`];
  lines.push(
    `${'group'.padEnd(10)} ${'count'.padStart(8)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const g of GROUPS) {
    const f = recorder.figures(g);
    lines.push(
      `${g.padEnd(10)} ${String(f.count).padStart(8)} ${String(f.errors).padStart(7)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)}`,
    );
  }
  const seconds = durationMs / 1000;
  lines.push(
    `throughput: ${recorder.totalRequests()} HTTP requests in ${seconds.toFixed(0)} s = ${(recorder.totalRequests() / seconds).toFixed(1)} req/s`,
    `notification sockets: ${recorder.heartbeats} heartbeat answers, ${recorder.notifications} other frames`,
  );
  if (memory) {
    lines.push(
      `server RSS: first minute median ${mb(memory.firstMinuteMedianKb)}, last minute median ${mb(memory.lastMinuteMedianKb)}, max ${mb(memory.maxKb)}`,
      `memory ${memory.stable ? 'stable' : 'NOT stable'} (${memory.basis}: ${mb(memory.referenceMedianKb)} → ${memory.changePct >= 0 ? '+' : ''}${memory.changePct.toFixed(1)} %, limit ±15 %)`,
    );
  } else {
    lines.push('server RSS: no samples');
  }
  const errors = recorder.totalErrors();
  lines.push(`errors: ${errors}`);
  for (const e of recorder.errorSamples) lines.push(`  ${e}`);
  return lines.join('\n');
}
