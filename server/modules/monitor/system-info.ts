import { arch, cpus, freemem, hostname, loadavg, platform, release, totalmem, uptime } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import type { HandleCount, ProcessInfo, ServerInfo } from '../../../src/shared/domain/monitor/types';
import type { AppDeps } from '../../fastify-types';
import type { AuthContext } from '../session/auth-context';
import { listOnline } from '../online/service';

/** GET /sys/monitor/server: the machine, this Node process's uptime and the live-session count. */
export async function serverInfo(deps: AppDeps, auth: AuthContext): Promise<ServerInfo> {
  const list = cpus();
  const total = totalmem();
  const free = freemem();
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  // The same scope as 在线用户 (tenant, data rules): a count the caller could also list.
  const online = await listOnline(deps, auth, { pageNo: '1', pageSize: '1' });
  return {
    hostname: hostname(),
    platform: platform(),
    arch: arch(),
    osRelease: release(),
    nodeVersion: process.version,
    cpuModel: list[0]?.model.trim() ?? '',
    cpuCount: list.length,
    cpuPercent: deps.monitor.cpuPercent(),
    loadAverage: [one, five, fifteen],
    memory: { total, free, used: total - free, percent: total > 0 ? ((total - free) / total) * 100 : 0 },
    osUptimeSec: Math.round(uptime()),
    processUptimeSec: Math.round(process.uptime()),
    onlineUsers: online.total,
  };
}

/** Active libuv resources by type, most first (process.getActiveResourcesInfo()). */
export function countHandles(types: readonly string[]): { total: number; byType: HandleCount[] } {
  const counts = new Map<string, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  const byType = [...counts]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  return { total: types.length, byType };
}

/** GET /sys/monitor/process: heap, event-loop delay and handles of this server process. */
export function processInfo(deps: AppDeps): ProcessInfo {
  const mem = process.memoryUsage();
  const cpu = process.cpuUsage();
  return {
    pid: process.pid,
    nodeVersion: process.version,
    v8Version: process.versions.v8,
    uptimeSec: Math.round(process.uptime()),
    memory: {
      rss: mem.rss,
      heapTotal: mem.heapTotal,
      heapUsed: mem.heapUsed,
      external: mem.external,
      arrayBuffers: mem.arrayBuffers,
    },
    heapLimit: getHeapStatistics().heap_size_limit,
    eventLoop: deps.monitor.eventLoop.read(),
    handles: countHandles(process.getActiveResourcesInfo()),
    cpuUsage: { userMs: Math.round(cpu.user / 1000), systemMs: Math.round(cpu.system / 1000) },
  };
}
