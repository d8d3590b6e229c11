import type { ThirdLoginResult } from '../../domain/contract/third-login';
import { PATHS } from '../../domain/routes/paths';
import { safeRedirect } from '../../domain/routes/safe-redirect';
import { getAction } from '../http';

/**
 * The CAS `service` of this console: the CAS return page, carrying the (safe) redirect target.
 * Built the same way before leaving for CAS and on the way back, because CAS compares it literally.
 */
export function casServiceUrl(origin: string, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect, '');
  return `${origin}${PATHS.casReturn}${target ? `?redirect=${encodeURIComponent(target)}` : ''}`;
}

/** The CAS login page for this console (`loginUrl` from GET /sys/thirdLogin/options). */
export function casLoginHref(loginUrl: string, service: string): string {
  const sep = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${sep}service=${encodeURIComponent(service)}`;
}

/** `GET /sys/cas/client/validateLogin` (CONTRACT §2.7): success is the `success` flag (spec 000 §4). */
export function validateCasLogin(ticket: string, service: string) {
  return getAction<ThirdLoginResult>('/sys/cas/client/validateLogin', { ticket, service });
}
