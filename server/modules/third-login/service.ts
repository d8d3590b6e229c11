import type { ThirdLoginResult, ThirdLoginSource } from '../../../src/shared/domain/contract/third-login';
import { THIRD_LOGIN_SOURCE_TEXT } from '../../../src/shared/domain/contract/third-login';
import { PATHS } from '../../../src/shared/domain/routes/paths';
import { safeRedirect } from '../../../src/shared/domain/routes/safe-redirect';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { writeLoginLog } from '../auth/login-log';
import type { ClientInfo } from '../auth/login-service';
import { buildLoginResult } from '../auth/login-result';
import { findUserById } from '../user/repository';
import { backToLogin, type CallbackPage } from './callback-page';
import { issueLoginCode, redeemLoginCode } from './login-code';
import { ProviderUnreachable } from './provider-http';
import { ThirdCodeRejected, providerFor, type ThirdIdentity } from './providers';
import { consumeState, createState } from './state-store';

export const THIRD_LOGIN_MESSAGES = {
  unknownSource: '不支持该第三方登录方式，或系统尚未配置',
  stateInvalid: '登录请求已失效，请重新登录',
  denied: '您已取消第三方授权',
  codeRejected: '授权码无效或已过期，请重新登录',
  unreachable: (name: string) => `${name}服务暂时无法访问，请稍后重试`,
  unbound: '该第三方账号尚未绑定系统用户，请使用账号登录后在个人设置中绑定',
  frozen: '该用户已冻结',
  codeExpired: '登录已失效，请重新登录',
  bound: '绑定成功',
  boundToOther: (name: string) => `该${name}账号已绑定其他系统用户`,
  alreadyBound: (name: string) => `您已绑定其他${name}账号，请先解绑`,
} as const;

const backToSettings = { href: PATHS.accountSettings, text: '返回个人设置' };

const message = (
  title: string,
  text: string,
  link: { href: string; text: string } = backToLogin,
): CallbackPage => ({
  kind: 'message',
  title,
  message: text,
  link,
});

/** GET /sys/thirdLogin/render/{source}: the provider's authorize URL with a fresh signed state. */
export async function startLogin(
  deps: AppDeps,
  secret: string,
  input: { source: string; redirect: string | undefined; origin: string },
): Promise<string | null> {
  const provider = providerFor(deps.config, input.source);
  if (!provider) return null;
  const redirectUri = callbackUri(deps, input.origin, provider.source);
  const state = await createState(deps.db, secret, {
    source: provider.source,
    purpose: 'login',
    redirect: safeRedirect(input.redirect, '/'),
    redirectUri,
    userId: null,
  });
  return provider.authorizeUrl(state, redirectUri);
}

/** POST /sys/thirdLogin/bindStart: the same round trip, remembering the signed-in user. */
export async function startBind(
  deps: AppDeps,
  secret: string,
  input: { source: string; userId: string; origin: string },
): Promise<string> {
  const provider = providerFor(deps.config, input.source);
  if (!provider) throw new BizError(THIRD_LOGIN_MESSAGES.unknownSource);
  const redirectUri = callbackUri(deps, input.origin, provider.source);
  const state = await createState(deps.db, secret, {
    source: provider.source,
    purpose: 'bind',
    redirect: PATHS.accountSettings,
    redirectUri,
    userId: input.userId,
  });
  return provider.authorizeUrl(state, redirectUri);
}

function callbackUri(deps: AppDeps, origin: string, source: ThirdLoginSource): string {
  return `${origin}${deps.config.apiBase}/sys/thirdLogin/${source}/callback`;
}

interface BindingRow extends Record<string, unknown> {
  sys_user_id: string;
  third_user_id: string;
}

async function bindAccount(
  deps: AppDeps,
  source: ThirdLoginSource,
  userId: string,
  who: ThirdIdentity,
): Promise<CallbackPage> {
  const name = THIRD_LOGIN_SOURCE_TEXT[source];
  const user = await findUserById(deps.db, userId);
  if (!user || user.del_flag !== 0 || user.status !== 1)
    return message('绑定失败', THIRD_LOGIN_MESSAGES.frozen, backToLogin);
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx.query<BindingRow>(
      'SELECT sys_user_id, third_user_id FROM sys_third_account WHERE third_type = $1 AND third_user_id = $2',
      [source, who.thirdUserId],
    );
    if (taken && taken.sys_user_id !== userId)
      return message('绑定失败', THIRD_LOGIN_MESSAGES.boundToOther(name), backToSettings);
    if (taken) return message(THIRD_LOGIN_MESSAGES.bound, THIRD_LOGIN_MESSAGES.bound, backToSettings);
    const [mine] = await tx.query<BindingRow>(
      'SELECT sys_user_id, third_user_id FROM sys_third_account WHERE third_type = $1 AND sys_user_id = $2',
      [source, userId],
    );
    if (mine) return message('绑定失败', THIRD_LOGIN_MESSAGES.alreadyBound(name), backToSettings);
    await tx.query(
      `INSERT INTO sys_third_account (id, sys_user_id, third_type, third_user_id, realname, avatar)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [newId(), userId, source, who.thirdUserId, who.realname, who.avatar],
    );
    return message(
      THIRD_LOGIN_MESSAGES.bound,
      `已绑定${name}账号：${who.realname ?? who.thirdUserId}`,
      backToSettings,
    );
  });
}

/**
 * GET /sys/thirdLogin/{source}/callback: state → code → provider user → bound console user →
 * one-time login code for the page to hand over. No account is ever created here (decision):
 * an unbound provider account gets the binding instructions.
 */
export async function handleCallback(
  deps: AppDeps,
  secret: string,
  input: {
    source: string;
    code?: string;
    state?: string;
    error?: string;
    /** The browser carries the cookie of this round trip's start (browser-binding.ts). */
    fromStartingBrowser: boolean;
  },
): Promise<CallbackPage> {
  const provider = providerFor(deps.config, input.source);
  if (!provider) return message('登录失败', THIRD_LOGIN_MESSAGES.unknownSource);
  const state = input.state ? await consumeState(deps.db, secret, input.state, provider.source) : null;
  if (!state) return message('登录失败', THIRD_LOGIN_MESSAGES.stateInvalid);
  // A sign-in must come back to the browser that started it; a binding names its user in the state.
  if (state.purpose === 'login' && !input.fromStartingBrowser)
    return message('登录失败', THIRD_LOGIN_MESSAGES.stateInvalid);
  const failTitle = state.purpose === 'bind' ? '绑定失败' : '登录失败';
  const failLink = state.purpose === 'bind' ? backToSettings : backToLogin;
  if (input.error || !input.code) {
    return message(
      failTitle,
      input.error === 'access_denied' ? THIRD_LOGIN_MESSAGES.denied : THIRD_LOGIN_MESSAGES.codeRejected,
      failLink,
    );
  }
  let who: ThirdIdentity;
  try {
    who = await provider.identify(input.code, state.redirectUri);
  } catch (e) {
    if (e instanceof ThirdCodeRejected)
      return message(failTitle, THIRD_LOGIN_MESSAGES.codeRejected, failLink);
    if (e instanceof ProviderUnreachable) {
      const name = THIRD_LOGIN_SOURCE_TEXT[provider.source];
      return message(failTitle, THIRD_LOGIN_MESSAGES.unreachable(name), failLink);
    }
    throw e;
  }
  if (state.purpose === 'bind' && state.userId) return bindAccount(deps, provider.source, state.userId, who);

  const [bound] = await deps.db.query<{ sys_user_id: string }>(
    'SELECT sys_user_id FROM sys_third_account WHERE third_type = $1 AND third_user_id = $2',
    [provider.source, who.thirdUserId],
  );
  if (!bound) return message('尚未绑定', THIRD_LOGIN_MESSAGES.unbound);
  const user = await findUserById(deps.db, bound.sys_user_id);
  if (!user || user.del_flag !== 0) return message('登录失败', THIRD_LOGIN_MESSAGES.unbound);
  if (user.status !== 1) return message('登录失败', THIRD_LOGIN_MESSAGES.frozen);
  const code = await issueLoginCode(deps.db, user.id, provider.source);
  return { kind: 'handoff', handoff: { code, thirdType: provider.source, redirect: state.redirect } };
}

/**
 * GET /sys/thirdLogin/getLoginUser/{code}/{thirdType}: trades the one-time code for a session.
 * CONTRACT keys first ({userInfo, token}; realname/avatar from the binding when the user has
 * none), then the rest of the /sys/login payload.
 */
export async function loginWithCode(
  deps: AppDeps,
  input: { code: string; thirdType: string },
  client: ClientInfo,
): Promise<ThirdLoginResult> {
  const userId = await redeemLoginCode(deps.db, input.code, input.thirdType);
  if (!userId) throw new BizError(THIRD_LOGIN_MESSAGES.codeExpired);
  const user = await findUserById(deps.db, userId);
  if (!user || user.del_flag !== 0) throw new BizError(THIRD_LOGIN_MESSAGES.codeExpired);
  if (user.status !== 1) throw new BizError(THIRD_LOGIN_MESSAGES.frozen);
  const full = await buildLoginResult(deps, user, client);
  const [account] = await deps.db.query<{ realname: string | null; avatar: string | null }>(
    'SELECT realname, avatar FROM sys_third_account WHERE sys_user_id = $1 AND third_type = $2',
    [user.id, input.thirdType],
  );
  const { userInfo, token, ...rest } = full;
  const filled = {
    ...userInfo,
    realname: userInfo.realname || account?.realname || userInfo.realname,
    avatar: userInfo.avatar || account?.avatar || userInfo.avatar,
  };
  await writeLoginLog(deps.db, {
    userId: user.id,
    username: user.username,
    content: `用户名: ${user.username},第三方(${input.thirdType})登录成功！`,
    ip: client.ip,
    url: client.url,
  });
  return { userInfo: filled, token, ...rest };
}
