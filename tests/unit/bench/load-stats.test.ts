import { describe, expect, it } from 'vitest';
import { formatReport, memoryVerdict, percentile, Recorder, type RssSample } from '../../bench/load/stats';

/** The rules the load benchmark (npm run bench:load) reports by. */

const minute = 60_000;
/** One RSS sample every 10 s over `minutes`, from kb(atMs). */
const samples = (minutes: number, kb: (atMs: number) => number): RssSample[] =>
  Array.from({ length: minutes * 6 + 1 }, (_, i) => ({ atMs: i * 10_000, kb: kb(i * 10_000) }));

describe('percentile (nearest rank)', () => {
  it('picks the value at the rank, never interpolates', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('memoryVerdict', () => {
  it('calls a warm-up growth followed by a plateau stable (the first minute is not the reference)', () => {
    const v = memoryVerdict(
      samples(10, (t) => (t < minute ? 100_000 + t : 200_000)),
      10 * minute,
    )!;
    expect(v.basis).toBe('second minute vs last minute');
    expect(v.firstMinuteMedianKb).toBeLessThan(200_000);
    expect(v.referenceMedianKb).toBe(200_000);
    expect(v.stable).toBe(true);
  });

  it('calls growth of more than 15 % after the first minute not stable', () => {
    const v = memoryVerdict(
      samples(10, (t) => 200_000 + Math.round(t / 1000) * 100),
      10 * minute,
    )!;
    expect(v.changePct).toBeGreaterThan(15);
    expect(v.stable).toBe(false);
    expect(v.maxKb).toBe(200_000 + 600 * 100);
  });

  it('uses medians, so one spike in the last minute does not flip the verdict', () => {
    const v = memoryVerdict(
      samples(5, (t) => (t === 4.5 * minute ? 900_000 : 300_000)),
      5 * minute,
    )!;
    expect(v.stable).toBe(true);
    expect(v.maxKb).toBe(900_000);
  });

  it('compares quarters on a run shorter than three minutes, and says so', () => {
    const v = memoryVerdict(
      samples(2, (t) => (t > 1.5 * minute ? 500_000 : 300_000)),
      2 * minute,
    )!;
    expect(v.basis).toMatch(/^short run/);
    expect(v.stable).toBe(false);
  });

  it('has nothing to say without samples', () => {
    expect(memoryVerdict([], minute)).toBeNull();
  });
});

describe('Recorder and the report', () => {
  it('counts errors per group and prints every group with its figures', () => {
    const r = new Recorder();
    for (let i = 1; i <= 10; i += 1) r.ok('list', i);
    r.ok('ws-push', 12);
    r.error('save', 'POST /x: 500 boom');
    expect(r.totalErrors()).toBe(1);
    // ws-push deliveries are not HTTP requests.
    expect(r.totalRequests()).toBe(11);
    expect(r.figures('list')).toEqual({ count: 10, errors: 0, p50: 5, p95: 10, p99: 10 });
    const text = formatReport('run', r, 10_000, null);
    for (const g of ['list', 'save', 'upload', 'dict', 'ws-push']) expect(text).toContain(g);
    expect(text).toContain('errors: 1');
    expect(text).toContain('[save] POST /x: 500 boom');
    expect(text).toContain('1.1 req/s');
  });
});
