import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DictRegistryRecord } from '../../../../src/shared/api/sys/dict-admin-api';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../system/render-admin-page';

const { default: DictListPage } = await import('../../../../src/desktop/pages/system/dict/dict-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const ROLE: DictRegistryRecord = {
  id: 'r1',
  tableName: 'sys_role',
  textColumn: 'role_name',
  codeColumn: 'role_code',
  softDelete: '0',
  description: '角色（名称/编码）',
};

describe('表字典登记 (desktop)', { timeout: 60_000 }, () => {
  it('lists registered triples and refuses upper-case identifiers before sending', async () => {
    grant(...Object.values(PERM.dict));
    backend.server.on('GET /sys/dict/list', () => ok({ records: [], total: 0 }, '', 0));
    backend.server.on('GET /sys/dictTableRegistry/list', () => ok({ records: [ROLE], total: 1 }, '', 0));
    backend.server.on('POST /sys/dictTableRegistry/add', () => ok(null, '保存成功!'));
    renderAdminPage(<DictListPage route={null} />);
    await userEvent.click(await screen.findByRole('button', { name: /表字典登记/ }));
    expect(await screen.findByText('角色（名称/编码）')).toBeInTheDocument();
    const drawer = lastOf(screen.getAllByRole('dialog'));
    await userEvent.click(
      within(lastOf(within(drawer).getAllByRole('toolbar', { name: '操作' }))).getByRole('button', {
        name: /新增/,
      }),
    );
    const dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByLabelText('表名'), 'SYS_Position');
    await userEvent.type(within(dialog).getByLabelText('文本字段'), 'name');
    await userEvent.type(within(dialog).getByLabelText('值字段'), 'code');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    // Upper case is refused by the shared rule before anything is sent.
    expect(
      await within(dialog).findByText('表名只能是小写字母、数字和下划线，且以字母或下划线开头'),
    ).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/sys/dictTableRegistry/add')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('表名'));
    await userEvent.type(within(dialog).getByLabelText('表名'), 'sys_position');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/sys/dictTableRegistry/add')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'POST', '/sys/dictTableRegistry/add')[0]?.body).toMatchObject({
      tableName: 'sys_position',
      textColumn: 'name',
      codeColumn: 'code',
      softDelete: '0',
    });
  });
});
