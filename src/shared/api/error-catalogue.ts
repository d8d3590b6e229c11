/**
 * The HTTP interceptor's error catalogue (spec 000 §8) as a pure decision, plus the once-only latch
 * that makes ten concurrent session failures produce one modal, one logout and one reload.
 */
export const HTTP_MESSAGES = {
  systemTip: '系统提示',
  forbidden: '拒绝访问',
  expiredTitle: '登录已过期',
  expiredContent: '很抱歉，登录已过期，请重新登录',
  expiredOk: '重新登录',
  inAppRelogin: '登录已过期，正在重新登录',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
} as const;

/** 401 then logout: the reload waits this long so the message can be read (spec 000 §8). */
export const RELOAD_DELAY_MS = 1500;

export interface HttpErrorInput {
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  /** `message` of the response body (already read from a blob body), if any. */
  serverMessage: string | null;
  /** The transport error's own message (axios `error.message`). */
  errorMessage: string;
  /** The request timed out (axios ECONNABORTED / ETIMEDOUT). */
  timedOut: boolean;
  hasToken: boolean;
  inApp: 'wxwork' | 'dingtalk' | null;
  /** The request was cancelled by the caller: nothing to show. */
  cancelled?: boolean;
}

export type HttpErrorAction =
  | { kind: 'none' }
  | { kind: 'notify'; title: string; text: string }
  | { kind: 'error'; text: string }
  /** Browser: modal 登录已过期 whose OK logs out, removes the token and reloads. */
  | { kind: 'expired-modal' }
  /**
   * WeCom / DingTalk: re-login in place (requests held and replayed, session/relogin.ts); when that
   * is cancelled or impossible: loading text, logout, then the OAuth2 in-app login with a redirect.
   */
  | { kind: 'in-app-relogin' }
  /** 401: message, then logout and reload after 1.5 s (only when a token was held). */
  | { kind: 'unauthorized'; logout: boolean };

export function decideHttpError(input: HttpErrorInput): HttpErrorAction {
  if (input.cancelled) return { kind: 'none' };
  const { status, serverMessage } = input;
  if (status === null) {
    if (input.timedOut || /timeout/i.test(input.errorMessage))
      return { kind: 'error', text: HTTP_MESSAGES.timeout };
    return input.errorMessage ? { kind: 'error', text: input.errorMessage } : { kind: 'none' };
  }
  switch (status) {
    case 403:
      return { kind: 'notify', title: HTTP_MESSAGES.systemTip, text: HTTP_MESSAGES.forbidden };
    case 500:
      if (input.hasToken && serverMessage?.includes('Token失效')) {
        return input.inApp ? { kind: 'in-app-relogin' } : { kind: 'expired-modal' };
      }
      // The original shows nothing for other 500s; showing the server's text is the more useful choice.
      return serverMessage ? { kind: 'error', text: serverMessage } : { kind: 'none' };
    case 404:
      return { kind: 'error', text: HTTP_MESSAGES.notFound };
    case 504:
      return { kind: 'error', text: HTTP_MESSAGES.timeout };
    case 401:
      // In WeCom / DingTalk the password login is not where the user should land: re-login in-app.
      if (input.hasToken && input.inApp) return { kind: 'in-app-relogin' };
      return { kind: 'unauthorized', logout: input.hasToken };
    default: {
      const text = serverMessage || input.errorMessage;
      return text ? { kind: 'error', text } : { kind: 'none' };
    }
  }
}

/** True for the actions that end the session and must run once however many requests fail. */
export function isSessionExpiry(action: HttpErrorAction): boolean {
  return (
    action.kind === 'expired-modal' || action.kind === 'in-app-relogin' || action.kind === 'unauthorized'
  );
}

let engaged = false;

/** Module-level latch: the first expiry engages it; it is released after the reload or re-login. */
export const expiryLatch = {
  tryEngage(): boolean {
    if (engaged) return false;
    engaged = true;
    return true;
  },
  release(): void {
    engaged = false;
  },
  get engaged(): boolean {
    return engaged;
  },
};
