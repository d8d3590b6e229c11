import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  QUARTZ_MESSAGES,
  type QuartzJobLogJson,
  type QuartzRunStatus,
  type QuartzTrigger,
} from '../../../src/shared/domain/resources/quartz-job';
import type { Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { parsePaging, toPage } from '../../lib/list-query/page';
import type { RawQuery } from '../../lib/list-query/query-input';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { parseIds } from '../user/user-scope';

interface LogRow extends Row {
  id: string;
  job_id: string;
  job_class_name: string;
  trigger_type: QuartzTrigger;
  start_time: Date;
  end_time: Date | null;
  duration_ms: number | null;
  status: QuartzRunStatus;
  result: string | null;
  error: string | null;
  node: string;
}

const toLogJson = (r: LogRow): QuartzJobLogJson => ({
  id: r.id,
  jobId: r.job_id,
  jobClassName: r.job_class_name,
  trigger: r.trigger_type,
  startTime: formatDateTime(r.start_time) ?? '',
  endTime: formatDateTime(r.end_time),
  durationMs: r.duration_ms,
  status: r.status,
  error: r.error,
  result: r.result,
  node: r.node,
});

const jobIdOf = (raw: unknown): string | null => {
  const text = typeof raw === 'string' ? raw.trim() : '';
  return text === '' ? null : (parseIds(text, 1)[0] ?? null);
};

/** GET /sys/quartzJob/logList: finished runs (of one job, or all), newest first. */
export async function listJobLogs(deps: AppDeps, query: RawQuery): Promise<Page<QuartzJobLogJson>> {
  const paging = parsePaging(query, { maxPageSize: 200 });
  const jobId = jobIdOf(query.jobId);
  // Runs in progress are not listed: the wire knows only success and error.
  const where = `status <> 'running' AND ($1::varchar IS NULL OR job_id = $1)`;
  const [count] = await deps.db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM sys_quartz_job_log WHERE ${where}`,
    [jobId],
  );
  const total = Number(count?.total ?? 0);
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const rows = await deps.db.query<LogRow>(
    `SELECT * FROM sys_quartz_job_log WHERE ${where}
      ORDER BY start_time DESC, id DESC LIMIT $2 OFFSET $3`,
    [jobId, paging.pageSize, paging.offset],
  );
  return toPage(rows.map(toLogJson), total, paging);
}

/** DELETE /sys/quartzJob/cleanLog?jobId=: the job's finished runs (a run in progress stays). */
export async function cleanJobLog(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawJobId: unknown) {
  const jobId = jobIdOf(rawJobId);
  if (!jobId) throw new BizError(QUARTZ_MESSAGES.jobIdRequired);
  await deps.db.transaction(async (tx) => {
    const done = await tx.query(
      `DELETE FROM sys_quartz_job_log WHERE job_id = $1 AND status <> 'running' RETURNING id`,
      [jobId],
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `清空定时任务执行日志：${jobId}（${done.length} 条）`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { jobId },
    });
  });
}
