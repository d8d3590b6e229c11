import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { THIRD_APP_MESSAGES, THIRD_SYNC_SEGMENT } from '../../../src/shared/domain/resources/third-app';
import { ok } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { syncDirectory } from './sync-service';

/**
 * 第三方应用 directory import (JeecgBoot ThirdAppController …/departAndUser/toLocal): the session's
 * tenant, its configured app. No input: everything comes from the provider.
 */
export async function thirdAppSyncRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  for (const thirdType of ['wechat_enterprise', 'dingtalk'] as const) {
    app.post(
      `/sys/thirdApp/sync/${THIRD_SYNC_SEGMENT[thirdType]}/departAndUser/toLocal`,
      { config: { policy: { permission: PERM.thirdApp.sync } } },
      async (request) =>
        ok(
          await syncDirectory(deps, authOf(request), requestInfo(request), thirdType),
          THIRD_APP_MESSAGES.syncDone,
        ),
    );
  }
}
