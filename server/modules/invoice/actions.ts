// The invoice state changes: submit (plant), verify / return (grid), book (grid). Each one locks
// its rows inside the menu scope, checks the state, writes in one transaction, and notifies the
// other side only after the commit (a failed notification never undoes the write).
import {
  checkInvoiceSum,
  COUNTED_STATUSES,
  invoiceActionAllowed,
  INVOICE_MESSAGES,
  INVOICE_NEXT,
  type InvoiceAction,
} from '../../../src/shared/domain/business/invoice-flow';
import type { ActionGuard } from '../../../src/shared/domain/business/action-guard';
import { bizDictText } from '../../../src/shared/domain/business/dicts';
import { normalizeMoney } from '../../../src/shared/domain/money/money';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { settlementTaskSchema } from '../../../src/shared/domain/resources/settlement-task';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { BizError } from '../../plugins/envelope';
import { sendSystemMessage } from '../announcement/system-message';
import { assertVersion, once } from '../business/action-receipt';
import { plantUserIds, usersWithPermission } from '../business/recipients';
import { bizScope, bizTable, rowsInScope, SCOPE_MESSAGES } from '../business/scope';
import { markTaskInvoiced, notifySettlement } from '../settlement/invoice-hook';
import type { AuthContext } from '../session/auth-context';
import { parseIds } from '../user/user-scope';
import { invoiceTable, type InvoiceRow } from './rows';
import { readTolerance } from './tolerance';

type Warn = (message: string) => void;

/** An action's message, and whether it repeated an earlier answer (then nothing is notified). */
export interface InvoiceOutcome {
  message: string;
  replayed: boolean;
}

interface TaskLock extends Row {
  id: string;
  tenant_id: number;
  plant_id: string;
  settle_month: string;
  status: string;
  amount: string;
}

const notAllowed = (status: string) =>
  new BizError(INVOICE_MESSAGES.notAllowed(bizDictText('cwxt_invoice_status', status)));

function assertAction(action: InvoiceAction, rows: readonly InvoiceRow[]): void {
  for (const r of rows) if (!invoiceActionAllowed(action, r.status)) throw notAllowed(r.status);
}

/** The task under the submit menu's scope, locked (another plant's task reads as missing). */
async function lockTask(tx: Db, auth: AuthContext, taskId: string): Promise<TaskLock> {
  const scope = await bizScope(tx, auth, BIZ_PATHS.invoiceSubmit);
  const table = bizTable(scope, 'biz_settlement_task', settlementTaskSchema, 't');
  const [task] = await rowsInScope<TaskLock>(tx, table, [taskId], true);
  return { ...task!, amount: normalizeMoney(String(task!.amount)) ?? '0.00' };
}

/** The counted (submitted/verified/booked) totals of a task's invoices, inside the transaction. */
async function countedTotals(tx: Db, taskId: string): Promise<string[]> {
  const rows = await tx.query<{ total: string; status: string }>(
    `SELECT total_amount::text AS total, status FROM biz_invoice WHERE task_id = $1 AND status = ANY($2::varchar[])`,
    [taskId, [...COUNTED_STATUSES]],
  );
  return rows.map((r) => r.total);
}

async function send(
  deps: AppDeps,
  warn: Warn,
  toUserIds: string[],
  title: string,
  content: string,
  busId: string,
  tenantId: number,
  openPage: string,
) {
  if (toUserIds.length === 0) return;
  try {
    await sendSystemMessage(deps, {
      toUserIds,
      title,
      content,
      busType: 'invoice',
      busId,
      openType: 'url',
      openPage,
      tenantId,
    });
  } catch (error) {
    warn(`发票通知发送失败（${busId}）：${error instanceof Error ? error.message : String(error)}`);
  }
}

/** POST /cwxt/invoice/submit {taskId, ids}: the plant's drafts/returned invoices → submitted against the task. */
export async function submitInvoices(
  deps: AppDeps,
  auth: AuthContext,
  body: { taskId?: unknown; ids?: unknown },
  warn: Warn,
  guard: ActionGuard,
): Promise<InvoiceOutcome> {
  const taskId = typeof body.taskId === 'string' ? body.taskId.trim() : '';
  if (taskId === '') throw new BizError(INVOICE_MESSAGES.taskRequired);
  const ids = parseIds(body.ids, 100);
  if (ids.length === 0) throw new BizError(INVOICE_MESSAGES.noInvoices);
  let result: { task: TaskLock; count: number; sum: string } | null = null;
  const done = await deps.db.transaction((tx) =>
    once(tx, auth, 'invoice.submit', guard, body, async () => {
      const task = await lockTask(tx, auth, taskId);
      if (task.status !== 'confirmed') throw new BizError(INVOICE_MESSAGES.taskNotConfirmed);
      const scope = await bizScope(tx, auth, BIZ_PATHS.invoiceSubmit);
      const rows = await rowsInScope<InvoiceRow>(tx, invoiceTable(scope), ids, true);
      assertAction('submit', rows);
      if (rows.some((r) => r.plant_id !== task.plant_id)) throw new BizError(INVOICE_MESSAGES.otherPlant);
      const before = await countedTotals(tx, task.id);
      const check = checkInvoiceSum(
        [...before, ...rows.map((r) => String(r.total_amount))],
        task.amount,
        await readTolerance(tx, task.tenant_id),
      );
      if (!check.ok) throw new BizError(check.message!);
      await tx.query(
        `UPDATE biz_invoice SET status = 'submitted', task_id = $2, submit_by = $3, submit_time = now(), return_reason = NULL,
              update_by = $3, update_time = now() WHERE id = ANY($1::varchar[])`,
        [ids, task.id, auth.user.username],
      );
      result = { task, count: rows.length, sum: check.sum };
      return { message: `已提交${rows.length}张发票` };
    }),
  );
  if (done.replayed || !result) return { message: done.answer.message, replayed: true };
  const { task, count, sum } = result as { task: TaskLock; count: number; sum: string };
  await send(
    deps,
    warn,
    await usersWithPermission(deps.db, task.tenant_id, PERM.invoice.verify),
    `${task.settle_month} 电费发票待审核`,
    `电厂已提交 ${count} 张发票（价税合计 ${sum} 元，结算金额 ${task.amount} 元），请审核。`,
    task.id,
    task.tenant_id,
    BIZ_PATHS.invoiceSubmit,
  );
  return { message: done.answer.message, replayed: false };
}

/** Locks one invoice in the menu scope and checks the action may start from its state. */
async function lockOne(
  tx: Db,
  auth: AuthContext,
  id: unknown,
  action: InvoiceAction,
  menu: string,
  guard: ActionGuard,
): Promise<InvoiceRow> {
  const [one] = parseIds(typeof id === 'string' ? id : '', 1);
  if (!one) throw new BizError(SCOPE_MESSAGES.notFound);
  const scope = await bizScope(tx, auth, menu);
  const [row] = await rowsInScope<InvoiceRow>(tx, invoiceTable(scope), [one], true);
  assertVersion(guard, row!.version);
  assertAction(action, [row!]);
  return row!;
}

async function setStatus(
  tx: Db,
  auth: AuthContext,
  id: string,
  action: InvoiceAction,
  extra = '',
  params: unknown[] = [],
) {
  const col = action === 'book' ? 'book' : 'verify';
  await tx.query(
    `UPDATE biz_invoice SET status = $2, ${col}_by = $3, ${col}_time = now(), update_by = $3, update_time = now()${extra}
      WHERE id = $1`,
    [id, INVOICE_NEXT[action], auth.user.username, ...params],
  );
}

/** Whether every not-returned invoice of the task is verified/booked and they match the amount. */
async function taskFullyVerified(tx: Db, task: TaskLock): Promise<boolean> {
  const rows = await tx.query<{ total: string; status: string }>(
    `SELECT total_amount::text AS total, status FROM biz_invoice WHERE task_id = $1 AND status <> 'returned'`,
    [task.id],
  );
  if (rows.length === 0 || rows.some((r) => r.status !== 'verified' && r.status !== 'booked')) return false;
  return checkInvoiceSum(
    rows.map((r) => r.total),
    task.amount,
    await readTolerance(tx, task.tenant_id),
  ).ok;
}

/** POST /cwxt/invoice/verify {id}: submitted → verified; the task becomes 已开票 once all match. */
export async function verifyInvoice(
  deps: AppDeps,
  auth: AuthContext,
  body: { id?: unknown },
  warn: Warn,
  guard: ActionGuard,
): Promise<InvoiceOutcome> {
  let done: { row: InvoiceRow; invoiced: boolean } | null = null;
  const receipt = await deps.db.transaction((tx) =>
    once(tx, auth, 'invoice.verify', guard, body, async () => {
      const row = await lockOne(tx, auth, body.id, 'verify', BIZ_PATHS.invoiceSubmit, guard);
      await setStatus(tx, auth, row.id, 'verify');
      if (!row.task_id) {
        done = { row, invoiced: false };
        return { message: '审核通过' };
      }
      const [task] = await tx.query<TaskLock>(
        `SELECT id, tenant_id, plant_id, settle_month, status, amount::text AS amount FROM biz_settlement_task WHERE id = $1 FOR UPDATE`,
        [row.task_id],
      );
      const invoiced = !!task && task.status === 'confirmed' && (await taskFullyVerified(tx, task));
      if (invoiced) await markTaskInvoiced(tx, auth, task.id, '发票已全部审核通过');
      done = { row, invoiced };
      return { message: invoiced ? '审核通过，结算任务已开票' : '审核通过' };
    }),
  );
  if (receipt.replayed || !done) return { message: receipt.answer.message, replayed: true };
  const { row, invoiced } = done as { row: InvoiceRow; invoiced: boolean };
  await send(
    deps,
    warn,
    await plantUserIds(deps.db, row.tenant_id, row.plant_id),
    `发票 ${row.invoice_number} 已审核通过`,
    `发票号码 ${row.invoice_number}（价税合计 ${normalizeMoney(String(row.total_amount))} 元）已审核通过。`,
    row.id,
    row.tenant_id,
    BIZ_PATHS.invoiceLedger,
  );
  if (invoiced && row.task_id) await notifySettlement(deps, row.task_id, 'invoice', warn);
  return { message: receipt.answer.message, replayed: false };
}

/** POST /cwxt/invoice/return {id, reason}: submitted → returned with the reason. */
export async function returnInvoice(
  deps: AppDeps,
  auth: AuthContext,
  body: { id?: unknown; reason?: unknown },
  warn: Warn,
  guard: ActionGuard,
): Promise<InvoiceOutcome> {
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason === '') throw new BizError(INVOICE_MESSAGES.reasonRequired);
  let row: InvoiceRow | null = null;
  const receipt = await deps.db.transaction((tx) =>
    once(tx, auth, 'invoice.return', guard, body, async () => {
      row = await lockOne(tx, auth, body.id, 'return', BIZ_PATHS.invoiceSubmit, guard);
      await setStatus(tx, auth, row.id, 'return', ', return_reason = $4', [reason.slice(0, 500)]);
      return { message: '已退回' };
    }),
  );
  if (receipt.replayed || !row) return { message: receipt.answer.message, replayed: true };
  const r = row as InvoiceRow;
  await send(
    deps,
    warn,
    await plantUserIds(deps.db, r.tenant_id, r.plant_id),
    `发票 ${r.invoice_number} 已退回`,
    `发票号码 ${r.invoice_number} 被退回，退回原因：${reason}`,
    r.id,
    r.tenant_id,
    BIZ_PATHS.invoicePool,
  );
  return { message: receipt.answer.message, replayed: false };
}

/** POST /cwxt/invoice/book {id}: verified → booked. */
export async function bookInvoice(
  deps: AppDeps,
  auth: AuthContext,
  body: { id?: unknown },
  guard: ActionGuard,
): Promise<InvoiceOutcome> {
  const receipt = await deps.db.transaction((tx) =>
    once(tx, auth, 'invoice.book', guard, body, async () => {
      const row = await lockOne(tx, auth, body.id, 'book', BIZ_PATHS.invoiceLedger, guard);
      await setStatus(tx, auth, row.id, 'book');
      return { message: '已入账' };
    }),
  );
  return { message: receipt.answer.message, replayed: receipt.replayed };
}
