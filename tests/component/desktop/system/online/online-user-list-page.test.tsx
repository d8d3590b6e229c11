import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import OnlineUserListPage from '../../../../../src/desktop/pages/system/online/online-user-list-page';
import type { OnlineUserRecord } from '../../../../../src/shared/api/sys/online-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { bodyOf, requestsTo } from '../../../shared/user-admin-fixtures';
import { lastOf, renderAdminPage } from '../render-admin-page';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function sessions(): OnlineUserRecord[] {
  return [
    {
      id: 'h-own',
      username: 'admin',
      realname: '管理员',
      ip: '10.0.0.1',
      userAgent: CHROME,
      loginTime: '2024-05-01 08:00:00',
      lastSeen: '2024-05-01 09:00:00',
      current: true,
    },
    {
      id: 'h-zhang',
      username: 'zhangsan',
      realname: '张三',
      ip: '10.0.0.2',
      userAgent: CHROME,
      loginTime: '2024-05-01 08:30:00',
      lastSeen: '2024-05-01 09:10:00',
      current: false,
    },
  ];
}

function row(username: string): HTMLElement {
  return screen.getByText(username, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

function fakeOnline() {
  const state = { live: sessions() };
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

describe('在线用户 (desktop)', () => {
  beforeEach(() => grant(PERM.online.list, PERM.online.forceLogout));

  it('lists sessions with a readable client and forces one out after the confirmation', async () => {
    fakeOnline();
    renderAdminPage(<OnlineUserListPage route={null} />);
    await screen.findByText('zhangsan');
    expect(within(row('zhangsan')).getByText('Chrome 126 · Windows')).toBeInTheDocument();
    expect(within(row('zhangsan')).getByText('10.0.0.2')).toBeInTheDocument();
    // The caller's own session is marked and cannot be forced out.
    expect(within(row('admin')).getByText('当前会话')).toBeInTheDocument();
    expect(within(row('admin')).queryByRole('button', { name: '强制退出' })).not.toBeInTheDocument();

    await userEvent.click(within(row('zhangsan')).getByRole('button', { name: '强制退出' }));
    const confirm = lastOf(await screen.findAllByRole('tooltip'));
    expect(within(confirm).getByText('确定要强制退出该用户吗?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(requestsTo(backend.server, 'POST', '/sys/online/forceLogout')).toHaveLength(0);

    await userEvent.click(within(row('zhangsan')).getByRole('button', { name: '强制退出' }));
    await userEvent.click(
      within(lastOf(await screen.findAllByRole('tooltip'))).getByRole('button', { name: '确定' }),
    );
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/sys/online/forceLogout')[0]?.body).toEqual({
        sessionId: 'h-zhang',
      }),
    );
    await waitFor(() => expect(screen.queryByText('zhangsan')).not.toBeInTheDocument());
    expect(await screen.findByText('退出登录成功！')).toBeInTheDocument();
  });

  it('offers no 强制退出 without its code', async () => {
    grant(PERM.online.list);
    fakeOnline();
    renderAdminPage(<OnlineUserListPage route={null} />);
    await screen.findByText('zhangsan');
    expect(within(row('zhangsan')).queryByRole('button', { name: '强制退出' })).not.toBeInTheDocument();
  });
});
