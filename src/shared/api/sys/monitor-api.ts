import { queryOptions } from '@tanstack/react-query';
import type {
  DatabaseInfo,
  DiskEntry,
  MonitorHistory,
  ProcessInfo,
  ServerInfo,
  TraceEntry,
} from '../../domain/monitor/types';
import { getAction } from '../http';

/** 系统监控 (`/sys/monitor/*`): read-only snapshots of this server, one per page, plus the history. */
export const MONITOR_URLS = {
  server: '/sys/monitor/server',
  process: '/sys/monitor/process',
  disk: '/sys/monitor/disk',
  database: '/sys/monitor/database',
  httpTrace: '/sys/monitor/httpTrace',
  history: '/sys/monitor/history',
} as const;

export interface MonitorPayloads {
  server: ServerInfo;
  process: ProcessInfo;
  disk: DiskEntry[];
  database: DatabaseInfo;
  httpTrace: TraceEntry[];
  history: MonitorHistory;
}

export type MonitorView = keyof MonitorPayloads;

export const monitorQueryKeys = {
  all: ['monitor'] as const,
  view: (view: MonitorView) => ['monitor', view] as const,
};

export async function getMonitor<V extends MonitorView>(view: V): Promise<MonitorPayloads[V]> {
  const res = await getAction<MonitorPayloads[V]>(MONITOR_URLS[view]);
  if (!res.success) throw new Error(res.message || '加载监控数据失败');
  return res.result;
}

export function monitorQueryOptions<V extends MonitorView>(view: V) {
  return queryOptions({
    queryKey: monitorQueryKeys.view(view),
    queryFn: () => getMonitor(view),
  });
}
