import type { JobHandler } from '../types';

export const DEFAULT_KEEP_DAYS = 180;
export const MIN_KEEP_DAYS = 7;
const MAX_KEEP_DAYS = 36_500;
const PARAMETER_MESSAGE = `清理历史日志的参数是保留天数，必须是 ${MIN_KEEP_DAYS}-${MAX_KEEP_DAYS} 之间的整数`;

/** The days to keep: the parameter, or the default when it is empty; null when unusable. */
export function keepDays(parameter: string | null): number | null {
  const text = (parameter ?? '').trim();
  if (text === '') return DEFAULT_KEEP_DAYS;
  if (!/^\d{1,5}$/.test(text)) return null;
  const days = Number(text);
  return days >= MIN_KEEP_DAYS && days <= MAX_KEEP_DAYS ? days : null;
}

/** 清理历史日志: system log (login / operation) and job-run log rows older than the days kept. */
export const cleanOldLogs: JobHandler = {
  name: 'cleanOldLogs',
  title: '清理历史日志',
  description: '删除早于保留天数的系统日志（登录、操作日志）和定时任务执行日志',
  parameterHint: `保留天数，默认 ${DEFAULT_KEEP_DAYS}，最少 ${MIN_KEEP_DAYS}`,
  validateParameter: (parameter) => (keepDays(parameter) === null ? PARAMETER_MESSAGE : undefined),
  async run({ db, parameter, now }) {
    const days = keepDays(parameter);
    if (days === null) throw new Error(PARAMETER_MESSAGE);
    const before = new Date(now.getTime() - days * 86_400_000);
    const logs = await db.query('DELETE FROM sys_log WHERE create_time < $1 RETURNING id', [before]);
    // Rows still running are left alone whatever their age.
    const runs = await db.query(
      `DELETE FROM sys_quartz_job_log WHERE start_time < $1 AND status <> 'running' RETURNING id`,
      [before],
    );
    return `已删除 ${logs.length} 条系统日志、${runs.length} 条任务执行日志（保留 ${days} 天）`;
  },
};
