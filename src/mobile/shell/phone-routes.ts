import { useMemo } from 'react';
import { ADMIN_USERNAME } from '../../shared/flows/user-admin';
import type { AppRoute } from '../../shared/domain/menu/build-routes';
import { withoutDeveloperPages } from '../../shared/domain/menu/workbench';
import { useSession } from '../../shared/session/session-store';

/** Developer tools (the widget showcase, the vConsole switch): the admin account, or a dev build. */
export function useDeveloperTools(): boolean {
  const username = useSession((s) => s.userInfo?.username);
  // The dev server's mode, not DEV: a test run is not development.
  return import.meta.env.MODE === 'development' || username === ADMIN_USERNAME;
}

/** The session's menu as the phone offers it: developer pages only for developers. */
export function usePhoneRoutes(): AppRoute[] {
  const routes = useSession((s) => s.routes);
  const developer = useDeveloperTools();
  return useMemo(() => (developer ? routes : withoutDeveloperPages(routes)), [routes, developer]);
}
