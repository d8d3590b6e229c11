import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiTabBar } from '../../../src/desktop/shell/tabs/multi-tab-bar';
import { TabContent } from '../../../src/desktop/shell/tabs/tab-content';
import { openTab, resetTabs } from '../../../src/desktop/shell/tabs/tabs-store';
import { renderDesktop } from './desktop-test-utils';

const closeButtons = () => screen.getAllByRole('button', { name: /remove|关闭|close/i });

describe('multi-tab bar', () => {
  beforeEach(() => resetTabs());

  it('refuses to close the home tab and the last tab with the spec messages', async () => {
    renderDesktop(<MultiTabBar />, { path: '/dashboard/analysis' });
    await userEvent.click(closeButtons()[0] as HTMLElement);
    expect(await screen.findByText('这是最后一页，不能再关闭了啦')).toBeInTheDocument();
  });

  it('closes tabs from the right-click menu and navigates to the remaining one', async () => {
    openTab({ key: '/a', title: '页面A', componentKey: null, keepAlive: false });
    openTab({ key: '/b', title: '页面B', componentKey: null, keepAlive: false });
    renderDesktop(<MultiTabBar />, { path: '/b' });
    await userEvent.click(closeButtons()[0] as HTMLElement);
    expect(await screen.findByText('首页不能关闭!')).toBeInTheDocument();

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
});
