import type { FastifyInstance } from 'fastify';
import { okZero } from '../../plugins/envelope';
import { issueCaptcha } from './service';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { key: string } }>(
    '/sys/randomImage/:key',
    {
      config: { policy: { anonymous: true }, rateLimit: 'captcha' },
      schema: {
        params: { type: 'object', properties: { key: { type: 'string', minLength: 1, maxLength: 64 } } },
      },
    },
    async (request) => okZero(await issueCaptcha(app.deps, request.params.key)),
  );
}
