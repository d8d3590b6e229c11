import { HTTP_MESSAGES } from '../../api/error-catalogue';
import { getHttpUi } from '../../api/http-ui';
import * as api from '../../api/sys/in-app-login-api';
import { safeRedirect } from '../../domain/routes/safe-redirect';
import { ReloginRejectedError, type ReloginSuccess } from '../../session/relogin-queue';
import { reloadSessionFromStorage, useSession } from '../../session/session-store';
import { readToken } from '../../session/storage';
import { browserLocation } from '../browser-location';
import { currentInApp } from '../in-app';
import { failureMessage, storeInAppLogin, type ExchangeOutcome } from './exchange';
import { rememberState } from './expected-state';
import { IN_APP_CLIENT_MESSAGES } from './messages';
import { dingtalkSignIn } from './oauth2-page-flow';
import { runReloginFrame } from './relogin-frame';

/**
 * Re-login in place (issue 8): the in-app sign-in without leaving the page. DingTalk asks the
 * jsapi for a code and exchanges it; WeCom runs the authorize round trip in a hidden same-origin
 * frame. When that cannot sign the user in (error, unbound account) the shell's full-screen
 * dialog asks for the manual sign-in. Resolves with the new token; rejects when the user cancels.
 * Loaded lazily by session/relogin.ts: only ever needed inside the apps.
 */
type Failure = { message: string; bindTicket: string | null };

/**
 * How long the user waits for the silent sign-in before the password sheet: a field user must not
 * stare at a spinner (the product asks for the sheet within 3 s). A slow answer after this is
 * dropped; the sheet signs the user in either way.
 */
export const SILENT_RELOGIN_DEADLINE_MS = 2_500;
export const SILENT_RELOGIN_SLOW = '自动登录响应较慢，请输入密码登录';

function withDeadline(attempt: Promise<Failure | null>, ms: number): Promise<Failure | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Failure>((resolve) => {
    timer = setTimeout(() => resolve({ message: SILENT_RELOGIN_SLOW, bindTicket: null }), ms);
  });
  return Promise.race([attempt, late]).finally(() => clearTimeout(timer));
}

function currentTenantId(): number | undefined {
  const tenant = useSession.getState().tenantId;
  return tenant && /^\d{1,9}$/.test(tenant) ? Number(tenant) : undefined;
}

async function dingtalkSilent(): Promise<Failure | null> {
  const outcome = await dingtalkSignIn(currentTenantId());
  return settle(outcome);
}

function settle(outcome: ExchangeOutcome): Failure | null {
  if (outcome.kind === 'signed-in') {
    storeInAppLogin(outcome.result);
    return null;
  }
  return { message: outcome.message, bindTicket: outcome.kind === 'unbound' ? outcome.bindTicket : null };
}

async function wecomSilent(): Promise<Failure | null> {
  const config = await api.getInAppConfig(currentTenantId());
  if (!config.success || !config.result)
    return { message: config.message || IN_APP_CLIENT_MESSAGES.failed, bindTicket: null };
  if (!config.result.wechat_enterprise)
    return { message: IN_APP_CLIENT_MESSAGES.notConfigured, bindTicket: null };
  const tenantId = config.result.tenantId;
  const res = await api.wecomAuthorize({
    redirect: safeRedirect(browserLocation.fullPath()),
    purpose: 'relogin',
    ...(tenantId !== null ? { tenantId } : {}),
  });
  if (!res.success || !res.result?.url)
    return { message: res.message || IN_APP_CLIENT_MESSAGES.failed, bindTicket: null };
  if (!rememberState(res.result.url)) return { message: IN_APP_CLIENT_MESSAGES.failed, bindTicket: null };
  const answer = await runReloginFrame(res.result.url);
  if (!answer.ok) return { message: answer.message || IN_APP_CLIENT_MESSAGES.failed, bindTicket: null };
  // The frame stored the new session in the shared storage: adopt it without dropping the menu.
  reloadSessionFromStorage({ keepMenuOfSameUser: true });
  return readToken() ? null : { message: IN_APP_CLIENT_MESSAGES.failed, bindTicket: null };
}

function success(): ReloginSuccess {
  const token = readToken();
  if (!token) throw new ReloginRejectedError('cancelled');
  return { token, userId: useSession.getState().userInfo?.id ?? null };
}

export async function runInAppRelogin(): Promise<ReloginSuccess> {
  const ui = getHttpUi();
  const inApp = currentInApp();
  ui.loading(HTTP_MESSAGES.inAppRelogin);
  let failure: Failure | null;
  try {
    if (inApp === 'dingtalk') failure = await withDeadline(dingtalkSilent(), SILENT_RELOGIN_DEADLINE_MS);
    else if (inApp === 'wxwork') failure = await withDeadline(wecomSilent(), SILENT_RELOGIN_DEADLINE_MS);
    else failure = { message: IN_APP_CLIENT_MESSAGES.outside, bindTicket: null };
  } catch (e) {
    failure = { message: failureMessage(e), bindTicket: null };
  } finally {
    ui.hideLoading?.();
  }
  if (!failure) return success();
  if (!ui.reloginDialog) throw new ReloginRejectedError('cancelled', failure.message);
  const signedIn = await ui.reloginDialog(failure);
  if (!signedIn) throw new ReloginRejectedError('cancelled');
  return success();
}
