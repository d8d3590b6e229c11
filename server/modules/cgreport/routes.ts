import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { sendXls } from '../../lib/excel/export-run';
import { cgreportAdminRoutes } from './admin-routes';
import { reportExportTable } from './export-report';
import { reportColumnsAndData, reportParamsInfo } from './runtime-extra';
import { openReport } from './report-access';
import { reportColumns, reportData, reportQueryInfo } from './service';

/**
 * The online report runtime (JeecgBoot's /online/cgreport API): popups, report pages, export. The route needs a session;
 * every handler then opens the report through report-access.ts, which refuses a reader without
 * the report's menu or grant (403, 510) and scopes an SQL report to the reader's plants and tenant.
 */
const picker = { policy: { authenticated: true as const } };
const key = { type: 'object', required: ['key'], properties: { key: str(100) } } as const;

export async function cgreportRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await cgreportAdminRoutes(app);

  app.get<{ Params: { key: string } }>(
    '/online/cgreport/api/getRpColumns/:key',
    { config: picker, schema: { params: key } },
    async (request) => ok(await reportColumns(deps, authOf(request), request.params.key)),
  );

  app.get<{ Params: { key: string } }>(
    '/online/cgreport/api/getQueryInfo/:key',
    { config: picker, schema: { params: key } },
    async (request) => ok(await reportQueryInfo(deps, authOf(request), request.params.key)),
  );

  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/getData/:key',
    { config: picker, schema: { params: key, querystring: listQuerySchema } },
    async (request) => {
      const opened = await openReport(deps.db, authOf(request), 'id', request.params.key);
      return ok(await reportData(deps, opened, request.query));
    },
  );

  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/getColumnsAndData/:key',
    { config: picker, schema: { params: key, querystring: listQuerySchema } },
    async (request) =>
      ok(await reportColumnsAndData(deps, authOf(request), request.params.key, request.query)),
  );

  app.get<{ Params: { key: string } }>(
    '/online/cgreport/api/getParamsInfo/:key',
    { config: picker, schema: { params: key } },
    async (request) => ok(await reportParamsInfo(deps, authOf(request), request.params.key)),
  );

  // The report list page's 导出: the same reads as getData, for holders of the list page's code
  // who may also read the report itself.
  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/exportXls/:key',
    {
      config: { policy: { permission: PERM.cgreport.list } },
      schema: { params: key, querystring: listQuerySchema },
    },
    async (request, reply) => {
      const table = await reportExportTable(deps, authOf(request), request.params.key, request.query);
      return sendXls(reply, table.name, table, '报表数据');
    },
  );
}
