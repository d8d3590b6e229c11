import { IN_APP_MESSAGES as M } from '../../../../src/shared/domain/contract/in-app-login';
import type { AppDeps } from '../../../fastify-types';
import { BizError } from '../../../plugins/envelope';
import { dingtalkCall, wecomCall, type AppConfig } from './provider-client';

/** Who the provider says signed in: its user id and, when it tells, the display name. */
export interface ProviderIdentity {
  userId: string;
  name: string | null;
}

const USER_ID_MAX = 100;

function identity(cfg: AppConfig, userId: unknown, name: unknown): ProviderIdentity {
  // No user id: an external contact or a non-member signed in (WeCom answers an openid instead).
  if (typeof userId !== 'string' || userId === '' || userId.length > USER_ID_MAX)
    throw new BizError(M.notMember(cfg.thirdType));
  return { userId, name: typeof name === 'string' && name !== '' ? name.slice(0, 100) : null };
}

/** WeCom OAuth2 code → member UserId (GET /cgi-bin/auth/getuserinfo). */
export async function wecomIdentity(deps: AppDeps, cfg: AppConfig, code: string): Promise<ProviderIdentity> {
  const reply = await wecomCall<{ userid?: unknown }>(deps, cfg, '/cgi-bin/auth/getuserinfo', { code });
  return identity(cfg, reply.userid, null);
}

/** DingTalk requestAuthCode code → userid (POST /topapi/v2/user/getuserinfo). */
export async function dingtalkIdentity(
  deps: AppDeps,
  cfg: AppConfig,
  code: string,
): Promise<ProviderIdentity> {
  const reply = await dingtalkCall<{ result?: { userid?: unknown; name?: unknown } }>(
    deps,
    cfg,
    '/topapi/v2/user/getuserinfo',
    { code },
  );
  return identity(cfg, reply.result?.userid, reply.result?.name);
}
