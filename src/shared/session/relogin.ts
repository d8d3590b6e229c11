import { HTTP_MESSAGES, RELOAD_DELAY_MS, expiryLatch, type HttpErrorAction } from '../api/error-catalogue';
import { getHttpUi } from '../api/http-ui';
import { PATHS } from '../domain/routes/paths';
import { browserLocation } from '../platform/browser-location';
import type * as InPlaceModule from './relogin-in-place';
import { STORAGE_KEYS, localStore } from './storage';

/**
 * What an expired session does in each environment (spec 000 §8):
 * - browser, HTTP 500 "Token失效": modal 登录已过期 → OK logs out, removes the token, reloads;
 * - browser, HTTP 401: message, logout, reload after 1.5 s (the guard then sends the user to
 *   /user/login?redirect=<full path>);
 * - WeCom / DingTalk: re-login in place (below, issue 8); when it is cancelled or impossible:
 *   loading 登录已过期，正在重新登录, logout, then the OAuth2 in-app login.
 * The caller has already engaged the latch; each path releases it once the reload/re-login is under way.
 */
export type Logout = () => Promise<void>;

export function oauth2LoginUrl(fullPath: string): string {
  return `${PATHS.oauth2Login}?redirect=${encodeURIComponent(fullPath)}`;
}

export function runExpiry(action: HttpErrorAction, logout: Logout): void {
  const ui = getHttpUi();
  switch (action.kind) {
    case 'expired-modal':
      ui.expiredModal({
        title: HTTP_MESSAGES.expiredTitle,
        content: HTTP_MESSAGES.expiredContent,
        okText: HTTP_MESSAGES.expiredOk,
        onOk: () => {
          void logout().finally(() => {
            localStore.remove(STORAGE_KEYS.ACCESS_TOKEN);
            browserLocation.reload();
            expiryLatch.release();
          });
        },
      });
      return;
    case 'in-app-relogin': {
      // Like the 401 path, the message stays long enough to be read before the page changes.
      ui.loading(HTTP_MESSAGES.inAppRelogin);
      const target = oauth2LoginUrl(browserLocation.fullPath());
      setTimeout(() => {
        void logout().finally(() => {
          browserLocation.assign(target);
          expiryLatch.release();
        });
      }, RELOAD_DELAY_MS);
      return;
    }
    case 'unauthorized':
      ui.error(HTTP_MESSAGES.expiredContent);
      if (!action.logout) {
        expiryLatch.release();
        return;
      }
      void logout().finally(() => {
        setTimeout(() => {
          browserLocation.reload();
          expiryLatch.release();
        }, RELOAD_DELAY_MS);
      });
      return;
    default:
      expiryLatch.release();
  }
}

/**
 * Re-login in place (issue 8, inside WeCom / DingTalk) lives in relogin-in-place.ts, loaded on the
 * first in-app session expiry only: the phone's first load does not carry it.
 */
type InPlace = typeof InPlaceModule;
let inPlace: InPlace | null = null;

export function loadReloginInPlace(): Promise<InPlace> {
  return import('./relogin-in-place').then((m) => (inPlace = m));
}

/** True while a re-login in place runs (never before its module was loaded). */
export function reloginRunning(): boolean {
  return inPlace?.reloginActive() ?? false;
}
