import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/api-error';
import { casLoginHref, casServiceUrl, validateCasLogin } from '../api/sys/cas-api';
import { getThirdLoginUser, thirdLoginRenderUrl } from '../api/sys/third-login-api';
import { RESULT_CODE } from '../domain/contract/result';
import {
  THIRD_LOGIN_MESSAGE_TYPE,
  THIRD_LOGIN_STORAGE_KEY,
  isThirdLoginSource,
  type ThirdLoginHandoff,
  type ThirdLoginOptions,
  type ThirdLoginSource,
} from '../domain/contract/third-login';
import { browserLocation } from '../platform/browser-location';
import { applyLogin, useSession, type LoginOutcome } from '../session/session-store';
import { useLoginFlow, type LoginFlow } from './login-flow';

export const THIRD_LOGIN_TEXT = {
  cas: 'CAS登录',
  github: 'GitHub登录',
  working: '正在登录…',
  backToLogin: '返回登录',
  failed: '登录失败',
  noTicket: '缺少CAS票据，请重新登录',
  expired: '登录已失效，请重新登录',
} as const;

/**
 * A CAS return is accepted only in the tab that started it (no login CSRF: a link carrying someone
 * else's ticket must not sign this browser in as them). Same-window round trip, so sessionStorage.
 */
export const CAS_STARTED_KEY = 'cwxt-cas-started';
const CAS_START_TTL_MS = 10 * 60_000;

function markCasStarted(): void {
  try {
    window.sessionStorage.setItem(CAS_STARTED_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode): the return page then asks the user to start again.
  }
}

/** True once per start, within 10 minutes of it. */
export function takeCasStarted(now = Date.now()): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(CAS_STARTED_KEY));
    window.sessionStorage.removeItem(CAS_STARTED_KEY);
    return at > 0 && now - at >= 0 && now - at < CAS_START_TTL_MS;
  } catch {
    return false;
  }
}

/** CAS: the ticket → a stored login. Success is the `success` flag (spec 000 §4). */
export async function loginWithCasTicket(ticket: string, service: string): Promise<LoginOutcome> {
  const res = await validateCasLogin(ticket, service);
  if (!res.success || !res.result?.token) throw new ApiError(res, THIRD_LOGIN_TEXT.failed);
  return applyLogin(res.result, res.result.userInfo.username);
}

/** Third-party: the one-time code → a stored login. Success is code 200 (spec 000 §4). */
export async function loginWithThirdCode(code: string, thirdType: ThirdLoginSource): Promise<LoginOutcome> {
  const res = await getThirdLoginUser(code, thirdType);
  if (Number(res.code) !== RESULT_CODE.OK || !res.result?.token)
    throw new ApiError(res, THIRD_LOGIN_TEXT.failed);
  return applyLogin(res.result, res.result.userInfo.username);
}

/** Takes (and removes) what the callback page left in this tab; null when absent or malformed. */
export function takeThirdLoginHandoff(): ThirdLoginHandoff | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(THIRD_LOGIN_STORAGE_KEY);
    window.sessionStorage.removeItem(THIRD_LOGIN_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<ThirdLoginHandoff>;
    if (typeof v.code !== 'string' || !v.code || !isThirdLoginSource(v.thirdType)) return null;
    return {
      code: v.code,
      thirdType: v.thirdType,
      redirect: typeof v.redirect === 'string' ? v.redirect : '/',
    };
  } catch {
    return null;
  }
}

/** The callback page's postMessage, accepted only from our own origin and in the expected shape. */
export function readThirdLoginMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): { code: string; thirdType: ThirdLoginSource } | null {
  if (event.origin !== origin) return null;
  const d = event.data as { type?: unknown; code?: unknown; thirdType?: unknown } | null;
  if (!d || typeof d !== 'object' || d.type !== THIRD_LOGIN_MESSAGE_TYPE) return null;
  if (typeof d.code !== 'string' || !d.code || d.code.length > 128 || !isThirdLoginSource(d.thirdType))
    return null;
  return { code: d.code, thirdType: d.thirdType };
}

export interface ThirdLoginButtonsModel {
  flow: LoginFlow;
  /** To the CAS login page (same window), coming back to the CAS return page. */
  startCas(): void;
  /** `popup`: desktop browsers; otherwise the same window (phone, in-app). */
  startThird(source: ThirdLoginSource, mode: 'popup' | 'same-window'): void;
}

/**
 * The login page's CAS / third-party buttons (shown once `useThirdLoginOptions` offers some): starting each sign-in, and the popup's
 * postMessage (same origin only) finishing like the password login (department / tenant choice,
 * then the `redirect` query or the home page).
 */
export function useThirdLoginButtons(options: ThirdLoginOptions): ThirdLoginButtonsModel {
  const [searchParams] = useSearchParams();
  const flow = useLoginFlow();
  const { submitOutcome } = flow;
  const redirect = searchParams.get('redirect');

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const got = readThirdLoginMessage(event, window.location.origin);
      if (got) void submitOutcome(() => loginWithThirdCode(got.code, got.thirdType));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [submitOutcome]);

  const startCas = useCallback(() => {
    if (!options.cas) return;
    markCasStarted();
    browserLocation.assign(
      casLoginHref(options.cas.loginUrl, casServiceUrl(window.location.origin, redirect)),
    );
  }, [options, redirect]);

  const startThird = useCallback(
    (source: ThirdLoginSource, mode: 'popup' | 'same-window') => {
      const url = thirdLoginRenderUrl(source, redirect);
      const popup = mode === 'popup' ? window.open(url, 'cwxt-third-login', 'width=760,height=720') : null;
      // A blocked popup falls back to the same window (the return page finishes the sign-in).
      if (!popup) browserLocation.assign(url);
    },
    [redirect],
  );

  return { flow, startCas, startThird };
}

export type ReturnLoginState = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * The CAS return page (`?ticket=`) and the third-party return page (code from sessionStorage):
 * signs in once (StrictMode-safe), then continues like the password login; on failure the page
 * shows the message and a way back to the login page — never an automatic loop.
 */
export function useReturnLogin(kind: 'cas' | 'third'): { state: ReturnLoginState; flow: LoginFlow } {
  const [searchParams] = useSearchParams();
  const flow = useLoginFlow();
  const [state, setState] = useState<ReturnLoginState>({ kind: 'working' });
  const started = useRef(false);
  const { submitOutcome, finish } = flow;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Mounted while signed in (the guard re-mounts this page after loading the menu): done.
    if (useSession.getState().token) {
      finish();
      return;
    }
    let task: (() => Promise<LoginOutcome>) | null = null;
    if (kind === 'cas') {
      const ticket = searchParams.get('ticket');
      const service = casServiceUrl(window.location.origin, searchParams.get('redirect'));
      if (!ticket) setState({ kind: 'failed', message: THIRD_LOGIN_TEXT.noTicket });
      else if (!takeCasStarted()) setState({ kind: 'failed', message: THIRD_LOGIN_TEXT.expired });
      else task = () => loginWithCasTicket(ticket, service);
    } else {
      const handoff = takeThirdLoginHandoff();
      if (handoff) task = () => loginWithThirdCode(handoff.code, handoff.thirdType);
      else setState({ kind: 'failed', message: THIRD_LOGIN_TEXT.expired });
    }
    if (!task) return;
    let failure = '';
    void submitOutcome(async () => {
      try {
        return await task();
      } catch (e) {
        failure = e instanceof Error && e.message ? e.message : THIRD_LOGIN_TEXT.failed;
        throw e;
      }
    }).then((ok) => {
      if (!ok) setState({ kind: 'failed', message: failure || THIRD_LOGIN_TEXT.failed });
    });
  }, [kind, searchParams, submitOutcome, finish]);

  return { state, flow };
}
