import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../support/fake-api';
import { TEST_USER, menuItem, permissionResult, renderMobile, signIn } from '../support/render-mobile';

const MENU = [
  menuItem('/dashboard/analysis', '首页'),
  menuItem('/dfgl', '电费管理', {
    children: [menuItem('/dfgl/task', '结算任务', { component: 'demo/NoPhonePage' })],
  }),
  menuItem('/fpgl', '发票管理', {
    children: [
      menuItem('/fpgl/pool', '发票池', { component: 'demo/NoPhonePage' }),
      menuItem('/fpgl/ledger', '发票台账', { component: 'demo/NoPhonePage' }),
    ],
  }),
  menuItem('/examples', '示例', {
    children: [menuItem('/examples/widgets', '组件示例', { component: 'examples/WidgetDemo' })],
  }),
];

const EMPTY_MESSAGES = { anntMsgList: [], anntMsgTotal: 2, sysMsgList: [], sysMsgTotal: 1 };
const TODO = {
  counts: { confirmTask: 3 },
  items: [],
};

describe('phone tab bar and workbench', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    signIn();
    api = fakeApi({
      'GET /sys/permission/getUserPermissionByToken': () => ok(permissionResult(MENU)),
      'GET /sys/user/getCurrentUserDeparts': () => ok({ list: [], orgCode: null }),
      'GET /sys/annountCement/listByUser': () => ok(EMPTY_MESSAGES),
      'GET /cwxt/dashboard/todo': () => ok(TODO),
    });
  });
  afterEach(() => api.restore());

  it('switches tabs: 工作台, 消息 with its count, 我的; the current tab is marked', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderMobile('/dashboard/analysis');
    const bar = await screen.findByRole('navigation', { name: '底部导航' });
    expect(within(bar).getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
    // 2 notices + 1 system message unread, 3 to-dos.
    const messages = await within(bar).findByRole('link', { name: '消息，6条未处理' });
    await user.click(messages);
    await waitFor(() => expect(router.state.location.pathname).toBe('/isps/userAnnouncement'));
    expect(within(bar).getByRole('link', { name: '消息，6条未处理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: '工作台' })).not.toHaveAttribute('aria-current');
    // A tab's page has no back arrow: the tabs are the top of the app.
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('link', { name: '我的' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/center'));
    expect(within(bar).getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(bar).getByRole('link', { name: '工作台' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analysis'));
  });

  it('groups the workbench by menu folder and narrows it as the user types', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderMobile('/dashboard/analysis');
    const workbench = await screen.findByRole('navigation', { name: '工作台' });
    const invoices = within(workbench).getByRole('region', { name: '发票管理' });
    expect(
      within(invoices)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['发票池', '发票台账']);
    expect(within(workbench).getByRole('region', { name: '电费管理' })).toBeInTheDocument();

    const search = within(within(workbench).getByRole('search', { name: '搜索功能' })).getByRole('searchbox');
    await user.type(search, '台账');
    expect(
      within(workbench)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['发票台账']);
    expect(within(workbench).queryByRole('region', { name: '电费管理' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '没有这个');
    expect(within(workbench).getByText('没有找到相关功能')).toBeInTheDocument();
  });

  it('hides the developer showcase from a user who is not the admin', async () => {
    renderMobile('/dashboard/analysis');
    const workbench = await screen.findByRole('navigation', { name: '工作台' });
    expect(within(workbench).queryByRole('link', { name: '组件示例' })).not.toBeInTheDocument();
    expect(within(workbench).queryByRole('region', { name: '示例' })).not.toBeInTheDocument();
  });

  it('shows the developer showcase to the admin', async () => {
    signIn({ ...TEST_USER, username: 'admin' });
    renderMobile('/dashboard/analysis');
    const workbench = await screen.findByRole('navigation', { name: '工作台' });
    expect(await within(workbench).findByRole('link', { name: '组件示例' })).toBeInTheDocument();
  });
});
