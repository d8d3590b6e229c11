import type { FastifyInstance } from 'fastify';
import type { InAppProvider, SaveThirdConfigParams } from '../../../src/shared/domain/contract/in-app-login';
import { IN_APP_MESSAGES as M } from '../../../src/shared/domain/contract/in-app-login';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { CONFIG_LIMITS, configView, saveConfig } from './config-admin';

const admin = { policy: { permission: PERM.thirdApp.config } };
const thirdType = { type: 'string', enum: ['wechat_enterprise', 'dingtalk'] } as const;

/** 第三方应用配置 of the session's tenant (JeecgBoot ThirdAppController names). */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: { thirdType: InAppProvider } }>(
    '/sys/thirdApp/getThirdConfigByTenantId',
    {
      config: admin,
      schema: { querystring: { type: 'object', properties: { thirdType }, required: ['thirdType'] } },
    },
    async (request) => ok(await configView(deps, authOf(request), request.query.thirdType)),
  );

  app.post<{ Body: SaveThirdConfigParams }>(
    '/sys/thirdApp/saveThirdConfig',
    {
      config: admin,
      schema: {
        body: {
          type: 'object',
          properties: {
            thirdType,
            corpId: str(CONFIG_LIMITS.id),
            clientId: str(CONFIG_LIMITS.id),
            agentId: str(CONFIG_LIMITS.id),
            clientSecret: str(CONFIG_LIMITS.secret),
            status: { type: 'integer', enum: [0, 1] },
          },
          required: ['thirdType', 'corpId', 'status'],
        },
      },
    },
    async (request) => {
      await saveConfig(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.saved);
    },
  );
}
