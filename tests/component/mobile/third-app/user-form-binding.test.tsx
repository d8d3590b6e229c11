import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../../src/shared/domain/contract/permission';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../shared/fake-backend';
import { fakeUserAdmin, requestsTo, seedUserDicts } from '../../shared/user-admin-fixtures';
import { menuItem, permissionResult, renderMobile, signIn } from '../support/render-mobile';

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

describe('用户表单: 企业微信UserId / 钉钉UserId (phone)', { timeout: 60_000 }, () => {
  const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
  beforeEach(() => {
    signIn();
    seedUserDicts();
    grantOnServer(Object.values(PERM.user));
  });

  it('edits the bindings with the same rule as the server', async () => {
    const state = fakeUserAdmin(backend.server);
    state.users = state.users.map((u) => (u.id === 'u-zhang' ? { ...u, wecomUserId: 'zhangsan.wx' } : u));
    renderMobile('/isystem/user');
    await screen.findByText('zhangsan', {}, { timeout: 10000 });
    await userEvent.click(within(card('zhangsan')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑' });
    const wecom = within(form).getByLabelText(/^企业微信UserId/);
    await waitFor(() => expect(wecom).toHaveValue('zhangsan.wx'));
    const dingtalk = within(form).getByLabelText(/^钉钉UserId/);
    expect(dingtalk).toHaveValue('');
    await userEvent.type(dingtalk, 'dd 1');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('钉钉UserId只能包含字母、数字和 _ . @ -')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')).toHaveLength(0);
    await userEvent.clear(dingtalk);
    await userEvent.type(dingtalk, 'dd-1');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')[0]?.body).toMatchObject({
      id: 'u-zhang',
      wecomUserId: 'zhangsan.wx',
      dingtalkUserId: 'dd-1',
    });
  });
});
