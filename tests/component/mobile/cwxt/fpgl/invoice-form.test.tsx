import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MobileInvoicePoolPage from '../../../../../src/mobile/pages/cwxt/fpgl/invoice-pool-page';
import MobileInvoiceSubmitPage from '../../../../../src/mobile/pages/cwxt/fpgl/invoice-submit-page';
import { INVOICE_MESSAGES } from '../../../../../src/shared/domain/business/invoice-flow';
import { VAT_QR_MESSAGES } from '../../../../../src/shared/domain/business/vat-invoice-qr';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { fakeInvoices, seedInvoiceDicts } from '../../../desktop/cwxt/fpgl/invoice-fixtures';
import { MemoryRouter } from 'react-router-dom';
import { renderPhone } from '../../support/render-phone';

// jsdom cannot draw a photo on a canvas: the decoder's answer is given here; the real decoder runs
// on a generated QR image in tests/e2e/phone-invoice.e2e.ts.
const decoded = vi.hoisted(() => ({ text: '' }));
vi.mock('../../../../../src/shared/platform/scan-qr', async (original) => ({
  ...(await original<object>()),
  decodeQrPhoto: () => Promise.resolve({ ok: true, text: decoded.text }),
}));

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

async function openNewInvoice() {
  grant(PERM.invoice.list, PERM.invoice.add, PERM.invoice.edit, PERM.invoice.submit);
  fakeInvoices(backend.server);
  // The pool's invoice detail has an address (?screen=invoice.<id>): the page lives in a router.
  renderPhone(
    <MemoryRouter>
      <MobileInvoicePoolPage />
    </MemoryRouter>,
  );
  await screen.findByText('退回原因：影像不清晰');
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  return screen.findByRole('dialog', { name: '新增' });
}

/** A field by its label (a required one's label ends with the asterisk). */
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText((text) => text.replace(/\*$/, '') === label) as HTMLInputElement;

describe('phone invoice form', { timeout: 30_000 }, () => {
  beforeEach(() => seedInvoiceDicts());

  it('presets 销售方 of a one-plant user and computes 税额 and 价税合计 from 金额 and 税率', async () => {
    const form = await openNewInvoice();
    expect(await within(form).findByRole('button', { name: '销售方 华能某某电厂' })).toBeInTheDocument();
    await userEvent.type(field(form, '金额(不含税)'), '1000');
    expect(field(form, '税额')).toHaveValue('130.00');
    expect(field(form, '价税合计')).toHaveValue('1130.00');
    await userEvent.clear(field(form, '税率(%)'));
    await userEvent.type(field(form, '税率(%)'), '6');
    expect(field(form, '税额')).toHaveValue('60.00');
    expect(field(form, '价税合计')).toHaveValue('1060.00');
  });

  it('a typed 税额 one fen off is accepted (价税合计 follows); two fen off is said under the field', async () => {
    const form = await openNewInvoice();
    await userEvent.type(field(form, '金额(不含税)'), '1000');
    await userEvent.clear(field(form, '税额'));
    await userEvent.type(field(form, '税额'), '130.01');
    expect(field(form, '价税合计')).toHaveValue('1130.01');
    await waitFor(() => expect(within(form).queryByText(/税额与金额×税率不符/)).toBeNull());
    await userEvent.clear(field(form, '税额'));
    await userEvent.type(field(form, '税额'), '130.02');
    expect(await within(form).findByText(INVOICE_MESSAGES.taxMismatch('130.00'))).toBeInTheDocument();
  });

  it('依据结算任务 prefills 价税合计 with what the task still needs, split at the rate', async () => {
    const form = await openNewInvoice();
    await userEvent.click(await within(form).findByRole('button', { name: '依据结算任务填写价税合计' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(field(form, '价税合计')).toHaveValue('2260.00'));
    expect(field(form, '金额(不含税)')).toHaveValue('2000.00');
    expect(field(form, '税额')).toHaveValue('260.00');
  });

  it('a photo of the QR code fills the numbers, amount, date and 校验码; another code fills nothing', async () => {
    const form = await openNewInvoice();
    const photo = within(form).getByLabelText('发票照片（识别二维码）');
    decoded.text = 'https://example.com/not-an-invoice';
    fireEvent.change(photo, { target: { files: [new File(['x'], 'qr.png', { type: 'image/png' })] } });
    expect(await screen.findByText(VAT_QR_MESSAGES.notInvoice)).toBeInTheDocument();
    expect(field(form, '发票号码')).toHaveValue('');
    decoded.text = '01,04,3200191130,12345678,500.00,20261105,12345678901234567890,AB12';
    fireEvent.change(photo, { target: { files: [new File(['x'], 'qr.png', { type: 'image/png' })] } });
    await waitFor(() => expect(field(form, '发票号码')).toHaveValue('12345678'));
    expect(field(form, '发票代码')).toHaveValue('3200191130');
    expect(field(form, '金额(不含税)')).toHaveValue('500.00');
    expect(field(form, '校验码')).toHaveValue('12345678901234567890');
    expect(field(form, '税额')).toHaveValue('65.00');
    expect(field(form, '价税合计')).toHaveValue('565.00');
    expect(within(form).getByText('2026-11-05')).toBeInTheDocument();
    expect(within(form).getByText('增值税普通发票')).toBeInTheDocument();
  });

  it('saves the figures as exact strings; a duplicate number refused by the server shows under 发票号码', async () => {
    backend.server.on('POST /cwxt/invoice/add', () => fail(INVOICE_MESSAGES.duplicate));
    const form = await openNewInvoice();
    decoded.text = '01,01,3200191130,12345678,1000.00,20261105,,';
    fireEvent.change(within(form).getByLabelText('发票照片（识别二维码）'), {
      target: { files: [new File(['x'], 'qr.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(field(form, '价税合计')).toHaveValue('1130.00'));
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/cwxt/invoice/add')[0]!.body).toMatchObject({
      plantId: 'p1',
      invoiceType: 'special',
      invoiceCode: '3200191130',
      invoiceNumber: '12345678',
      invoiceDate: '2026-11-05',
      amount: '1000.00',
      taxRate: '13',
      taxAmount: '130.00',
      totalAmount: '1130.00',
    });
    const number = field(form, '发票号码').closest('.adm-list-item') as HTMLElement;
    expect(await within(number).findByText(INVOICE_MESSAGES.duplicate)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '新增' })).toBeInTheDocument();
  });

  it('grid staff see invoice photos as thumbnails that open the in-app viewer, not links', async () => {
    grant(PERM.invoice.list, PERM.invoice.verify);
    fakeInvoices(backend.server);
    backend.server.on('GET /cwxt/plant/options', () => ok([], '', 0));
    renderPhone(
      <MemoryRouter>
        <MobileInvoiceSubmitPage />
      </MemoryRouter>,
    );
    const thumb = await screen.findByRole('button', { name: '查看发票影像 1' });
    expect(document.querySelector('a[href*="invoice/a.jpg"]')).toBeNull();
    await userEvent.click(thumb);
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
    expect(document.querySelector('.adm-image-viewer-content img')?.getAttribute('src')).toContain(
      'invoice/a.jpg',
    );
  });
});
