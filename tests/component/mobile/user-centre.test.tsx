import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '../../../src/shared/platform/browser-location';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import { reloadSessionFromStorage } from '../../../src/shared/session/session-store';
import type { Depart } from '../../../src/shared/domain/contract/user';
import { fail, fakeApi, ok } from './support/fake-api';
import { TEST_USER, menuItem, permissionResult, renderMobile, signIn } from './support/render-mobile';

const depart = (orgCode: string, departName: string) =>
  ({
    id: orgCode,
    orgCode,
    departName,
    parentId: null,
    orgCategory: null,
    orgType: null,
    status: '1',
    delFlag: '0',
  }) as Depart;

describe('phone user centre', () => {
  let api: ReturnType<typeof fakeApi>;
  let departs: Depart[];
  beforeEach(() => {
    signIn();
    departs = [];
    api = fakeApi({
      'GET /sys/permission/getUserPermissionByToken': () =>
        ok(permissionResult([menuItem('/dashboard/analysis', '首页')])),
      'GET /sys/user/getCurrentUserDeparts': () =>
        ok({ list: departs, orgCode: departs[0]?.orgCode ?? null }),
      'POST /sys/logout': () => ok(null, '退出登录成功！'),
      'PUT /sys/user/updatePassword': (c) =>
        (c.body as { oldpassword: string }).oldpassword === 'Old#12345'
          ? ok(null, '密码修改成功！')
          : fail('旧密码输入错误!'),
      'PUT /sys/selectDepart': () => ok({ userInfo: { ...TEST_USER, orgCode: 'B02' } }),
    });
  });
  afterEach(() => {
    api.restore();
    vi.restoreAllMocks();
  });

  it('shows who is signed in', async () => {
    renderMobile('/account/center');
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(screen.getByText('账号：zhangsan')).toBeInTheDocument();
    expect(screen.getByText('当前部门：调度中心')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('个人中心 · 厂网协同'));
  });

  it('asks before logging out, then logs out and loads the login page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    renderMobile('/account/center');
    await user.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('真的要注销登录吗 ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(api.called('POST', '/sys/logout')).toHaveLength(0);

    await user.click(screen.getByText('退出登录'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/user/login'));
    expect(api.called('POST', '/sys/logout')).toHaveLength(1);
    expect(localStore.get(STORAGE_KEYS.ACCESS_TOKEN)).toBeNull();
  });

  it('validates the change-password dialog and closes it with the server message', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    renderMobile('/account/center');
    await user.click(await screen.findByText('修改密码'));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入旧密码!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入新密码!')).toBeInTheDocument();
    expect(within(dialog).getByText('请确认新密码!')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('旧密码'), 'Old#12345');
    await user.type(within(dialog).getByLabelText('新密码'), 'weak');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'other');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('密码由8位数字、大小写字母和特殊符号组成!')).toBeInTheDocument();
    expect(within(dialog).getByText('两次输入的密码不一样！')).toBeInTheDocument();
    expect(api.called('PUT', '/sys/user/updatePassword')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('新密码'));
    await user.type(within(dialog).getByLabelText('新密码'), 'New#12345');
    await user.clear(within(dialog).getByLabelText('确认新密码'));
    await user.type(within(dialog).getByLabelText('确认新密码'), 'New#12345');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('密码修改成功！')).toBeInTheDocument();
    expect(api.called('PUT', '/sys/user/updatePassword')[0]?.body).toMatchObject({
      username: 'zhangsan',
      oldpassword: 'Old#12345',
      password: 'New#12345',
      confirmpassword: 'New#12345',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改密码' })).not.toBeInTheDocument());
  });

  it('warns 您尚未设置部门信息! when the user has no department', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    renderMobile('/account/center');
    await user.click(await screen.findByText('切换部门'));
    expect(await screen.findByText('您尚未设置部门信息!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '部门选择' })).not.toBeInTheDocument();
  });

  it('switches department through a required full-screen choice', async () => {
    departs = [depart('A01', '调度中心'), depart('B02', '运维部')];
    localStore.set(STORAGE_KEYS.DEPART_INFO, { departs, multiDepart: 2 });
    reloadSessionFromStorage();
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    renderMobile('/account/center');
    await user.click(await screen.findByText('切换部门'));
    const dialog = await screen.findByRole('dialog', { name: '部门选择' });
    expect(within(dialog).getByRole('radio', { name: '调度中心' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '运维部' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.called('PUT', '/sys/selectDepart')).toHaveLength(1));
    expect(api.called('PUT', '/sys/selectDepart')[0]?.body).toMatchObject({ orgCode: 'B02' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '部门选择' })).not.toBeInTheDocument());
  });
});
