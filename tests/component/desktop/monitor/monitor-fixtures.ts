import type {
  DatabaseInfo,
  HistoryPoint,
  MonitorHistory,
  ProcessInfo,
  ServerInfo,
  TraceEntry,
} from '../../../../src/shared/domain/monitor/types';

/** Wire fixtures of 系统监控 shared by the desktop and phone page tests (pure data). */

const GB = 1024 ** 3;

export const SERVER: ServerInfo = {
  hostname: 'plant-srv-01',
  platform: 'linux',
  arch: 'x64',
  osRelease: '6.1.0',
  nodeVersion: 'v22.11.0',
  cpuModel: 'Test CPU @ 2.0GHz',
  cpuCount: 4,
  cpuPercent: 37.5,
  loadAverage: [0.52, 0.4, 0.31],
  memory: { total: 8 * GB, free: 2 * GB, used: 6 * GB, percent: 75 },
  osUptimeSec: 93_784,
  processUptimeSec: 3_700,
  onlineUsers: 3,
};

const point = (i: number): HistoryPoint => ({
  at: new Date(2025, 0, 1, 8, 0, i * 10).getTime(),
  cpuPercent: i === 0 ? null : 10 + i,
  memoryPercent: 70 + i / 10,
  heapUsed: 50 * 1024 ** 2 + i * 1024 ** 2,
  rss: 120 * 1024 ** 2,
  eventLoopP99Ms: 12 + (i % 3),
  requestsPerMin: 6 * i,
});

export const HISTORY: MonitorHistory = {
  intervalMs: 10_000,
  capacity: 60,
  points: Array.from({ length: 5 }, (_, i) => point(i)),
};

export const TRACE: TraceEntry[] = [
  {
    id: 3,
    at: new Date(2025, 0, 1, 8, 0, 30).getTime(),
    method: 'GET',
    path: '/jeecg-boot/sys/user/list',
    status: 200,
    durationMs: 12.5,
    username: 'admin',
  },
  {
    id: 2,
    at: new Date(2025, 0, 1, 8, 0, 20).getTime(),
    method: 'POST',
    path: '/jeecg-boot/sys/login',
    status: 200,
    durationMs: 180,
    username: null,
  },
  {
    id: 1,
    at: new Date(2025, 0, 1, 8, 0, 10).getTime(),
    method: 'DELETE',
    path: '/jeecg-boot/sys/user/delete',
    status: 500,
    durationMs: 40,
    username: 'admin',
  },
];

export const DATABASE_PGLITE: DatabaseInfo = {
  engine: 'pglite',
  version: '17.4',
  sizeBytes: 9 * 1024 ** 2,
  connections: null,
  maxConnections: null,
  tables: [
    { name: 'sys_log', bytes: 2 * 1024 ** 2, rows: 5000 },
    { name: 'sys_user', bytes: 512 * 1024, rows: null },
  ],
  slowQueries: {
    running: null,
    statements: null,
    notes: ['PGlite 在本进程内逐条执行语句：不提供正在执行的语句，也没有 pg_stat_statements 慢查询统计。'],
  },
};

export const PROCESS: ProcessInfo = {
  pid: 4242,
  nodeVersion: 'v22.11.0',
  v8Version: '12.4.254',
  uptimeSec: 125,
  memory: {
    rss: 150 * 1024 ** 2,
    heapTotal: 80 * 1024 ** 2,
    heapUsed: 64 * 1024 ** 2,
    external: 4 * 1024 ** 2,
    arrayBuffers: 1024,
  },
  heapLimit: 256 * 1024 ** 2,
  eventLoop: { minMs: 10, meanMs: 10.5, p50Ms: 10.2, p99Ms: 21.4, maxMs: 35 },
  handles: {
    total: 5,
    byType: [
      { type: 'Timeout', count: 3 },
      { type: 'TCPServerWrap', count: 2 },
    ],
  },
  cpuUsage: { userMs: 1500, systemMs: 300 },
};
