import { useMemo } from 'react';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import type { AppRoute } from '../../../shared/domain/menu/build-routes';
import { findRoute, isExternal, rootSubmenuKeys, toMenuItems } from './menu-items';
import { useSideMenuState } from './use-side-menu-state';

interface Props {
  routes: AppRoute[];
  collapsed: boolean;
  /** Paths of the matched route chain (root first): selects the item and opens its parents. */
  activeChain: string[];
  onNavigate: (path: string) => void;
  /** Display settings: menu theme (default dark) and 'horizontal' for the top-menu layout. */
  theme?: 'dark' | 'light';
  mode?: 'inline' | 'horizontal';
}

/** The inline side menu built from the session's menu routes. */
export function SideMenu({
  routes,
  collapsed,
  activeChain,
  onNavigate,
  theme = 'dark',
  mode = 'inline',
}: Props) {
  const items = useMemo(() => toMenuItems(routes), [routes]);
  const rootKeys = useMemo(() => rootSubmenuKeys(routes), [routes]);
  const { openKeys, onOpenChange } = useSideMenuState(collapsed, rootKeys, activeChain.slice(0, -1));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const route = findRoute(routes, key);
    // External entries are real <a target="_blank"> links: the browser opens them, we do not navigate.
    if (route && isExternal(route)) return;
    onNavigate(key);
  };

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={activeChain}
      // A horizontal menu opens its submenus on hover; the one-open-root rule is the inline menu's.
      {...(mode === 'inline' ? { openKeys, onOpenChange } : {})}
      onClick={onClick}
      aria-label="导航菜单"
    />
  );
}
