import type { AppRoute } from './build-routes';
import { PATHS } from '../routes/paths';
import { VIEW_KEYS } from '../routes/components';

export const HOME_TITLE = '首页';

export interface ResolvedRoute {
  /** The matched menu route; null for a static page the menu does not list. */
  route: AppRoute | null;
  /** Matched routes from the root menu level down to `route` (the breadcrumb, the open submenus). */
  chain: AppRoute[];
  title: string;
  componentKey: string | null;
}

export interface StaticPage {
  title: string;
  componentKey: string;
}

/** Pages every signed-in user reaches even when the menu does not list them; a menu entry wins. */
export const DEFAULT_STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  [PATHS.home]: { title: HOME_TITLE, componentKey: VIEW_KEYS.analysis },
  // The bell's 查看更多 and the phone's badge lead here even when the menu does not list it.
  [PATHS.userAnnouncement]: { title: '我的消息', componentKey: VIEW_KEYS.userAnnouncement },
};

/** `/a/:id` matches `/a/42`: parameter segments match one non-empty segment (spec 000 §2.4). */
export function matchesParamPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? (have[i] ?? '') !== '' : seg === have[i]));
}

function findChain(routes: readonly AppRoute[], pathname: string, parents: AppRoute[]): AppRoute[] | null {
  // Exact paths first at every level, then deeper levels, then parameterised paths.
  for (const route of routes) if (route.path === pathname) return [...parents, route];
  for (const route of routes) {
    const nested = findChain(route.children, pathname, [...parents, route]);
    if (nested) return nested;
  }
  for (const route of routes) {
    if (route.path.includes(':') && matchesParamPath(route.path, pathname)) return [...parents, route];
  }
  return null;
}

/** The menu route of a pathname, or one of the static pages, or null (→ /404). */
export function resolveMenuRoute(
  routes: readonly AppRoute[],
  pathname: string,
  staticPages: Readonly<Record<string, StaticPage>> = DEFAULT_STATIC_PAGES,
): ResolvedRoute | null {
  const chain = findChain(routes, pathname, []);
  const route = chain?.[chain.length - 1];
  if (chain && route) return { route, chain, title: route.meta.title, componentKey: route.componentKey };
  const fixed = staticPages[pathname];
  return fixed ? { route: null, chain: [], ...fixed } : null;
}

/** Visible internal pages other than home, in menu order: the home page's shortcuts (both shells). */
export function shortcutPages(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    const below = shortcutPages(route.children);
    // A parameterised page needs its parameter, so it is reached from another page, not a shortcut.
    const isPage =
      route.kind === 'view' &&
      route.children.length === 0 &&
      !route.meta.internalOrExternal &&
      !route.path.includes(':') &&
      route.path !== PATHS.home;
    return isPage ? [route, ...below] : below;
  });
}
