import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okZero } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
import { compareTwo, dataVersions, listDataLogs } from './service';

const policy = { policy: { permission: PERM.dataLog.list } };

/** 数据日志 (JeecgBoot SysDataLogController): versions of records, read-only. */
export async function dataLogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sys/dataLog/list',
    { config: policy, schema: { querystring: listQuerySchema } },
    async (request) => okZero(await listDataLogs(app.deps, authOf(request), request.query)),
  );
  app.get<{ Querystring: { dataTable?: string; dataId?: string } }>(
    '/sys/dataLog/queryDataVerList',
    {
      config: policy,
      schema: {
        querystring: {
          type: 'object',
          properties: { dataTable: str(64), dataId: str(32) },
          additionalProperties: false,
        },
      },
    },
    async (request) =>
      ok(await dataVersions(app.deps, authOf(request), request.query.dataTable, request.query.dataId)),
  );
  app.get<{ Querystring: { dataId1?: string; dataId2?: string } }>(
    '/sys/dataLog/queryCompareList',
    {
      config: policy,
      schema: {
        querystring: {
          type: 'object',
          properties: { dataId1: str(32), dataId2: str(32) },
          additionalProperties: false,
        },
      },
    },
    async (request) =>
      ok(await compareTwo(app.deps, authOf(request), request.query.dataId1, request.query.dataId2)),
  );
}
