import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiTabBar } from '../../../src/desktop/shell/tabs/multi-tab-bar';
import { TabContent } from '../../../src/desktop/shell/tabs/tab-content';
import { openTab, resetTabs } from '../../../src/desktop/shell/tabs/tabs-store';
import { tabsStorageKey, useTabsPersistence } from '../../../src/desktop/shell/tabs/tabs-persistence';
import { renderDesktop } from './desktop-test-utils';

const closeButtons = () => screen.getAllByRole('button', { name: /remove|关闭|close/i });

describe('multi-tab bar', () => {
  beforeEach(() => {
    resetTabs();
    sessionStorage.clear();
  });

  it('offers no close button on 首页, only on the other tabs', () => {
    renderDesktop(<MultiTabBar />, { path: '/dashboard/analysis' });
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /remove|关闭|close/i })).toHaveLength(0);
  });

  it('closes tabs from the right-click menu and navigates to the remaining one', async () => {
    openTab({ key: '/a', title: '页面A', componentKey: null, keepAlive: false });
    openTab({ key: '/b', title: '页面B', componentKey: null, keepAlive: false });
    renderDesktop(<MultiTabBar />, { path: '/b' });
    // Two closable tabs (页面A, 页面B); 首页 has none.
    expect(closeButtons()).toHaveLength(2);

    fireEvent.contextMenu(screen.getByText('页面A'));
    await userEvent.click(await screen.findByText('关闭其他'));
    await waitFor(() => expect(screen.queryByText('页面B')).not.toBeInTheDocument());
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/a');
  });

  it('keeps a keep-alive page mounted but hidden while another tab is shown', async () => {
    openTab({
      key: '/alive',
      title: '常驻页',
      componentKey: 'no/such/View',
      keepAlive: true,
      componentName: 'AliveView',
    });
    const other = { key: '/other', title: '其他', componentKey: null, keepAlive: false, route: null };
    renderDesktop(<TabContent current={other} routeOf={() => null} />, { path: '/other' });
    const kept = document.querySelector('[data-keep-alive="AliveView"]');
    expect(kept).not.toBeNull();
    expect(kept).toHaveAttribute('hidden');
    expect(kept).toHaveTextContent('页面组件不存在');
  });

  it('restores the open tabs of the same user after a reload, not those of another user', async () => {
    const Shell = ({ user }: { user: string }) => {
      useTabsPersistence(user, (key) => key !== '/gone');
      return <MultiTabBar />;
    };
    const first = renderDesktop(<Shell user="u1" />, { path: '/a' });
    act(() => {
      openTab({ key: '/a', title: '页面A', componentKey: null, keepAlive: false });
      openTab({ key: '/gone', title: '已撤销菜单', componentKey: null, keepAlive: false });
    });
    expect(await screen.findByText('页面A')).toBeInTheDocument();
    first.unmount();
    // A reload: the in-memory store starts over, sessionStorage survives.
    resetTabs();

    const second = renderDesktop(<Shell user="u1" />, { path: '/' });
    expect(await screen.findByText('页面A')).toBeInTheDocument();
    expect(screen.getByText('首页')).toBeInTheDocument();
    // A tab whose menu entry is gone is not brought back.
    expect(screen.queryByText('已撤销菜单')).not.toBeInTheDocument();
    second.unmount();
    resetTabs();

    renderDesktop(<Shell user="u2" />, { path: '/' });
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(screen.queryByText('页面A')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(tabsStorageKey('u1'))).toContain('页面A');
  });
});
