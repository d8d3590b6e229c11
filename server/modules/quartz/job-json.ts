import { nextRunAfter } from '../../../src/shared/domain/cron/next-runs';
import { tryParseCron } from '../../../src/shared/domain/cron/parse';
import {
  QUARTZ_STATUS,
  QUARTZ_TIME_ZONE,
  type QuartzJobJson,
  type QuartzRunStatus,
} from '../../../src/shared/domain/resources/quartz-job';
import type { Db, Row } from '../../db/db';
import { formatDateTime } from '../../lib/time';
import type { AppDeps } from '../../fastify-types';
import { dictText } from '../user/user-json';

export interface QuartzJobRow extends Row {
  id: string;
  job_class_name: string;
  cron_expression: string;
  parameter: string | null;
  description: string | null;
  status: number;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  del_flag: number;
}

interface LastRunRow extends Row {
  job_id: string;
  start_time: Date;
  status: QuartzRunStatus;
  duration_ms: number | null;
}

/** The next fire time of a scheduled job (GMT+8 text); null when stopped or never firing again. */
export function nextFireText(
  row: Pick<QuartzJobRow, 'status' | 'cron_expression'>,
  now: Date,
): string | null {
  if (row.status !== QUARTZ_STATUS.normal) return null;
  const parsed = tryParseCron(row.cron_expression);
  if (!parsed.ok) return null;
  return formatDateTime(nextRunAfter(parsed.ast, now, { timeZone: QUARTZ_TIME_ZONE }));
}

async function lastRuns(db: Db, jobIds: string[]): Promise<Map<string, LastRunRow>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db.query<LastRunRow>(
    `SELECT DISTINCT ON (job_id) job_id, start_time, status, duration_ms FROM sys_quartz_job_log
      WHERE job_id = ANY($1::varchar[]) AND status <> 'running'
      ORDER BY job_id, start_time DESC, id DESC`,
    [jobIds],
  );
  return new Map(rows.map((r) => [r.job_id, r]));
}

/** Rows → the wire JSON, with status_dictText, nextFireTime and lastRun. */
export async function toJobJson(deps: AppDeps, rows: readonly QuartzJobRow[]): Promise<QuartzJobJson[]> {
  const dicts = await deps.dicts.allItems();
  const last = await lastRuns(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = new Date();
  return rows.map((r) => {
    const run = last.get(r.id);
    return {
      id: r.id,
      jobClassName: r.job_class_name,
      cronExpression: r.cron_expression,
      parameter: r.parameter,
      description: r.description,
      status: r.status,
      status_dictText: dictText(dicts, 'quartz_status', r.status),
      createBy: r.create_by,
      createTime: formatDateTime(r.create_time),
      updateBy: r.update_by,
      updateTime: formatDateTime(r.update_time),
      delFlag: r.del_flag,
      nextFireTime: nextFireText(r, now),
      lastRun: run
        ? {
            startTime: formatDateTime(run.start_time) ?? '',
            status: run.status,
            durationMs: run.duration_ms ?? 0,
          }
        : null,
    };
  });
}
