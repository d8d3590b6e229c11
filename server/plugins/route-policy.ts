import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, MESSAGES } from './envelope';
import { authenticate } from '../modules/session/service';
import { hasPermissionCode } from '../modules/access/permission-check';
import { effectiveTenantId } from '../modules/access/tenant-scope';
import type { RoutePolicy } from '../security/policy';

/** Records every route's policy as it is registered and refuses to start with an undeclared one. */
export function recordRoutePolicies(app: FastifyInstance): void {
  app.decorate('routePolicies', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const policy = (route.config as { policy?: RoutePolicy } | undefined)?.policy;
    for (const method of methods)
      app.routePolicies.push({ method, url: route.url, policy, schema: route.schema });
  });
  app.addHook('onReady', async () => {
    const missing = app.routePolicies.filter((r) => !r.policy);
    if (missing.length > 0) {
      throw new Error(
        `Routes without config.policy (deny by default): ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The request's session as the route policies read it: token header, tenant header. */
export function authenticateRequest(app: FastifyInstance, request: FastifyRequest) {
  return authenticate(
    app.deps,
    headerValue(request.headers['x-access-token']),
    headerValue(request.headers['x-tenant-id']) ?? headerValue(request.headers['tenant-id']),
  );
}

/**
 * Global authentication and authorisation (one onRequest hook, before the body is parsed).
 * Not-found requests carry no policy here; the not-found handler answers them.
 */
export function enforceRoutePolicies(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    const policy = request.routeOptions.config.policy;
    if (!policy || 'anonymous' in policy) return;
    const outcome = await authenticateRequest(app, request);
    if (!outcome.ok) {
      if ('authenticated' in policy && policy.unauthenticatedMessage) {
        return reply.code(200).send(fail(policy.unauthenticatedMessage));
      }
      return reply.code(401).send(fail(outcome.message, 401));
    }
    request.auth = outcome.auth;
    if (
      'permission' in policy &&
      !outcome.auth.isSuper &&
      !(await hasPermissionCode(
        app.deps.db,
        outcome.auth.user.id,
        effectiveTenantId(outcome.auth),
        policy.permission,
        outcome.auth.grantsVersion,
      ))
    ) {
      return reply.code(403).send(fail(MESSAGES.noAuth, 510));
    }
  });
}
