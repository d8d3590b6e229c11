import type { FastifyInstance } from 'fastify';
import type { SmsParams } from '../../../src/shared/domain/contract/auth';
import { okZero } from '../../plugins/envelope';
import { requestSms } from './service';

const short = { type: 'string', maxLength: 64 } as const;

export async function smsRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SmsParams }>(
    '/sys/sms',
    {
      config: { policy: { anonymous: true }, rateLimit: 'sms' },
      schema: {
        body: {
          type: 'object',
          required: ['smsmode'],
          properties: { mobile: short, smsmode: short, username: short, captcha: short, checkKey: short },
        },
      },
    },
    async (request) => okZero(await requestSms(app.deps, request.body)),
  );
}
