import { useMemo, useState } from 'react';
import { filterTrace, type TraceFilter } from '../../domain/monitor/trace-filter';
import type { TraceEntry } from '../../domain/monitor/types';

/** The request-trace filters (method, status class, path, sort) and the entries they keep. */
export function useTraceFilter(entries: readonly TraceEntry[] | undefined) {
  const [filter, setFilter] = useState<TraceFilter>({ sort: 'time' });
  const rows = useMemo(() => filterTrace(entries ?? [], filter), [entries, filter]);
  const update = (patch: Partial<TraceFilter>) => setFilter((f) => ({ ...f, ...patch }));
  return { filter, update, rows, total: entries?.length ?? 0 };
}
