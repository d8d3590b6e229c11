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
    async (request) => {
      const page = await listOnline(deps, authOf(request), request.query);
      // JeecgBoot's 在线用户 page forces a session out by `token`: it gets the opaque handle.
      return ok({ ...page, records: page.records.map((r) => ({ ...r, token: r.id })) });
    },
  );

  app.post<{ Body: { sessionId?: string; token?: string } }>(
    '/sys/online/forceLogout',
    {
      config: { policy: { permission: PERM.online.forceLogout } },
      schema: { body: { type: 'object', properties: { sessionId: str(64), token: str(64) } } },
    },
    async (request) => {
      const handle = request.body.sessionId ?? request.body.token;
      await forceLogout(deps, authOf(request), requestInfo(request), handle);
      return okMessage(ONLINE_MESSAGES.done);
    },
  );
}
