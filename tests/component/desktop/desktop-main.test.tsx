import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import { mockNetwork, ok } from './desktop-test-utils';

const menu = [
  {
    id: 'h',
    route: '1',
    path: '/dashboard/analysis',
    name: 'analysis',
    component: 'dashboard/Analysis',
    meta: { title: '首页', keepAlive: false, internalOrExternal: false },
  },
  {
    id: 'acc',
    route: '1',
    path: '/account',
    name: 'account',
    component: 'layouts/RouteView',
    meta: { title: '个人页', keepAlive: false, internalOrExternal: false },
    children: [
      {
        id: 'c',
        route: '1',
        path: '/account/center',
        name: 'center',
        component: 'account/center/Index',
        meta: { title: '个人中心', keepAlive: false, internalOrExternal: false },
      },
      {
        id: 'x',
        route: '1',
        path: '/account/missing',
        name: 'missing',
        component: 'no/such/View',
        meta: { title: '缺失页', keepAlive: false, internalOrExternal: false },
      },
    ],
  },
];

describe('DesktopApp signed in', () => {
  afterEach(() => localStorage.clear());

  it('builds the menu routes, opens tabs, sets the title and breadcrumb, and resolves unknown keys', async () => {
    window.scrollTo = vi.fn();
    // A desktop-wide window: below 1088 px the sider starts collapsed (jsdom's default is 1024).
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tkn');
    localStore.set(STORAGE_KEYS.USER_INFO, {
      id: '1',
      username: 'admin',
      realname: '管理员',
      nickname: '管理员',
    });
    const net = mockNetwork((req) => {
      if (req.url === '/sys/permission/getUserPermissionByToken')
        return ok({ menu, auth: [], allAuth: [], sysSafeMode: false });
      if (req.url === '/sys/user/getCurrentUserDeparts') return ok({ list: [], orgCode: null });
      return undefined;
    });
    window.history.replaceState(null, '', '/');
    const { default: DesktopApp } = await import('../../../src/desktop/desktop-app');
    render(<DesktopApp />);

    const nav = await screen.findByRole('menu', { name: '导航菜单' }, { timeout: 10000 });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/analysis'));
    await waitFor(() => expect(document.title).toBe('厂网协同'));
    expect(await screen.findByText('快捷入口', {}, { timeout: 10000 })).toBeInTheDocument();

    await userEvent.click(within(nav).getByText('个人页'));
    await userEvent.click(await within(nav).findByText('个人中心'));
    await waitFor(() => expect(window.location.pathname).toBe('/account/center'));
    await waitFor(() => expect(document.title).toBe('个人中心 · 厂网协同'));
    expect(await screen.findByText('所属部门', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['首页', '个人中心']);
    const crumbs = document.querySelector('.ant-breadcrumb');
    expect(crumbs).toHaveTextContent('首页/个人页/个人中心');

    await userEvent.click(within(nav).getByText('缺失页'));
    expect(await screen.findByText('页面组件不存在', {}, { timeout: 10000 })).toBeInTheDocument();
    net.restore();
    // The whole shell's first import and render (cold module transform) on a loaded 2-core runner.
  }, 40_000);
});
