import type { AuthEntry, MenuItem } from '../contract/permission';
import { LAYOUT_KEYS } from '../routes/components';
import { isExternalUrl, renderUrlTemplate, type TemplateContext } from './url-template';

export interface AppRoute {
  path: string;
  name: string;
  kind: 'layout' | 'view' | 'external';
  componentKey: string | null;
  redirect?: string;
  hidden: boolean;
  meta: {
    title: string;
    icon?: string;
    keepAlive: boolean;
    componentName?: string;
    url?: string;
    internalOrExternal: boolean;
    permissionList?: AuthEntry[];
    /** Codes the route requires (filterMenuByPermission); the server's menu does not send them. */
    permission?: string[];
    hideTab?: boolean;
  };
  children: AppRoute[];
}

/** The component value of the other (Vue3) generation's menu table. */
export const VUE3_LAYOUT_COMPONENT = 'layouts/default/index';

export const MENU_VERSION_MESSAGE =
  '系统启动失败：当前菜单数据属于另一版本（Vue3）的菜单表，请导入与本系统匹配的菜单数据';

export class MenuVersionError extends Error {
  constructor() {
    super(MENU_VERSION_MESSAGE);
    this.name = 'MenuVersionError';
  }
}

function assertMenuVersion(menu: readonly MenuItem[]): void {
  for (const item of menu) {
    if (item.component === VUE3_LAYOUT_COMPONENT) throw new MenuVersionError();
    if (item.children?.length) assertMenuVersion(item.children);
  }
}

function absolute(path: string): string {
  if (!path) return '/';
  return path.startsWith('/') ? path : `/${path}`;
}

function buildOne(item: MenuItem, ctx: TemplateContext): AppRoute {
  // Items whose children are all hidden arrive with `meta` replaced by {hideMenu:true} (§3.3): be lenient.
  const meta: Partial<MenuItem['meta']> = item.meta ?? {};
  const path = absolute(item.path);
  const component = item.component ?? null;
  const children = buildMenuRoutesUnchecked(item.children ?? [], ctx);
  const rawUrl = typeof meta.url === 'string' ? meta.url : undefined;
  const url = rawUrl ? renderUrlTemplate(rawUrl, ctx) : undefined;
  const openOutside = meta.internalOrExternal === true;
  let kind: AppRoute['kind'];
  if (openOutside && url && isExternalUrl(rawUrl)) kind = 'external';
  else if (component ? component.includes('layouts') : children.length > 0) kind = 'layout';
  else kind = 'view';

  const route: AppRoute = {
    path,
    name: item.name || path,
    kind,
    componentKey: component ?? (kind === 'layout' ? LAYOUT_KEYS.routeView : null),
    hidden: item.hidden === true || meta.hideMenu === true,
    meta: {
      title: meta.title ?? '',
      keepAlive: meta.keepAlive === true,
      internalOrExternal: openOutside,
    },
    children,
  };
  if (item.alwaysShow) route.redirect = path;
  else if (item.redirect) route.redirect = item.redirect;
  if (meta.icon) route.meta.icon = meta.icon;
  if (meta.componentName) route.meta.componentName = meta.componentName;
  if (url !== undefined) route.meta.url = url;
  if (meta.permissionList) route.meta.permissionList = meta.permissionList;
  if (meta.hideTab) route.meta.hideTab = true;
  return route;
}

function buildMenuRoutesUnchecked(menu: readonly MenuItem[], ctx: TemplateContext): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const item of menu) {
    // route "0" = menu only: no route for it (nor for anything beneath it), like generateIndexRouter.
    if (item.route === '0') continue;
    routes.push(buildOne(item, ctx));
  }
  return routes;
}

/**
 * Menu → routes (spec 000 §2.2, CONTRACT.md §3.3). `ctx` feeds the `{{ }}` url placeholders, e.g.
 * `{ window: { _CONFIG: { domianURL } }, apiBase, token }`.
 * @throws MenuVersionError when the menu belongs to the Vue3 menu table.
 */
export function buildMenuRoutes(menu: readonly MenuItem[], ctx: TemplateContext = {}): AppRoute[] {
  assertMenuVersion(menu);
  return buildMenuRoutesUnchecked(menu, ctx);
}

/** Depth-first list of every route (for route registration and lookups by path). */
export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  const out: AppRoute[] = [];
  const walk = (list: readonly AppRoute[]) => {
    for (const r of list) {
      out.push(r);
      walk(r.children);
    }
  };
  walk(routes);
  return out;
}
