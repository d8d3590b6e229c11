import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { GATEWAY_MESSAGES as M } from '../../../src/shared/domain/resources/gateway-route';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { MAX_PROXY_BODY, proxyRequest } from './proxy';
import { addRoute, deleteRoutes, editRoute, listRoutes, queryRouteById } from './service';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });

const flag = { type: ['boolean', 'string', 'integer', 'null'], maxLength: 5 } as const;

const routeBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    name: nullableText(100),
    pathPrefix: nullableText(100),
    upstreamUrl: nullableText(1000),
    enabled: flag,
    stripPrefix: flag,
    timeoutMs: { type: ['integer', 'string', 'null'], maxLength: 6 },
    remark: nullableText(500),
  },
} as const;

const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

/** 网关路由 admin (`/sys/gatewayRoute/*`). */
async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/sys/gatewayRoute/list',
    { config: can(PERM.gateway.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listRoutes(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/gatewayRoute/queryById',
    { config: can(PERM.gateway.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryRouteById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/sys/gatewayRoute/add',
    { config: can(PERM.gateway.add), schema: { body: routeBody } },
    async (request) => {
      await addRoute(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.added);
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/gatewayRoute/edit',
    config: can(PERM.gateway.edit),
    schema: { body: routeBody },
    handler: async (request) => {
      await editRoute(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/gatewayRoute/delete',
    { config: can(PERM.gateway.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteRoutes(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(M.deleted);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/gatewayRoute/deleteBatch',
    {
      config: can(PERM.gateway.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteRoutes(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('批量删除成功!');
    },
  );
}

/** Sandboxed: an upstream's HTML must not run as this console's origin (the token lives there). */
const PROXY_CSP = "sandbox; default-src 'none'";

/**
 * `{apiBase}/gateway/<path_prefix>/*`: any signed-in user (the routes are what the console offers
 * its users; the administrator chose them). Its own plugin scope: bodies stay raw bytes.
 */
async function proxyRoute(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const mount = `${deps.config.apiBase}/gateway`;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PROXY_BODY }, (_request, body, done) =>
    done(null, body),
  );
  // Runs after the global security headers (child hooks follow the root's).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', PROXY_CSP);
    return payload;
  });

  app.route<{ Body: Buffer | undefined }>({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/gateway/*',
    config: { policy: { authenticated: true } },
    // The query is forwarded as sent; bounded like every list query.
    schema: { querystring: listQuerySchema },
    handler: async (request, reply) => {
      const raw = request.url.startsWith(mount) ? request.url.slice(mount.length) : '';
      const cut = raw.indexOf('?');
      const answer = await proxyRequest(deps.db, {
        method: request.method,
        path: cut >= 0 ? raw.slice(0, cut) : raw,
        query: cut >= 0 ? raw.slice(cut + 1) : '',
        headers: request.headers,
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
      });
      reply.code(answer.status);
      reply.header('Content-Type', answer.contentType ?? 'application/octet-stream');
      return reply.send(answer.body);
    },
  });
}

export async function gatewayRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminRoutes);
  await app.register(proxyRoute);
}
