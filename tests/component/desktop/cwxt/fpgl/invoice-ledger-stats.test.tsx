import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import InvoiceLedgerPage from '../../../../../src/desktop/pages/cwxt/fpgl/invoice-ledger-page';
import InvoiceStatsPage from '../../../../../src/desktop/pages/cwxt/fpgl/invoice-stats-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { renderAdminPage } from '../../system/render-admin-page';
import { DRAFT_A, DRAFT_B, seedInvoiceDicts } from './invoice-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const VERIFIED = { ...DRAFT_A, status: 'verified', taskMonth: '2026-10' };
const BOOKED = { ...DRAFT_B, status: 'booked', returnReason: null, taskMonth: '2026-10' };

function rowOf(number: string): HTMLElement {
  return screen.getByText(number, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

describe('发票台账 and 发票统计 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedInvoiceDicts());

  it('lists verified and booked invoices; the grid books a verified one; no add/edit/delete', async () => {
    grant(PERM.invoice.list, PERM.invoice.book, PERM.invoice.export, PERM.invoice.add, PERM.invoice.edit);
    backend.server.on('GET /cwxt/invoice/list', () => ok({ records: [VERIFIED, BOOKED], total: 2 }, '', 0));
    backend.server.on('POST /cwxt/invoice/book', () => ok(null, '已入账'));
    renderAdminPage(<InvoiceLedgerPage />);
    await screen.findByText(VERIFIED.invoiceNumber);
    expect(requestsTo(backend.server, 'GET', '/cwxt/invoice/list')[0]!.params).toMatchObject({
      view: 'ledger',
    });
    expect(
      within(rowOf(VERIFIED.invoiceNumber)).getByText('¥1,130.00', { selector: 'td, td *' }),
    ).toBeInTheDocument();
    expect(within(rowOf(BOOKED.invoiceNumber)).queryByRole('button', { name: '入账' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(rowOf(VERIFIED.invoiceNumber)).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    await userEvent.click(within(rowOf(VERIFIED.invoiceNumber)).getByRole('button', { name: '入账' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/book')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/book')[0]!.body).toEqual({ id: VERIFIED.id });
  });

  it('a plant user without 入账 sees no book button', async () => {
    grant(PERM.invoice.list, PERM.invoice.export);
    backend.server.on('GET /cwxt/invoice/list', () => ok({ records: [VERIFIED], total: 1 }, '', 0));
    renderAdminPage(<InvoiceLedgerPage />);
    await screen.findByText(VERIFIED.invoiceNumber);
    expect(screen.queryByRole('button', { name: '入账' })).toBeNull();
  });

  it('shows the statistics by the chosen dimension with exact totals', async () => {
    grant(PERM.invoice.stats);
    backend.server.on('GET /cwxt/invoice/statistics', (req) => {
      const groupBy = (req.params as { groupBy: string }).groupBy;
      const rows =
        groupBy === 'type'
          ? [
              {
                key: 'special',
                label: '增值税专用发票',
                count: 2,
                amount: '2000.00',
                taxAmount: '260.00',
                totalAmount: '2260.00',
              },
            ]
          : [
              {
                key: '2026-10',
                label: '2026-10',
                count: 2,
                amount: '2000.00',
                taxAmount: '260.00',
                totalAmount: '2260.00',
              },
            ];
      return ok(
        {
          groupBy,
          monthFrom: '2025-12',
          monthTo: '2026-11',
          rows,
          total: { count: 2, amount: '2000.00', taxAmount: '260.00', totalAmount: '2260.00' },
        },
        '',
        0,
      );
    });
    renderAdminPage(<InvoiceStatsPage />);
    expect(await screen.findByText('2025-12 至 2026-11：共 2 张，价税合计 ¥2,260.00')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '价税合计（万元，按月份）' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('按发票类型'));
    expect(await screen.findByRole('list', { name: '价税合计（万元，按发票类型）' })).toBeInTheDocument();
    expect(screen.getAllByText('增值税专用发票').length).toBeGreaterThan(0);
  });
});
