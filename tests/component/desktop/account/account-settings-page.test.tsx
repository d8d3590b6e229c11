import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountSettingsPage from '../../../../src/desktop/pages/account/settings/account-settings-page';
import {
  reloadSettingsFromStorage,
  useDisplaySettings,
} from '../../../../src/desktop/shell/settings/settings-store';
import type { ThirdAccount, UserProfile } from '../../../../src/shared/domain/resources/user-setting';
import { draftKey } from '../../../../src/shared/drafts/draft-data';
import { flushDrafts, readDraft } from '../../../../src/shared/drafts/draft-store';
import { useSession } from '../../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { renderDesktop } from '../desktop-test-utils';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { signInAs } from '../../shared/notify-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const PROFILE: UserProfile = {
  id: 'u1',
  username: 'admin',
  realname: '管理员',
  avatar: null,
  sex: 1,
  birthday: '1990-05-06',
  email: 'admin@example.com',
  telephone: null,
  phone: '18611111111',
};

const WECOM: ThirdAccount = {
  id: 'b1',
  thirdType: 'wechat_enterprise',
  thirdUserId: 'demo-admin',
  realname: '管理员（企业微信）',
  avatar: null,
  createTime: '2026-11-21 08:00:00',
};

let bindings: ThirdAccount[];
let setting: Record<string, unknown>;

function fakeAccount() {
  bindings = [WECOM];
  setting = { notifyAnnouncement: true, notifySystem: true, notifySpeech: true, notifyChannels: ['站内'] };
  backend.server.on('GET /sys/user/login/setting/getUserData', () => ok(PROFILE));
  backend.server.on('PUT /sys/user/login/setting/userEdit', (c) =>
    ok({ ...PROFILE, ...(JSON.parse(String(c.data)) as object) }, '更新个人信息成功'),
  );
  backend.server.on('GET /sys/thirdApp/getThirdAccountByUserId', () => ok(bindings));
  backend.server.on('DELETE /sys/thirdApp/unbindThirdAccount', () => {
    bindings = [];
    return ok('解绑成功', '解绑成功');
  });
  backend.server.on('GET /sys/user/setting/notification', () => ok(setting));
  backend.server.on('PUT /sys/user/setting/notification', (c) => {
    setting = { ...setting, ...(JSON.parse(String(c.data)) as object) };
    return ok(setting, '保存成功');
  });
}

const open = (tab?: string) =>
  renderDesktop(<AccountSettingsPage route={null} />, {
    path: `/account/settings${tab ? `?tab=${tab}` : ''}`,
  });

describe('个人设置 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    const item = (value: string, text: string) => ({ value, text, title: text, label: text });
    localStore.set(STORAGE_KEYS.DICT_ALL, { sex: [item('1', '男'), item('2', '女')] });
    signInAs('u1');
    fakeAccount();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('edits the own profile: only the profile fields are sent, the header name follows', async () => {
    open();
    const name = await screen.findByLabelText('用户姓名');
    expect(name).toHaveValue('管理员');
    expect(screen.getByLabelText('邮箱')).toHaveValue('admin@example.com');
    await userEvent.clear(name);
    await userEvent.type(name, '张工');
    await userEvent.click(screen.getByRole('button', { name: '更新基本信息' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/login/setting/userEdit')).toHaveLength(1),
    );
    const body = requestsTo(backend.server, 'PUT', '/sys/user/login/setting/userEdit')[0]!.body as Record<
      string,
      unknown
    >;
    // Exactly the profile fields: nothing the server would ignore (username, phone …) is sent.
    expect(Object.keys(body).sort()).toEqual(['avatar', 'birthday', 'email', 'realname', 'sex', 'telephone']);
    expect(body).toMatchObject({ realname: '张工', sex: '1', birthday: '1990-05-06' });
    expect(await screen.findByText('更新个人信息成功')).toBeInTheDocument();
    expect(useSession.getState().userInfo?.realname).toBe('张工');
  });

  it('keeps unsaved profile input as a draft: offered after a reload, 恢复 brings it back, saving removes it', async () => {
    const first = open();
    const name = await screen.findByLabelText('用户姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '草稿姓名');
    first.unmount(); // a reload, a re-login or a crash
    await act(() => flushDrafts());

    open();
    expect(await screen.findByText(/发现未保存的草稿（保存于 \d\d:\d\d），是否恢复？/)).toBeInTheDocument();
    expect(await screen.findByLabelText('用户姓名')).toHaveValue('管理员');
    await userEvent.click(screen.getByRole('button', { name: '恢复' }));
    expect(screen.getByLabelText('用户姓名')).toHaveValue('草稿姓名');
    await userEvent.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText('更新个人信息成功')).toBeInTheDocument();
    const key = draftKey({
      userId: 'u1',
      tenantId: useSession.getState().tenantId,
      formKey: 'accountProfile',
      recordId: 'self',
    });
    await waitFor(async () => expect(await readDraft(key)).toBeNull());
  });

  it('uploads an avatar with the kit image upload and saves its path', async () => {
    backend.server.on('POST /sys/common/upload', () =>
      ok(null, 'avatar/0123456789abcdef0123456789abcdef.png', 0),
    );
    const { container } = open('base');
    await screen.findByLabelText('用户姓名');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50])], '头像.png', { type: 'image/png' }),
    );
    const sent = await waitFor(() => {
      const found = backend.server.requests.find((r) => r.url === '/sys/common/upload');
      if (!found) throw new Error('no upload yet');
      return found;
    });
    expect((sent.data as FormData).get('biz')).toBe('avatar');
    await screen.findByRole('img', { name: '头像.png' });
    await userEvent.click(screen.getByRole('button', { name: '更新基本信息' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/login/setting/userEdit')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'PUT', '/sys/user/login/setting/userEdit')[0]!.body).toMatchObject({
      avatar: 'avatar/0123456789abcdef0123456789abcdef.png',
    });
  });

  it('checks the form rules before sending', async () => {
    open('base');
    const email = await screen.findByLabelText('邮箱');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.clear(screen.getByLabelText('用户姓名'));
    await userEvent.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('请输入用户名称!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'PUT', '/sys/user/login/setting/userEdit')).toHaveLength(0);
  });

  it('the tab is the query parameter; 安全设置 is the security page', async () => {
    open('security');
    expect(await screen.findByLabelText('旧密码')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '账号绑定' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/account/settings?tab=binding'),
    );
    expect(await screen.findByText('已绑定：管理员（企业微信）')).toBeInTheDocument();
  });

  it('shows bindings and unbinds after confirmation', async () => {
    open('binding');
    const wecom = await screen.findByRole('listitem', { name: '企业微信' });
    expect(within(wecom).getByText('已绑定：管理员（企业微信）')).toBeInTheDocument();
    const dingtalk = screen.getByRole('listitem', { name: '钉钉' });
    expect(within(dingtalk).getByText('未绑定（在钉钉中打开本系统并登录即可完成绑定）')).toBeInTheDocument();
    expect(within(dingtalk).queryByRole('button', { name: '解绑' })).toBeNull();
    await userEvent.click(within(wecom).getByRole('button', { name: '解绑' }));
    expect(await screen.findByText('确定解除与企业微信账号的绑定吗?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'DELETE', '/sys/thirdApp/unbindThirdAccount')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'DELETE', '/sys/thirdApp/unbindThirdAccount')[0]!.params).toMatchObject(
      {
        id: 'b1',
      },
    );
    expect(await screen.findByText('解绑成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: '企业微信' })).getByText(
          '未绑定（在企业微信中打开本系统并登录即可完成绑定）',
        ),
      ).toBeInTheDocument(),
    );
  });

  it('saves a notification switch at once', async () => {
    open('notification');
    const speech = await screen.findByRole('switch', { name: '语音播报' });
    expect(speech).toBeChecked();
    await userEvent.click(speech);
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/setting/notification')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'PUT', '/sys/user/setting/notification')[0]!.body).toEqual({
      notifySpeech: false,
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: '语音播报' })).not.toBeChecked());
    await userEvent.click(screen.getByRole('checkbox', { name: '钉钉' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/setting/notification')).toHaveLength(2),
    );
    expect(requestsTo(backend.server, 'PUT', '/sys/user/setting/notification')[1]!.body).toEqual({
      notifyChannels: ['站内', '钉钉'],
    });
  });

  it('个性化 changes the display settings store and saves them', async () => {
    reloadSettingsFromStorage();
    const before = useDisplaySettings.getState().saved.multiTab;
    open('custom');
    await userEvent.click(await screen.findByRole('switch', { name: '多页签模式' }));
    expect(useDisplaySettings.getState().saved.multiTab).toBe(!before);
    expect(localStore.get(STORAGE_KEYS.DEFAULT_MULTI_PAGE)).toBe(!before);
    await userEvent.click(screen.getByRole('radio', { name: '顶部栏导航' }));
    expect(useDisplaySettings.getState().saved.layout).toBe('topmenu');
    reloadSettingsFromStorage();
    expect(useDisplaySettings.getState().settings.layout).toBe('topmenu');
  });
});
