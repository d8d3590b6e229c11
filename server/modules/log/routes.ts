import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { okZero } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
import { listLogs } from './service';

/** 日志管理 (`GET /sys/log/list?logType=1|2`, JeecgBoot SysLogController). Read-only. */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sys/log/list',
    { config: { policy: { permission: PERM.log.list } }, schema: { querystring: listQuerySchema } },
    async (request) => okZero(await listLogs(app.deps, authOf(request), request.query)),
  );
}
