import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import InvoiceSubmitPage from '../../../../../src/desktop/pages/cwxt/fpgl/invoice-submit-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../../system/render-admin-page';
import { DRAFT_A, DRAFT_B, fakeInvoices, seedInvoiceDicts, TASK, WAITING } from './invoice-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

function rowOf(number: string): HTMLElement {
  return screen.getByText(number, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

describe('发票提交 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedInvoiceDicts());

  it('the plant picks a task, sees the live sum against the amount, and submits the selected invoices', async () => {
    grant(PERM.invoice.list, PERM.invoice.submit);
    fakeInvoices(backend.server);
    renderAdminPage(<InvoiceSubmitPage />);
    expect(screen.queryByText('待审核发票')).toBeNull();
    await userEvent.click(await screen.findByRole('combobox', { name: '结算任务' }));
    await userEvent.click(await screen.findByText(`${TASK.plantName} ${TASK.settleMonth} ¥2,260.00`));
    expect(
      await screen.findByText('发票价税合计之和（0.00元）与结算金额（2260.00元）不一致，允许误差1.00元'),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '提交发票' });
    expect(submit).toBeDisabled();
    expect(within(rowOf(DRAFT_B.invoiceNumber)).getByText('影像不清晰')).toBeInTheDocument();
    await userEvent.click(within(rowOf(DRAFT_A.invoiceNumber)).getByRole('checkbox'));
    expect(await screen.findByText(/^发票价税合计之和（1130\.00元）/)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.click(within(rowOf(DRAFT_B.invoiceNumber)).getByRole('checkbox'));
    expect(await screen.findByText('发票合计与结算金额一致，可以提交')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交发票' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/submit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/submit')[0]!.body).toEqual({
      taskId: TASK.id,
      ids: [DRAFT_A.id, DRAFT_B.id],
    });
  });

  it('the grid sees the waiting invoices by task, verifies one and returns one with a required reason', async () => {
    grant(PERM.invoice.list, PERM.invoice.verify, PERM.invoice.return);
    fakeInvoices(backend.server);
    renderAdminPage(<InvoiceSubmitPage />);
    expect(
      await screen.findByText(/华能某某电厂 2026-11 结算金额 ¥2,260.00，待审核合计 ¥2,260.00/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '结算任务' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看影像 a.jpg' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `审核通过 ${WAITING[0]!.invoiceNumber}` }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/verify')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/verify')[0]!.body).toEqual({
      id: WAITING[0]!.id,
    });

    await userEvent.click(screen.getByRole('button', { name: `退回 ${WAITING[1]!.invoiceNumber}` }));
    const dialog = await findDialog('退回发票');
    const reason = within(dialog).getByRole('textbox', { name: '退回原因' });
    // No error before input; a blank reason is refused under the field (linked to it), not as a toast.
    expect(dialog.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);
    expect(within(dialog).getByText('退回原因', { selector: 'label' })).toHaveClass('ant-form-item-required');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定退回' }));
    await waitFor(() =>
      expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
        '请填写退回原因',
      ),
    );
    // (The 审核通过 message above may still be showing: only the reason must not be a toast.)
    expect(
      [...document.querySelectorAll('.ant-message-notice')].filter((n) =>
        n.textContent?.includes('退回原因'),
      ),
    ).toHaveLength(0);
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/return')).toHaveLength(0);
    await userEvent.type(reason, '金额有误');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定退回' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/return')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/return')[0]!.body).toEqual({
      id: WAITING[1]!.id,
      reason: '金额有误',
    });
  });
});
