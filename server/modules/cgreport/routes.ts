import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { effectiveTenantId } from '../access/tenant-scope';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { sendXls } from '../../lib/excel/export-run';
import { cgreportAdminRoutes } from './admin-routes';
import { reportExportTable } from './export-report';
import { reportColumnsAndData, reportParamsInfo } from './runtime-extra';
import { reportColumns, reportData, reportQueryInfo } from './service';

/**
 * The online report popup (spec 001 §7, CONTRACT §9). Any signed-in user may open a popup (the
 * forms that embed one have no code of their own); what a report can read is bounded by the
 * reviewed sources and the caller's tenant.
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
    async (request) =>
      ok(await reportQueryInfo(deps, effectiveTenantId(authOf(request)), request.params.key)),
  );

  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/api/getData/:key',
    { config: picker, schema: { params: key, querystring: listQuerySchema } },
    async (request) =>
      ok(await reportData(deps, effectiveTenantId(authOf(request)), request.params.key, request.query)),
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

  // The report list page's 导出: the same reads as getData, for holders of the list page's code.
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
