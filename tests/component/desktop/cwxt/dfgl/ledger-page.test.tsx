import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import LedgerPage from '../../../../../src/desktop/pages/cwxt/dfgl/ledger-page';
import type { LedgerRecord } from '../../../../../src/shared/api/cwxt/ledger-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { renderAdminPage } from '../../system/render-admin-page';
import { seedSettleDicts } from './settlement-fixtures';

const backend = setupFakeBackend();

const ROW: LedgerRecord = {
  id: 't1',
  plantId: 'p1',
  plantName: '华能某某电厂',
  settleMonth: '2026-10',
  status: 'invoiced',
  amount: '1000.30',
  invoicedAmount: '1000.30',
  paidAmount: '0.30',
  unpaidAmount: '1000.00',
};

describe('电费台账 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedSettleDicts());

  it('lists derived figures as money and shows the server’s totals', async () => {
    grant(PERM.ledger.list, PERM.ledger.export);
    backend.server.on('GET /cwxt/plant/options', () => ok([], '', 0));
    backend.server.on('GET /cwxt/ledger/list', () =>
      ok(
        {
          records: [ROW],
          total: 1,
          totals: {
            amount: '12345678.90',
            invoicedAmount: '1000.30',
            paidAmount: '0.30',
            unpaidAmount: '12345678.60',
          },
        },
        '',
        0,
      ),
    );
    renderAdminPage(<LedgerPage />);
    const cell = await screen.findByText(ROW.settleMonth, { selector: 'td, td *' });
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('已开票')).toBeInTheDocument();
    expect(within(row).getAllByText('¥1,000.30')).toHaveLength(2);
    expect(within(row).getByText('¥0.30')).toBeInTheDocument();
    expect(await screen.findByText('合计')).toBeInTheDocument();
    expect(screen.getByText('¥12,345,678.90')).toBeInTheDocument();
    expect(screen.getByText('¥12,345,678.60')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });
});
