import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import {
  AppstoreOutlined,
  DashboardOutlined,
  HomeOutlined,
  SettingOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { AppRoute } from '../../../shared/domain/menu/build-routes';

type MenuItem = NonNullable<MenuProps['items']>[number];

// A handful of icons by name; importing the whole icon set would blow the bundle budget.
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  home: <HomeOutlined />,
  user: <UserOutlined />,
  setting: <SettingOutlined />,
  warning: <WarningOutlined />,
  appstore: <AppstoreOutlined />,
};

export function isExternal(route: AppRoute): boolean {
  return route.kind === 'external' || route.meta.internalOrExternal;
}

/** alwaysShow is carried by buildMenuRoutes as "redirect to the own path" (spec 000 §2.2). */
export function isAlwaysShow(route: AppRoute): boolean {
  return route.redirect === route.path;
}

function visibleChildren(route: AppRoute): AppRoute[] {
  return route.children.filter((c) => !c.hidden);
}

/** A node renders as a submenu when it has visible children, unless alwaysShow is set. */
export function isSubmenu(route: AppRoute): boolean {
  return !isExternal(route) && !isAlwaysShow(route) && visibleChildren(route).length > 0;
}

function iconOf(route: AppRoute): ReactNode {
  return route.meta.icon ? (ICONS[route.meta.icon] ?? <AppstoreOutlined />) : undefined;
}

/** Menu routes → antd Menu items: hidden skipped, external entries as plain new-tab links. */
export function toMenuItems(routes: AppRoute[]): MenuItem[] {
  return routes
    .filter((r) => !r.hidden)
    .map((route): MenuItem => {
      const icon = iconOf(route);
      if (isExternal(route)) {
        const label = (
          <a href={route.meta.url || route.path} target="_blank" rel="noopener noreferrer">
            {route.meta.title}
          </a>
        );
        return { key: route.path, icon, label };
      }
      if (isSubmenu(route)) {
        return { key: route.path, icon, label: route.meta.title, children: toMenuItems(route.children) };
      }
      return { key: route.path, icon, label: route.meta.title };
    });
}

/** Keys of the root submenus: in inline mode only one of them stays open. */
export function rootSubmenuKeys(routes: AppRoute[]): string[] {
  return routes.filter((r) => !r.hidden && isSubmenu(r)).map((r) => r.path);
}

/** Finds a route by path anywhere in the tree. */
export function findRoute(routes: AppRoute[], path: string): AppRoute | undefined {
  for (const r of routes) {
    if (r.path === path) return r;
    const nested = findRoute(r.children, path);
    if (nested) return nested;
  }
  return undefined;
}
