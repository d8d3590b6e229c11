import type { Db } from '../db';

// 定时任务 seeds (scheduled-jobs wire contract): fixed ids, so a re-run (or a job an administrator
// deleted) is left alone.
const JOBS: Array<
  [id: string, handler: string, cron: string, parameter: string | null, description: string, status: number]
> = [
  ['1800000000000110001', 'cleanExpiredSessions', '0 0/10 * * * ? *', null, '清理过期会话', 0],
  ['1800000000000110002', 'cleanOldLogs', '0 0 2 * * ? *', '180', '清理历史日志', 0],
  ['1800000000000110003', 'sampleJob', '0/30 * * * * ? *', null, '示例任务', -1],
  ['1800000000000110005', 'maintainDatabase', '0 30 3 * * ? *', null, '数据库维护', 0],
];

export async function seedQuartz(db: Db): Promise<void> {
  for (const [id, handler, cron, parameter, description, status] of JOBS) {
    await db.query(
      `INSERT INTO sys_quartz_job (id, job_class_name, cron_expression, parameter, description, status, del_flag,
         create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, 0, 'system', now()) ON CONFLICT DO NOTHING`,
      [id, handler, cron, parameter, description, status],
    );
  }
}
