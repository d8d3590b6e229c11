import { matchPath } from 'react-router-dom';
import type { AppRoute } from '../../shared/domain/menu/build-routes';
import { PATHS } from '../../shared/domain/routes/paths';
import { VIEW_KEYS } from '../../shared/domain/routes/components';

export interface ResolvedRoute {
  /** The matched menu route; null when the path is the home page and the menu has no entry for it. */
  route: AppRoute | null;
  /** Matched routes from the root menu level down to `route` (the breadcrumb). */
  chain: AppRoute[];
  title: string;
  componentKey: string | null;
}

export const HOME_TITLE = '首页';

function findChain(routes: AppRoute[], pathname: string, parents: AppRoute[]): AppRoute[] | null {
  // Exact paths first, then parameterised ones ("paths that contain a parameter are matched by full path").
  for (const route of routes) {
    if (route.path === pathname) return [...parents, route];
  }
  for (const route of routes) {
    const nested = findChain(route.children, pathname, [...parents, route]);
    if (nested) return nested;
  }
  for (const route of routes) {
    if (route.path.includes(':') && matchPath({ path: route.path, end: true }, pathname))
      return [...parents, route];
  }
  return null;
}

/** Finds the menu route of a pathname; the home page always resolves, even without a menu entry. */
export function resolveMenuRoute(routes: AppRoute[], pathname: string): ResolvedRoute | null {
  const chain = findChain(routes, pathname, []);
  const route = chain?.[chain.length - 1];
  if (chain && route) {
    return { route, chain, title: route.meta.title, componentKey: route.componentKey };
  }
  if (pathname === PATHS.home) {
    return { route: null, chain: [], title: HOME_TITLE, componentKey: VIEW_KEYS.analysis };
  }
  return null;
}
