import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SETTINGS_MESSAGES } from '../../../src/shared/domain/resources/user-setting';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { nullableText, scalar } from '../user/route-schemas';
import { editOwnProfile, getOwnNotification, getOwnProfile, saveOwnNotification } from './service';

// Every signed-in user manages their own account: no permission code, and no route takes a user id.
const own = { policy: { authenticated: true as const } };

const TEXT_CAP = 1000;
const switchValue = { anyOf: [{ type: 'boolean' }, { type: 'integer' }, str(5)] };

/**
 * The profile body: known keys bounded; unknown keys (username, phone, status, password …) are
 * accepted by the schema and then ignored by the service's allowlist.
 */
const profileBody = {
  type: 'object',
  properties: {
    realname: nullableText(TEXT_CAP),
    avatar: nullableText(TEXT_CAP),
    sex: scalar(2),
    birthday: nullableText(TEXT_CAP),
    email: nullableText(TEXT_CAP),
    telephone: nullableText(TEXT_CAP),
  },
  additionalProperties: {
    anyOf: [
      str(1000),
      { type: 'number' },
      { type: 'boolean' },
      { type: 'null' },
      { type: 'array', maxItems: 100, items: str(1000) },
    ],
  },
} as const;

const notificationBody = {
  type: 'object',
  properties: {
    notifyAnnouncement: switchValue,
    notifySystem: switchValue,
    notifySpeech: switchValue,
    notifyChannels: { anyOf: [str(100), { type: 'array', maxItems: 10, items: str(20) }] },
    debugConsole: switchValue,
  },
  additionalProperties: false,
} as const;

/**
 * 个人设置: base (profile), 新消息通知 and the 调试控制台 switch (same settings row) of the signed-in
 * user (JeecgBoot /sys/user/login/setting/*).
 */
export async function accountSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get('/sys/user/login/setting/getUserData', { config: own }, async (request) =>
    ok(await getOwnProfile(deps, authOf(request))),
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/user/login/setting/userEdit',
    config: own,
    schema: { body: profileBody },
    handler: async (request) =>
      ok(
        await editOwnProfile(deps, authOf(request), requestInfo(request), request.body),
        ACCOUNT_SETTINGS_MESSAGES.profileSaved,
      ),
  });

  app.get('/sys/user/setting/notification', { config: own }, async (request) =>
    ok(await getOwnNotification(deps, authOf(request))),
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/sys/user/setting/notification',
    { config: own, schema: { body: notificationBody } },
    async (request) =>
      ok(
        await saveOwnNotification(deps, authOf(request), request.body),
        ACCOUNT_SETTINGS_MESSAGES.settingSaved,
      ),
  );
}
