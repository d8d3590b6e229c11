import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SETTINGS_MESSAGES } from '../../../src/shared/domain/resources/user-setting';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { ownThirdAccounts, unbindOwnThirdAccount } from './service';

// The caller's own bindings only: any signed-in user, no user id accepted from input.
const own = { policy: { authenticated: true as const } };

/** 账号绑定 (JeecgBoot ThirdAppController): WeCom / DingTalk accounts bound to the signed-in user. */
export async function thirdAccountRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get('/sys/thirdApp/getThirdAccountByUserId', { config: own }, async (request) =>
    ok(await ownThirdAccounts(deps, authOf(request))),
  );

  app.delete<{ Querystring: { id: string } }>(
    '/sys/thirdApp/unbindThirdAccount',
    {
      config: own,
      schema: { querystring: { type: 'object', properties: { id: str(32) }, required: ['id'] } },
    },
    async (request) => {
      await unbindOwnThirdAccount(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(ACCOUNT_SETTINGS_MESSAGES.unbound);
    },
  );
}
