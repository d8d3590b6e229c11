import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getHttpUi } from '../api/http-ui';
import { MenuVersionError } from '../domain/menu/build-routes';
import { decideNavigation, loginRedirectPath } from '../domain/navigation/guard';
import { PATHS } from '../domain/routes/paths';
import { currentInApp } from '../platform/in-app';
import { isReloginFrame } from '../platform/in-app-login/frame-identity';
import { oauth2LoginUrl } from './relogin';
import { fetchPermissions, logout, useSession } from './session-store';

/**
 * Wires the pure decision of spec 000 §2.3 into react-router:
 * - token on the login page → home;
 * - no token outside the open paths → /user/login?redirect=<full path> (inside WeCom / DingTalk:
 *   /oauth2-app/login?redirect=<full path>);
 * - token without permissions → fetch them (routes are built into the store), then continue to the
 *   `redirect` query target or stay on the same path (replaced);
 * - fetch failure → logout, and the no-token rule sends the user to login with the redirect.
 * Renders `fallback` while the permissions load.
 */
export function NavigationGuard({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useSession((s) => s.token !== null);
  const permissionsLoaded = useSession((s) => s.permissions !== null);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const redirect = new URLSearchParams(location.search).get('redirect');

  const decision = decideNavigation({ path: location.pathname, fullPath, hasToken, permissionsLoaded });
  // The hidden WeCom re-login frame: its page exchanges the code while the shared storage still
  // holds the expired token, so it neither loads a menu with it nor logs anybody out.
  const reloginFrame = location.pathname === PATHS.oauth2Login && isReloginFrame();
  const loading = decision.type === 'load-permissions' && !reloginFrame;

  // The fetch outlives the `loading` render that started it (storing the permissions ends `loading`
  // before the promise settles), so staleness is judged by unmount and by the path, not by cleanup.
  const mounted = useRef(true);
  const currentPath = useRef(fullPath);
  currentPath.current = fullPath;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!loading) return;
    const startedAt = fullPath;
    const stale = () => !mounted.current || currentPath.current !== startedAt;
    fetchPermissions().then(
      () => {
        if (stale()) return;
        const next = decideNavigation({
          path: location.pathname,
          fullPath,
          hasToken: true,
          permissionsLoaded: true,
          permissionsJustLoaded: true,
          redirect,
        });
        if (next.type === 'redirect') navigate(next.to, { replace: next.replace });
      },
      async (e: unknown) => {
        if (!mounted.current) return;
        // The other generation's menu table cannot start this console: say why before leaving.
        if (e instanceof MenuVersionError) getHttpUi().error(e.message);
        // Logout clears the token at once, so the next render redirects to login with this path.
        await logout({ silent: true });
      },
    );
  }, [loading, location.pathname, fullPath, redirect, navigate]);

  if (reloginFrame) return <>{children}</>;
  if (decision.type === 'redirect') {
    // Inside WeCom / DingTalk the sign-in is the in-app one (issue 8), not the password page.
    const to =
      decision.to === loginRedirectPath(fullPath) && currentInApp() ? oauth2LoginUrl(fullPath) : decision.to;
    return <Navigate to={to} replace={decision.replace} />;
  }
  if (loading) return <>{fallback}</>;
  return <>{children}</>;
}
