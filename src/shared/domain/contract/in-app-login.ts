import type { LoginResult } from './auth';

/**
 * The in-app (WeCom / DingTalk) sign-in wire shapes (issue 8). JeecgBoot keeps these under
 * /sys/thirdLogin/** and /sys/thirdApp/**; the exact exchange routes are this project's, because
 * JeecgBoot's own callback hands the token to the page in a URL, which we never do.
 */
export type InAppProvider = 'wechat_enterprise' | 'dingtalk';

/** GET /sys/thirdLogin/oauth2/config?tenantId= (anonymous). What the client needs; never a secret. */
export interface InAppPublicConfig {
  /** The tenant whose app configuration answered (null: none configured). */
  tenantId: number | null;
  wechat_enterprise: { corpId: string; agentId: string } | null;
  dingtalk: { corpId: string; clientId: string } | null;
}

/** Why the WeCom authorize round trip was started; `bind` needs the caller's session at exchange. */
export type InAppPurpose = 'login' | 'relogin' | 'bind';

/** POST /sys/thirdLogin/oauth2/wechat_enterprise/authorize (anonymous) → result `{ url }`. */
export interface WecomAuthorizeParams {
  /** Same-origin path to land on afterwards (checked with isSafeRedirect on both sides). */
  redirect: string;
  tenantId?: number;
  purpose?: InAppPurpose;
}

/** POST /sys/thirdLogin/oauth2/wechat_enterprise/exchange (anonymous). */
export interface WecomExchangeParams {
  code: string;
  state: string;
}

/** POST /sys/thirdLogin/oauth2/dingtalk/exchange (anonymous). */
export interface DingtalkExchangeParams {
  authCode: string;
  tenantId?: number;
}

/** A successful exchange: the usual login payload plus where to go (from the signed state). */
export type InAppLoginResult = LoginResult & {
  thirdType: InAppProvider;
  /** Same-origin path; '/' when none was given. */
  redirect: string;
  /** The tenant whose app signed the user in (the client selects it). */
  tenantId: number | null;
  purpose: InAppPurpose;
};

/**
 * An exchange whose app account is not bound to a console user answers success:false, code 500,
 * the unbound message, and this result: after a manual sign-in on the same page the client posts
 * the ticket to /sys/thirdLogin/bindTicket to bind the account (single use, 10 minutes).
 */
export interface InAppUnbound {
  bindTicket: string;
  thirdType: InAppProvider;
  redirect: string;
}

/** POST /sys/thirdLogin/bindTicket (authenticated) body. */
export interface BindTicketParams {
  ticket: string;
}

/** postMessage from the hidden WeCom re-login frame to its parent (same origin only). */
export interface ReloginFrameMessage {
  type: 'cwxt-inapp-relogin';
  ok: boolean;
  message?: string;
}
