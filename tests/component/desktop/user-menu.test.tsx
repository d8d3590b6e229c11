import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { UserMenu } from '../../../src/desktop/shell/header/user-menu';
import { reloadSessionFromStorage, useSession } from '../../../src/shared/session/session-store';
import type { Depart, UserInfo } from '../../../src/shared/domain/contract/user';
import { reloadToLogin } from '../../../src/desktop/shell/header/reload-to-login';
import { mockNetwork, ok, renderDesktop } from './desktop-test-utils';

// antd leaves closing overlays with pointer-events:none for the length of their animation.
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });

vi.mock('../../../src/desktop/shell/header/reload-to-login', () => ({ reloadToLogin: vi.fn() }));

const USER = {
  id: '1',
  username: 'admin',
  realname: '管理员',
  nickname: '管理员昵称',
  orgCode: 'A01',
} as UserInfo;
const depart = (orgCode: string, departName: string) => ({ id: orgCode, orgCode, departName }) as Depart;

async function choose(entry: string) {
  await userEvent.click(screen.getByRole('button', { name: /管理员昵称/ }));
  await userEvent.click(await screen.findByText(entry));
}

describe('header user menu', () => {
  let departs: Depart[] = [];
  let net: ReturnType<typeof mockNetwork>;
  beforeEach(() => {
    useSession.setState({ token: 't', userInfo: { ...USER, orgCode: null }, departs: [] });
    net = mockNetwork((req) => {
      if (req.url === '/sys/user/getCurrentUserDeparts') return ok({ list: departs, orgCode: null });
      if (req.url === '/sys/logout') return ok(null, '退出登录成功！');
      if (req.url === '/sys/selectDepart')
        return ok({ userInfo: { ...USER, orgCode: (req.data as { orgCode: string }).orgCode } });
      return undefined;
    });
  });
  afterEach(() => {
    net.restore();
    departs = [];
    vi.mocked(reloadToLogin).mockClear();
    reloadSessionFromStorage();
  });

  it('shows the nickname and the four entries', async () => {
    renderDesktop(<UserMenu />);
    await userEvent.click(screen.getByRole('button', { name: /管理员昵称/ }));
    for (const entry of ['切换部门', '清理缓存', '修改密码', '退出登录']) {
      expect(await screen.findByText(entry)).toBeInTheDocument();
    }
  });

  it('asks before logging out; 取消 keeps the session, 确定 logs out and reloads to the login page', async () => {
    renderDesktop(<UserMenu />);
    await choose('退出登录');
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(within(confirm).getByText('真的要注销登录吗 ?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('真的要注销登录吗 ?')).not.toBeInTheDocument());
    expect(net.requests.some((r) => r.url === '/sys/logout')).toBe(false);

    await choose('退出登录');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(reloadToLogin).toHaveBeenCalledTimes(1));
    expect(net.requests.find((r) => r.url === '/sys/logout')?.method).toBe('POST');
    expect(useSession.getState().token).toBeNull();
  });

  it('warns 您尚未设置部门信息! when the user has no department', async () => {
    renderDesktop(<UserMenu />);
    await waitFor(() =>
      expect(net.requests.some((r) => r.url === '/sys/user/getCurrentUserDeparts')).toBe(true),
    );
    await choose('切换部门');
    expect(await screen.findByText('您尚未设置部门信息!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '部门选择' })).not.toBeInTheDocument();
  });

  it('opens 部门选择, requires a choice, then switches', async () => {
    departs = [depart('A01', '研发部'), depart('B02', '市场部')];
    renderDesktop(<UserMenu />);
    await waitFor(() =>
      expect(net.requests.some((r) => r.url === '/sys/user/getCurrentUserDeparts')).toBe(true),
    );
    await choose('切换部门');
    const dialog = await screen.findByRole('dialog', { name: '部门选择' });
    // Nothing chosen yet: 确定 is refused and the select turns red.
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择部门')).toBeInTheDocument();
    expect(dialog.querySelector('.ant-select-status-error')).not.toBeNull();
    expect(net.requests.some((r) => r.url === '/sys/selectDepart')).toBe(false);

    await userEvent.click(within(dialog).getByRole('combobox', { name: '部门' }));
    await userEvent.click(await screen.findByTitle('市场部'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(net.requests.find((r) => r.url === '/sys/selectDepart')?.data).toMatchObject({ orgCode: 'B02' }),
    );
    await waitFor(() => expect(useSession.getState().userInfo?.orgCode).toBe('B02'));
  });
});
