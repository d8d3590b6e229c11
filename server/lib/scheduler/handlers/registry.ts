import type { JobHandler } from '../types';
import { cleanExpiredSessions } from './clean-expired-sessions';
import { cleanOldLogs } from './clean-old-logs';
import { maintainDatabase } from './maintain-database';
import { openMonthlySettlements } from './open-monthly-settlements';
import { sampleJob } from './sample-job';

/**
 * Every job handler the server knows; sys_quartz_job.job_class_name must name one of them.
 * Adding a handler: one file next to this one exporting a JobHandler, and its line here.
 */
export const JOB_HANDLERS: readonly JobHandler[] = [
  cleanExpiredSessions,
  cleanOldLogs,
  sampleJob,
  openMonthlySettlements,
  maintainDatabase,
];

const byName = new Map(JOB_HANDLERS.map((h) => [h.name, h]));

export function findHandler(name: string): JobHandler | undefined {
  return byName.get(name);
}
