// A small time-bounded cache (spec 001 §7: popup data is cached 30000 ms by default). The clock is
// injected so tests can move time; entries are dropped on read once expired.

export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<V>(
  ttlMs: number,
  now: () => number = Date.now,
  maxEntries = 200,
): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      // Oldest first out, so a long session cannot grow the map without bound.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** A stable key for a request: the url and its params sorted by name. */
export function requestKey(url: string, params: Readonly<Record<string, unknown>>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((k) => [k, params[k]]);
  return `${url}?${JSON.stringify(sorted)}`;
}
