import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AnalysisData,
  BoardData,
  ChartsData,
  MonitorData,
  TodoAction,
  TodoData,
  WorkplaceData,
} from '../../domain/business/dashboard';
import { startEarly, takeEarly } from '../early-request';
import { getAction, postAction } from '../http';

/** 首页 and the dashboards (`/cwxt/dashboard/*`); each section is present only when the caller may read it. */
export const DASHBOARD_URLS = {
  analysis: '/cwxt/dashboard/analysis',
  todo: '/cwxt/dashboard/todo',
  workplace: '/cwxt/dashboard/workplace',
  charts: '/cwxt/dashboard/charts',
  board: '/cwxt/dashboard/board',
  monitor: '/cwxt/dashboard/monitor',
} as const;

/** The one-tap actions of the to-do list: the settlement and invoice modules' own endpoints. */
export const TODO_ACTION_URLS: Record<TodoAction, string> = {
  confirm: '/cwxt/settlement/confirm',
  verify: '/cwxt/invoice/verify',
};

export const dashboardKeys = {
  all: ['cwxt', 'dashboard'] as const,
  view: (view: string, arg?: string) => ['cwxt', 'dashboard', view, arg ?? ''] as const,
};

async function load<T>(url: string, params?: Record<string, string>): Promise<T> {
  const res = await getAction<T>(url, params);
  if (!res.success) throw new Error(res.message || '加载失败');
  return res.result;
}

export const analysisQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.view('analysis'),
    queryFn: () => load<AnalysisData>(DASHBOARD_URLS.analysis),
  });
export const todoQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.view('todo'),
    queryFn: () => takeEarly<TodoData>(DASHBOARD_URLS.todo) ?? load<TodoData>(DASHBOARD_URLS.todo),
  });
/** Asks for the to-do list now (right after sign-in); the list's query takes the answer. */
export const prefetchTodo = () => startEarly(DASHBOARD_URLS.todo, () => load<TodoData>(DASHBOARD_URLS.todo));
export const workplaceQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.view('workplace'),
    queryFn: () => load<WorkplaceData>(DASHBOARD_URLS.workplace),
  });
export const chartsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.view('charts'),
    queryFn: () => load<ChartsData>(DASHBOARD_URLS.charts),
  });
export const boardQueryOptions = (month: string) =>
  queryOptions({
    queryKey: dashboardKeys.view('board', month),
    queryFn: () => load<BoardData>(DASHBOARD_URLS.board, month ? { month } : undefined),
  });
export const monitorQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.view('monitor'),
    queryFn: () => load<MonitorData>(DASHBOARD_URLS.monitor),
  });

/**
 * Runs a to-do's one-tap action ({id} to the module's endpoint); afterwards every dashboard figure
 * (the list, the counts, the charts) is refetched. Rejects with the server's message.
 */
export function useTodoAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: TodoAction; id: string }) => {
      const res = await postAction<unknown>(TODO_ACTION_URLS[action], { id });
      if (!res.success) throw new Error(res.message || '操作失败');
      return res.message;
    },
    onSettled: () => client.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
