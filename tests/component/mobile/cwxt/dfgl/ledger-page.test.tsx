import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import MobileLedgerPage from '../../../../../src/mobile/pages/cwxt/dfgl/ledger-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { seedSettleDicts } from '../../../desktop/cwxt/dfgl/settlement-fixtures';
import { renderPhone } from '../../support/render-phone';

const backend = setupFakeBackend();

describe('电费台账 (phone)', { timeout: 30_000 }, () => {
  beforeEach(() => seedSettleDicts());

  it('shows one card per plant and month with the derived money figures', async () => {
    grant(PERM.ledger.list);
    backend.server.on('GET /cwxt/ledger/list', () =>
      ok(
        {
          records: [
            {
              id: 't1',
              plantId: 'p1',
              plantName: '华能某某电厂',
              settleMonth: '2026-10',
              status: 'settled',
              amount: '1234567.80',
              invoicedAmount: '1234567.80',
              paidAmount: '1234567.80',
              unpaidAmount: '0.00',
            },
          ],
          total: 1,
          totals: {
            amount: '1234567.80',
            invoicedAmount: '1234567.80',
            paidAmount: '1234567.80',
            unpaidAmount: '0.00',
          },
        },
        '',
        0,
      ),
    );
    renderPhone(<MobileLedgerPage />);
    const card = await screen.findByRole('article', { name: '华能某某电厂 · 2026-10' });
    expect(within(card).getByRole('heading', { name: '华能某某电厂 · 2026-10' })).toBeInTheDocument();
    // The key figure (未付) on the right, the other figures as facts, each once.
    expect(within(card).getByLabelText('未付 ¥0.00')).toBeInTheDocument();
    expect(within(card).getByText('应结 ¥1,234,567.80')).toBeInTheDocument();
    expect(within(card).getByText('已开票 ¥1,234,567.80')).toBeInTheDocument();
    expect(within(card).getByText('已付 ¥1,234,567.80')).toBeInTheDocument();
    expect(screen.getByText('已结算')).toBeInTheDocument();
  });
});
