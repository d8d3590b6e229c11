import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { monitorQueryOptions, type MonitorPayloads, type MonitorView } from '../../api/sys/monitor-api';
import { usePageVisible } from './use-page-visible';

/** Auto-refresh period of every monitoring page (the server samples its history every 10 s too). */
export const MONITOR_REFRESH_MS = 10_000;

export interface MonitorData<T> {
  data: T | undefined;
  /** First load still under way (nothing to show yet). */
  loading: boolean;
  /** A refresh (manual or automatic) is under way. */
  refreshing: boolean;
  error: string | null;
  /** Epoch ms of the last successful load; 0 before it. */
  updatedAt: number;
  /** 刷新: loads now. */
  refresh: () => void;
}

/**
 * One monitoring endpoint, refreshed every MONITOR_REFRESH_MS while the tab is visible (and not at
 * all while hidden, nor in the background). `enabled` false skips it (e.g. no permission).
 */
export function useMonitor<V extends MonitorView>(view: V, enabled = true): MonitorData<MonitorPayloads[V]> {
  const visible = usePageVisible();
  const query = useQuery({
    ...monitorQueryOptions(view),
    enabled,
    refetchInterval: visible ? MONITOR_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data,
    loading: query.isPending && enabled,
    refreshing: query.isFetching,
    error: query.error ? query.error.message : null,
    updatedAt: query.dataUpdatedAt,
    refresh,
  };
}
