import * as api from '../../api/sys/in-app-login-api';
import {
  IN_APP_MESSAGES,
  type InAppLoginResult,
  type InAppPublicConfig,
} from '../../domain/contract/in-app-login';
import type { InApp } from '../../domain/device/detect';
import { safeRedirect } from '../../domain/routes/safe-redirect';
import { PATHS } from '../../domain/routes/paths';
import { claimAutoAttempt } from './attempt-guard';
import { consumeState, rememberState } from './expected-state';
import { requestDingtalkAuthCode } from './dingtalk-auth-code';
import { failureMessage, settleExchange, storeInAppLogin, type ExchangeOutcome } from './exchange';
import { IN_APP_CLIENT_MESSAGES } from './messages';
import { isReloginFrame, postReloginResult } from './relogin-frame';

/**
 * /oauth2-app/login, both shells (issue 8, spec 000 §4): what the page does on arrival, as one
 * async decision the shells render.
 */
export type Oauth2Step =
  /**
   * Signed in: store `login` and go to this same-origin path, in the same tick (the shell does
   * both), so the navigation guard never swaps this page for its loading view and mounts it again.
   */
  | { kind: 'navigate'; to: string; login: InAppLoginResult }
  /** Leave for the WeCom authorize page (no history entry). */
  | { kind: 'leave'; url: string }
  /** Show the message and the manual sign-in form; bind the app account after it when a ticket is given. */
  | { kind: 'form'; message: string; bindTicket: string | null }
  /** Not inside WeCom / DingTalk: the manual sign-in with a hint. */
  | { kind: 'outside' }
  /** This page was the hidden re-login frame: the parent has been told, nothing to show. */
  | { kind: 'framed' };

export interface Oauth2PageInput {
  /** The page's query string. */
  search: string;
  inApp: InApp;
}

export interface Oauth2PageQuery {
  redirect: string;
  code: string | null;
  state: string | null;
  tenantId: number | undefined;
}

const CODE_MAX = 512;

export function readOauth2Query(search: string): Oauth2PageQuery {
  const q = new URLSearchParams(search);
  const code = q.get('code');
  const state = q.get('state');
  const tenant = q.get('tenantId');
  return {
    redirect: safeRedirect(q.get('redirect'), PATHS.home),
    code: code && code.length <= CODE_MAX ? code : null,
    state: state && state.length <= CODE_MAX * 4 ? state : null,
    tenantId: tenant && /^\d{1,9}$/.test(tenant) ? Number(tenant) : undefined,
  };
}

function formFrom(outcome: Exclude<ExchangeOutcome, { kind: 'signed-in' }>): Oauth2Step {
  return {
    kind: 'form',
    message: outcome.message,
    bindTicket: outcome.kind === 'unbound' ? outcome.bindTicket : null,
  };
}

async function loadConfig(tenantId: number | undefined): Promise<InAppPublicConfig | string> {
  try {
    const res = await api.getInAppConfig(tenantId);
    if (!res.success || !res.result) return res.message || IN_APP_CLIENT_MESSAGES.failed;
    return res.result;
  } catch (e) {
    return failureMessage(e);
  }
}

const STATE_REFUSED: Oauth2Step = { kind: 'form', message: IN_APP_MESSAGES.stateInvalid, bindTicket: null };

/** WeCom came back with code & state: exchange; the target comes from the signed state. */
async function wecomReturn(code: string, state: string, fallback: string): Promise<Oauth2Step> {
  if (!consumeState(state)) return STATE_REFUSED;
  const outcome = await settleExchange(() => api.wecomExchange({ code, state }));
  if (outcome.kind !== 'signed-in') return formFrom(outcome);
  return { kind: 'navigate', to: safeRedirect(outcome.result.redirect, fallback), login: outcome.result };
}

/** The hidden re-login frame: exchange, store the session (shared storage), tell the parent. */
async function framedReturn(code: string, state: string): Promise<Oauth2Step> {
  if (!consumeState(state)) {
    postReloginResult({ ok: false, message: IN_APP_MESSAGES.stateInvalid });
    return { kind: 'framed' };
  }
  const outcome = await settleExchange(() => api.wecomExchange({ code, state }));
  if (outcome.kind === 'signed-in') {
    storeInAppLogin(outcome.result);
    postReloginResult({ ok: true });
  } else {
    postReloginResult({ ok: false, message: outcome.message });
  }
  return { kind: 'framed' };
}

async function wecomStart(query: Oauth2PageQuery): Promise<Oauth2Step> {
  const config = await loadConfig(query.tenantId);
  if (typeof config === 'string') return { kind: 'form', message: config, bindTicket: null };
  if (!config.wechat_enterprise)
    return { kind: 'form', message: IN_APP_CLIENT_MESSAGES.notConfigured, bindTicket: null };
  try {
    const res = await api.wecomAuthorize({
      redirect: query.redirect,
      purpose: 'login',
      ...(config.tenantId !== null ? { tenantId: config.tenantId } : {}),
    });
    if (!res.success || !res.result?.url) {
      return { kind: 'form', message: res.message || IN_APP_CLIENT_MESSAGES.failed, bindTicket: null };
    }
    if (!rememberState(res.result.url)) {
      return { kind: 'form', message: IN_APP_CLIENT_MESSAGES.failed, bindTicket: null };
    }
    return { kind: 'leave', url: res.result.url };
  } catch (e) {
    return { kind: 'form', message: failureMessage(e), bindTicket: null };
  }
}

/** DingTalk: one-time code from the jsapi, exchanged by the server. */
export async function dingtalkSignIn(tenantId: number | undefined): Promise<ExchangeOutcome> {
  const config = await loadConfig(tenantId);
  if (typeof config === 'string') return { kind: 'failed', message: config };
  if (!config.dingtalk) return { kind: 'failed', message: IN_APP_CLIENT_MESSAGES.notConfigured };
  let authCode: string;
  try {
    authCode = await requestDingtalkAuthCode(config.dingtalk.corpId, config.dingtalk.clientId);
  } catch (e) {
    return { kind: 'failed', message: failureMessage(e) };
  }
  return settleExchange(() =>
    api.dingtalkExchange({ authCode, ...(config.tenantId !== null ? { tenantId: config.tenantId } : {}) }),
  );
}

export async function startOauth2Page(input: Oauth2PageInput): Promise<Oauth2Step> {
  const query = readOauth2Query(input.search);
  const hasReturn = query.code !== null && query.state !== null;
  if (hasReturn && isReloginFrame()) return framedReturn(query.code as string, query.state as string);
  if (input.inApp === null) return { kind: 'outside' };
  // A code already here is exchanged once; whatever happens, the page never redirects on its own again.
  if (input.inApp === 'wxwork' && hasReturn) {
    return wecomReturn(query.code as string, query.state as string, query.redirect);
  }
  if (!claimAutoAttempt())
    return { kind: 'form', message: IN_APP_CLIENT_MESSAGES.loopGuard, bindTicket: null };
  if (input.inApp === 'wxwork') return wecomStart(query);
  const outcome = await dingtalkSignIn(query.tenantId);
  if (outcome.kind !== 'signed-in') return formFrom(outcome);
  return { kind: 'navigate', to: query.redirect, login: outcome.result };
}

/**
 * After the manual sign-in on the page: binds the app account when the exchange left a ticket.
 * Resolves with the message to show (绑定成功 or the failure); binding failures do not block.
 */
export async function bindAfterManualLogin(
  bindTicket: string | null,
): Promise<{ ok: boolean; message: string } | null> {
  if (!bindTicket) return null;
  try {
    const res = await api.bindTicket({ ticket: bindTicket });
    return res.success
      ? { ok: true, message: IN_APP_MESSAGES.bound }
      : { ok: false, message: res.message || IN_APP_CLIENT_MESSAGES.bindFailed };
  } catch (e) {
    return { ok: false, message: failureMessage(e, IN_APP_CLIENT_MESSAGES.bindFailed) };
  }
}
