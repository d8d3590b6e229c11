import { queryOptions } from '@tanstack/react-query';
import type { QuartzHandlerInfo, QuartzJobJson, QuartzJobLogJson } from '../../domain/resources/quartz-job';
import type { ListRecord } from '../../hooks/list-page/types';
import { deleteAction, getAction, postAction, putAction } from '../http';

/** 定时任务 (`/sys/quartzJob/*`, CONTRACT §10.5 + the scheduled-jobs wire contract). */
export const QUARTZ_JOB_URLS = {
  list: '/sys/quartzJob/list',
  add: '/sys/quartzJob/add',
  edit: '/sys/quartzJob/edit',
  delete: '/sys/quartzJob/delete',
  deleteBatch: '/sys/quartzJob/deleteBatch',
  pause: '/sys/quartzJob/pause',
  resume: '/sys/quartzJob/resume',
  execute: '/sys/quartzJob/execute',
  handlers: '/sys/quartzJob/handlers',
  logList: '/sys/quartzJob/logList',
  cleanLog: '/sys/quartzJob/cleanLog',
} as const;

export type QuartzJobRecord = ListRecord & QuartzJobJson;

export interface QuartzJobBody {
  id?: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  description: string;
  status: number;
}

export interface QuartzLogPage {
  records: QuartzJobLogJson[];
  total: number;
}

export function addQuartzJob(body: QuartzJobBody) {
  return postAction<unknown>(QUARTZ_JOB_URLS.add, body);
}

export function editQuartzJob(body: QuartzJobBody) {
  return putAction<unknown>(QUARTZ_JOB_URLS.edit, body);
}

export function pauseQuartzJob(id: string) {
  return getAction<unknown>(QUARTZ_JOB_URLS.pause, { id });
}

export function resumeQuartzJob(id: string) {
  return getAction<unknown>(QUARTZ_JOB_URLS.resume, { id });
}

export function executeQuartzJob(id: string) {
  return getAction<unknown>(QUARTZ_JOB_URLS.execute, { id });
}

export function cleanQuartzJobLog(jobId: string) {
  return deleteAction<unknown>(QUARTZ_JOB_URLS.cleanLog, { jobId });
}

export const quartzJobQueryKeys = {
  all: ['sys', 'quartzJob'] as const,
  handlers: () => [...quartzJobQueryKeys.all, 'handlers'] as const,
  log: (jobId: string, pageNo: number, pageSize: number) =>
    [...quartzJobQueryKeys.all, 'log', jobId, pageNo, pageSize] as const,
};

/** The registered handlers a job may run (GET /sys/quartzJob/handlers). */
export function quartzHandlersQueryOptions() {
  return queryOptions({
    queryKey: quartzJobQueryKeys.handlers(),
    queryFn: async (): Promise<QuartzHandlerInfo[]> => {
      const res = await getAction<QuartzHandlerInfo[]>(QUARTZ_JOB_URLS.handlers);
      if (!res.success) throw new Error(res.message || '加载任务处理器失败');
      return Array.isArray(res.result) ? res.result : [];
    },
    staleTime: 5 * 60_000,
  });
}

/** One page of a job's run log, newest first. */
export async function fetchQuartzLog(
  jobId: string,
  pageNo: number,
  pageSize: number,
): Promise<QuartzLogPage> {
  const res = await getAction<{ records?: QuartzJobLogJson[]; total?: number }>(QUARTZ_JOB_URLS.logList, {
    jobId,
    pageNo,
    pageSize,
  });
  if (!res.success) throw new Error(res.message || '加载执行日志失败');
  return { records: res.result?.records ?? [], total: res.result?.total ?? 0 };
}

export function quartzLogQueryOptions(jobId: string, pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: quartzJobQueryKeys.log(jobId, pageNo, pageSize),
    queryFn: () => fetchQuartzLog(jobId, pageNo, pageSize),
  });
}
