import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from './support/fake-api';
import { menuItem, permissionResult, renderMobile, signIn } from './support/render-mobile';

const MENU = [
  menuItem('/dashboard/analysis', '首页'),
  menuItem('/sys', '系统管理', {
    children: [
      menuItem('/sys/user', '用户管理', { component: 'demo/NoPhonePage' }),
      menuItem('/sys/secret', '隐藏页', { hidden: true }),
    ],
  }),
  menuItem('/isps/userAnnouncement', '我的消息', { hidden: true }),
  menuItem('/ext/help', '帮助文档', {
    meta: { title: '帮助文档', keepAlive: false, internalOrExternal: true, url: 'https://example.com/help' },
  }),
];

describe('phone main layout', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    signIn();
    api = fakeApi({
      'GET /sys/permission/getUserPermissionByToken': () => ok(permissionResult(MENU)),
      'GET /sys/user/getCurrentUserDeparts': () => ok({ list: [], orgCode: null }),
    });
  });
  afterEach(() => api.restore());

  it('opens the drawer menu, skips hidden items, and closes it when an item is chosen', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    const { router } = renderMobile('/dashboard/analysis');
    await user.click(await screen.findByRole('button', { name: '菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    expect(within(drawer).queryByText('我的消息')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '帮助文档' })).toHaveAttribute(
      'href',
      'https://example.com/help',
    );
    expect(within(drawer).getByRole('link', { name: '帮助文档' })).toHaveAttribute('target', '_blank');

    const group = within(drawer).getByRole('button', { name: '系统管理' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).queryByText('隐藏页')).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: '用户管理' }));
    expect(router.state.location.pathname).toBe('/sys/user');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: '用户管理' })).toBeInTheDocument();
    expect(document.title).toBe('用户管理 · 厂网协同');
    // Its component key has no phone page in this build.
    expect(await screen.findByText('页面组件不存在')).toBeInTheDocument();
  });

  it('shows the home page with greeting, the workbench grid and no back arrow; back returns home', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    const { router } = renderMobile('/dashboard/analysis');
    expect(
      await screen.findByRole('heading', { level: 2, name: /(早上好|上午好|中午好|下午好|晚上好)，张三/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    const workbench = screen.getByRole('navigation', { name: '工作台' });
    expect(within(workbench).getByRole('link', { name: '用户管理' })).toBeInTheDocument();
    expect(within(workbench).queryByRole('link', { name: '隐藏页' })).not.toBeInTheDocument();

    // A page opened from the workbench is below the tabs: a back arrow, no tab bar.
    await user.click(within(workbench).getByRole('link', { name: '用户管理' }));
    expect(router.state.location.pathname).toBe('/sys/user');
    expect(screen.queryByRole('navigation', { name: '底部导航' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analysis'));
  });

  it('sends unknown paths to /404', async () => {
    const { router } = renderMobile('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('抱歉，你访问的页面不存在')).toBeInTheDocument();
  });
});
