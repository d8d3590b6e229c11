import type { AppRoute } from './build-routes';
import { VIEW_KEYS } from '../routes/components';
import { shortcutPages } from './resolve-route';

/** A group of the phone's 工作台: the pages under one menu folder. */
export interface WorkbenchGroup {
  title: string;
  pages: AppRoute[];
}

/** Pages for developers only (the widget showcase): admins and development builds see them. */
export const DEVELOPER_COMPONENT_KEYS: readonly string[] = [VIEW_KEYS.widgetDemo];

/** The menu without the developer pages, and without a folder they leave empty. */
export function withoutDeveloperPages(
  routes: readonly AppRoute[],
  keys = DEVELOPER_COMPONENT_KEYS,
): AppRoute[] {
  return routes.flatMap((route) => {
    if (route.componentKey && keys.includes(route.componentKey)) return [];
    if (route.children.length === 0) return [route];
    const children = withoutDeveloperPages(route.children, keys);
    return children.length === 0 && route.kind === 'layout' ? [] : [{ ...route, children }];
  });
}

const TOP_GROUP = '常用';

/**
 * The 工作台's icon grid: every visible page the user may open (the same pages as the home
 * shortcuts), grouped by the menu folder right above them, in menu order. Top-level pages form
 * the first group, 常用.
 */
export function workbenchGroups(routes: readonly AppRoute[]): WorkbenchGroup[] {
  const groups: WorkbenchGroup[] = [];
  const top = routes.filter((r) => shortcutPages([r]).includes(r));
  if (top.length) groups.push({ title: TOP_GROUP, pages: top });
  const walk = (folder: AppRoute) => {
    if (folder.hidden) return;
    const pages = folder.children.filter((c) => shortcutPages([c]).includes(c));
    if (pages.length) groups.push({ title: folder.meta.title, pages });
    folder.children.forEach(walk);
  };
  routes.forEach(walk);
  return groups;
}

/** The groups with only the pages whose title (or folder title) contains the text; empty groups go. */
export function searchWorkbench(groups: readonly WorkbenchGroup[], text: string): WorkbenchGroup[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...groups];
  return groups.flatMap((g) => {
    const pages = g.title.toLowerCase().includes(q)
      ? g.pages
      : g.pages.filter((p) => p.meta.title.toLowerCase().includes(q));
    return pages.length ? [{ title: g.title, pages }] : [];
  });
}
