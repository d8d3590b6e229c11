import type { FastifyInstance } from 'fastify';
import type { LoginParams, PhoneLoginParams } from '../../../src/shared/domain/contract/auth';
import { ok, okMessage } from '../../plugins/envelope';
import { endSession } from '../session/service';
import { writeLoginLog } from './login-log';
import { clientOf } from './client-info';
import { passwordLogin, phoneLogin } from './login-service';
import { str } from '../../lib/schema';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: LoginParams }>(
    '/sys/login',
    {
      config: { policy: { anonymous: true }, rateLimit: 'login' },
      schema: {
        body: {
          type: 'object',
          properties: {
            username: str(100),
            password: str(128),
            captcha: str(16),
            checkKey: str(64),
            remember_me: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => ok(await passwordLogin(app.deps, request.body, clientOf(request)), '登录成功'),
  );

  app.post<{ Body: PhoneLoginParams }>(
    '/sys/phoneLogin',
    {
      config: { policy: { anonymous: true }, rateLimit: 'login' },
      schema: {
        body: {
          type: 'object',
          properties: { mobile: str(20), captcha: str(16), remember_me: { type: 'boolean' } },
        },
      },
    },
    async (request) => ok(await phoneLogin(app.deps, request.body, clientOf(request)), '登录成功'),
  );

  app.post(
    '/sys/logout',
    { config: { policy: { authenticated: true, unauthenticatedMessage: '退出登录失败！' } } },
    async (request) => {
      const auth = request.auth;
      if (auth) {
        await endSession(app.deps.db, auth.sessionId, 'logout');
        const { ip, url } = clientOf(request);
        await writeLoginLog(app.deps.db, {
          userId: auth.user.id,
          username: auth.user.username,
          content: `用户名: ${auth.user.username},退出成功！`,
          ip,
          url,
        });
      }
      return okMessage('退出登录成功！');
    },
  );
}
