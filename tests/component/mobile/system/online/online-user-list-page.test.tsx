import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OnlineUserRecord } from '../../../../../src/shared/api/sys/online-api';
import type { AuthEntry } from '../../../../../src/shared/domain/contract/permission';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { bodyOf, requestsTo } from '../../../shared/user-admin-fixtures';
import { menuItem, permissionResult, renderMobile, signIn } from '../../support/render-mobile';

const backend = setupFakeBackend();
const MENU = [
  menuItem('/dashboard/analysis', '首页'),
  menuItem('/isystem/online', '在线用户', { component: 'system/SysUserOnlineList' }),
];
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function fakeOnline(codes: string[]) {
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
  const state: { live: OnlineUserRecord[] } = {
    live: [
      {
        id: 'h-own',
        username: 'zhangsan',
        realname: '张三',
        ip: '10.0.0.9',
        userAgent: SAFARI,
        loginTime: '2024-05-01 08:00:00',
        current: true,
      },
      {
        id: 'h-li',
        username: 'lisi',
        realname: '李四',
        ip: '10.0.0.7',
        userAgent: SAFARI,
        loginTime: '2024-05-01 08:10:00',
        current: false,
      },
    ],
  };
  backend.server.on('GET /sys/online/list', () => ({
    body: {
      success: true,
      code: 200,
      message: '',
      result: { records: state.live, total: state.live.length },
      timestamp: 1,
    },
  }));
  backend.server.on('POST /sys/online/forceLogout', (config) => {
    const { sessionId } = bodyOf<{ sessionId: string }>(config);
    state.live = state.live.filter((s) => s.id !== sessionId);
    return { body: { success: true, code: 200, message: '退出登录成功！', result: null, timestamp: 1 } };
  });
  return state;
}

function card(text: string): HTMLElement {
  return screen.getByText(text).closest('[role="listitem"]') as HTMLElement;
}

describe('在线用户 (phone)', () => {
  const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
  beforeEach(() => signIn());

  it('forces a session out after the confirmation; the own session is marked', async () => {
    fakeOnline([PERM.online.list, PERM.online.forceLogout]);
    renderMobile('/isystem/online');
    await screen.findByText('李四（lisi）', {}, { timeout: 10000 });
    expect(within(card('张三（zhangsan）')).getByText('当前会话')).toBeInTheDocument();
    expect(
      within(card('张三（zhangsan）')).queryByRole('button', { name: '强制退出' }),
    ).not.toBeInTheDocument();
    expect(within(card('李四（lisi）')).getByText('Safari 17 · iOS')).toBeInTheDocument();

    await userEvent.click(within(card('李四（lisi）')).getByRole('button', { name: '强制退出' }));
    expect(await screen.findByText('确定要强制退出该用户吗?')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/sys/online/forceLogout')[0]?.body).toEqual({
        sessionId: 'h-li',
      }),
    );
    await waitFor(() => expect(screen.queryByText('李四（lisi）')).not.toBeInTheDocument());
  });

  it('has no 强制退出 without its code', async () => {
    fakeOnline([PERM.online.list]);
    renderMobile('/isystem/online');
    await screen.findByText('李四（lisi）', {}, { timeout: 10000 });
    expect(within(card('李四（lisi）')).queryByRole('button', { name: '强制退出' })).not.toBeInTheDocument();
  });
});
