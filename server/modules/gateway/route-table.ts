import type { Db } from '../../db/db';

/** An enabled route as the proxy needs it. */
export interface LiveRoute {
  pathPrefix: string;
  upstreamUrl: string;
  stripPrefix: boolean;
  timeoutMs: number;
}

interface Cached {
  loadedAt: number;
  routes: LiveRoute[];
}

// Writes in this process drop the cache at once; other processes (several servers on one
// PostgreSQL) pick a change up within this many milliseconds.
const MAX_AGE_MS = 5000;
const cache = new WeakMap<Db, Cached>();

export function invalidateRouteTable(db: Db): void {
  cache.delete(db);
}

async function load(db: Db): Promise<LiveRoute[]> {
  const rows = await db.query<{
    path_prefix: string;
    upstream_url: string;
    strip_prefix: boolean;
    timeout_ms: number;
  }>(
    'SELECT path_prefix, upstream_url, strip_prefix, timeout_ms FROM sys_gateway_route WHERE enabled = true',
  );
  // Longest prefix first, so /a/b wins over /a for /a/b/c.
  return rows
    .map((r) => ({
      pathPrefix: r.path_prefix,
      upstreamUrl: r.upstream_url,
      stripPrefix: r.strip_prefix,
      timeoutMs: r.timeout_ms,
    }))
    .sort((a, b) => b.pathPrefix.length - a.pathPrefix.length);
}

/** The enabled route whose prefix is a whole-segment prefix of `path` ("/weather/today"), or null. */
export async function matchRoute(db: Db, path: string): Promise<{ route: LiveRoute; rest: string } | null> {
  let cached = cache.get(db);
  if (!cached || Date.now() - cached.loadedAt > MAX_AGE_MS) {
    cached = { loadedAt: Date.now(), routes: await load(db) };
    cache.set(db, cached);
  }
  for (const route of cached.routes) {
    if (path === route.pathPrefix || path.startsWith(`${route.pathPrefix}/`)) {
      return { route, rest: path.slice(route.pathPrefix.length) };
    }
  }
  return null;
}
