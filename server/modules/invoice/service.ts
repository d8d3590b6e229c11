// 发票 CRUD: lists of the three views, read by id, and the plant's add/edit/delete of its drafts
// and returned invoices. Every read and write goes through the menu scope (plant data rule).
import type { Page } from '../../../src/shared/domain/contract/result';
import {
  checkInvoiceFigures,
  invoiceActionAllowed,
  INVOICE_MESSAGES,
} from '../../../src/shared/domain/business/invoice-flow';
import { bizDictText } from '../../../src/shared/domain/business/dicts';
import { normalizeMoney } from '../../../src/shared/domain/money/money';
import { invoiceSchema, type InvoiceRecord } from '../../../src/shared/domain/resources/invoice';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { formatDate } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { bizScope, rowsInScope, SCOPE_MESSAGES } from '../business/scope';
import { deleteInScopeLogged, insertLogged, updateInScopeLogged } from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { readFormValues, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import {
  INVOICE_COUNT_FROM,
  INVOICE_FROM,
  INVOICE_SELECT,
  invoiceTable,
  toInvoiceJson,
  viewTable,
  type InvoiceRow,
} from './rows';

const UNIQUE = { uniq_biz_invoice_code_number: INVOICE_MESSAGES.duplicate };
const EDITABLE = ['draft', 'returned'] as const;
const MAX_ATTACHMENTS = 10;
const SAFE_PATH = /^(?!.*\.\.)[A-Za-z0-9_\-./]{1,255}$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>\\,]{1,240}$/;
export const ATTACHMENT_MESSAGE = '发票影像地址不正确（最多10个图片或PDF文件）';

/** Today in the business time zone (GMT+8), 'YYYY-MM-DD'. */
export const businessToday = (): string => formatDate(new Date()) ?? '';

/** 发票影像: a comma list of uploaded paths (or http URLs), at most ten. */
function readAttachments(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') throw new BizError(ATTACHMENT_MESSAGE);
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.length > MAX_ATTACHMENTS || parts.some((s) => !SAFE_PATH.test(s) && !HTTP_URL.test(s)))
    throw new BizError(ATTACHMENT_MESSAGE);
  return parts.length ? parts.join(',') : null;
}

const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);

/**
 * The schema's values with the invoice's own conventions: '' code when none, code and number
 * trimmed (the unique index compares them as stored: ' 12345678' must not pass as a new number),
 * canonical money.
 */
function normalised(values: ColumnValue[]): ColumnValue[] {
  return values.map((v) => {
    if (v.column === 'invoice_code') return { ...v, value: trimmed(v.value) ?? '' };
    if (v.column === 'invoice_number' || v.column === 'check_code') return { ...v, value: trimmed(v.value) };
    if (
      ['amount', 'tax_amount', 'total_amount', 'tax_rate'].includes(v.column) &&
      typeof v.value === 'string'
    )
      return { ...v, value: normalizeMoney(v.value) ?? v.value };
    return v;
  });
}

async function assertPlantOfTenant(deps: AppDeps, tenantId: number, plantId: unknown): Promise<void> {
  if (typeof plantId !== 'string' || plantId === '') throw new BizError(INVOICE_MESSAGES.plantRequired);
  const rows = await deps.db.query(`SELECT 1 FROM biz_plant WHERE id = $1 AND tenant_id = $2::integer`, [
    plantId,
    tenantId,
  ]);
  if (rows.length !== 1) throw new BizError(INVOICE_MESSAGES.plantRequired);
}

/** GET /cwxt/invoice/list?view=pool|submit|ledger: the view's states under its menu's scope. */
export async function listInvoices(
  deps: AppDeps,
  auth: AuthContext,
  view: 'pool' | 'submit' | 'ledger',
  query: RawQuery,
): Promise<Page<InvoiceRecord>> {
  const { table } = await viewTable(deps.db, auth, view);
  return runListQuery<InvoiceRow, InvoiceRecord>(deps.db, {
    schema: invoiceSchema,
    alias: 'i',
    select: INVOICE_SELECT,
    from: INVOICE_FROM,
    countFrom: INVOICE_COUNT_FROM,
    query,
    fixedWhere: table.fixedWhere,
    dataRules: table.dataRules,
    mapRow: toInvoiceJson,
  });
}

/** One invoice with its joins, in the given menu's scope (another plant's id reads as missing). */
export async function invoiceById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
  menuPath: string = BIZ_PATHS.invoicePool,
): Promise<InvoiceRecord> {
  const [one] = parseIds(typeof id === 'string' ? id : '', 1);
  if (!one) throw new BizError(SCOPE_MESSAGES.notFound);
  const scope = await bizScope(deps.db, auth, menuPath);
  const [row] = await rowsInScope<InvoiceRow>(deps.db, invoiceTable(scope), [one]);
  // Re-read with the joins (rowsInScope has already proven the id is in scope).
  const [full] = await deps.db.query<InvoiceRow>(
    `SELECT ${INVOICE_SELECT} FROM ${INVOICE_FROM} WHERE i.id = $1`,
    [row!.id],
  );
  if (!full) throw new BizError(SCOPE_MESSAGES.notFound);
  return toInvoiceJson(full);
}

export async function addInvoice(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
): Promise<void> {
  const scope = await bizScope(deps.db, auth, BIZ_PATHS.invoicePool);
  const values = normalised(
    await readFormValues(invoiceSchema, { ...body, attachments: null }, 'create', deps.dicts),
  );
  const figuresError = checkInvoiceFigures(body, businessToday());
  if (figuresError) throw new BizError(figuresError);
  await assertPlantOfTenant(deps, scope.tenantId, body.plantId);
  const all: ColumnValue[] = [
    ...values.filter((v) => v.column !== 'attachments'),
    { column: 'attachments', value: readAttachments(body.attachments) },
    { column: 'id', value: newId() },
    { column: 'tenant_id', value: scope.tenantId },
    { column: 'status', value: 'draft' },
    { column: 'sys_org_code', value: auth.user.org_code },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  await insertLogged(
    deps.db,
    auth,
    'biz_invoice',
    all,
    UNIQUE,
    {
      ...meta,
      content: `添加发票：${String(body.invoiceCode ?? '')}${String(body.invoiceNumber ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
    invoiceTable(scope),
  );
}

/** The row as the figures check reads it, so a partial edit is checked as a whole. */
const figuresOf = (r: InvoiceRecord) => ({
  invoiceType: r.invoiceType,
  invoiceCode: r.invoiceCode,
  invoiceNumber: r.invoiceNumber,
  invoiceDate: r.invoiceDate,
  amount: r.amount,
  taxRate: r.taxRate,
  taxAmount: r.taxAmount,
  totalAmount: r.totalAmount,
});

function assertAllowed(action: 'edit' | 'delete', status: string): void {
  if (!invoiceActionAllowed(action, status))
    throw new BizError(INVOICE_MESSAGES.notAllowed(bizDictText('cwxt_invoice_status', status)));
}

export async function editInvoice(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
): Promise<void> {
  const current = await invoiceById(deps, auth, body.id);
  assertAllowed('edit', current.status);
  const read = await readFormValues(invoiceSchema, { ...body, attachments: undefined }, 'edit', deps.dicts);
  const merged = {
    ...figuresOf(current),
    ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
  };
  const figuresError = checkInvoiceFigures(merged, businessToday());
  if (figuresError) throw new BizError(figuresError);
  const scope = await bizScope(deps.db, auth, BIZ_PATHS.invoicePool);
  if (body.plantId !== undefined) await assertPlantOfTenant(deps, scope.tenantId, body.plantId);
  const set: ColumnValue[] = [
    ...normalised(read),
    ...(body.attachments !== undefined
      ? [{ column: 'attachments', value: readAttachments(body.attachments) }]
      : []),
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  // The UPDATE is bound to the editable states, so a submit that won the race is never overwritten.
  await withUnique(() =>
    updateInScopeLogged<{ invoice_number: string }>(
      deps.db,
      auth,
      invoiceTable(scope, EDITABLE),
      current.id,
      set,
      'i.invoice_number',
      (row) => ({
        ...meta,
        content: `编辑发票：${row.invoice_number}`,
        operateType: OPERATE_TYPE.edit,
        requestParam: body,
      }),
    ),
  );
}

/** An edit that collides with another invoice's code+number gets the duplicate message. */
async function withUnique(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: unknown; constraint?: unknown };
    if (e.code === '23505') throw new BizError(INVOICE_MESSAGES.duplicate);
    throw error;
  }
}

export async function deleteInvoices(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  rawIds: unknown,
): Promise<void> {
  const ids = parseIds(rawIds);
  const scope = await bizScope(deps.db, auth, BIZ_PATHS.invoicePool);
  const rows = await rowsInScope<InvoiceRow>(deps.db, invoiceTable(scope), ids);
  for (const r of rows) assertAllowed('delete', r.status);
  await deleteInScopeLogged(deps.db, auth, invoiceTable(scope, EDITABLE), ids, {
    ...meta,
    content: `删除发票：${rows.map((r) => r.invoice_number).join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}
