import { OPEN_PATHS, PATHS } from '../routes/paths';

/** The navigation guard of spec 000 §2.3 as a pure decision. */
export type NavDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; replace: boolean }
  /** Caller fetches, builds routes, then re-decides with `permissionsJustLoaded`. */
  | { type: 'load-permissions' };

export interface NavInput {
  /** location.pathname */
  path: string;
  /** pathname + search + hash: what the login redirect query carries. */
  fullPath: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
  /** The `redirect` query of the current location, if any. */
  redirect?: string | null;
  /** True on the decision right after the permissions were fetched: continue to the redirect target. */
  permissionsJustLoaded?: boolean;
  openPaths?: readonly string[];
}

function stripSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isOpenPath(path: string, openPaths: readonly string[] = OPEN_PATHS): boolean {
  return openPaths.includes(stripSlash(path));
}

/**
 * A redirect target is followed only when it is a path of this site: absolute, not protocol-relative,
 * no backslash tricks. Anything else is dropped (no open redirect through `?redirect=`).
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const target = raw.trim();
  // Browsers drop tabs/newlines inside URLs, so "/\t/evil" would become "//evil": reject control characters.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  return target;
}

export function loginRedirectPath(fullPath: string): string {
  return `${PATHS.login}?redirect=${encodeURIComponent(fullPath)}`;
}

export function decideNavigation(input: NavInput): NavDecision {
  const path = stripSlash(input.path);
  if (input.hasToken) {
    if (path === PATHS.login) return { type: 'redirect', to: PATHS.home, replace: true };
    if (!input.permissionsLoaded) return { type: 'load-permissions' };
    if (input.permissionsJustLoaded) {
      const target = safeRedirectTarget(input.redirect);
      if (target && target !== input.fullPath && stripSlash(target) !== path) {
        return { type: 'redirect', to: target, replace: true };
      }
    }
    return { type: 'allow' };
  }
  if (isOpenPath(path, input.openPaths)) return { type: 'allow' };
  return { type: 'redirect', to: loginRedirectPath(input.fullPath), replace: true };
}
