import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import SettlementTaskPage from '../../../../../src/desktop/pages/cwxt/dfgl/settlement-task-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { renderDesktop } from '../../desktop-test-utils';
import { findDialog, renderAdminPage } from '../../system/render-admin-page';
import { DISPUTED, fakeSettlement, INVOICED, PENDING, seedSettleDicts } from './settlement-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

function row(month: string): HTMLElement {
  return screen.getByText(month, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

describe('结算任务 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedSettleDicts());

  it('shows the plant user confirm / dispute only on a pending task, with the state tag and exact money', async () => {
    grant(PERM.settlement.list, PERM.settlement.confirm, PERM.settlement.dispute, PERM.settlement.log);
    fakeSettlement(backend.server);
    renderAdminPage(<SettlementTaskPage />);
    await screen.findByText(PENDING.settleMonth);
    const pending = row(PENDING.settleMonth);
    expect(within(pending).getByText('待确认')).toBeInTheDocument();
    expect(within(pending).getByText('¥1,234.50')).toBeInTheDocument();
    // 详情 and the one primary transition in the row; 提出异议 in 更多.
    expect(within(pending).getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '确认结算' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: '提出异议' })).toBeNull();
    await userEvent.click(within(pending).getByRole('button', { name: /更多/ }));
    expect(await screen.findByRole('menuitem', { name: '提出异议' })).toBeInTheDocument();
    for (const name of ['修订结算', '登记付款', '编辑'])
      expect(within(pending).queryByRole('button', { name })).toBeNull();
    for (const month of [DISPUTED.settleMonth, INVOICED.settleMonth])
      for (const name of ['确认结算', '提出异议', '修订结算', '登记付款'])
        expect(within(row(month)).queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: '开立月度任务' })).toBeNull();
  });

  it('opens with the filter a chart drilled down with (month, status, plant) and searches by it', async () => {
    grant(PERM.settlement.list);
    fakeSettlement(backend.server, [PENDING]);
    renderDesktop(<SettlementTaskPage />, {
      path: '/dfgl/task?settleMonth=2026-11&status=pending&plantId=p1&bogus=1',
    });
    await screen.findByText(PENDING.settleMonth, { selector: 'td, td *' });
    const first = requestsTo(backend.server, 'GET', '/cwxt/settlement/list')[0]!.params as Record<
      string,
      string
    >;
    expect(first).toMatchObject({
      settleMonth_begin: '2026-11',
      settleMonth_end: '2026-11',
      status: 'pending',
      plantId: 'p1',
    });
    expect(first).not.toHaveProperty('bogus');
    // The search form shows the filter: antd's month range picker holds the month.
    const search = screen.getByRole('search', { name: '查询条件' });
    expect(within(search).getByPlaceholderText('开始月份')).toHaveValue('2026-11');
    expect(within(search).getByPlaceholderText('结束月份')).toHaveValue('2026-11');
    // 重置 drops the drilled-down filter.
    await userEvent.click(within(search).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => {
      const last = requestsTo(backend.server, 'GET', '/cwxt/settlement/list').at(-1)!.params as Record<
        string,
        string
      >;
      expect(last).not.toHaveProperty('settleMonth_begin');
      expect(last).not.toHaveProperty('status');
    });
    expect(within(search).getByPlaceholderText('开始月份')).toHaveValue('');
  });

  it('shows the grid revise on a disputed task, pay on an invoiced one, and 开立月度任务', async () => {
    grant(
      PERM.settlement.list,
      PERM.settlement.revise,
      PERM.settlement.pay,
      PERM.settlement.open,
      PERM.settlement.edit,
    );
    fakeSettlement(backend.server);
    renderAdminPage(<SettlementTaskPage />);
    await screen.findByText(PENDING.settleMonth);
    expect(within(row(DISPUTED.settleMonth)).getByRole('button', { name: '修订结算' })).toBeInTheDocument();
    expect(within(row(INVOICED.settleMonth)).getByRole('button', { name: '登记付款' })).toBeInTheDocument();
    expect(within(row(PENDING.settleMonth)).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row(PENDING.settleMonth)).queryByRole('button', { name: '确认结算' })).toBeNull();
    expect(screen.getByRole('button', { name: '开立月度任务' })).toBeInTheDocument();
  });

  it('the dispute dialog requires a reason, then posts it', async () => {
    grant(PERM.settlement.list, PERM.settlement.confirm, PERM.settlement.dispute, PERM.settlement.log);
    fakeSettlement(backend.server);
    renderAdminPage(<SettlementTaskPage />);
    await screen.findByText(PENDING.settleMonth);
    await userEvent.click(within(row(PENDING.settleMonth)).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '提出异议' }));
    const dialog = await findDialog('提出异议');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请填写异议说明')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/dispute')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), '上网电量与表计不符');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/dispute')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/dispute')[0]!.body).toEqual({
      id: PENDING.id,
      reason: '上网电量与表计不符',
    });
  });
});

describe('结算任务 dialogs: errors under their field (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedSettleDicts());

  const itemOf = (dialog: HTMLElement, label: string) =>
    within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

  it('登记付款: the amount has its asterisk; more than is unpaid is said under it and nothing is sent', async () => {
    grant(PERM.settlement.list, PERM.settlement.pay);
    fakeSettlement(backend.server);
    renderAdminPage(<SettlementTaskPage />);
    await screen.findByText(INVOICED.settleMonth);
    await userEvent.click(within(row(INVOICED.settleMonth)).getByRole('button', { name: '登记付款' }));
    const dialog = await findDialog('登记付款');
    const amount = itemOf(dialog, '付款金额(元)');
    expect(amount.querySelector('.ant-form-item-required')).not.toBeNull();
    expect(amount.querySelector('.ant-form-item-explain-error')).toBeNull();
    await userEvent.type(within(amount).getByRole('textbox'), '3000.01');
    expect(await within(amount).findByText('付款金额超过未付金额')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/pay')).toHaveLength(0);
  });

  it('修订结算: an amount too large is said under 结算电价; a field refusal from the server lands under its field', async () => {
    grant(PERM.settlement.list, PERM.settlement.revise);
    fakeSettlement(backend.server);
    backend.server.on('POST /cwxt/settlement/revise', () =>
      fail('结算电价应为不小于 0 的数字，最多六位小数'),
    );
    renderAdminPage(<SettlementTaskPage />);
    await screen.findByText(DISPUTED.settleMonth);
    await userEvent.click(within(row(DISPUTED.settleMonth)).getByRole('button', { name: '修订结算' }));
    const dialog = await findDialog('修订结算');
    const energy = within(itemOf(dialog, '上网电量(kWh)')).getByRole('textbox');
    const price = itemOf(dialog, '结算电价(元/kWh)');
    fireEvent.change(energy, { target: { value: '999999999999999' } });
    fireEvent.change(within(price).getByRole('textbox'), { target: { value: '9999.999999' } });
    expect(await within(price).findByText('电费金额超出范围，请检查上网电量和结算电价')).toBeInTheDocument();
    fireEvent.change(energy, { target: { value: '100' } });
    await waitFor(() => expect(price.querySelector('.ant-form-item-explain-error')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(price).findByText('结算电价应为不小于 0 的数字，最多六位小数')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/revise')).toHaveLength(1);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});

describe('结算任务 edit form (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedSettleDicts());

  it('previews the amount the server will compute and never sends one', async () => {
    grant(PERM.settlement.list, PERM.settlement.edit);
    fakeSettlement(backend.server);
    backend.server.on('PUT /cwxt/settlement/edit', () => ({
      body: { success: true, message: '编辑成功!', code: 200, result: null, timestamp: 1 },
    }));
    renderAdminPage(<SettlementTaskPage />);
    await screen.findByText(PENDING.settleMonth);
    await userEvent.click(within(row(PENDING.settleMonth)).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog(/编辑/);
    const preview = await within(dialog).findByLabelText('电费金额预览');
    const energy = within(dialog).getByDisplayValue(PENDING.energyKwh);
    await userEvent.clear(energy);
    await userEvent.type(energy, '1234567.891');
    await waitFor(() => expect(preview).toHaveTextContent('电费金额：¥449,876.54'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/cwxt/settlement/edit')).toHaveLength(1));
    const body = requestsTo(backend.server, 'PUT', '/cwxt/settlement/edit')[0]!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ id: PENDING.id, energyKwh: '1234567.891', unitPrice: '0.364400' });
    expect(body.amount).toBeUndefined();
  });
});
