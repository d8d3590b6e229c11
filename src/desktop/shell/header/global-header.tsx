import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { getAppConfig } from '../../../shared/config/app-config';
import { useGreeting } from '../../../shared/hooks/use-greeting';
import { useSession } from '../../../shared/session/session-store';
import { MenuSearch } from './menu-search';
import { UserMenu } from './user-menu';
import { HEADER_HEIGHT } from '../layouts/layout-metrics';

import type { MenuItem } from '../../../shared/domain/contract/permission';

// Stable fallback so the selector does not return a new array on every store change.
const EMPTY_MENU: MenuItem[] = [];

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  onNavigate: (path: string) => void;
  left: number;
}

/** Fixed global header: collapse trigger, menu search, help, greeting and the user menu. */
export function GlobalHeader({ collapsed, onToggle, onNavigate, left }: Props) {
  const greeting = useGreeting();
  const userInfo = useSession((s) => s.userInfo);
  const menu = useSession((s) => s.permissions?.menu ?? EMPTY_MENU);
  const nickname = userInfo?.nickname || userInfo?.realname || '';
  return (
    <Layout.Header
      style={{
        position: 'fixed',
        top: 0,
        right: 0,
        left,
        zIndex: 10,
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: '0 16px 0 0',
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        transition: 'left .2s',
      }}
    >
      <Button
        type="text"
        aria-label={collapsed ? '展开菜单' : '收起菜单'}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        style={{ width: HEADER_HEIGHT, height: HEADER_HEIGHT }}
      />
      <div style={{ flex: 1 }} />
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
      <span>{`${greeting}，${nickname}`}</span>
      <UserMenu />
    </Layout.Header>
  );
}
