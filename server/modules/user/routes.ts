import type { FastifyInstance } from 'fastify';
import type { SelectDepartParams, UpdatePasswordParams } from '../../../src/shared/domain/contract/auth';
import { fail, ok, okZero } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { checkOnlyUser, currentUserDeparts, selectDepart, updateOwnPassword } from './service';
import { str } from '../../lib/schema';

const authenticated = { policy: { authenticated: true as const } };

export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sys/user/getCurrentUserDeparts', { config: authenticated }, async (request) =>
    okZero(await currentUserDeparts(app.deps, authOf(request))),
  );

  app.route<{ Body: SelectDepartParams }>({
    method: ['PUT', 'POST'],
    url: '/sys/selectDepart',
    config: authenticated,
    schema: { body: { type: 'object', properties: { orgCode: str(64), username: str(100) } } },
    handler: async (request) => okZero(await selectDepart(app.deps, authOf(request), request.body)),
  });

  app.put<{ Body: UpdatePasswordParams }>(
    '/sys/user/updatePassword',
    {
      config: { ...authenticated, rateLimit: 'passwordChange' },
      schema: {
        body: {
          type: 'object',
          properties: {
            username: str(100),
            oldpassword: str(128),
            password: str(128),
            confirmpassword: str(128),
          },
        },
      },
    },
    async (request) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      // The message as JeecgBoot sends it; the replacement token for clients that keep the session.
      return ok(await updateOwnPassword(app.deps, authOf(request), request.body, client), '密码重置成功!');
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sys/user/checkOnlyUser',
    {
      config: { policy: { anonymous: true }, rateLimit: 'checkOnlyUser' },
      schema: { querystring: { type: 'object', additionalProperties: str(100) } },
    },
    async (request, reply) => {
      if (await checkOnlyUser(app.deps, request.query)) return reply.send(fail('用户账号已存在', 500, true));
      return okZero(true);
    },
  );
}
