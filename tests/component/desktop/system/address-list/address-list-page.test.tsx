import { screen, waitFor } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AddressListRecord } from '../../../../../src/shared/api/sys/address-list-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { DEPART_TREE, requestsTo } from '../../../shared/user-admin-fixtures';
import { renderAdminPage } from '../render-admin-page';

const { default: AddressListPage } =
  await import('../../../../../src/desktop/pages/system/address-list/address-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();
const URL = '/sys/user/queryByOrgCodeForAddressList';

export const PEOPLE: AddressListRecord[] = [
  {
    id: 'u1',
    realname: '张调度',
    workNo: 'W001',
    departNames: '调度中心',
    post: 'dispatcher',
    postNames: '调度员',
    phone: '13900000001',
    email: 'zhang@example.com',
    telephone: '0571-8888888',
  },
];

describe('通讯录 (desktop)', { timeout: 60_000 }, () => {
  it('lists people and filters by the department picked in the tree', async () => {
    grant(PERM.addressList.list);
    backend.server.on('GET /sys/sysDepart/queryTreeList', () => ok(DEPART_TREE));
    backend.server.on(`GET ${URL}`, () => ok({ records: PEOPLE, total: 1 }));
    renderAdminPage(<AddressListPage route={null} />);
    expect(await screen.findByText('张调度')).toBeInTheDocument();
    expect(screen.getByText('调度员')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'zhang@example.com' })).toHaveAttribute(
      'href',
      'mailto:zhang@example.com',
    );
    expect(requestsTo(backend.server, 'GET', URL)[0]!.params).not.toHaveProperty('orgCode');
    await userEvent.click(await screen.findByText('检修部'));
    await waitFor(() => expect(requestsTo(backend.server, 'GET', URL)).toHaveLength(2));
    expect(requestsTo(backend.server, 'GET', URL)[1]!.params).toMatchObject({
      orgCode: DEPART_TREE[0]!.children![0]!.orgCode,
      pageNo: 1,
    });
    // No write buttons on a read-only list.
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });

  it('searches by name', async () => {
    grant(PERM.addressList.list);
    backend.server.on('GET /sys/sysDepart/queryTreeList', () => ok(DEPART_TREE));
    backend.server.on(`GET ${URL}`, () => ok({ records: PEOPLE, total: 1 }));
    renderAdminPage(<AddressListPage route={null} />);
    await screen.findByText('张调度');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '张');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(requestsTo(backend.server, 'GET', URL).length).toBeGreaterThan(1));
    expect(requestsTo(backend.server, 'GET', URL).at(-1)!.params).toMatchObject({ realname: '*张*' });
  });
});
