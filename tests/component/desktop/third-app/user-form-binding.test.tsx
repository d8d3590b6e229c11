import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import UserListPage from '../../../../src/desktop/pages/system/user/user-list-page';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../shared/fake-backend';
import { grant } from '../../shared/list-page/list-fixtures';
import { fakeUserAdmin, requestsTo, seedUserDicts } from '../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../system/render-admin-page';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

function row(username: string): HTMLElement {
  const found = screen.getByText(username, { selector: 'td, td *' }).closest('tr');
  if (!found) throw new Error(`no row ${username}`);
  return found;
}

describe('用户表单: 企业微信UserId / 钉钉UserId (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedUserDicts();
    grant(...Object.values(PERM.user));
  });

  it('shows the bound userids, checks them, and sends an emptied one to clear it', async () => {
    const state = fakeUserAdmin(backend.server);
    state.users = state.users.map((u) =>
      u.id === 'u-zhang' ? { ...u, wecomUserId: 'zhangsan.wx', dingtalkUserId: 'dd-zhang' } : u,
    );
    renderAdminPage(<UserListPage route={null} />);
    await screen.findByText('zhangsan');
    await userEvent.click(within(row('zhangsan')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    const wecom = within(dialog).getByLabelText('企业微信UserId');
    await waitFor(() => expect(wecom).toHaveValue('zhangsan.wx'));
    expect(within(dialog).getByLabelText('钉钉UserId')).toHaveValue('dd-zhang');

    await userEvent.clear(wecom);
    await userEvent.type(wecom, 'zhang san');
    expect(await within(dialog).findByText('企业微信UserId只能包含字母、数字和 _ . @ -')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')).toHaveLength(0);

    await userEvent.clear(wecom);
    await userEvent.type(wecom, 'zhang.san@corp');
    await userEvent.clear(within(dialog).getByLabelText('钉钉UserId'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')[0]?.body).toMatchObject({
      id: 'u-zhang',
      wecomUserId: 'zhang.san@corp',
      dingtalkUserId: '',
    });
  });

  it('adds a user with a DingTalk userid', async () => {
    fakeUserAdmin(backend.server);
    renderAdminPage(<UserListPage route={null} />);
    await screen.findByText('zhangsan');
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByLabelText('用户账号'), 'wangwu');
    await userEvent.type(within(dialog).getByLabelText('登录密码'), 'Abcdef1!');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'Abcdef1!');
    await userEvent.type(within(dialog).getByLabelText('用户姓名'), '王五');
    await userEvent.type(within(dialog).getByLabelText('手机号码'), '13700137000');
    await userEvent.click(within(dialog).getByLabelText('钉钉UserId'));
    await userEvent.paste('a'.repeat(101));
    expect(await within(dialog).findByText('钉钉UserId最长100位字符')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('钉钉UserId'));
    await userEvent.type(within(dialog).getByLabelText('钉钉UserId'), 'manager4521');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/user/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/sys/user/add')[0]?.body).toMatchObject({
      username: 'wangwu',
      wecomUserId: '',
      dingtalkUserId: 'manager4521',
    });
  });
});
