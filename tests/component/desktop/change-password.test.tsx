import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordModal } from '../../../src/desktop/shell/dialogs/change-password-modal';
import { reloadSessionFromStorage, useSession } from '../../../src/shared/session/session-store';
import type { UserInfo } from '../../../src/shared/domain/contract/user';
import { fail, mockNetwork, ok, renderDesktop } from './desktop-test-utils';

const dialog = () => screen.getByRole('dialog', { name: '修改密码' });

async function fill(old: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('旧密码'), old);
  await userEvent.type(screen.getByLabelText('新密码'), next);
  await userEvent.type(screen.getByLabelText('确认新密码'), confirm);
}

describe('change-password modal', () => {
  let answer = ok(null, '密码修改成功！');
  let net: ReturnType<typeof mockNetwork>;
  beforeEach(() => {
    useSession.setState({
      token: 't',
      userInfo: { id: '1', username: 'admin', realname: '管理员' } as UserInfo,
    });
    net = mockNetwork((req) => (req.url === '/sys/user/updatePassword' ? answer : undefined));
  });
  afterEach(() => {
    net.restore();
    reloadSessionFromStorage();
    answer = ok(null, '密码修改成功！');
  });

  it('shows the spec messages for empty, weak and mismatched passwords', async () => {
    renderDesktop(<ChangePasswordModal open onClose={vi.fn()} />);
    expect(dialog()).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入旧密码!')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码!')).toBeInTheDocument();
    expect(screen.getByText('请确认新密码!')).toBeInTheDocument();

    await fill('old', 'weak', 'other');
    expect(await screen.findByText('密码由8位数字、大小写字母和特殊符号组成!')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一样！')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('submits for the signed-in user, shows the server message and closes', async () => {
    const onClose = vi.fn();
    renderDesktop(<ChangePasswordModal open onClose={onClose} />);
    await fill('Old#12345', 'New#12345', 'New#12345');
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('密码修改成功！')).toBeInTheDocument();
    const put = net.requests.find((r) => r.url === '/sys/user/updatePassword');
    expect(put?.method).toBe('PUT');
    expect(put?.data).toEqual({
      username: 'admin',
      oldpassword: 'Old#12345',
      password: 'New#12345',
      confirmpassword: 'New#12345',
    });
  });

  it('stays open and shows the reason when the server refuses', async () => {
    answer = fail('旧密码输入错误!');
    const onClose = vi.fn();
    renderDesktop(<ChangePasswordModal open onClose={onClose} />);
    await fill('Wrong#123', 'New#12345', 'New#12345');
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('旧密码输入错误!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
