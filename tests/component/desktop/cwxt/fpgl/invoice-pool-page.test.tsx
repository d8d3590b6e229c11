import { screen, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import InvoicePoolPage from '../../../../../src/desktop/pages/cwxt/fpgl/invoice-pool-page';
import { DEFAULT_BUYER_NAME } from '../../../../../src/shared/domain/business/invoice-flow';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../../system/render-admin-page';
import { DRAFT_A, DRAFT_B, fakeInvoices, seedInvoiceDicts } from './invoice-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

function rowOf(number: string): HTMLElement {
  return screen.getByText(number, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

describe('发票池 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => seedInvoiceDicts());

  it('lists the pool view with states and the return reason; the form offers 销售方, 影像 and the buyer default', async () => {
    grant(PERM.invoice.list, PERM.invoice.add, PERM.invoice.edit, PERM.invoice.delete);
    fakeInvoices(backend.server);
    renderAdminPage(<InvoicePoolPage />);
    await screen.findByText(DRAFT_A.invoiceNumber);
    expect(requestsTo(backend.server, 'GET', '/cwxt/invoice/list')[0]!.params).toMatchObject({
      view: 'pool',
    });
    expect(within(rowOf(DRAFT_A.invoiceNumber)).getByText('草稿')).toBeInTheDocument();
    // The tax rate through the shared rate formatter.
    expect(within(rowOf(DRAFT_A.invoiceNumber)).getByText('13.00%')).toBeInTheDocument();
    expect(within(rowOf(DRAFT_B.invoiceNumber)).getByText('已退回')).toBeInTheDocument();
    expect(within(rowOf(DRAFT_B.invoiceNumber)).getByText('影像不清晰')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await findDialog('新增');
    expect(within(dialog).getByDisplayValue(DEFAULT_BUYER_NAME)).toBeInTheDocument();
    // The fixture's user has one plant: the add form opens with it as 销售方 (a default, not an edit).
    expect(await within(dialog).findByText('华能某某电厂')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /上传发票图片或PDF/ })).toBeInTheDocument();
  });
});
