import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import MobileInvoicePoolPage from '../../../../../src/mobile/pages/cwxt/fpgl/invoice-pool-page';
import MobileInvoiceSubmitPage from '../../../../../src/mobile/pages/cwxt/fpgl/invoice-submit-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import {
  DRAFT_A,
  DRAFT_B,
  fakeInvoices,
  seedInvoiceDicts,
  TASK,
  WAITING,
} from '../../../desktop/cwxt/fpgl/invoice-fixtures';
import { renderPhone } from '../../support/render-phone';
import { displayMoney } from '../../../../../src/shared/domain/money/figures';
import { MemoryRouter } from 'react-router-dom';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

describe('发票 (phone)', { timeout: 30_000 }, () => {
  beforeEach(() => seedInvoiceDicts());

  it('the pool shows drafts and returned ones with the reason; the form photographs the invoice', async () => {
    grant(PERM.invoice.list, PERM.invoice.add, PERM.invoice.edit, PERM.invoice.delete);
    fakeInvoices(backend.server);
    // The pool's invoice detail has an address (?screen=invoice.<id>): the page lives in a router.
    renderPhone(
      <MemoryRouter>
        <MobileInvoicePoolPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('退回原因：影像不清晰')).toBeInTheDocument();
    // 价税合计 is each card's key figure, printed once per card.
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.getAllByLabelText('价税合计 ¥1,130.00')).toHaveLength(2);
    for (const card of cards) expect(within(card).getAllByText('价税合计')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const picture = await screen.findByRole('list', { name: '发票影像' });
    const input = picture.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).not.toBeNull();
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(screen.getByRole('button', { name: /^销售方/ })).toBeInTheDocument();
  });

  it('the plant ticks invoices of a confirmed task and submits once the sum matches', async () => {
    grant(PERM.invoice.list, PERM.invoice.submit);
    fakeInvoices(backend.server);
    renderPhone(<MobileInvoiceSubmitPage />);
    await userEvent.click(await screen.findByText(`${TASK.settleMonth} ¥2,260.00`));
    expect(
      await screen.findByText('发票价税合计之和（0.00元）与结算金额（2260.00元）不一致，允许误差1.00元'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交发票' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: `选择发票 ${DRAFT_A.invoiceNumber}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `选择发票 ${DRAFT_B.invoiceNumber}` }));
    expect(await screen.findByText('发票合计 ¥2,260.00，与结算金额 ¥2,260.00 一致')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交发票' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/submit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/submit')[0]!.body).toEqual({
      taskId: TASK.id,
      ids: [DRAFT_A.id, DRAFT_B.id],
    });
  });

  it('grid staff verify and return (reason required) from cards', async () => {
    grant(PERM.invoice.list, PERM.invoice.verify, PERM.invoice.return);
    fakeInvoices(backend.server);
    renderPhone(<MobileInvoiceSubmitPage />);
    const first = await screen.findByLabelText(`发票 ${WAITING[0]!.invoiceNumber}`);
    await userEvent.click(
      within(first).getByRole('button', { name: `审核通过 ${WAITING[0]!.invoiceNumber}` }),
    );
    // Nothing is sent before the dialog that states the invoice and its amount is confirmed.
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(
      `审核通过 发票 No.${WAITING[0]!.invoiceNumber}，价税合计 ${displayMoney(WAITING[0]!.totalAmount)}？`,
    );
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/verify')).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/verify')).toHaveLength(1));
    const second = screen.getByLabelText(`发票 ${WAITING[1]!.invoiceNumber}`);
    await userEvent.click(within(second).getByRole('button', { name: `退回 ${WAITING[1]!.invoiceNumber}` }));
    expect(
      await screen.findByText(
        `退回 发票 No.${WAITING[1]!.invoiceNumber}，价税合计 ${displayMoney(WAITING[1]!.totalAmount)}`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByText('确定退回'));
    expect(await screen.findByText('请填写退回原因')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/return')).toHaveLength(0);
    await userEvent.type(screen.getByPlaceholderText('请填写退回原因'), '金额有误');
    await userEvent.click(screen.getByText('确定退回'));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/return')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/return')[0]!.body).toEqual({
      id: WAITING[1]!.id,
      reason: '金额有误',
    });
  });
});
