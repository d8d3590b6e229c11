import { describe, expect, it } from 'vitest';
import { filterTrace, statusClassOf } from '../../../../src/shared/domain/monitor/trace-filter';
import type { TraceEntry } from '../../../../src/shared/domain/monitor/types';

const entry = (id: number, method: string, path: string, status: number, durationMs: number): TraceEntry => ({
  id,
  at: 1000 + id,
  method,
  path,
  status,
  durationMs,
  username: null,
});

const ENTRIES = [
  entry(1, 'GET', '/jeecg-boot/sys/user/list', 200, 12),
  entry(2, 'POST', '/jeecg-boot/sys/login', 200, 80),
  entry(3, 'GET', '/jeecg-boot/sys/monitor/server', 403, 3),
  entry(4, 'DELETE', '/jeecg-boot/sys/user/delete', 500, 40),
];

describe('trace filter', () => {
  it('classes statuses', () => {
    expect(statusClassOf(204)).toBe('2xx');
    expect(statusClassOf(404)).toBe('4xx');
    expect(statusClassOf(101)).toBeNull();
  });

  it('lists newest first by default and slowest first on request', () => {
    expect(filterTrace(ENTRIES, {}).map((e) => e.id)).toEqual([4, 3, 2, 1]);
    expect(filterTrace(ENTRIES, { sort: 'duration' }).map((e) => e.id)).toEqual([2, 4, 1, 3]);
  });

  it('filters by method, status class and path, and leaves the input alone', () => {
    expect(filterTrace(ENTRIES, { method: 'GET' }).map((e) => e.id)).toEqual([3, 1]);
    expect(filterTrace(ENTRIES, { status: '2xx' }).map((e) => e.id)).toEqual([2, 1]);
    expect(filterTrace(ENTRIES, { path: ' USER ' }).map((e) => e.id)).toEqual([4, 1]);
    expect(filterTrace(ENTRIES, { method: 'GET', status: '5xx' })).toEqual([]);
    expect(ENTRIES.map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });
});
