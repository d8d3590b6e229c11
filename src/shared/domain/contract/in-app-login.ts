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

/**
 * The user-visible words of the in-app sign-in, shared by server and client so both say the same.
 * Provider-dependent messages take the provider's Chinese name (企业微信 / 钉钉).
 */
export const IN_APP_PROVIDER_NAME: Record<InAppProvider, string> = {
  wechat_enterprise: '企业微信',
  dingtalk: '钉钉',
};

export const IN_APP_MESSAGES = {
  badRedirect: '非法的跳转地址',
  stateInvalid: '登录请求已失效，请重新打开应用',
  codeExpired: '登录凭证已过期，请重新打开应用',
  bindTicketInvalid: '绑定凭证已失效，请重新打开应用登录',
  bindNeedsLogin: '请先登录系统后再绑定',
  bindWrongUser: '绑定请求与当前登录用户不一致，请重新发起绑定',
  bound: '绑定成功',
  notConfigured: (p: InAppProvider) => `未配置${IN_APP_PROVIDER_NAME[p]}应用内登录`,
  credentialInvalid: (p: InAppProvider) => `${IN_APP_PROVIDER_NAME[p]}应用凭证无效，请联系管理员检查配置`,
  unreachable: (p: InAppProvider) => `无法连接${IN_APP_PROVIDER_NAME[p]}服务，请稍后重试`,
  userNotFound: (p: InAppProvider) => `${IN_APP_PROVIDER_NAME[p]}中未找到该用户`,
  notMember: (p: InAppProvider) => `当前${IN_APP_PROVIDER_NAME[p]}账号不是本企业成员，无法登录`,
  providerError: (p: InAppProvider, detail: string) => `${IN_APP_PROVIDER_NAME[p]}接口调用失败：${detail}`,
  unbound: (p: InAppProvider) => `该${IN_APP_PROVIDER_NAME[p]}账号尚未绑定系统用户，请使用账号登录完成绑定`,
  accountTaken: (p: InAppProvider) => `该${IN_APP_PROVIDER_NAME[p]}账号已绑定其他用户`,
  userAlreadyBound: (p: InAppProvider) => `当前用户已绑定其他${IN_APP_PROVIDER_NAME[p]}账号，请先解绑`,
  userInactive: '该用户已被冻结或注销，无法登录',
  notInTenant: '该用户不属于此应用所在的租户，无法登录',
  noTenant: '请先选择租户后再操作',
  configTypeInvalid: '应用类型不正确',
  corpIdRequired: (p: InAppProvider) =>
    p === 'dingtalk' ? '请填写钉钉CorpId' : '请填写企业微信企业ID（CorpId）',
  clientIdRequired: '请填写钉钉应用AppKey',
  agentIdRequired: (p: InAppProvider) =>
    p === 'dingtalk' ? '请填写钉钉应用AgentId' : '请填写企业微信应用AgentId',
  secretRequired: (p: InAppProvider) =>
    p === 'dingtalk' ? '请填写钉钉应用AppSecret' : '请填写企业微信应用Secret',
  idInvalid: '只能包含字母、数字和 _ . -',
  statusInvalid: '状态不正确',
  saved: '保存成功',
  loginOk: (username: string, p: InAppProvider) => `用户名: ${username},${IN_APP_PROVIDER_NAME[p]}登录成功！`,
} as const;

/** GET /sys/thirdApp/getThirdConfigByTenantId?thirdType= (permission system:thirdApp:config). */
export interface ThirdAppConfigView {
  id: string;
  tenantId: number;
  thirdType: InAppProvider;
  corpId: string;
  /** DingTalk AppKey; for WeCom the corp id again. */
  clientId: string;
  agentId: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  /** Whether a secret is stored; the secret itself never leaves the server. */
  secretSet: boolean;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** POST /sys/thirdApp/saveThirdConfig: an empty clientSecret keeps the stored one. */
export interface SaveThirdConfigParams {
  thirdType: InAppProvider;
  corpId: string;
  clientId?: string;
  agentId?: string;
  clientSecret?: string;
  status: number;
}

/** POST /sys/thirdApp/bindByCode (authenticated): binds the caller's DingTalk account. */
export interface BindByCodeParams {
  thirdType: 'dingtalk';
  authCode: string;
  tenantId?: number;
}
