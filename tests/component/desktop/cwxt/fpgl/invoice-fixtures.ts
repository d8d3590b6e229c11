import type { InvoiceRecord, SubmitTask } from '../../../../../src/shared/api/cwxt/invoice-api';
import { BIZ_DICTS } from '../../../../../src/shared/domain/business/dicts';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import type { FakeServer } from '../../../shared/fake-server';
import { ok } from '../../../shared/fake-server';

/** The invoice dictionaries in the login cache (the business seed's values). */
export function seedInvoiceDicts(): void {
  const item = ([value, text]: readonly [string, string]) => ({ value, text, title: text, label: text });
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    cwxt_invoice_type: BIZ_DICTS.cwxt_invoice_type.items.map(item),
    cwxt_invoice_status: BIZ_DICTS.cwxt_invoice_status.items.map(item),
  });
}

const base = {
  plantId: 'p1',
  plantName: '华能某某电厂',
  taskId: null,
  taskMonth: null,
  taskAmount: null,
  invoiceType: 'special',
  invoiceCode: '3200231130',
  invoiceDate: '2026-11-05',
  amount: '1000.00',
  taxRate: '13.00',
  taxAmount: '130.00',
  buyerName: '国网某某省电力有限公司',
  buyerTaxNo: null,
  attachments: null,
  returnReason: null,
  submitBy: null,
  submitTime: null,
  verifyBy: null,
  verifyTime: null,
  bookBy: null,
  bookTime: null,
  createBy: 'dianchang',
  createTime: '2026-11-05 10:00:00',
};

export const DRAFT_A: InvoiceRecord = {
  ...base,
  id: 'i1',
  invoiceNumber: '10000001',
  totalAmount: '1130.00',
  status: 'draft',
};
export const DRAFT_B: InvoiceRecord = {
  ...base,
  id: 'i2',
  invoiceNumber: '10000002',
  totalAmount: '1130.00',
  status: 'returned',
  returnReason: '影像不清晰',
};
export const TASK: SubmitTask = {
  id: 't1',
  plantId: 'p1',
  plantName: '华能某某电厂',
  settleMonth: '2026-11',
  amount: '2260.00',
  submittedAmount: '0.00',
};
export const WAITING: InvoiceRecord[] = [
  {
    ...DRAFT_A,
    status: 'submitted',
    taskId: 't1',
    taskMonth: '2026-11',
    taskAmount: '2260.00',
    attachments: 'invoice/a.jpg',
  },
  {
    ...DRAFT_B,
    status: 'submitted',
    taskId: 't1',
    taskMonth: '2026-11',
    taskAmount: '2260.00',
    returnReason: null,
  },
];

export function fakeInvoices(server: FakeServer) {
  server.on('GET /cwxt/invoice/submitTasks', () => ok({ tasks: [TASK], tolerance: '1.00' }, '', 0));
  server.on('GET /cwxt/invoice/list', (req) => {
    const view = (req.params as Record<string, string> | undefined)?.view;
    const rows = view === 'submit' ? WAITING : view === 'pool' ? [DRAFT_A, DRAFT_B] : [];
    return ok({ records: rows, total: rows.length, current: 1, size: 10, pages: 1 }, '', 0);
  });
  server.on('GET /cwxt/invoice/tolerance', () => ok('1.00', '', 0));
  server.on('GET /cwxt/plant/options', () =>
    ok([{ value: 'p1', label: '华能某某电厂', code: 'HN01' }], '', 0),
  );
  server.on('POST /cwxt/invoice/submit', () => ok(null, '已提交2张发票'));
  server.on('POST /cwxt/invoice/verify', () => ok(null, '审核通过'));
  server.on('POST /cwxt/invoice/return', () => ok(null, '已退回'));
}
