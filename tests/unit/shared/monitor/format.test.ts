import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatClock,
  formatDateTimeMs,
  formatMs,
  formatPercent,
  formatUptime,
  percentOf,
} from '../../../../src/shared/domain/monitor/format';
import { historySeries } from '../../../../src/shared/domain/monitor/history-series';
import type { HistoryPoint } from '../../../../src/shared/domain/monitor/types';

describe('monitor formatting', () => {
  it('formats bytes in binary steps with at most one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(8 * 1024 ** 3 + 300 * 1024 ** 2)).toBe('8.3 GB');
    expect(formatBytes(null)).toBe('-');
    expect(formatBytes(-1)).toBe('-');
    expect(formatBytes(Number.NaN)).toBe('-');
  });

  it('formats percentages and ratios', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(99.96, 0)).toBe('100%');
    expect(formatPercent(null)).toBe('-');
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(1, 0)).toBeNull();
    expect(percentOf(null, 4)).toBeNull();
  });

  it('formats milliseconds by size', () => {
    expect(formatMs(0.42)).toBe('0.42 ms');
    expect(formatMs(15.2)).toBe('15 ms');
    expect(formatMs(2300)).toBe('2.3 s');
    expect(formatMs(3_600_000)).toBe('1小时0分');
    expect(formatMs(null)).toBe('-');
  });

  it('formats uptime in days, hours and minutes', () => {
    expect(formatUptime(59)).toBe('59秒');
    expect(formatUptime(61)).toBe('1分');
    expect(formatUptime(93_784)).toBe('1天2小时3分');
    expect(formatUptime(86_400)).toBe('1天0小时0分');
    expect(formatUptime(undefined)).toBe('-');
  });

  it('formats instants in local time', () => {
    const at = new Date(2025, 0, 2, 3, 4, 5).getTime();
    expect(formatClock(at)).toBe('03:04:05');
    expect(formatDateTimeMs(at)).toBe('2025-01-02 03:04:05');
  });

  it('turns history points into chart series', () => {
    const points: HistoryPoint[] = [
      {
        at: 1,
        cpuPercent: null,
        memoryPercent: 40,
        heapUsed: 10,
        rss: 20,
        eventLoopP99Ms: 1,
        requestsPerMin: 0,
      },
      {
        at: 2,
        cpuPercent: 12,
        memoryPercent: 41,
        heapUsed: 11,
        rss: 21,
        eventLoopP99Ms: null,
        requestsPerMin: 6,
      },
    ];
    expect(historySeries(points, 'cpuPercent')).toEqual({ times: [1, 2], values: [null, 12] });
    expect(historySeries(undefined, 'heapUsed')).toEqual({ times: [], values: [] });
  });
});
