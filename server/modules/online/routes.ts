import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
import { forceLogout, listOnline, ONLINE_MESSAGES } from './service';

/** 在线用户 (`/sys/online/*`): live sessions from sys_session; never a token. */
export async function onlineRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sys/online/list',
    { config: { policy: { permission: PERM.online.list } }, schema: { querystring: listQuerySchema } },
    async (request) => ok(await listOnline(deps, authOf(request), request.query)),
  );

  app.post<{ Body: { sessionId?: string } }>(
    '/sys/online/forceLogout',
    {
      config: { policy: { permission: PERM.online.forceLogout } },
      schema: { body: { type: 'object', properties: { sessionId: str(64) } } },
    },
    async (request) => {
      await forceLogout(deps, authOf(request), requestInfo(request), request.body.sessionId);
      return okMessage(ONLINE_MESSAGES.done);
    },
  );
}
