import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { ownOrigin } from '../../lib/own-origin';
import { casLogin } from './service';

/** CAS ticket sign-in (CONTRACT §2.7). Errors are code 500 envelopes (HTTP 200), as JeecgBoot's error500. */
export async function casRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { ticket?: string; service?: string } }>(
    '/sys/cas/client/validateLogin',
    {
      config: { policy: { anonymous: true }, rateLimit: 'login' },
      schema: {
        querystring: { type: 'object', properties: { ticket: str(256), service: str(1200) } },
      },
    },
    async (request) =>
      ok(
        await casLogin(
          app.deps,
          {
            ticket: request.query.ticket ?? '',
            service: request.query.service ?? '',
            origin: ownOrigin(app.deps.config, request),
          },
          {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            url: request.url.split('?')[0] ?? '',
          },
        ),
        '登录成功',
      ),
  );
}
