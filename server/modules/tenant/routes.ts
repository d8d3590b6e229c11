import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okMessage, okZero } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText, scalar } from '../user/route-schemas';
import {
  addTenant,
  currentUserTenants,
  deleteTenants,
  editTenant,
  listTenants,
  queryTenantById,
} from './service';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });

const tenantBody = {
  type: 'object',
  properties: {
    id: scalar(10),
    name: nullableText(100),
    beginDate: nullableText(32),
    endDate: nullableText(32),
    status: scalar(4),
  },
} as const;

/**
 * 租户管理 (`/sys/tenant/*`). Writes need the permission code AND a super user (tenants are
 * platform rows); getCurrentUserTenant serves the tenant switcher of every signed-in user.
 */
export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/sys/tenant/list',
    { config: can(PERM.tenant.list), schema: { querystring: listQuerySchema } },
    async (request) => okZero(await listTenants(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/tenant/queryById',
    {
      config: can(PERM.tenant.list),
      schema: { querystring: { type: 'object', properties: { id: str(10) } } },
    },
    async (request) => okZero(await queryTenantById(deps, authOf(request), request.query.id)),
  );

  app.get(
    '/sys/tenant/getCurrentUserTenant',
    { config: { policy: { authenticated: true } } },
    async (request) => okZero(await currentUserTenants(deps, authOf(request))),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/sys/tenant/add',
    { config: can(PERM.tenant.add), schema: { body: tenantBody } },
    async (request) => {
      await addTenant(deps, authOf(request), requestInfo(request), request.body);
      return ok(null, '添加成功！');
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/tenant/edit',
    config: can(PERM.tenant.edit),
    schema: { body: tenantBody },
    handler: async (request) => {
      await editTenant(deps, authOf(request), requestInfo(request), request.body);
      return ok(null, '修改成功!');
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/tenant/delete',
    {
      config: can(PERM.tenant.delete),
      schema: { querystring: { type: 'object', properties: { id: str(10) }, required: ['id'] } },
    },
    async (request) => {
      await deleteTenants(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage('删除成功');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/tenant/deleteBatch',
    {
      config: can(PERM.tenant.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(11000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteTenants(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('删除成功!');
    },
  );
}
