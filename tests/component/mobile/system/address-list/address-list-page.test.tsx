import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AddressListRecord } from '../../../../../src/shared/api/sys/address-list-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { DEPART_TREE, requestsTo } from '../../../shared/user-admin-fixtures';
import { renderPhone } from '../../support/render-phone';

const { default: MobileAddressListPage } =
  await import('../../../../../src/mobile/pages/system/address-list/address-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();
const URL = '/sys/user/queryByOrgCodeForAddressList';

const PEOPLE: AddressListRecord[] = [
  {
    id: 'u1',
    realname: '张调度',
    workNo: 'W001',
    departNames: '调度中心',
    post: null,
    postNames: null,
    phone: '139 0000 0001',
    email: 'zhang@example.com',
    telephone: null,
  },
  {
    id: 'u2',
    realname: '李检修',
    workNo: 'W002',
    departNames: '检修部',
    post: null,
    postNames: null,
    phone: null,
    email: null,
    telephone: null,
  },
];

describe('通讯录 (phone)', { timeout: 60_000 }, () => {
  it('cards call with tel: and mail with mailto:; the department filter narrows the list', async () => {
    grant(PERM.addressList.list);
    backend.server.on('GET /sys/sysDepart/queryTreeList', () => ok(DEPART_TREE));
    backend.server.on(`GET ${URL}`, () => ok({ records: PEOPLE, total: 2 }));
    renderPhone(<MobileAddressListPage route={null} />);
    expect(await screen.findByText('张调度')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /拨打 张调度/ })).toHaveAttribute('href', 'tel:13900000001');
    expect(screen.getByRole('link', { name: /发邮件给 张调度/ })).toHaveAttribute(
      'href',
      'mailto:zhang@example.com',
    );
    expect(screen.queryByRole('link', { name: /李检修/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /部门/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择部门' });
    await userEvent.click(await within(sheet).findByText('检修部'));
    await waitFor(() => expect(requestsTo(backend.server, 'GET', URL).length).toBeGreaterThan(1));
    expect(requestsTo(backend.server, 'GET', URL).at(-1)!.params).toMatchObject({
      orgCode: DEPART_TREE[0]!.children![0]!.orgCode,
    });
  });

  it('searches by name', async () => {
    grant(PERM.addressList.list);
    backend.server.on('GET /sys/sysDepart/queryTreeList', () => ok(DEPART_TREE));
    backend.server.on(`GET ${URL}`, () => ok({ records: PEOPLE, total: 2 }));
    renderPhone(<MobileAddressListPage route={null} />);
    await screen.findByText('张调度');
    const search = screen.getByPlaceholderText('请输入姓名');
    await userEvent.type(search, '李{Enter}');
    await waitFor(() => expect(requestsTo(backend.server, 'GET', URL).length).toBeGreaterThan(1));
    expect(requestsTo(backend.server, 'GET', URL).at(-1)!.params).toMatchObject({ realname: '*李*' });
  });
});
