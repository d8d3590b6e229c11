// The Spring Boot actuator answers JeecgBoot's monitor pages read (服务器信息, 请求追踪, 磁盘监控),
// built from the same measurements as our own /sys/monitor/* pages. Not Result envelopes: the
// pages read the actuator's own JSON (`measurements[0].value`, `traces`).
import { cpus } from 'node:os';
import type { TraceEntry } from '../../../src/shared/domain/monitor/types';
import type { AppDeps } from '../../fastify-types';
import { diskInfo } from '../monitor/disk';

export interface Metric {
  name: string;
  description: string;
  baseUnit: string | null;
  measurements: Array<{ statistic: 'VALUE'; value: number }>;
  availableTags: [];
}

/** Busy share of all cores since the machine started (os.cpus() counters), 0..1. */
function cpuShareSinceBoot(): number {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return total > 0 ? busy / total : 0;
}

interface MetricSource {
  description: string;
  baseUnit: string | null;
  read: (deps: AppDeps) => number;
}

/**
 * The metrics a Node process has: JeecgBoot's 服务器信息 page asks for these five. The JVM and
 * Tomcat ones have no counterpart here and answer 404, as the actuator answers an unknown name.
 */
const METRICS: Readonly<Record<string, MetricSource>> = {
  'system.cpu.count': {
    description: 'The number of processors available to the process',
    baseUnit: null,
    read: () => cpus().length,
  },
  'system.cpu.usage': {
    description: 'The recent cpu usage of the system the application is running in',
    baseUnit: null,
    // The sampler's last interval; before its first one, the average since the machine started.
    read: (deps) => {
      const percent = deps.monitor.cpuPercent();
      return percent === null ? cpuShareSinceBoot() : percent / 100;
    },
  },
  'process.start.time': {
    description: 'Start time of the process since unix epoch.',
    baseUnit: 'seconds',
    read: () => (Date.now() - process.uptime() * 1000) / 1000,
  },
  'process.uptime': {
    description: 'The uptime of the process',
    baseUnit: 'seconds',
    read: () => process.uptime(),
  },
  'process.cpu.usage': {
    description: 'The average cpu usage of this process since it started',
    baseUnit: null,
    read: () => {
      const { user, system } = process.cpuUsage();
      const capacity = process.uptime() * Math.max(cpus().length, 1);
      return capacity > 0 ? (user + system) / 1e6 / capacity : 0;
    },
  },
};

/** GET /actuator/metrics/{name}: the metric, or null for a name this server does not measure. */
export function metric(deps: AppDeps, name: string): Metric | null {
  if (!Object.hasOwn(METRICS, name)) return null;
  const source = METRICS[name];
  if (!source) return null;
  return {
    name,
    description: source.description,
    baseUnit: source.baseUnit,
    measurements: [{ statistic: 'VALUE', value: source.read(deps) }],
    availableTags: [],
  };
}

export const METRIC_NAMES: readonly string[] = Object.keys(METRICS);

/** One exchange as the actuator's httptrace shows it; headers are never recorded here. */
export interface HttpTrace {
  timestamp: string;
  principal: { name: string } | null;
  session: null;
  request: { method: string; uri: string; headers: Record<string, never>; remoteAddress: null };
  response: { status: number; headers: Record<string, never> };
  timeTaken: number;
}

const toHttpTrace = (e: TraceEntry): HttpTrace => ({
  timestamp: new Date(e.at).toISOString(),
  principal: e.username ? { name: e.username } : null,
  session: null,
  request: { method: e.method, uri: e.path, headers: {}, remoteAddress: null },
  response: { status: e.status, headers: {} },
  timeTaken: e.durationMs,
});

/** GET /actuator/httptrace: the request log of 请求追踪, newest first, paths without query strings. */
export function httpTraces(deps: AppDeps): { traces: HttpTrace[] } {
  return { traces: deps.monitor.requests.entries().map(toHttpTrace) };
}

/** One disk of JeecgBoot's 磁盘监控: sizes in bytes, `restPPT` the used share in whole percent. */
export interface JeecgDisk {
  name: string;
  max: number;
  rest: number;
  restPPT: number;
}

/** GET /sys/actuator/redis/queryDiskInfo: the filesystems of 磁盘监控 that could be read. */
export async function queryDiskInfo(deps: AppDeps): Promise<JeecgDisk[]> {
  const disks = await diskInfo(deps);
  const list: JeecgDisk[] = [];
  for (const d of disks) {
    if (d.total === null || d.free === null || d.used === null || d.total === 0) continue;
    list.push({
      name: `${d.label} (${d.path})`,
      max: d.total,
      rest: d.free,
      restPPT: Math.floor((d.used * 100) / d.total),
    });
  }
  return list;
}
