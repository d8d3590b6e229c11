import type { TraceEntry } from '../../../src/shared/domain/monitor/types';
import { Ring } from './ring';

export const TRACE_CAPACITY = 200;
/** Longest path kept: an unknown path is whatever a client typed. */
export const TRACE_PATH_MAX = 300;

/** The path of a raw request URL with the query string and fragment cut off, bounded. */
export function pathOnly(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  return path.length > TRACE_PATH_MAX ? `${path.slice(0, TRACE_PATH_MAX)}…` : path;
}

/**
 * The last requests of this process (请求追踪) plus a running count for requests/min. Entries
 * hold only what TraceEntry names: no headers, tokens, query strings or bodies ever enter.
 */
export class RequestLog {
  private readonly ring = new Ring<TraceEntry>(TRACE_CAPACITY);
  private count = 0;

  record(entry: Omit<TraceEntry, 'id'>): void {
    this.count += 1;
    this.ring.push({ ...entry, id: this.count, path: pathOnly(entry.path) });
  }

  /** Newest first. */
  entries(): TraceEntry[] {
    return this.ring.toArray().reverse();
  }

  /** Requests recorded since the process started (the sampler turns deltas into a rate). */
  get total(): number {
    return this.count;
  }
}
