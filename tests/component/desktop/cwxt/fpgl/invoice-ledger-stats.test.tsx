import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import InvoiceLedgerPage from '../../../../../src/desktop/pages/cwxt/fpgl/invoice-ledger-page';
import InvoiceStatsPage from '../../../../../src/desktop/pages/cwxt/fpgl/invoice-stats-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { categoriesOf, chartNamed } from '../../../shared/fake-echarts';
import { renderAdminPage } from '../../system/render-admin-page';
import { DRAFT_A, DRAFT_B, seedInvoiceDicts } from './invoice-fixtures';

vi.mock('../../../../../src/shared/charts/load-echarts', () => import('../../../shared/fake-echarts'));

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
    const byMonth = await chartNamed('价税合计（按月份）');
    expect(categoriesOf(byMonth.option)).toEqual(['2026-10']);
    const tooltip = byMonth.option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 0, seriesIndex: 0 }])).toBe('2026-10<br/>价税合计：¥2,260.00');
    await userEvent.click(screen.getByText('按发票类型'));
    const byType = await chartNamed('价税合计（按发票类型）');
    expect(categoriesOf(byType.option)).toEqual(['增值税专用发票']);
    expect(screen.getAllByText('增值税专用发票').length).toBeGreaterThan(0);

    // The months come from antd's month range picker (no native month input) and are sent as YYYY-MM.
    expect(document.querySelector('input[type="month"]')).toBeNull();
    const from = screen.getByPlaceholderText('开始月份');
    await userEvent.click(from);
    await userEvent.type(from, '2026-01{Enter}');
    const to = screen.getByPlaceholderText('结束月份');
    await userEvent.type(to, '2026-03{Enter}');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/cwxt/invoice/statistics').at(-1)!.params).toMatchObject({
        groupBy: 'type',
        monthFrom: '2026-01',
        monthTo: '2026-03',
      }),
    );
  });
});
