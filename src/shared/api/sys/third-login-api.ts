import type {
  ThirdBindStartResult,
  ThirdLoginResult,
  ThirdLoginSource,
} from '../../domain/contract/third-login';
import { safeRedirect } from '../../domain/routes/safe-redirect';
import { getAppConfig } from '../../config/app-config';
import { getAction, postAction } from '../http';

// GET /sys/thirdLogin/options lives with its hook in flows/third-login-options.ts: the phone login
// page (110 KiB budget) loads only that, not the rest of this module.

/** Where the browser goes to start a third-party sign-in (a server 302 to the provider). */
export function thirdLoginRenderUrl(source: ThirdLoginSource, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect, '');
  const query = target ? `?redirect=${encodeURIComponent(target)}` : '';
  return `${getAppConfig().apiBase}/sys/thirdLogin/render/${source}${query}`;
}

/**
 * `GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}` (spec 000 §7.2): on this server `token`
 * is the callback page's one-time code; success is code 200.
 */
export function getThirdLoginUser(code: string, thirdType: ThirdLoginSource) {
  return getAction<ThirdLoginResult>(
    `/sys/thirdLogin/getLoginUser/${encodeURIComponent(code)}/${encodeURIComponent(thirdType)}`,
  );
}

/** `POST /sys/thirdLogin/bindStart`: the provider URL that binds the signed-in user's account. */
export function startThirdBind(source: ThirdLoginSource) {
  return postAction<ThirdBindStartResult>('/sys/thirdLogin/bindStart', { source });
}
