import type { Db } from '../../db/db';
import { newId } from '../ids';
import type { JobDefinition, JobStore, QueuedRun, RunStart } from './types';

interface JobRow {
  id: string;
  job_class_name: string;
  cron_expression: string;
  parameter: string | null;
  status: number;
  [key: string]: unknown;
}

const toDef = (r: JobRow): JobDefinition => ({
  id: r.id,
  jobClassName: r.job_class_name,
  cronExpression: r.cron_expression,
  parameter: r.parameter === '' ? null : r.parameter,
  status: r.status,
});

const JOB_COLUMNS = 'id, job_class_name, cron_expression, parameter, status';

/** The scheduler's state in sys_quartz_job, sys_quartz_job_log and sys_quartz_job_queue. */
export function createDbJobStore(db: Db): JobStore {
  return {
    async activeJobs() {
      const rows = await db.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE del_flag = 0 AND status = 0`,
      );
      return rows.map(toDef);
    },
    async job(id) {
      const rows = await db.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE id = $1 AND del_flag = 0`,
        [id],
      );
      return rows[0] ? toDef(rows[0]) : null;
    },
    async startRun(run: RunStart) {
      const id = newId();
      // The partial unique index on (job_id, fire_time) makes the insert the claim of a firing.
      const rows = await db.query<{ id: string }>(
        `INSERT INTO sys_quartz_job_log (id, job_id, job_class_name, trigger_type, fire_time, start_time, status, node)
         VALUES ($1, $2, $3, $4, $5, $6, 'running', $7)
         ON CONFLICT (job_id, fire_time) WHERE fire_time IS NOT NULL DO NOTHING
         RETURNING id`,
        [id, run.jobId, run.jobClassName, run.trigger, run.fireTime, run.startTime, run.node],
      );
      return rows[0]?.id ?? null;
    },
    async finishRun(runId, end) {
      await db.query(
        `UPDATE sys_quartz_job_log SET end_time = $2, duration_ms = $3, status = $4, result = $5, error = $6
         WHERE id = $1`,
        [runId, end.endTime, end.durationMs, end.status, end.result, end.error],
      );
    },
    async recordSkipped(run, reason) {
      await db.query(
        `INSERT INTO sys_quartz_job_log (id, job_id, job_class_name, trigger_type, fire_time, start_time,
           end_time, duration_ms, status, error, node)
         VALUES ($1, $2, $3, $4, $5, $6, $6, 0, 'error', $7, $8)
         ON CONFLICT (job_id, fire_time) WHERE fire_time IS NOT NULL DO NOTHING`,
        [newId(), run.jobId, run.jobClassName, run.trigger, run.fireTime, run.startTime, reason, run.node],
      );
    },
    async takeQueued(): Promise<QueuedRun[]> {
      // DELETE … RETURNING is atomic: a request is taken by exactly one process.
      const rows = await db.query<{ id: string; job_id: string; run_after: Date }>(
        'DELETE FROM sys_quartz_job_queue RETURNING id, job_id, run_after',
      );
      return rows
        .map((r) => ({ id: r.id, jobId: r.job_id, runAfter: new Date(r.run_after) }))
        .sort((a, b) => a.runAfter.getTime() - b.runAfter.getTime());
    },
    async abandonRunning(reason, at, exceptNode) {
      const rows = await db.query(
        `UPDATE sys_quartz_job_log
            SET status = 'error', error = $1, end_time = $2,
                duration_ms = LEAST(2147483647, GREATEST(0, EXTRACT(EPOCH FROM ($2::timestamptz - start_time)) * 1000))::integer
          WHERE status = 'running' AND node <> $3
          RETURNING id`,
        [reason, at, exceptNode],
      );
      return rows.length;
    },
  };
}
