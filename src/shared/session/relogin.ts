import { HTTP_MESSAGES, RELOAD_DELAY_MS, expiryLatch, type HttpErrorAction } from '../api/error-catalogue';
import { getHttpUi } from '../api/http-ui';
import { PATHS } from '../domain/routes/paths';
import { browserLocation } from '../platform/browser-location';
import { STORAGE_KEYS, localStore } from './storage';

/**
 * What an expired session does in each environment (spec 000 §8):
 * - browser, HTTP 500 "Token失效": modal 登录已过期 → OK logs out, removes the token, reloads;
 * - browser, HTTP 401: message, logout, reload after 1.5 s (the guard then sends the user to
 *   /user/login?redirect=<full path>);
 * - WeCom / DingTalk: loading 登录已过期，正在重新登陆, logout, then the OAuth2 in-app login.
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
