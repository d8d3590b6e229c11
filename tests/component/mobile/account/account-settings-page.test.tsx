import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import AccountSettingsPage from '../../../../src/mobile/pages/account/settings/account-settings-page';
import type { ThirdAccount, UserProfile } from '../../../../src/shared/domain/resources/user-setting';
import { flushDrafts } from '../../../../src/shared/drafts/draft-store';
import { useSession } from '../../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { signInAs } from '../../shared/notify-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { renderPhone } from '../support/render-phone';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const PROFILE: UserProfile = {
  id: 'u1',
  username: 'admin',
  realname: '管理员',
  avatar: null,
  sex: 1,
  birthday: null,
  email: null,
  telephone: null,
  phone: '18611111111',
};
const DINGTALK: ThirdAccount = {
  id: 'b2',
  thirdType: 'dingtalk',
  thirdUserId: 'dd-1',
  realname: '钉钉管理员',
  avatar: null,
  createTime: null,
};

let bindings: ThirdAccount[];

function renderPage() {
  return renderPhone(
    <MemoryRouter initialEntries={['/account/settings']}>
      <Routes>
        <Route path="/account/settings" element={<AccountSettingsPage route={null} />} />
        <Route path="/account/settings/security" element={<p>安全设置页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('个人设置 (phone)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    const item = (value: string, text: string) => ({ value, text, title: text, label: text });
    localStore.set(STORAGE_KEYS.DICT_ALL, { sex: [item('1', '男'), item('2', '女')] });
    signInAs('u1');
    bindings = [DINGTALK];
    backend.server.on('GET /sys/user/login/setting/getUserData', () => ok(PROFILE));
    backend.server.on('PUT /sys/user/login/setting/userEdit', (c) =>
      ok({ ...PROFILE, ...(JSON.parse(String(c.data)) as object) }, '更新个人信息成功'),
    );
    backend.server.on('GET /sys/thirdApp/getThirdAccountByUserId', () => ok(bindings));
    backend.server.on('DELETE /sys/thirdApp/unbindThirdAccount', () => {
      bindings = [];
      return ok('解绑成功', '解绑成功');
    });
    backend.server.on('GET /sys/user/setting/notification', () =>
      ok({ notifyAnnouncement: true, notifySystem: true, notifySpeech: true, notifyChannels: ['站内'] }),
    );
    backend.server.on('PUT /sys/user/setting/notification', (c) =>
      ok(
        {
          notifyAnnouncement: true,
          notifySystem: true,
          notifySpeech: true,
          notifyChannels: ['站内'],
          ...(JSON.parse(String(c.data)) as object),
        },
        '保存成功',
      ),
    );
  });

  it('lists the sections; 安全设置 opens the security page', async () => {
    renderPage();
    for (const name of ['基本设置', '账号绑定', '新消息通知'])
      expect(screen.getByText(name)).toBeInTheDocument();
    await userEvent.click(screen.getByText('安全设置'));
    expect(await screen.findByText('安全设置页')).toBeInTheDocument();
  });

  it('基本设置 saves the own profile from a full-screen form', async () => {
    renderPage();
    await userEvent.click(screen.getByText('基本设置'));
    const dialog = await screen.findByRole('dialog', { name: '基本设置' });
    const name = await within(dialog).findByDisplayValue('管理员');
    await userEvent.clear(name);
    await userEvent.type(name, '李工');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/login/setting/userEdit')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'PUT', '/sys/user/login/setting/userEdit')[0]!.body).toMatchObject({
      realname: '李工',
      sex: '1',
    });
    await waitFor(() => expect(useSession.getState().userInfo?.realname).toBe('李工'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '基本设置' })).toBeNull());
  });

  it('基本设置 keeps unsaved input as a draft: closing and reopening offers it, 恢复 brings it back', async () => {
    renderPage();
    await userEvent.click(screen.getByText('基本设置'));
    let dialog = await screen.findByRole('dialog', { name: '基本设置' });
    const name = await within(dialog).findByDisplayValue('管理员');
    await userEvent.clear(name);
    await userEvent.type(name, '草稿姓名');
    await userEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '基本设置' })).toBeNull());
    await act(() => flushDrafts());

    await userEvent.click(screen.getByText('基本设置'));
    dialog = await screen.findByRole('dialog', { name: '基本设置' });
    expect(
      await within(dialog).findByText(/发现未保存的草稿（保存于 \d\d:\d\d），是否恢复？/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '恢复' }));
    expect(await within(dialog).findByDisplayValue('草稿姓名')).toBeInTheDocument();
  });

  it('基本设置 refuses an empty name before sending', async () => {
    renderPage();
    await userEvent.click(screen.getByText('基本设置'));
    const dialog = await screen.findByRole('dialog', { name: '基本设置' });
    await userEvent.clear(await within(dialog).findByDisplayValue('管理员'));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入用户名称!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'PUT', '/sys/user/login/setting/userEdit')).toHaveLength(0);
  });

  it('新消息通知 saves a switch at once', async () => {
    renderPage();
    await userEvent.click(screen.getByText('新消息通知'));
    const dialog = await screen.findByRole('dialog', { name: '新消息通知' });
    await userEvent.click(await within(dialog).findByRole('switch', { name: '语音播报' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'PUT', '/sys/user/setting/notification')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'PUT', '/sys/user/setting/notification')[0]!.body).toEqual({
      notifySpeech: false,
    });
  });

  it('账号绑定 shows the bindings and unbinds after confirmation', async () => {
    renderPage();
    await userEvent.click(screen.getByText('账号绑定'));
    const dialog = await screen.findByRole('dialog', { name: '账号绑定' });
    expect(await within(dialog).findByText('已绑定：钉钉管理员')).toBeInTheDocument();
    expect(
      within(dialog).getByText('未绑定（在企业微信中打开本系统并登录即可完成绑定）'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '解绑' }));
    expect(await screen.findByText('确定解除与钉钉账号的绑定吗?')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'DELETE', '/sys/thirdApp/unbindThirdAccount')).toHaveLength(1),
    );
    expect(
      await within(dialog).findByText('未绑定（在钉钉中打开本系统并登录即可完成绑定）'),
    ).toBeInTheDocument();
  });
});
