import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openReloginDialog } from '../../../../src/mobile/shell/relogin-dialog';
import { registerMobileHttpUi } from '../../../../src/mobile/app/http-ui-bridge';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../../src/shared/config/app-config';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { reloadSessionFromStorage, useSession } from '../../../../src/shared/session/session-store';
import { fakeApi, ok } from '../support/fake-api';
import { TEST_USER, menuItem, permissionResult, renderMobile, signIn } from '../support/render-mobile';

const loginResult = {
  token: 'fresh-token',
  userInfo: TEST_USER,
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {},
  tenantList: [],
};

/** Signs in with the dialog's own form (other tests' dialogs may still be sliding out). */
async function signInManually() {
  const dialog = within(await screen.findByRole('dialog', { name: '登录已过期' }));
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.clear(dialog.getByPlaceholderText('请输入用户名'));
  await user.type(dialog.getByPlaceholderText('请输入用户名'), 'zhangsan');
  await user.type(dialog.getByPlaceholderText('请输入密码'), 'Secret#123');
  const slider = await dialog.findByRole('slider', { name: '拖动滑块验证' });
  slider.focus();
  await user.keyboard('{End}');
  await user.click(dialog.getByRole('button', { name: '登录' }));
}

describe('phone re-login dialog', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    reloadSessionFromStorage();
    setAppConfigForTests({ captcha: false, slider: true });
    registerMobileHttpUi();
    api = fakeApi({
      'POST /sys/login': () => ok(loginResult),
      'POST /sys/thirdLogin/bindTicket': () => ok(null, '绑定成功'),
    });
  });
  afterEach(async () => {
    // Each dialog has its own root, removed once its exit animation ran: wait so tests do not overlap.
    await waitFor(() => expect(document.querySelector('.cwxt-m-relogin-host')).toBeNull());
    api.restore();
    resetAppConfigForTests();
    vi.restoreAllMocks();
  });

  it('prefills the user name of the expired session', async () => {
    signIn();
    const done = openReloginDialog({ message: '自动登录响应较慢，请输入密码登录', bindTicket: null });
    const dialog = within(await screen.findByRole('dialog', { name: '登录已过期' }));
    expect(dialog.getByPlaceholderText('请输入用户名')).toHaveValue('zhangsan');
    expect(dialog.getByPlaceholderText('请输入密码')).toHaveValue('');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(dialog.getByRole('button', { name: '关闭' }));
    await expect(done).resolves.toBe(false);
  });

  it('shows why, signs in over the page, binds the ticket and resolves true', async () => {
    const done = openReloginDialog({
      message: '该钉钉账号尚未绑定系统用户，请使用账号登录完成绑定',
      bindTicket: 'tk-1',
    });
    const dialog = await screen.findByRole('dialog', { name: '登录已过期' });
    expect(dialog).toHaveTextContent('该钉钉账号尚未绑定系统用户，请使用账号登录完成绑定');
    // No way out of the page from the dialog: no links to the other sign-in pages.
    expect(screen.queryByRole('link', { name: '忘记密码' })).toBeNull();
    await signInManually();
    await expect(done).resolves.toBe(true);
    expect(api.called('POST', '/sys/thirdLogin/bindTicket')[0]?.body).toEqual({ ticket: 'tk-1' });
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    expect(useSession.getState().token).toBe('fresh-token');
  });

  it('closing it resolves false and posts nothing', async () => {
    const done = openReloginDialog({ message: '应用内登录失败，请使用账号登录', bindTicket: 'tk-2' });
    const dialog = await screen.findByRole('dialog', { name: '登录已过期' });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(done).resolves.toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it('signing in again as the same user keeps the open page mounted (menu kept)', async () => {
    api.restore();
    api = fakeApi({
      'POST /sys/login': () => ok(loginResult),
      'GET /sys/permission/getUserPermissionByToken': () =>
        ok(permissionResult([menuItem('/dashboard/analysis', '首页')])),
    });
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue('Mozilla/5.0 (iPhone) wxwork/4.1.10');
    signIn();
    const { router } = renderMobile('/dashboard/analysis');
    await waitFor(() => expect(useSession.getState().permissions).not.toBeNull());
    const permissions = useSession.getState().permissions;
    const done = openReloginDialog({ message: '企业微信登录超时，请使用账号登录', bindTicket: null });
    await signInManually();
    await expect(done).resolves.toBe(true);
    expect(useSession.getState().token).toBe('fresh-token');
    expect(useSession.getState().permissions).toBe(permissions);
    expect(router.state.location.pathname).toBe('/dashboard/analysis');
    expect(api.called('GET', '/sys/permission/getUserPermissionByToken')).toHaveLength(1);
  });
});
