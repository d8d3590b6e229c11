import type { CpuInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { busyPercent, CpuMeter } from '../../../../server/lib/monitor/cpu-meter';
import { Monitor } from '../../../../server/lib/monitor/history';
import {
  pathOnly,
  RequestLog,
  TRACE_CAPACITY,
  TRACE_PATH_MAX,
} from '../../../../server/lib/monitor/request-log';
import { Ring } from '../../../../server/lib/monitor/ring';
import { maskQueryText, QUERY_TEXT_MAX } from '../../../../server/modules/monitor/database';
import { countHandles } from '../../../../server/modules/monitor/system-info';

const cpu = (busy: number, idle: number): CpuInfo => ({
  model: 'test',
  speed: 1,
  times: { user: busy, nice: 0, sys: 0, idle, irq: 0 },
});

describe('ring', () => {
  it('keeps the last `capacity` items, oldest first', () => {
    const ring = new Ring<number>(3);
    expect(ring.toArray()).toEqual([]);
    expect(ring.last()).toBeUndefined();
    for (const n of [1, 2, 3, 4, 5]) ring.push(n);
    expect(ring.toArray()).toEqual([3, 4, 5]);
    expect(ring.length).toBe(3);
    expect(ring.last()).toBe(5);
    expect(() => new Ring(0)).toThrow();
  });
});

describe('cpu meter', () => {
  it('measures the busy share between samples across all cores', () => {
    let reading = [cpu(100, 900), cpu(100, 900)];
    const meter = new CpuMeter(() => reading);
    reading = [cpu(175, 925), cpu(150, 950)];
    expect(meter.peek()).toBe(62.5);
    expect(meter.sample()).toBe(62.5);
    expect(meter.sample()).toBeNull();
    expect(busyPercent({ idle: 0, total: 10 }, { idle: 10, total: 20 })).toBe(0);
  });
});

describe('request log', () => {
  it('cuts the query string and fragment and bounds the path', () => {
    expect(pathOnly('/a/b?password=x&token=y')).toBe('/a/b');
    expect(pathOnly('/a#frag?x')).toBe('/a');
    expect(pathOnly(`/${'x'.repeat(TRACE_PATH_MAX + 50)}`)).toHaveLength(TRACE_PATH_MAX + 1);
  });

  it('keeps the last 200 newest first with sequence ids', () => {
    const log = new RequestLog();
    for (let i = 0; i < TRACE_CAPACITY + 5; i += 1) {
      log.record({
        at: i,
        method: 'GET',
        path: `/p/${i}?q=secret`,
        status: 200,
        durationMs: 1,
        username: null,
      });
    }
    const entries = log.entries();
    expect(entries).toHaveLength(TRACE_CAPACITY);
    expect(entries[0]).toMatchObject({ id: TRACE_CAPACITY + 5, path: `/p/${TRACE_CAPACITY + 4}` });
    expect(JSON.stringify(entries)).not.toContain('secret');
    expect(log.total).toBe(TRACE_CAPACITY + 5);
  });
});

describe('monitor history', () => {
  it('samples requests per minute from the count between samples and caps the ring', () => {
    const monitor = new Monitor(10_000, 3, new CpuMeter(() => [cpu(1, 1)]));
    const t0 = Date.now();
    monitor.start();
    try {
      for (let i = 0; i < 5; i += 1) {
        monitor.requests.record({
          at: 0,
          method: 'GET',
          path: '/x',
          status: 200,
          durationMs: 1,
          username: null,
        });
      }
      const point = monitor.sample(t0 + 30_000);
      expect(point.requestsPerMin).toBeCloseTo(10, 0);
      expect(point.heapUsed).toBeGreaterThan(0);
      expect(monitor.sample(t0 + 40_000).requestsPerMin).toBe(0);
      monitor.sample(t0 + 50_000);
      monitor.sample(t0 + 60_000);
      const history = monitor.history();
      expect(history).toMatchObject({ intervalMs: 10_000, capacity: 3 });
      expect(history.points.map((p) => p.at)).toEqual([t0 + 40_000, t0 + 50_000, t0 + 60_000]);
    } finally {
      monitor.stop();
    }
    expect(monitor.running).toBe(false);
  });
});

describe('database text and handles', () => {
  it('masks string literals, collapses whitespace and truncates statement text', () => {
    expect(maskQueryText("SELECT *\n  FROM t WHERE name = 'O''Brien' AND id = $1")).toBe(
      "SELECT * FROM t WHERE name = '?' AND id = $1",
    );
    expect(maskQueryText('x'.repeat(QUERY_TEXT_MAX + 10))).toHaveLength(QUERY_TEXT_MAX + 1);
  });

  it('counts handles by type, most first', () => {
    expect(countHandles(['Timeout', 'TCPWRAP', 'Timeout', 'FSReqCallback'])).toEqual({
      total: 4,
      byType: [
        { type: 'Timeout', count: 2 },
        { type: 'FSReqCallback', count: 1 },
        { type: 'TCPWRAP', count: 1 },
      ],
    });
  });
});
