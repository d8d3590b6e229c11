import type { FastifyInstance } from 'fastify';
import type { RegisterParams } from '../../../src/shared/domain/contract/auth';
import { okMessage } from '../../plugins/envelope';
import { registerUser } from './service';
import { str } from '../../lib/schema';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RegisterParams }>(
    '/sys/user/register',
    {
      config: { policy: { anonymous: true }, rateLimit: 'register' },
      schema: {
        body: {
          type: 'object',
          properties: {
            username: str(100),
            password: str(128),
            phone: str(20),
            smscode: str(16),
            email: str(100),
          },
        },
      },
    },
    async (request) => {
      await registerUser(app.deps, request.body);
      return okMessage('注册成功');
    },
  );
}
