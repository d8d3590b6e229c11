import type { AxiosError, AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { expiryLatch } from '../api/error-catalogue';
import { getHttpUi } from '../api/http-ui';
import type { UserInfo } from '../domain/contract/user';
import { isReloginFrame } from '../platform/in-app-login/frame-identity';
import { runExpiry, type Logout } from './relogin';
import {
  RELOGIN_QUEUE_MESSAGES,
  createReloginQueue,
  isWriteMethod,
  type ReloginRunner,
} from './relogin-queue';
import { STORAGE_KEYS, localStore, readToken } from './storage';

/**
 * Re-login in place (issue 8, inside WeCom / DingTalk): instead of leaving the page, requests that
 * carry the expired token are held (not sent), the in-app sign-in runs (silently, or in the shell's
 * dialog), and the held and failed requests are sent again, in the order they were made, with the
 * new token. Loaded by http.ts on the first in-app session expiry (session/relogin.ts).
 */
const queue = createReloginQueue();

/** The sign-in requests themselves: never held (the re-login needs them), never replayed. */
const SIGN_IN_PATHS = [
  'sys/login',
  'sys/phoneLogin',
  'sys/randomImage/',
  'sys/sms',
  'sys/logout',
  'sys/thirdLogin/',
  'sys/cas/',
];

export function isSignInRequest(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0]?.replace(/^\/+/, '') ?? '';
  return SIGN_IN_PATHS.some((p) =>
    p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`),
  );
}

/** The runner is loaded on first use: only the apps ever need it. Tests replace it. */
let loadRunner: () => Promise<ReloginRunner> = () =>
  import('../platform/in-app-login/silent-relogin').then((m) => m.runInAppRelogin);

export function setReloginRunnerLoader(loader: () => Promise<ReloginRunner>): void {
  loadRunner = loader;
}

export function reloginActive(): boolean {
  return queue.active;
}

/** True when a request about to be sent with `token` must wait for the running re-login. */
export function mustHoldRequest(token: string | null, url: string | undefined): boolean {
  return queue.active && token !== null && token === queue.staleToken && !isSignInRequest(url);
}

/**
 * Starts the re-login in place for the expired `staleToken` unless one runs. Cancelled or
 * impossible, it falls back to the old behaviour (logout, then the in-app login page).
 */
export function startRelogin(staleToken: string | null, logout: Logout): void {
  if (queue.active) return;
  const previousUserId = localStore.get<UserInfo>(STORAGE_KEYS.USER_INFO)?.id ?? null;
  queue
    .start(() => loadRunner().then((run) => run()), staleToken, previousUserId)
    .then(
      (success) => {
        if (previousUserId !== null && success.userId !== previousUserId) {
          getHttpUi().error(RELOGIN_QUEUE_MESSAGES.userChanged);
        }
      },
      () => {
        if (expiryLatch.tryEngage()) runExpiry({ kind: 'in-app-relogin' }, logout);
      },
    );
}

/**
 * Waits for the running re-login: resolves with the new token when the request may be sent,
 * rejects with a ReloginRejectedError when it was cancelled or signed in another user (writes).
 */
export function awaitRelogin(method: string | undefined): Promise<string> {
  return queue.hold(isWriteMethod(method));
}

/**
 * `cwxtShared`: sent by the shared instance (its caller awaits the answer); `cwxtReplayed`: this is
 * the second sending; `cwxtAwaitRelogin`: wait for the running re-login before leaving.
 */
export type ReplayableConfig = InternalAxiosRequestConfig & {
  cwxtShared?: boolean;
  cwxtReplayed?: boolean;
  cwxtAwaitRelogin?: boolean;
};

/** Request interceptor part: waits while the re-login runs when this request must not leave yet. */
export async function holdIfNeeded(config: ReplayableConfig): Promise<void> {
  const wait = config.cwxtAwaitRelogin
    ? queue.active
    : !config.headers.has('X-Access-Token') && mustHoldRequest(readToken(), config.url);
  if (wait) await awaitRelogin(config.method);
}

/**
 * The in-app answer to an expired session: start the re-login in place and send the failed
 * request again once it succeeds. Null when this request cannot be replayed (a sign-in request,
 * an already replayed one, or the old behaviour already under way).
 */
export function replayAfterRelogin(
  error: AxiosError,
  deps: { getHttp: () => Promise<AxiosInstance>; logout: Logout },
): Promise<unknown> | null {
  // The hidden re-login frame shares the storage of its page: it must never end that session.
  if (isReloginFrame()) return Promise.reject(error);
  const config = error.config as ReplayableConfig | undefined;
  if (!config || config.cwxtReplayed || isSignInRequest(config.url) || expiryLatch.engaged) return null;
  const sentHeader = config.headers.get('X-Access-Token');
  const sent = typeof sentHeader === 'string' && sentHeader ? sentHeader : null;
  const current = readToken();
  // Another re-login already replaced the token this request carried: just send it again.
  const replaced = !queue.active && current !== null && sent !== null && current !== sent;
  if (!replaced) startRelogin(sent, deps.logout);
  // Another instance's request (the upload widget's own): its caller has already reported the
  // failure, so it is not sent twice; the re-login still runs and the user simply retries.
  if (!config.cwxtShared) {
    return (replaced ? Promise.resolve('') : awaitRelogin(config.method)).then(() => Promise.reject(error));
  }
  // A fresh copy without the old token: prepareRequest sets the new token and tenant.
  const headers = { ...config.headers.toJSON() } as Record<string, string>;
  delete headers['X-Access-Token'];
  const again: AxiosRequestConfig & Omit<ReplayableConfig, 'headers'> = {
    ...config,
    headers,
    cwxtReplayed: true,
    cwxtAwaitRelogin: !replaced,
  };
  return deps.getHttp().then((http) => http.request(again));
}
