/** The client-side words of the in-app sign-in (the server's are IN_APP_MESSAGES in the contract). */
export const IN_APP_CLIENT_MESSAGES = {
  notConfigured: '未配置应用内登录，请使用账号登录',
  outside: '当前不在企业微信或钉钉中，请使用账号登录',
  loopGuard: '自动登录未成功，请使用账号登录',
  working: '正在登录…',
  failed: '应用内登录失败，请使用账号登录',
  frameTimeout: '企业微信登录超时，请使用账号登录',
  bindFailed: '绑定失败',
} as const;
