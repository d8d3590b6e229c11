import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { beforeEach, describe, expect, it } from 'vitest';
import MobileRoleListPage from '../../../../../src/mobile/pages/system/role/role-list-page';
import { createQueryClient } from '../../../../../src/shared/api/query-client';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import {
  USERS,
  grantCodes,
  okBody,
  page,
  paramsOf,
  seedIdentityDicts,
} from '../../../desktop/system/permission/identity-fixtures';

const backend = setupFakeBackend();
// antd-mobile's popup layers set pointer-events on wrappers jsdom cannot lay out.
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}

const ROLES = [
  { id: 'r1', roleName: '管理员', roleCode: 'admin', createTime: '2024-01-01 08:00:00' },
  { id: 'r2', roleName: '巡检员', roleCode: 'inspector', createTime: '2024-01-02 08:00:00' },
];

const requestsTo = (url: string) => backend.server.requests.filter((r) => r.url === url);
const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-record-id="${id}"]`)!;

async function renderRoles() {
  backend.server.on('GET /sys/role/list', page(ROLES));
  render(<MobileRoleListPage route={null} />, { wrapper: Providers });
  await screen.findByText('巡检员（inspector）', {}, { timeout: 10_000 });
}

/** The full-screen dialog titled `title` (the phone's dialogs are named by their title). */
const dialogNamed = (title: string) => screen.findByRole('dialog', { name: title });

describe('角色管理 (phone)', { timeout: 120_000 }, () => {
  beforeEach(() => {
    seedIdentityDicts();
  });

  it("searches roles, and a tap shows the role's users with 取消关联", async () => {
    grantCodes(...Object.values(PERM.role));
    backend.server.on('GET /sys/user/userRoleList', page(USERS));
    backend.server.on('DELETE /sys/user/deleteUserRole', okBody(null, '删除成功!'));
    await renderRoles();

    const search = within(screen.getByRole('search')).getByRole('searchbox');
    await userEvent.type(search, '巡检{Enter}');
    await waitFor(() => expect(paramsOf(requestsTo('/sys/role/list').at(-1)!).roleName).toBe('*巡检*'));

    await userEvent.click(within(cardOf('r2')).getByText('巡检员（inspector）'));
    const users = await dialogNamed('角色用户：巡检员');
    expect(await within(users).findByText('张三')).toBeInTheDocument();
    expect(within(users).getByText('lisi')).toBeInTheDocument();
    expect(within(users).getByText('角色授权（菜单与按钮权限）请在电脑端配置')).toBeInTheDocument();
    expect(paramsOf(requestsTo('/sys/user/userRoleList')[0]!)).toMatchObject({ roleId: 'r2', pageNo: 1 });

    const card = within(users).getByText('张三').closest<HTMLElement>('[role="listitem"]')!;
    await userEvent.click(within(card).getByRole('button', { name: '取消关联' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo('/sys/user/deleteUserRole')).toHaveLength(1));
    expect(paramsOf(requestsTo('/sys/user/deleteUserRole')[0]!)).toMatchObject({
      roleId: 'r2',
      userId: 'u1',
    });
    // The list is asked again after the change.
    await waitFor(() => expect(requestsTo('/sys/user/userRoleList').length).toBeGreaterThan(1));
  });

  it("without the 用户 right a tap opens the role's details, never its users", async () => {
    grantCodes(PERM.role.list);
    await renderRoles();
    expect(within(cardOf('r2')).queryByRole('button', { name: '查看用户' })).not.toBeInTheDocument();
    await userEvent.click(within(cardOf('r2')).getByText('巡检员（inspector）'));
    expect(await dialogNamed('详情')).toBeInTheDocument();
    expect(screen.queryByText('取消关联')).not.toBeInTheDocument();
    expect(requestsTo('/sys/user/userRoleList')).toHaveLength(0);
  });
});
