import type { LoginResult } from './auth';

/**
 * CAS and third-party (OAuth2) sign-in wire shapes (issue 8). JeecgBoot's own callback puts the
 * session token in the page model; ours hands the page a one-time code instead, which the client
 * trades once for the session at GET /sys/thirdLogin/getLoginUser/{code}/{thirdType}.
 */
export type ThirdLoginSource = 'github';

/** GET /sys/thirdLogin/options (anonymous): which buttons the login page shows. Never a secret. */
export interface ThirdLoginOptions {
  /** CAS login page of the configured server (the client adds `?service=`); null: CAS is off. */
  cas: { loginUrl: string } | null;
  sources: ThirdLoginSource[];
}

/**
 * GET /sys/cas/client/validateLogin and GET /sys/thirdLogin/getLoginUser/{code}/{thirdType}
 * answer the contract's keys ({departs, multi_depart, token, userInfo} / {userInfo, token}) and,
 * on this server, the rest of the /sys/login payload, so the client finishes the same way.
 */
export type ThirdLoginResult = LoginResult;

/** POST /sys/thirdLogin/bindStart (authenticated) body and answer. */
export interface ThirdBindStartParams {
  source: ThirdLoginSource;
}
export interface ThirdBindStartResult {
  /** The provider's authorize URL; open it in the same window or a popup. */
  url: string;
}

/** What the callback page posts to a same-origin opener (checked: event.origin === location.origin). */
export interface ThirdLoginMessage {
  type: 'cwxt-third-login';
  code: string;
  thirdType: ThirdLoginSource;
}
export const THIRD_LOGIN_MESSAGE_TYPE = 'cwxt-third-login';

/**
 * Without an opener the callback page leaves `{code, thirdType, redirect}` under this
 * sessionStorage key and replaces itself with the return page (nothing secret in any URL).
 */
export const THIRD_LOGIN_STORAGE_KEY = 'cwxt-third-login';

export interface ThirdLoginHandoff {
  code: string;
  thirdType: ThirdLoginSource;
  /** Same-origin path recorded in the signed state ('/' when none). */
  redirect: string;
}

export const THIRD_LOGIN_SOURCE_TEXT: Record<ThirdLoginSource, string> = { github: 'GitHub' };

export function isThirdLoginSource(value: unknown): value is ThirdLoginSource {
  return value === 'github';
}
