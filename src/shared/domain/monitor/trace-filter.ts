import type { TraceEntry } from './types';

/** Status classes the trace filters by (2xx … 5xx). */
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export const TRACE_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

export type TraceSort = 'time' | 'duration';

export interface TraceFilter {
  method?: string;
  status?: StatusClass;
  /** Case-insensitive part of the path. */
  path?: string;
  sort?: TraceSort;
}

export const statusClassOf = (status: number): StatusClass | null => {
  const cls = `${Math.floor(status / 100)}xx`;
  return (STATUS_CLASSES as readonly string[]).includes(cls) ? (cls as StatusClass) : null;
};

/** The trace as the filters ask: newest first, or slowest first. Never mutates `entries`. */
export function filterTrace(entries: readonly TraceEntry[], filter: TraceFilter): TraceEntry[] {
  const needle = filter.path?.trim().toLowerCase() ?? '';
  const kept = entries.filter(
    (e) =>
      (!filter.method || e.method === filter.method) &&
      (!filter.status || statusClassOf(e.status) === filter.status) &&
      (!needle || e.path.toLowerCase().includes(needle)),
  );
  return filter.sort === 'duration'
    ? kept.sort((a, b) => b.durationMs - a.durationMs || b.id - a.id)
    : kept.sort((a, b) => b.at - a.at || b.id - a.id);
}
