import { screen, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PositionListPage from '../../../../../src/desktop/pages/system/position/position-list-page';
import UserListPage from '../../../../../src/desktop/pages/system/user/user-list-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { captureSaves } from '../../../shared/excel/save-spy';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { fakeUserAdmin, seedUserDicts } from '../../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../../system/render-admin-page';

/** The users and positions lists offer 导出 / 导入 with their permission codes and open 导入EXCEL. */

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

describe('import/export on the list pages', () => {
  beforeEach(() => seedUserDicts());

  it('users: 导出 saves 用户.xls from /sys/user/exportXls, 导入 opens 导入EXCEL', async () => {
    grant(...Object.values(PERM.user));
    fakeUserAdmin(backend.server);
    backend.server.on('GET /sys/user/exportXls', {
      body: new Blob(['xls'], { type: 'application/vnd.ms-excel' }),
    });
    const saved = captureSaves();
    renderAdminPage(<UserListPage route={null} />);
    await screen.findByText('zhangsan');
    await userEvent.click(screen.getByRole('button', { name: /导出/ }));
    await vi.waitFor(() => expect(saved).toEqual(['用户.xls']));
    await userEvent.click(screen.getByRole('button', { name: /导入/ }));
    const dialog = await findDialog('导入EXCEL');
    expect(within(dialog).getByRole('button', { name: '开始上传' })).toBeDisabled();
  });

  it('users: without the export / import codes there are no such buttons', async () => {
    grant(PERM.user.list, PERM.user.add);
    fakeUserAdmin(backend.server);
    renderAdminPage(<UserListPage route={null} />);
    await screen.findByText('zhangsan');
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
  });

  it('positions: 导出 and 导入 are offered; 导入 opens 导入EXCEL', async () => {
    grant(...Object.values(PERM.position));
    backend.server.on(
      'GET /sys/position/list',
      ok({ records: [], total: 0, size: 10, current: 1, pages: 0 }),
    );
    renderAdminPage(<PositionListPage route={null} />);
    await userEvent.click(await screen.findByRole('button', { name: /导入/ }));
    expect(await findDialog('导入EXCEL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
  });
});
