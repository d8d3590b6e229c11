import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import TenantListPage from '../../../../../src/desktop/pages/system/tenant/tenant-list-page';
import { endsBeforeBegin } from '../../../../../src/desktop/pages/system/tenant/tenant-form-values';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { TENANT_MESSAGES } from '../../../../../src/shared/domain/resources/tenant';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { bodyOf, requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../render-admin-page';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const TENANTS = [
  { id: 1000, name: '华东电厂', beginDate: '2024-01-01 00:00:00', endDate: '2030-01-01 00:00:00', status: 1 },
  { id: 2000, name: '华北电网', beginDate: null, endDate: null, status: 0 },
  // Saved before the date order was checked: the form only says so once the user saves.
  { id: 3000, name: '西北电厂', beginDate: '2024-05-01 00:00:00', endDate: '2024-04-30 00:00:00', status: 1 },
];

function fakeTenants() {
  backend.server.on('GET /sys/tenant/list', () => ({
    body: {
      success: true,
      code: 0,
      message: '',
      result: { records: TENANTS, total: TENANTS.length },
      timestamp: 1,
    },
  }));
  backend.server.on('PUT /sys/tenant/edit', () => ({
    body: { success: true, code: 200, message: '修改成功!', result: null, timestamp: 1 },
  }));
}

function row(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

describe('租户管理 (desktop)', () => {
  beforeEach(() => {
    const item = (value: string, text: string) => ({ value, text, title: text, label: text });
    localStore.set(STORAGE_KEYS.DICT_ALL, { valid_status: [item('1', '有效'), item('0', '无效')] });
  });

  it('shows no 新增 / 编辑 / 删除 without the tenant codes', async () => {
    grant(PERM.tenant.list);
    fakeTenants();
    renderAdminPage(<TenantListPage route={null} />);
    await screen.findByText('华东电厂');
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: /新增/ }),
    ).toBeNull();
    expect(within(row('华东电厂')).queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('edits a tenant with its status shown as the dictionary text and saves with PUT', async () => {
    grant(...Object.values(PERM.tenant));
    fakeTenants();
    renderAdminPage(<TenantListPage route={null} />);
    await screen.findByText('华东电厂');
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(row('华东电厂')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByTitle('有效')).toBeInTheDocument());
    expect(within(dialog).getByLabelText('租户编号')).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('租户名称'));
    await userEvent.type(within(dialog).getByLabelText('租户名称'), '华东第一电厂');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/tenant/edit')).toHaveLength(1));
    const sent = backend.server.requests.find((r) => r.url === '/sys/tenant/edit');
    expect(sent && bodyOf(sent)).toMatchObject({ id: 1000, name: '华东第一电厂', status: '1' });
  });

  /** The error antd links to a field (aria-describedby → the form item's explain text). */
  const errorOf = (field: HTMLElement) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join('');
  const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent);

  it('shows the date order under 结束时间 on save, not as a toast, and sends nothing', async () => {
    grant(...Object.values(PERM.tenant));
    fakeTenants();
    renderAdminPage(<TenantListPage route={null} />);
    await screen.findByText('西北电厂');
    await userEvent.click(within(row('西北电厂')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    const end = within(dialog).getByLabelText('结束时间');
    // Nothing before the user acts.
    expect(errorOf(end)).toBe('');
    expect(dialog.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errorOf(end)).toBe(TENANT_MESSAGES.dateOrder));
    expect(errorOf(within(dialog).getByLabelText('开始时间'))).toBe('');
    expect(toasts()).toEqual([]);
    expect(requestsTo(backend.server, 'PUT', '/sys/tenant/edit')).toHaveLength(0);
  });

  it('shows the server refusing the date order under 结束时间, not as a toast', async () => {
    grant(...Object.values(PERM.tenant));
    fakeTenants();
    backend.server.on('PUT /sys/tenant/edit', () => ({
      body: { success: false, code: 500, message: TENANT_MESSAGES.dateOrder, result: null, timestamp: 1 },
    }));
    renderAdminPage(<TenantListPage route={null} />);
    await screen.findByText('华东电厂');
    await userEvent.click(within(row('华东电厂')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/tenant/edit')).toHaveLength(1));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('结束时间'))).toBe(TENANT_MESSAGES.dateOrder),
    );
    expect(toasts()).toEqual([]);
  });

  it('refuses an end date before the begin date', () => {
    expect(endsBeforeBegin('2024-05-01 00:00:00', '2024-04-30 23:59:59')).toBe(true);
    expect(endsBeforeBegin('2024-05-01 00:00:00', '2024-05-01 00:00:00')).toBe(false);
    expect(endsBeforeBegin('2024-05-01 00:00:00', null)).toBe(false);
  });
});
