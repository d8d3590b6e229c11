import { isSafeRedirect } from '../../../src/shared/domain/routes/safe-redirect';

/**
 * The CAS `service` must be a page of this console: an absolute http(s) URL on `origin` (the
 * configured public origin or the request's own) with no credentials or fragment, whose path and
 * query pass the open-redirect guard. Answers the service unchanged (CAS compares it literally).
 */
export function checkServiceUrl(service: string, origin: string): string | null {
  let url: URL;
  let own: string;
  try {
    url = new URL(service);
    own = new URL(origin).origin;
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== own || url.username || url.password || service.includes('#')) return null;
  // Only a plain `scheme://host[:port]/` prefix (no `\`, userinfo or odd spacing before the path).
  if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\//.test(service)) return null;
  return isSafeRedirect(`${url.pathname}${url.search}`) ? service : null;
}
