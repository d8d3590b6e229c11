import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS =
  'Content-Type, X-Access-Token, X-Tenant-Id, tenant-id, X-Sign, X-TIMESTAMP, X-Version';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

/**
 * CORS only for the configured origins (none by default = same origin only). Unlike JeecgBoot we
 * never reflect an arbitrary Origin; the token travels in a header, so no credentials mode.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins.map((o) => o.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin.toLowerCase())) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    }
  });
}
