import type { QuartzRunStatus, QuartzTrigger } from '../../domain/resources/quartz-job';

/** Texts both shells show for job runs. */
export const RUN_STATUS_TEXT: Record<QuartzRunStatus, string> = { success: '成功', error: '失败' };
export const TRIGGER_TEXT: Record<QuartzTrigger, string> = { cron: '定时触发', manual: '手动执行' };

export const QUARTZ_UI_TEXT = {
  executeConfirm: '确定立即执行吗?',
  pauseConfirm: '确定停止吗?',
  resumeConfirm: '确定启动吗?',
  cleanLogConfirm: '确定清空该任务的全部执行日志吗?',
  logTitle: '执行日志',
  noNextRun: '—',
  notRun: '未执行',
} as const;

/** A run's duration for people: 850 ms, 1.2 s, 2 min 5 s; '—' while unknown. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const min = Math.floor(ms / 60_000);
  return `${min} min ${Math.round((ms % 60_000) / 1000)} s`;
}
