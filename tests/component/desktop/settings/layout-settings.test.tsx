import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderDesktop, route } from '../desktop-test-utils';
import MainLayout from '../../../../src/desktop/shell/layouts/main-layout';
import {
  reloadSettingsFromStorage,
  useDisplaySettings,
} from '../../../../src/desktop/shell/settings/settings-store';
import { resetTabs, useTabs } from '../../../../src/desktop/shell/tabs/tabs-store';
import {
  DEFAULT_SETTINGS,
  type DisplaySettings,
} from '../../../../src/shared/domain/widgets/settings/display-settings';
import { useSession } from '../../../../src/shared/session/session-store';

const routes = [
  route('/dashboard/analysis', '首页'),
  route('/account/center', '个人中心', { componentKey: 'account/center/Index' }),
];

beforeEach(() => {
  resetTabs();
  useSession.setState({
    routes,
    userInfo: { id: '1', username: 'admin', realname: '管理员', nickname: '管理员' } as never,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  reloadSettingsFromStorage();
  resetTabs();
});

function apply(patch: Partial<DisplaySettings>) {
  act(() => useDisplaySettings.setState({ settings: { ...DEFAULT_SETTINGS, ...patch } }));
}

const header = () => document.querySelector('.ant-layout-header') as HTMLElement;

describe('main layout follows the display settings', () => {
  it('defaults: light side menu, fixed header, tab bar, and the dev-only settings gear', async () => {
    // A desktop-wide window: below 1088 px the sider starts collapsed (jsdom's default is 1024).
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    renderDesktop(<MainLayout />, { path: '/dashboard/analysis' });
    const nav = await screen.findByRole('menu', { name: '导航菜单' });
    expect(nav).toHaveClass('ant-menu-inline', 'ant-menu-light');
    expect(document.querySelector('.ant-layout-sider')).toHaveClass('ant-layout-sider-light');
    expect(header().style.position).toBe('fixed');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '显示设置' })).toBeInTheDocument();
  });

  it('dark theme, top-menu layout with fixed content width, header not fixed, no tabs', async () => {
    renderDesktop(<MainLayout />, { path: '/dashboard/analysis' });
    await screen.findByRole('menu', { name: '导航菜单' });
    apply({ menuTheme: 'dark', layout: 'topmenu', fixedHeader: false, multiTab: false, fixedSidebar: false });
    const nav = await screen.findByRole('menu', { name: '导航菜单' });
    await waitFor(() => expect(nav).toHaveClass('ant-menu-horizontal', 'ant-menu-dark'));
    expect(header()).toContainElement(nav);
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    expect(screen.queryByRole('button', { name: '收起菜单' })).not.toBeInTheDocument();
    expect(header().style.position).toBe('relative');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect((document.querySelector('.ant-layout-content') as HTMLElement).style.maxWidth).toBe('1200px');
  });

  it('multi-tab off keeps only the current page', async () => {
    useTabs.setState({
      tabs: [
        ...useTabs.getState().tabs,
        { key: '/account/center', title: '个人中心', componentKey: 'account/center/Index', keepAlive: false },
      ],
    });
    apply({ multiTab: false });
    renderDesktop(<MainLayout />, { path: '/dashboard/analysis' });
    await waitFor(() => expect(useTabs.getState().tabs.map((t) => t.key)).toEqual(['/dashboard/analysis']));
  });

  it('hides a fixed header while scrolling down when hide-on-scroll is on', async () => {
    apply({ autoHideHeader: true });
    renderDesktop(<MainLayout />, { path: '/dashboard/analysis' });
    await screen.findByRole('menu', { name: '导航菜单' });
    expect(header().style.transform).toBe('');
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(header().style.transform).toBe('translateY(-100%)'));
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(header().style.transform).toBe(''));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('a production build has no settings gear (the drawer is development only)', async () => {
    vi.resetModules();
    vi.stubEnv('DEV', false);
    try {
      // A fresh module graph, so the layout's DEV constant is evaluated again (and the render
      // helpers share its contexts).
      const { default: ProductionLayout } = await import('../../../../src/desktop/shell/layouts/main-layout');
      const fresh = await import('../desktop-test-utils');
      const session = await import('../../../../src/shared/session/session-store');
      session.useSession.setState({ routes });
      fresh.renderDesktop(<ProductionLayout />, { path: '/dashboard/analysis' });
      expect(await screen.findByRole('menu', { name: '导航菜单' })).toBeInTheDocument();
      // In development the lazy gear appears within a tick of the menu; give it ample time to show.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.queryByRole('button', { name: '显示设置' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
