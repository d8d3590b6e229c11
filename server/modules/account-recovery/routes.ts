import type { FastifyInstance } from 'fastify';
import type { PasswordChangeParams, PhoneVerificationParams } from '../../../src/shared/domain/contract/auth';
import { ok, okMessage } from '../../plugins/envelope';
import { changeForgottenPassword, verifyPhone } from './service';
import { str } from '../../lib/schema';

export async function accountRecoveryRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: PhoneVerificationParams }>(
    '/sys/user/phoneVerification',
    {
      config: { policy: { anonymous: true }, rateLimit: 'phoneVerification' },
      schema: { body: { type: 'object', properties: { username: str(100), smscode: str(16) } } },
    },
    async (request) => ok(await verifyPhone(app.deps, request.body)),
  );

  app.post<{ Body: PasswordChangeParams }>(
    '/sys/user/passwordChange',
    {
      config: { policy: { anonymous: true }, rateLimit: 'passwordChange' },
      schema: {
        body: {
          type: 'object',
          properties: { username: str(100), password: str(128), confirmpassword: str(128), ticket: str(128) },
        },
      },
    },
    async (request) => {
      await changeForgottenPassword(app.deps, request.body);
      return okMessage('密码修改成功!');
    },
  );
}
