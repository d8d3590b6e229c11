import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideMenu } from '../../../src/desktop/shell/menu/side-menu';
import { renderDesktop, route } from './desktop-test-utils';

const routes = [
  route('/dashboard/analysis', '首页'),
  route('/system', '系统管理', {
    kind: 'layout',
    componentKey: 'layouts/RouteView',
    children: [route('/system/user', '用户管理'), route('/system/secret', '隐藏页', { hidden: true })],
  }),
  route('/account', '个人页', {
    kind: 'layout',
    componentKey: 'layouts/RouteView',
    children: [route('/account/center', '个人中心'), route('/account/settings/security', '安全设置')],
  }),
  route('/always', '总是显示', {
    kind: 'layout',
    componentKey: 'layouts/RouteView',
    redirect: '/always',
    children: [route('/always/child', '子页面')],
  }),
  route('/docs', '外部文档', {
    kind: 'external',
    meta: { title: '外部文档', keepAlive: false, internalOrExternal: true, url: 'https://example.com/docs' },
  }),
  route('/hidden-root', '隐藏根', { hidden: true }),
];

function Harness({ onNavigate }: { onNavigate: (p: string) => void }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCollapsed((c) => !c)}>
        toggle
      </button>
      <SideMenu
        routes={routes}
        collapsed={collapsed}
        activeChain={['/system', '/system/user']}
        onNavigate={onNavigate}
      />
    </>
  );
}

const openSubmenuTitles = () =>
  Array.from(document.querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title')).map(
    (el) => el.textContent,
  );

describe('side menu', () => {
  it('skips hidden items, renders alwaysShow nodes as items and external entries as new-tab links', () => {
    renderDesktop(<Harness onNavigate={vi.fn()} />);
    expect(screen.queryByText('隐藏根')).not.toBeInTheDocument();
    expect(screen.queryByText('隐藏页')).not.toBeInTheDocument();
    expect(screen.getByText('用户管理')).toBeInTheDocument();
    // alwaysShow: an item, not a submenu, so its child is not listed
    expect(screen.getByText('总是显示').closest('.ant-menu-submenu')).toBeNull();
    expect(screen.queryByText('子页面')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: '外部文档' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('navigates on internal items but not on external links', async () => {
    const onNavigate = vi.fn();
    renderDesktop(<Harness onNavigate={onNavigate} />);
    await userEvent.click(screen.getByText('用户管理'));
    expect(onNavigate).toHaveBeenCalledWith('/system/user');
    onNavigate.mockClear();
    screen.getByRole('link', { name: '外部文档' }).addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: '外部文档' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('keeps only one root submenu open in inline mode', async () => {
    renderDesktop(<Harness onNavigate={vi.fn()} />);
    expect(openSubmenuTitles()).toEqual(['系统管理']);
    await userEvent.click(screen.getByText('个人页'));
    await waitFor(() => expect(openSubmenuTitles()).toEqual(['个人页']));
  });

  it('collapsing remembers the open keys and restores them on expand', async () => {
    renderDesktop(<Harness onNavigate={vi.fn()} />);
    await userEvent.click(screen.getByText('个人页'));
    await waitFor(() => expect(openSubmenuTitles()).toEqual(['个人页']));
    await act(async () => screen.getByText('toggle').click());
    await waitFor(() => expect(openSubmenuTitles()).toEqual([]));
    await act(async () => screen.getByText('toggle').click());
    await waitFor(() => expect(openSubmenuTitles()).toEqual(['个人页']));
  });
});
