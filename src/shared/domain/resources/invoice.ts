import { INVOICE_MESSAGES } from '../business/invoice-flow';
import { PERMISSION_PREFIX } from '../permission/codes';
import { BIZ_PATHS } from '../routes/business-paths';
import { validateRequired, type Validator } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceField, ResourceSchema } from './types';

/** One invoice on the wire (money as "1234.50" strings). */
export interface InvoiceRecord {
  id: string;
  plantId: string;
  plantName: string | null;
  taskId: string | null;
  taskMonth: string | null;
  taskAmount: string | null;
  invoiceType: string;
  invoiceCode: string;
  invoiceNumber: string;
  invoiceDate: string;
  amount: string;
  taxRate: string;
  taxAmount: string;
  totalAmount: string;
  buyerName: string;
  buyerTaxNo: string | null;
  /** 校验码 (digits; absent on special invoices). */
  checkCode?: string | null;
  attachments: string | null;
  status: string;
  returnReason: string | null;
  submitBy: string | null;
  submitTime: string | null;
  verifyBy: string | null;
  verifyTime: string | null;
  bookBy: string | null;
  bookTime: string | null;
  createBy: string | null;
  createTime: string | null;
  /** The version the actions send back (a stale one is refused). */
  version?: number;
  [key: string]: unknown;
}

/** 校验码: digits only, at most 20 (the QR code carries all 20; the paper prints the last 6 too). */
const validateCheckCode: Validator = (v) =>
  v === undefined || v === null || v === '' || (typeof v === 'string' && /^\d{1,20}$/.test(v.trim()))
    ? undefined
    : INVOICE_MESSAGES.checkCodeFormat;

const money = (key: string, title: string, required: string): ResourceField => ({
  key,
  title,
  kind: 'number',
  rules: [validateRequired(required)],
  list: true,
  sort: true,
  filter: true,
  card: key === 'totalAmount',
  form: true,
  exportable: true,
});

/**
 * 发票 (`biz_invoice`). One schema for the four views; each view's route fixes its states. The
 * figures' cross-checks (code/number formats, tax, total) live in business/invoice-flow.ts and
 * run on the server for every add/edit, so the field rules here are only the required ones.
 */
export const invoiceSchema: ResourceSchema = {
  name: 'cwxtInvoice',
  title: '发票',
  apiBase: '/cwxt/invoice',
  permissionPrefix: PERMISSION_PREFIX.invoice,
  table: 'biz_invoice',
  menuPath: BIZ_PATHS.invoicePool,
  defaultSort: { key: 'invoiceDate', order: 'desc' },
  fields: [
    {
      key: 'plantId',
      title: '销售方',
      kind: 'text',
      rules: [validateRequired(INVOICE_MESSAGES.plantRequired)],
      filter: true,
      form: true,
    },
    { key: 'plantName', title: '销售方', kind: 'text', list: true, card: true, exportable: true },
    { key: 'taskId', title: '结算任务', kind: 'text', filter: true },
    { key: 'taskMonth', title: '结算月份', kind: 'text', list: true },
    {
      key: 'invoiceType',
      title: '发票类型',
      kind: 'dict',
      dictCode: 'cwxt_invoice_type',
      rules: [validateRequired(INVOICE_MESSAGES.typeRequired)],
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'invoiceCode',
      title: '发票代码',
      kind: 'text',
      rules: [maxChars(12)],
      list: true,
      filter: true,
      form: true,
      exportable: true,
    },
    {
      key: 'invoiceNumber',
      title: '发票号码',
      kind: 'text',
      rules: [validateRequired(INVOICE_MESSAGES.numberRequired), maxChars(20)],
      list: true,
      // Exact number (or a `123*` prefix): served by idx_biz_invoice_number at any table size.
      search: 'eq',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    {
      key: 'invoiceDate',
      title: '开票日期',
      kind: 'date',
      rules: [validateRequired(INVOICE_MESSAGES.dateRequired)],
      list: true,
      search: 'range',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    money('amount', '金额(不含税)', INVOICE_MESSAGES.amountRequired),
    { ...money('taxRate', '税率(%)', INVOICE_MESSAGES.rateRequired), sort: false },
    money('taxAmount', '税额', INVOICE_MESSAGES.taxRequired),
    money('totalAmount', '价税合计', INVOICE_MESSAGES.totalRequired),
    {
      key: 'buyerName',
      title: '购买方',
      kind: 'text',
      rules: [validateRequired(INVOICE_MESSAGES.buyerRequired), maxChars(100)],
      list: true,
      form: true,
      exportable: true,
    },
    { key: 'buyerTaxNo', title: '购买方税号', kind: 'text', rules: [maxChars(18)], form: true },
    { key: 'checkCode', title: '校验码', kind: 'text', rules: [validateCheckCode], form: true },
    { key: 'attachments', title: '发票影像', kind: 'file', form: true },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'cwxt_invoice_status',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      exportable: true,
    },
    { key: 'returnReason', title: '退回原因', kind: 'text', list: true },
    { key: 'verifyBy', title: '审核人', kind: 'text' },
    { key: 'verifyTime', title: '审核时间', kind: 'datetime', sort: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true, search: 'range' },
  ],
};

/** The states each view lists (the server fixes them; a query cannot widen them). */
export const INVOICE_VIEW_STATUSES = {
  pool: ['draft', 'returned'],
  submit: ['submitted'],
  ledger: ['verified', 'booked'],
} as const;
export type InvoiceView = keyof typeof INVOICE_VIEW_STATUSES;
