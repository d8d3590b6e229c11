import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { getAppConfig } from '../../../shared/config/app-config';
import { useGreeting } from '../../../shared/hooks/use-greeting';
import { useSession } from '../../../shared/session/session-store';
import { MenuSearch } from './menu-search';
import { UserMenu } from './user-menu';
import { HEADER_HEIGHT } from '../layouts/layout-metrics';

import type { MenuItem } from '../../../shared/domain/contract/permission';

// Signed-in only and on demand: the bell (popover, tabs, socket) never enters the login page's load.
const NoticeBell = lazy(() => import('./notice-bell'));

// Stable fallback so the selector does not return a new array on every store change.
const EMPTY_MENU: MenuItem[] = [];

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  onNavigate: (path: string) => void;
  left: number;
  /** Display settings: fixed at the top (default), slid away while scrolling, dark background. */
  fixed?: boolean;
  hidden?: boolean;
  dark?: boolean;
  /** Top-menu layout: the menu takes the header's free space and the collapse trigger goes. */
  topMenu?: ReactNode;
}

/** Fixed global header: collapse trigger, menu search, help, greeting and the user menu. */
export function GlobalHeader({
  collapsed,
  onToggle,
  onNavigate,
  left,
  fixed = true,
  hidden = false,
  dark = false,
  topMenu,
}: Props) {
  const greeting = useGreeting();
  const userInfo = useSession((s) => s.userInfo);
  const menu = useSession((s) => s.permissions?.menu ?? EMPTY_MENU);
  const nickname = userInfo?.nickname || userInfo?.realname || '';
  return (
    <Layout.Header
      style={{
        position: fixed ? 'fixed' : 'relative',
        top: 0,
        right: 0,
        left: fixed ? left : undefined,
        zIndex: 10,
        transform: hidden ? 'translateY(-100%)' : undefined,
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: '0 16px 0 0',
        background: dark ? '#001529' : '#fff',
        color: dark ? 'rgba(255,255,255,.85)' : undefined,
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        transition: 'left .2s, transform .2s',
      }}
    >
      {topMenu ? (
        <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>{topMenu}</div>
      ) : (
        <>
          <Button
            type="text"
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
            style={{ width: HEADER_HEIGHT, height: HEADER_HEIGHT, color: dark ? 'inherit' : undefined }}
          />
          <div style={{ flex: 1 }} />
        </>
      )}
      <MenuSearch menu={menu} onNavigate={onNavigate} />
      <a
        href={getAppConfig().helpUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="帮助文档"
        title="帮助文档"
      >
        <QuestionCircleOutlined style={{ fontSize: 16 }} />
      </a>
      {userInfo ? (
        <Suspense fallback={null}>
          <NoticeBell />
        </Suspense>
      ) : null}
      <span>{`${greeting}，${nickname}`}</span>
      <UserMenu />
    </Layout.Header>
  );
}
