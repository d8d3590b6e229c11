import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import UserListPage from '../../../../../src/desktop/pages/system/user/user-list-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { PASSWORD_STRENGTH, USERNAME_CHARSET } from '../../../../../src/shared/domain/validation/messages';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { fakeUserAdmin, requestsTo, seedUserDicts } from '../../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../render-admin-page';

// antd leaves closing overlays with pointer-events:none for the length of their animation.
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();
const ALL = Object.values(PERM.user);

function row(username: string): HTMLElement {
  const found = screen.getByText(username, { selector: 'td, td *' }).closest('tr');
  if (!found) throw new Error(`no row ${username}`);
  return found;
}

async function renderPage() {
  const state = fakeUserAdmin(backend.server);
  renderAdminPage(<UserListPage route={null} />);
  await screen.findByText('zhangsan');
  return state;
}

async function moreMenu(username: string): Promise<HTMLElement> {
  await userEvent.click(within(row(username)).getByRole('button', { name: /更多/ }));
  return lastOf(await screen.findAllByRole('menu'));
}

describe('用户管理 (desktop)', () => {
  beforeEach(() => {
    seedUserDicts();
    grant(...ALL);
  });

  it('lists users, searches by account and filters by the chosen department', async () => {
    await renderPage();
    expect(within(row('lisi')).getByText('冻结')).toBeInTheDocument();
    expect(within(row('zhangsan')).getByText('正常')).toBeInTheDocument();

    const search = screen.getByRole('search', { name: '查询条件' });
    await userEvent.type(within(search).getByLabelText('用户账号'), 'zhang');
    await userEvent.click(within(search).getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(screen.queryByText('lisi')).not.toBeInTheDocument());
    expect(requestsTo(backend.server, 'GET', '/sys/user/list').at(-1)?.params).toMatchObject({
      username: '*zhang*',
      pageNo: 1,
    });

    await userEvent.click(within(search).getByRole('button', { name: /重置/ }));
    await screen.findByText('lisi');
    await userEvent.click(await screen.findByText('检修部', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(screen.queryByText('zhangsan')).not.toBeInTheDocument());
    expect(requestsTo(backend.server, 'GET', '/sys/user/list').at(-1)?.params).toMatchObject({
      departId: 'd2',
    });
  });

  it('validates the add form: account format, password strength, confirmation; then saves', async () => {
    const state = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await findDialog('新增');

    await userEvent.type(within(dialog).getByLabelText('用户账号'), 'bad name!');
    expect(await within(dialog).findByText(USERNAME_CHARSET)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('登录密码'), 'abc');
    expect(await within(dialog).findByText(PASSWORD_STRENGTH)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'abd');
    expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeInTheDocument();

    // A taken account is refused by the uniqueness check when the field is left.
    await userEvent.clear(within(dialog).getByLabelText('用户账号'));
    await userEvent.type(within(dialog).getByLabelText('用户账号'), 'zhangsan');
    await userEvent.tab();
    expect(await within(dialog).findByText('用户账号已存在')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(requestsTo(backend.server, 'POST', '/sys/user/add')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('用户账号'));
    await userEvent.type(within(dialog).getByLabelText('用户账号'), 'wangwu');
    await userEvent.clear(within(dialog).getByLabelText('登录密码'));
    await userEvent.type(within(dialog).getByLabelText('登录密码'), 'Abcdef1!');
    await userEvent.clear(within(dialog).getByLabelText('确认密码'));
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'Abcdef1!');
    await userEvent.type(within(dialog).getByLabelText('用户姓名'), '王五');
    await userEvent.type(within(dialog).getByLabelText('手机号码'), '13700137000');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await userEvent.click(await screen.findByTitle('检修员'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/user/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/sys/user/add')[0]?.body).toMatchObject({
      username: 'wangwu',
      password: 'Abcdef1!',
      realname: '王五',
      phone: '13700137000',
      selectedroles: 'r2',
      selecteddeparts: '',
      userIdentity: 1,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(state.users.some((u) => u.username === 'wangwu')).toBe(true);
    expect(await screen.findByText('wangwu')).toBeInTheDocument();
  });

  it('hides 新增, 删除, 冻结 and 回收站 without their codes', async () => {
    grant(PERM.user.list, PERM.user.edit);
    await renderPage();
    expect(screen.queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /回收站/ })).not.toBeInTheDocument();
    const menu = await moreMenu('zhangsan');
    expect(within(menu).getByText('详情')).toBeInTheDocument();
    expect(within(menu).queryByText('删除')).not.toBeInTheDocument();
    expect(within(menu).queryByText('冻结')).not.toBeInTheDocument();
    expect(within(menu).queryByText('密码')).not.toBeInTheDocument();
  });

  it('never offers 冻结 for admin; freezes another user after the confirmation', async () => {
    const state = await renderPage();
    const adminMenu = await moreMenu('admin');
    expect(within(adminMenu).getByText('密码')).toBeInTheDocument();
    expect(within(adminMenu).queryByText('冻结')).not.toBeInTheDocument();
    expect(within(adminMenu).queryByText('删除')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    const menu = await moreMenu('zhangsan');
    await userEvent.click(within(menu).getByText('冻结'));
    const confirm = lastOf(await screen.findAllByRole('tooltip'));
    expect(within(confirm).getByText('确定冻结吗?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/frozenBatch')[0]?.body).toEqual({
        ids: 'u-zhang',
        status: '2',
      }),
    );
    await waitFor(() => expect(within(row('zhangsan')).getByText('冻结')).toBeInTheDocument());
    expect(state.users.find((u) => u.id === 'u-zhang')?.status).toBe(2);
  });

  it('resets a password with the strength rule (密码)', async () => {
    await renderPage();
    const menu = await moreMenu('zhangsan');
    await userEvent.click(within(menu).getByText('密码'));
    const dialog = await findDialog('重新设置密码');
    expect(within(dialog).getByLabelText('用户账号')).toHaveValue('zhangsan');
    await userEvent.type(within(dialog).getByLabelText('登录密码'), '12345678');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), '12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(PASSWORD_STRENGTH)).toBeInTheDocument();
    expect(requestsTo(backend.server, 'PUT', '/sys/user/changePassword')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('登录密码'));
    await userEvent.type(within(dialog).getByLabelText('登录密码'), 'Newpass1!');
    await userEvent.clear(within(dialog).getByLabelText('确认密码'));
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'Newpass1!');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/changePassword')[0]?.body).toEqual({
        username: 'zhangsan',
        password: 'Newpass1!',
        confirmpassword: 'Newpass1!',
      }),
    );
    expect(await screen.findByText('密码修改成功!')).toBeInTheDocument();
  });

  it('restores a user from the recycle bin and reloads the list', async () => {
    const state = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: /回收站/ }));
    const dialog = await findDialog('用户回收站');
    const deletedRow = await within(dialog).findByText('wangwu');
    await userEvent.click(
      within(deletedRow.closest('tr') as HTMLElement).getByRole('button', { name: '还原' }),
    );
    await userEvent.click(
      within(lastOf(await screen.findAllByRole('tooltip'))).getByRole('button', { name: '确定' }),
    );
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/putRecycleBin')[0]?.body).toEqual({
        userIds: 'u-old',
      }),
    );
    await waitFor(() => expect(within(dialog).queryByText('wangwu')).not.toBeInTheDocument());
    expect(state.users.some((u) => u.id === 'u-old')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(关闭|Close)$/ }));
    expect(await screen.findByText('wangwu')).toBeInTheDocument();
  });

  it('edit form: asterisks match the rules, no error before input, a server refusal under its field', async () => {
    fakeUserAdmin(backend.server);
    backend.server.on('PUT /sys/user/edit', () => ({
      body: { success: false, code: 500, message: '邮箱已存在', result: null, timestamp: 1 },
    }));
    renderAdminPage(<UserListPage route={null} />);
    await screen.findByText('zhangsan');
    await userEvent.click(within(row('zhangsan')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByText('调度员')).toBeInTheDocument());
    const label = (text: string) => within(dialog).getByText(text, { selector: 'label' });
    expect(label('用户姓名')).toHaveClass('ant-form-item-required');
    expect(label('手机号码')).toHaveClass('ant-form-item-required');
    expect(label('工号')).not.toHaveClass('ant-form-item-required');
    expect(label('邮箱')).not.toHaveClass('ant-form-item-required');
    expect(dialog.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')).toHaveLength(1));
    const email = within(dialog).getByLabelText('邮箱');
    await waitFor(() =>
      expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
        '邮箱已存在',
      ),
    );
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
    expect(dialog).toBeInTheDocument();
  });

  it('edits a 上级 with 负责部门 among the own departments; 普通用户 drops them', async () => {
    const state = fakeUserAdmin(backend.server);
    state.users = state.users.map((u) =>
      u.id === 'u-zhang' ? { ...u, userIdentity: 2, departIds: 'd1' } : u,
    );
    renderAdminPage(<UserListPage route={null} />);
    await screen.findByText('zhangsan');
    await userEvent.click(within(row('zhangsan')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByLabelText('负责部门')).toBeInTheDocument());
    expect(within(dialog).getByLabelText('用户账号')).toBeDisabled();
    expect(within(dialog).queryByLabelText('登录密码')).not.toBeInTheDocument();
    // Roles and departments arrive with the record.
    await waitFor(() => expect(within(dialog).getAllByText('调度中心').length).toBeGreaterThan(0));
    expect(within(dialog).getByText('调度员')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: '普通用户' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('负责部门')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', '/sys/user/edit')[0]?.body).toMatchObject({
      id: 'u-zhang',
      userIdentity: 1,
      departIds: '',
      selectedroles: 'r1',
      selecteddeparts: 'd1',
    });
  });

  it('uploads an image as the avatar with biz=avatar and refuses other files', async () => {
    await renderPage();
    const uploads: FormData[] = [];
    backend.server.on('POST /sys/common/upload', (config) => {
      uploads.push(config.data as FormData);
      return { body: { success: true, code: 0, message: 'avatar/face_1.png', result: null, timestamp: 1 } };
    });
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await findDialog('新增');
    // rc-upload renders a fresh input after every choice: look it up each time.
    const input = () => {
      const found = dialog.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    };

    const upload = userEventBase.setup({ pointerEventsCheck: 0, applyAccept: false });
    await upload.upload(
      input(),
      new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.get('biz')).toBe('avatar');
    const preview = await within(dialog).findByRole('img', { name: '头像预览' });
    expect(preview).toHaveAttribute('src', '/jeecg-boot/sys/common/static/avatar/face_1.png');

    await upload.upload(input(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('请上传图片')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(preview).toHaveAttribute('src', '/jeecg-boot/sys/common/static/avatar/face_1.png');
  });
});
