// biz_invoice rows: the select/join every read uses, the JSON mapping, and the scoped table of
// each view (its menu's data rules plus the view's fixed states).
import { normalizeMoney } from '../../../src/shared/domain/money/money';
import {
  INVOICE_VIEW_STATUSES,
  invoiceSchema,
  type InvoiceRecord,
  type InvoiceView,
} from '../../../src/shared/domain/resources/invoice';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import { formatDateTime } from '../../lib/time';
import type { ScopedTable } from '../log/logged-writes';
import { bizScope, bizTable, type BizScope } from '../business/scope';
import type { AuthContext } from '../session/auth-context';

export interface InvoiceRow extends Row {
  id: string;
  tenant_id: number;
  plant_id: string;
  plant_name: string | null;
  task_id: string | null;
  task_month: string | null;
  task_amount: string | null;
  invoice_type: string;
  invoice_code: string;
  invoice_number: string;
  invoice_date: string;
  amount: string;
  tax_rate: string;
  tax_amount: string;
  total_amount: string;
  buyer_name: string;
  buyer_tax_no: string | null;
  /** Migration 035. */
  check_code: string | null;
  attachments: string | null;
  status: string;
  return_reason: string | null;
  submit_by: string | null;
  submit_time: Date | null;
  verify_by: string | null;
  verify_time: Date | null;
  book_by: string | null;
  book_time: Date | null;
  create_by: string | null;
  create_time: Date | null;
  /** The optimistic version the actions check (migration 030). */
  version: number;
}

/** The list's select and FROM: the plant's name and the task's month/amount ride along (1:1 joins). */
export const INVOICE_SELECT =
  'i.*, p.plant_name, t.settle_month AS task_month, t.amount::text AS task_amount, i.amount::text AS amount, ' +
  'i.invoice_date::text AS invoice_date, i.tax_rate::text AS tax_rate, i.tax_amount::text AS tax_amount, i.total_amount::text AS total_amount';
export const INVOICE_FROM =
  'biz_invoice i JOIN biz_plant p ON p.id = i.plant_id LEFT JOIN biz_settlement_task t ON t.id = i.task_id';
/**
 * What a count of INVOICE_FROM reads: both joins only add display columns (plant_id is a NOT NULL
 * foreign key, the task join is on its primary key) and no condition names p or t.
 */
export const INVOICE_COUNT_FROM = 'biz_invoice i';

export const toInvoiceJson = (r: InvoiceRow): InvoiceRecord => ({
  id: r.id,
  plantId: r.plant_id,
  plantName: r.plant_name,
  taskId: r.task_id,
  taskMonth: r.task_month,
  taskAmount: normalizeMoney(r.task_amount),
  invoiceType: r.invoice_type,
  invoiceCode: r.invoice_code,
  invoiceNumber: r.invoice_number,
  invoiceDate: String(r.invoice_date).slice(0, 10),
  amount: normalizeMoney(r.amount) ?? '0.00',
  taxRate: normalizeMoney(r.tax_rate) ?? '0.00',
  taxAmount: normalizeMoney(r.tax_amount) ?? '0.00',
  totalAmount: normalizeMoney(r.total_amount) ?? '0.00',
  buyerName: r.buyer_name,
  buyerTaxNo: r.buyer_tax_no,
  checkCode: r.check_code,
  attachments: r.attachments,
  status: r.status,
  returnReason: r.return_reason,
  submitBy: r.submit_by,
  submitTime: formatDateTime(r.submit_time),
  verifyBy: r.verify_by,
  verifyTime: formatDateTime(r.verify_time),
  bookBy: r.book_by,
  bookTime: formatDateTime(r.book_time),
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  version: Number(r.version),
});

/** The menu whose data rules bound each view (plant users carry the plant rule on all of them). */
export const VIEW_MENU: Record<InvoiceView, string> = {
  pool: BIZ_PATHS.invoicePool,
  submit: BIZ_PATHS.invoiceSubmit,
  ledger: BIZ_PATHS.invoiceLedger,
};

export function parseView(raw: unknown): InvoiceView {
  return raw === 'submit' || raw === 'ledger' ? raw : 'pool';
}

/** The table under a menu's scope, optionally limited to some states. */
export function invoiceTable(scope: BizScope, statuses?: readonly string[]): ScopedTable {
  const base = bizTable(scope, 'biz_invoice', invoiceSchema, 'i');
  if (!statuses) return base;
  const fixed = base.fixedWhere;
  return {
    ...base,
    fixedWhere: (p) => [...(fixed?.(p) ?? []), `i.status = ANY(${p.add([...statuses])}::varchar[])`],
  };
}

export async function viewTable(db: Db, auth: AuthContext, view: InvoiceView) {
  const scope = await bizScope(db, auth, VIEW_MENU[view]);
  return { scope, table: invoiceTable(scope, INVOICE_VIEW_STATUSES[view]) };
}
