import {
  IN_APP_MESSAGES as M,
  IN_APP_PROVIDER_NAME,
  type InAppLoginResult,
  type InAppPurpose,
  type InAppUnbound,
} from '../../../src/shared/domain/contract/in-app-login';
import type { AppDeps } from '../../fastify-types';
import { BizError } from '../../plugins/envelope';
import { writeLoginLog } from '../auth/login-log';
import { buildLoginResult } from '../auth/login-result';
import type { ClientInfo } from '../auth/login-service';
import { findUserById } from '../user/repository';
import { tenantIdsOf } from '../user/user-row';
import { boundUserId, issueBindTicket } from './binding';
import type { AppConfig } from './providers/provider-client';
import type { ProviderIdentity } from './providers/identify';

export interface SignInTarget {
  redirect: string;
  purpose: InAppPurpose;
}

/**
 * Signs in the console user bound to the provider identity: live, active and a member of the
 * app's tenant. An unbound identity gets a bind ticket inside the "unbound" failure, so the page
 * can offer the manual sign-in and bind afterwards, never a redirect loop.
 */
export async function signInBoundUser(
  deps: AppDeps,
  cfg: AppConfig,
  who: ProviderIdentity,
  target: SignInTarget,
  client: ClientInfo,
): Promise<InAppLoginResult> {
  const p = cfg.thirdType;
  const userId = await boundUserId(deps.db, p, who.userId);
  if (userId === null) {
    const unbound: InAppUnbound = {
      bindTicket: await issueBindTicket(deps.db, {
        thirdType: p,
        thirdUserId: who.userId,
        realname: who.name,
        tenantId: cfg.tenantId,
      }),
      thirdType: p,
      redirect: target.redirect,
    };
    throw new BizError(M.unbound(p), 500, 200, unbound);
  }
  const user = await findUserById(deps.db, userId);
  const refuse = async (why: string): Promise<never> => {
    if (user) {
      await writeLoginLog(deps.db, {
        userId: user.id,
        username: user.username,
        content: `用户名: ${user.username},${IN_APP_PROVIDER_NAME[p]}登录失败，${why}`,
        ip: client.ip,
        url: client.url,
      });
    }
    throw new BizError(why);
  };
  if (!user || user.del_flag !== 0 || user.status !== 1) return refuse(M.userInactive);
  if (!tenantIdsOf(user).includes(cfg.tenantId)) return refuse(M.notInTenant);
  const result = await buildLoginResult(deps, user, client);
  await writeLoginLog(deps.db, {
    userId: user.id,
    username: user.username,
    content: M.loginOk(user.username, p),
    ip: client.ip,
    url: client.url,
  });
  return {
    ...result,
    thirdType: p,
    redirect: target.redirect,
    tenantId: cfg.tenantId,
    purpose: target.purpose,
  };
}
