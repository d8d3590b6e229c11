import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../../../src/shared/domain/contract/permission';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { PASSWORD_STRENGTH } from '../../../../../src/shared/domain/validation/messages';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fakeUserAdmin, requestsTo, seedUserDicts } from '../../../shared/user-admin-fixtures';
import { menuItem, permissionResult, renderMobile, signIn } from '../../support/render-mobile';

const backend = setupFakeBackend();
const MENU = [
  menuItem('/dashboard/analysis', '首页'),
  menuItem('/isystem/user', '用户管理', { component: 'system/UserList' }),
];

function grantOnServer(codes: readonly string[]) {
  const auth: AuthEntry[] = codes.map((action) => ({ action, type: '1', describe: action }));
  backend.server.on('GET /sys/permission/getUserPermissionByToken', () => ({
    body: {
      success: true,
      code: 200,
      message: '',
      result: { ...permissionResult(MENU), auth },
      timestamp: 1,
    },
  }));
}

function card(username: string): HTMLElement {
  const item = screen.getByText(username).closest('[role="listitem"]');
  if (!item) throw new Error(`no card ${username}`);
  return item as HTMLElement;
}

/** The page is a lazy chunk: its first load in a test run takes longer than findBy's default second. */
const firstPaint = (text: string) => screen.findByText(text, {}, { timeout: 10000 });

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog', { name: /提示/ }).catch(() => null);
  const scope = dialog ?? document.body;
  return within(scope).findByRole('button', { name: '确定' });
}

describe('用户管理 (phone)', () => {
  // Popups animate in with pointer-events: none.
  const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
  beforeEach(() => {
    signIn();
    seedUserDicts();
  });

  it('lists users as cards with their status and searches by account', async () => {
    grantOnServer(Object.values(PERM.user));
    fakeUserAdmin(backend.server);
    renderMobile('/isystem/user');
    expect(await firstPaint('zhangsan')).toBeInTheDocument();
    expect(within(card('lisi')).getByText('冻结')).toBeInTheDocument();
    expect(within(card('lisi')).getByText('检修部')).toBeInTheDocument();
    expect(within(card('zhangsan')).getByText('13800138000')).toBeInTheDocument();

    const search = within(screen.getByRole('search')).getByRole('searchbox');
    await userEvent.type(search, 'zhang{Enter}');
    await waitFor(() => expect(screen.queryByText('lisi')).not.toBeInTheDocument());
    expect(requestsTo(backend.server, 'GET', '/sys/user/list').at(-1)?.params).toMatchObject({
      username: '*zhang*',
      pageNo: 1,
    });
  });

  it('freezes a user with one tap and a confirmation; never offers 冻结 for admin', async () => {
    grantOnServer(Object.values(PERM.user));
    const state = fakeUserAdmin(backend.server);
    renderMobile('/isystem/user');
    await firstPaint('zhangsan');
    expect(within(card('admin')).queryByRole('button', { name: '冻结' })).not.toBeInTheDocument();
    expect(within(card('lisi')).getByRole('button', { name: '解冻' })).toBeInTheDocument();

    await userEvent.click(within(card('zhangsan')).getByRole('button', { name: '冻结' }));
    expect(await screen.findByText('确定冻结吗?')).toBeInTheDocument();
    await userEvent.click(await confirmDialog());
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/frozenBatch')[0]?.body).toEqual({
        ids: 'u-zhang',
        status: '2',
      }),
    );
    await waitFor(() =>
      expect(within(card('zhangsan')).getByRole('button', { name: '解冻' })).toBeInTheDocument(),
    );
    expect(state.users.find((u) => u.id === 'u-zhang')?.status).toBe(2);
  });

  it('resets a password from the card with the strength rule', async () => {
    grantOnServer(Object.values(PERM.user));
    fakeUserAdmin(backend.server);
    renderMobile('/isystem/user');
    await firstPaint('zhangsan');
    await userEvent.click(within(card('zhangsan')).getByRole('button', { name: '重置密码' }));
    const screenDialog = await screen.findByRole('dialog', { name: '重置密码' });
    await userEvent.type(within(screenDialog).getByLabelText(/^登录密码/), 'password');
    await userEvent.type(within(screenDialog).getByLabelText(/^确认密码/), 'password');
    await userEvent.click(within(screenDialog).getByRole('button', { name: '确定' }));
    expect(await within(screenDialog).findByText(PASSWORD_STRENGTH)).toBeInTheDocument();

    await userEvent.clear(within(screenDialog).getByLabelText(/^登录密码/));
    await userEvent.type(within(screenDialog).getByLabelText(/^登录密码/), 'Road#2024');
    await userEvent.clear(within(screenDialog).getByLabelText(/^确认密码/));
    await userEvent.type(within(screenDialog).getByLabelText(/^确认密码/), 'Road#2024');
    await userEvent.click(within(screenDialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/changePassword')[0]?.body).toEqual({
        username: 'zhangsan',
        password: 'Road#2024',
        confirmpassword: 'Road#2024',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '重置密码' })).not.toBeInTheDocument());
  });

  it('shows no 冻结, 重置密码 or 新增 without their codes', async () => {
    grantOnServer([PERM.user.list]);
    fakeUserAdmin(backend.server);
    renderMobile('/isystem/user');
    await firstPaint('zhangsan');
    expect(within(card('zhangsan')).queryByRole('button', { name: '冻结' })).not.toBeInTheDocument();
    expect(within(card('zhangsan')).queryByRole('button', { name: '重置密码' })).not.toBeInTheDocument();
    expect(within(card('zhangsan')).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('opens the full-screen add form and checks the account and the confirmation', async () => {
    grantOnServer(Object.values(PERM.user));
    fakeUserAdmin(backend.server);
    renderMobile('/isystem/user');
    await firstPaint('zhangsan');
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    await userEvent.type(within(form).getByLabelText(/^用户账号/), 'ab');
    await userEvent.type(within(form).getByLabelText(/^登录密码/), 'Road#2024');
    await userEvent.type(within(form).getByLabelText(/^确认密码/), 'Road#2025');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('长度6到18个字符')).toBeInTheDocument();
    expect(within(form).getByText('两次输入的密码不一样！')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/sys/user/add')).toHaveLength(0);
  });

  it('edits from the card: loads roles and departments, saves with PUT keeping the hidden fields', async () => {
    grantOnServer(Object.values(PERM.user));
    const state = fakeUserAdmin(backend.server);
    state.users = state.users.map((u) =>
      u.id === 'u-zhang' ? { ...u, workNo: 'G007', userIdentity: 2, departIds: 'd1' } : u,
    );
    renderMobile('/isystem/user');
    await firstPaint('zhangsan');
    await userEvent.click(within(card('zhangsan')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(form).getByLabelText(/^用户账号/)).toBeDisabled();
    // Roles and departments of the user arrive with the record.
    expect(await within(form).findByText('调度员')).toBeInTheDocument();
    expect(within(form).getByText('调度中心')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^用户姓名/));
    await userEvent.type(within(form).getByLabelText(/^用户姓名/), '张三丰');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')).toHaveLength(1));
    const body = requestsTo(backend.server, 'PUT', '/sys/user/edit')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 'u-zhang',
      realname: '张三丰',
      phone: '13800138000',
      workNo: 'G007',
      userIdentity: 2,
      departIds: 'd1',
      selectedroles: 'r1',
      selecteddeparts: 'd1',
    });
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('password');
    expect(await screen.findByText('张三丰')).toBeInTheDocument();
  });
});
