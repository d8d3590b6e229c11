import { matchPath } from 'react-router-dom';
import type { AppRoute } from '../../shared/domain/menu/build-routes';
import { PATHS } from '../../shared/domain/routes/paths';
import { VIEW_KEYS } from '../../shared/domain/routes/components';

export interface ResolvedRoute {
  /** The matched menu route; null for a static page the menu does not list. */
  route: AppRoute | null;
  title: string;
  componentKey: string | null;
}

export const HOME_TITLE = '首页';

/**
 * Pages the phone reaches even when the menu does not list them: home, and the user centre
 * behind the nav bar's 个人中心 button. A menu entry for the same path wins (its title is used).
 */
const STATIC_PAGES: Record<string, { title: string; componentKey: string }> = {
  [PATHS.home]: { title: HOME_TITLE, componentKey: VIEW_KEYS.analysis },
  [PATHS.accountCenter]: { title: '个人中心', componentKey: VIEW_KEYS.accountCenter },
  [PATHS.accountSecurity]: { title: '安全设置', componentKey: VIEW_KEYS.accountSecurity },
};

function findRoute(routes: AppRoute[], pathname: string): AppRoute | null {
  const all = flattenRoutes(routes);
  // Exact paths first, then parameterised ones ("paths that contain a parameter are matched by full path").
  return (
    all.find((r) => r.path === pathname) ??
    all.find((r) => r.path.includes(':') && matchPath({ path: r.path, end: true }, pathname) !== null) ??
    null
  );
}

export function resolveMenuRoute(routes: AppRoute[], pathname: string): ResolvedRoute | null {
  const route = findRoute(routes, pathname);
  if (route) return { route, title: route.meta.title, componentKey: route.componentKey };
  const fixed = STATIC_PAGES[pathname];
  return fixed ? { route: null, ...fixed } : null;
}

/** Every route of the tree, depth first. */
export function flattenRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);
}

/** Visible pages a user can open directly (the home shortcut grid): views, not containers. */
export function visiblePages(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    const below = visiblePages(route.children);
    return route.kind === 'view' && route.children.length === 0 ? [route, ...below] : below;
  });
}
