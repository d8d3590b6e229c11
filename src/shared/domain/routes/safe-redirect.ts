/**
 * Open-redirect guard (issue 8). A `redirect` or `state` target is accepted only when it is a
 * same-origin path: it starts with one `/`, is not protocol-relative (`//host`, `/\host`), carries
 * no scheme, no control characters and no backslashes, and stays short. Anything else becomes the
 * fallback. The server validates the same way before it stores a target in an OAuth2 `state`.
 */
export const REDIRECT_MAX_LENGTH = 1000;

// Control characters and backslashes: browsers strip or normalise them in ways that can turn a
// path into another origin (`/\evil.com`, `/%09/evil.com` after decoding).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.length === 0 || value.length > REDIRECT_MAX_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (UNSAFE_CHARS.test(value)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  // A path whose decoded form is protocol-relative or holds control characters is refused too.
  if (decoded.startsWith('//') || UNSAFE_CHARS.test(decoded)) return false;
  // The path part itself must not name a scheme (`/javascript:` is a path, `javascript:` is not).
  return !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

/** The value when it is a safe same-origin path, else `fallback`. */
export function safeRedirect(value: unknown, fallback = '/'): string {
  return isSafeRedirect(value) ? value : fallback;
}
