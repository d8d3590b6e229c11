import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuSearch } from '../../../src/desktop/shell/header/menu-search';
import type { MenuItem } from '../../../src/shared/domain/contract/permission';
import { renderDesktop } from './desktop-test-utils';

const item = (id: string, path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  route: '1',
  path,
  name: id,
  component: 'account/center/Index',
  meta: { title, keepAlive: false, internalOrExternal: false },
  ...extra,
});

const menu: MenuItem[] = [
  item('home', '/dashboard/analysis', '首页', { component: 'dashboard/Analysis' }),
  item('sys', '/system', '系统管理', {
    component: 'layouts/RouteView',
    children: [
      item('user', '/system/user', '用户管理'),
      item('secret', '/system/secret', '隐藏页面', { hidden: true }),
    ],
  }),
  item('doc', '/doc', '外部文档', {
    meta: { title: '外部文档', keepAlive: false, internalOrExternal: true, url: 'https://example.com' },
  }),
];

describe('header menu search', () => {
  it('lists every visible non-container item and navigates to the chosen one', async () => {
    const onNavigate = vi.fn();
    renderDesktop(<MenuSearch menu={menu} onNavigate={onNavigate} />);
    const box = screen.getByRole('combobox', { name: '搜索菜单' });
    await userEvent.click(box);
    expect(await screen.findByTitle('首页')).toBeInTheDocument();
    expect(screen.getByTitle('用户管理')).toBeInTheDocument();
    expect(screen.queryByTitle('系统管理')).not.toBeInTheDocument();
    expect(screen.queryByTitle('隐藏页面')).not.toBeInTheDocument();

    await userEvent.type(box, '用户');
    expect(screen.queryByTitle('首页')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('用户管理'));
    expect(onNavigate).toHaveBeenCalledWith('/system/user');
  });

  it('opens external entries in a new tab instead of navigating', async () => {
    const onNavigate = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDesktop(<MenuSearch menu={menu} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('combobox', { name: '搜索菜单' }));
    await userEvent.click(await screen.findByTitle('外部文档'));
    expect(open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener,noreferrer');
    expect(onNavigate).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
