/**
 * Wire shapes of 系统监控 (`/sys/monitor/*`). The server builds them, both shells read them.
 * Sizes are bytes, durations milliseconds unless a name says otherwise; null = not measured.
 */

export interface ServerMemory {
  total: number;
  free: number;
  used: number;
  /** used / total × 100. */
  percent: number;
}

/** GET /sys/monitor/server */
export interface ServerInfo {
  hostname: string;
  platform: string;
  arch: string;
  osRelease: string;
  nodeVersion: string;
  cpuModel: string;
  cpuCount: number;
  /** Busy share of all cores over the last sampling interval; null before the first interval. */
  cpuPercent: number | null;
  /** 1, 5 and 15 minute load averages (always 0 on Windows). */
  loadAverage: [number, number, number];
  memory: ServerMemory;
  /** Seconds since the operating system started. */
  osUptimeSec: number;
  /** Seconds since this server process started. */
  processUptimeSec: number;
  /** Live sessions the caller may see (在线用户, same scope as /sys/online/list). */
  onlineUsers: number;
}

export interface EventLoopDelay {
  minMs: number | null;
  meanMs: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

export interface HandleCount {
  type: string;
  count: number;
}

/** GET /sys/monitor/process */
export interface ProcessInfo {
  pid: number;
  nodeVersion: string;
  v8Version: string;
  uptimeSec: number;
  memory: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
  /** V8's heap ceiling (heap_size_limit). */
  heapLimit: number;
  /** Event-loop delay since the last history sample (at most one interval). */
  eventLoop: EventLoopDelay;
  /** process.getActiveResourcesInfo(), counted by type, most first. */
  handles: { total: number; byType: HandleCount[] };
  cpuUsage: { userMs: number; systemMs: number };
}

/** One filesystem row of GET /sys/monitor/disk. */
export interface DiskEntry {
  key: 'data' | 'upload' | 'root';
  label: string;
  path: string;
  /** Null with `error` set when the path could not be read (e.g. not created yet). */
  total: number | null;
  used: number | null;
  free: number | null;
  percent: number | null;
  error: string | null;
}

export interface DbConnectionState {
  state: string;
  count: number;
}

export interface DbTableSize {
  name: string;
  bytes: number;
  /** Planner estimate (pg_class.reltuples); null when the table was never analysed. */
  rows: number | null;
}

export interface DbRunningStatement {
  pid: number;
  state: string;
  durationMs: number;
  /** Statement text, string literals masked, truncated; never bound parameters. */
  query: string;
}

export interface DbStatementStat {
  query: string;
  calls: number;
  meanMs: number;
  totalMs: number;
}

/** GET /sys/monitor/database */
export interface DatabaseInfo {
  engine: 'pglite' | 'pg';
  version: string;
  sizeBytes: number;
  /** Null where the engine has no connection statistics (PGlite: one in-process connection). */
  connections: DbConnectionState[] | null;
  maxConnections: number | null;
  tables: DbTableSize[];
  slowQueries: {
    /** Statements running longer than 1 s; null where the engine cannot show them. */
    running: DbRunningStatement[] | null;
    /** pg_stat_statements' slowest on average; null when the extension is not installed. */
    statements: DbStatementStat[] | null;
    /** Plain words on what the engine does not offer; empty when everything is available. */
    notes: string[];
  };
}

/** One request of GET /sys/monitor/httpTrace: never headers, tokens, query strings or bodies. */
export interface TraceEntry {
  /** Sequence number within this server process (row key). */
  id: number;
  /** Epoch milliseconds when the response finished. */
  at: number;
  method: string;
  /** Path only: the query string is cut off before it is stored. */
  path: string;
  status: number;
  durationMs: number;
  username: string | null;
}

/** One point of GET /sys/monitor/history (every 10 s, the last 60). */
export interface HistoryPoint {
  at: number;
  cpuPercent: number | null;
  memoryPercent: number;
  heapUsed: number;
  rss: number;
  eventLoopP99Ms: number | null;
  requestsPerMin: number;
}

export interface MonitorHistory {
  intervalMs: number;
  capacity: number;
  points: HistoryPoint[];
}
