import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { effectiveTenantId } from '../access/tenant-scope';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
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
}
