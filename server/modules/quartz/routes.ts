import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { QUARTZ_MESSAGES, QUARTZ_STATUS } from '../../../src/shared/domain/resources/quartz-job';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { cleanJobLog, listJobLogs } from './log-service';
import {
  addJob,
  deleteJobs,
  editJob,
  executeJob,
  handlerList,
  listJobs,
  queryJobById,
  setJobStatus,
} from './service';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });

const jobBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    jobClassName: nullableText(100),
    cronExpression: nullableText(100),
    parameter: nullableText(255),
    description: nullableText(255),
    // 0 or -1, as a number or text (numbers are coerced to text, then checked against the dict).
    status: nullableText(3),
  },
} as const;

const byId = { type: 'object', properties: { id: str(32) } } as const;

/** 定时任务 (`/sys/quartzJob/*`, JeecgBoot QuartzJobController; handlers instead of Java classes). */
export async function quartzRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/sys/quartzJob/list',
    { config: can(PERM.quartzJob.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listJobs(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/quartzJob/queryById',
    { config: can(PERM.quartzJob.list), schema: { querystring: byId } },
    async (request) => ok(await queryJobById(deps, authOf(request), request.query.id)),
  );

  app.get('/sys/quartzJob/handlers', { config: can(PERM.quartzJob.list) }, async () => ok(handlerList()));

  app.post<{ Body: Record<string, unknown> }>(
    '/sys/quartzJob/add',
    { config: can(PERM.quartzJob.add), schema: { body: jobBody } },
    async (request) => {
      await addJob(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(QUARTZ_MESSAGES.added);
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/quartzJob/edit',
    config: can(PERM.quartzJob.edit),
    schema: { body: jobBody },
    handler: async (request) => {
      await editJob(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(QUARTZ_MESSAGES.edited);
    },
  });

  app.delete<{ Querystring: { id?: string } }>(
    '/sys/quartzJob/delete',
    { config: can(PERM.quartzJob.delete), schema: { querystring: byId } },
    async (request) => {
      await deleteJobs(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(QUARTZ_MESSAGES.deleted);
    },
  );

  app.delete<{ Querystring: { ids?: string } }>(
    '/sys/quartzJob/deleteBatch',
    {
      config: can(PERM.quartzJob.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) } } },
    },
    async (request) => {
      await deleteJobs(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage(QUARTZ_MESSAGES.batchDeleted);
    },
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/quartzJob/pause',
    { config: can(PERM.quartzJob.pause), schema: { querystring: byId } },
    async (request) => {
      await setJobStatus(
        deps,
        authOf(request),
        requestInfo(request),
        request.query.id,
        QUARTZ_STATUS.stopped,
      );
      return okMessage(QUARTZ_MESSAGES.paused);
    },
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/quartzJob/resume',
    { config: can(PERM.quartzJob.resume), schema: { querystring: byId } },
    async (request) => {
      await setJobStatus(deps, authOf(request), requestInfo(request), request.query.id, QUARTZ_STATUS.normal);
      return okMessage(QUARTZ_MESSAGES.resumed);
    },
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/quartzJob/execute',
    { config: can(PERM.quartzJob.execute), schema: { querystring: byId } },
    async (request) => {
      await executeJob(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(QUARTZ_MESSAGES.executed);
    },
  );

  app.get<{ Querystring: Query }>(
    '/sys/quartzJob/logList',
    {
      config: can(PERM.quartzJob.log),
      schema: {
        querystring: {
          type: 'object',
          properties: { jobId: str(32), pageNo: str(9), pageSize: str(9), _t: str(20) },
        },
      },
    },
    async (request) => ok(await listJobLogs(deps, request.query)),
  );

  app.delete<{ Querystring: { jobId?: string } }>(
    '/sys/quartzJob/cleanLog',
    {
      config: can(PERM.quartzJob.log),
      schema: { querystring: { type: 'object', properties: { jobId: str(32) } } },
    },
    async (request) => {
      await cleanJobLog(deps, authOf(request), requestInfo(request), request.query.jobId);
      return okMessage(QUARTZ_MESSAGES.logCleaned);
    },
  );
}
