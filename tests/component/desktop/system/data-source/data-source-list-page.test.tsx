import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AllowEntryRecord, DataSourceRecord } from '../../../../../src/shared/api/sys/data-source-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../render-admin-page';

const { default: DataSourceListPage } =
  await import('../../../../../src/desktop/pages/system/data-source/data-source-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();
const URL = '/sys/dataSource';

const SOURCE: DataSourceRecord = {
  id: 'ds1',
  code: 'erp',
  name: 'ERP 报表库',
  dbType: 'postgresql',
  host: 'erp-db.example.com',
  port: 5432,
  database: 'erp',
  username: 'reader',
  hasPassword: true,
  createTime: '2026-11-20 08:00:00',
};

function fakeSources(allow: AllowEntryRecord[] = []) {
  backend.server.on(`GET ${URL}/list`, () => ok({ records: [SOURCE], total: 1 }, '', 0));
  backend.server.on(`POST ${URL}/add`, () => ok(null, '添加成功！'));
  backend.server.on(`PUT ${URL}/edit`, () => ok(null, '编辑成功!'));
  backend.server.on(`POST ${URL}/testConnection`, () => ok({ version: 'PostgreSQL 16.4' }, '连接成功'));
  backend.server.on(`GET ${URL}/allowlist/list`, () => ok({ records: allow, total: allow.length }, '', 0));
  backend.server.on(`POST ${URL}/allowlist/add`, () => ok(null, '添加成功！'));
  backend.server.on(`DELETE ${URL}/allowlist/delete`, () => ok(null, '删除成功!'));
}

function row(text: string): HTMLElement {
  return screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

describe('数据源管理 (desktop)', { timeout: 60_000 }, () => {
  it('adds a source: 测试连接 sends the unsaved fields, 确定 saves them with the password', async () => {
    grant(...Object.values(PERM.dataSource));
    fakeSources();
    renderAdminPage(<DataSourceListPage route={null} />);
    await screen.findByText('ERP 报表库');
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');

    // Required fields are checked before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: '测试连接' }));
    expect(await within(dialog).findByText('请输入主机地址!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', `${URL}/testConnection`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('数据源编码'), 'mes');
    await userEvent.type(within(dialog).getByLabelText('数据源名称'), 'MES 库');
    await userEvent.type(within(dialog).getByLabelText('主机'), 'mes-db.example.com');
    await userEvent.type(within(dialog).getByLabelText('数据库名'), 'mes');
    await userEvent.type(within(dialog).getByLabelText('用户名'), 'ro');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'pw-123');
    await userEvent.click(within(dialog).getByRole('button', { name: '测试连接' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${URL}/testConnection`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', `${URL}/testConnection`)[0]!.body).toEqual({
      host: 'mes-db.example.com',
      port: 5432,
      database: 'mes',
      username: 'ro',
      password: 'pw-123',
    });
    expect(await screen.findByText('连接成功：PostgreSQL 16.4')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${URL}/add`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', `${URL}/add`)[0]!.body).toEqual({
      code: 'mes',
      name: 'MES 库',
      host: 'mes-db.example.com',
      port: 5432,
      database: 'mes',
      username: 'ro',
      remark: '',
      password: 'pw-123',
    });
  });

  it('edit never prefills the password; an empty one is sent as empty with the id', async () => {
    grant(...Object.values(PERM.dataSource));
    fakeSources();
    renderAdminPage(<DataSourceListPage route={null} />);
    await screen.findByText('ERP 报表库');
    await userEvent.click(within(row('ERP 报表库')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    expect(within(dialog).getByLabelText('主机')).toHaveValue('erp-db.example.com');
    expect(within(dialog).getByLabelText('数据源编码')).toBeDisabled();
    const password = within(dialog).getByLabelText('密码');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', '留空则不修改');

    // A failed test shows the server's reason.
    backend.server.on(`POST ${URL}/testConnection`, () => fail('连接失败：用户名或密码错误'));
    await userEvent.click(within(dialog).getByRole('button', { name: '测试连接' }));
    expect(await screen.findByText('连接失败：用户名或密码错误')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', `${URL}/testConnection`)[0]!.body).toMatchObject({
      id: 'ds1',
      password: '',
    });

    await userEvent.clear(within(dialog).getByLabelText('数据源名称'));
    await userEvent.type(within(dialog).getByLabelText('数据源名称'), 'ERP 只读库');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', `${URL}/edit`)).toHaveLength(1));
    const body = requestsTo(backend.server, 'PUT', `${URL}/edit`)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'ds1', name: 'ERP 只读库', password: '', host: 'erp-db.example.com' });
    expect(body).not.toHaveProperty('code');
  });

  it('地址白名单: lists, adds and deletes entries', async () => {
    grant(...Object.values(PERM.dataSource));
    fakeSources([{ id: 'a1', host: '10.0.0.0/8', remark: '内网', createTime: '2026-11-20 08:00:00' }]);
    renderAdminPage(<DataSourceListPage route={null} />);
    await screen.findByText('ERP 报表库');
    await userEvent.click(screen.getByRole('button', { name: '地址白名单' }));
    const drawer = lastOf(await screen.findAllByRole('dialog'));
    expect(await within(drawer).findByText('10.0.0.0/8')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: '添加' }));
    expect(await within(drawer).findByText('请输入主机、IP 或网段!')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('地址'), ' db.internal ');
    await userEvent.click(within(drawer).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${URL}/allowlist/add`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', `${URL}/allowlist/add`)[0]!.body).toEqual({
      host: 'db.internal',
      remark: '',
    });

    await userEvent.click(within(drawer).getByRole('button', { name: '删除 10.0.0.0/8' }));
    await userEvent.click(lastOf(await screen.findAllByRole('button', { name: /确\s*定|OK/ })));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'DELETE', `${URL}/allowlist/delete`)).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'DELETE', `${URL}/allowlist/delete`)[0]!.params).toMatchObject({
      id: 'a1',
    });
  });

  it('without the codes: no 地址白名单, no 测试连接', async () => {
    grant(PERM.dataSource.list, PERM.dataSource.edit);
    fakeSources();
    renderAdminPage(<DataSourceListPage route={null} />);
    await screen.findByText('ERP 报表库');
    expect(screen.queryByRole('button', { name: '地址白名单' })).not.toBeInTheDocument();
    await userEvent.click(within(row('ERP 报表库')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    expect(within(dialog).queryByRole('button', { name: '测试连接' })).not.toBeInTheDocument();
  });
});
