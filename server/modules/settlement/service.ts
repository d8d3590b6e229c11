// 结算任务: list, read, edit and delete (pending only), the transition log, and the export.
import type { Page } from '../../../src/shared/domain/contract/result';
import { isTaskEditable } from '../../../src/shared/domain/business/settlement-flow';
import { normalizeMoney } from '../../../src/shared/domain/money/money';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  SETTLEMENT_MESSAGES,
  settlementAmount,
  settlementTaskSchema,
  validateDeadline,
  validateEnergy,
  validatePrice,
  validateTaxRate,
} from '../../../src/shared/domain/resources/settlement-task';
import type { AppDeps } from '../../fastify-types';
import { exportDicts, exportTable, cellOf } from '../../lib/excel/export-run';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { rowsInScope } from '../business/scope';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { parseIds } from '../user/user-scope';
import {
  fixedScale,
  TASK_COUNT_FROM,
  TASK_FROM,
  TASK_SELECT,
  taskScope,
  taskTable,
  toTaskJson,
  type TaskJson,
  type TaskRow,
} from './rows';

type Body = Readonly<Record<string, unknown>>;

export async function listTasks(deps: AppDeps, auth: AuthContext, query: RawQuery): Promise<Page<TaskJson>> {
  const table = taskTable(await taskScope(deps.db, auth));
  return runListQuery<TaskRow, TaskJson>(deps.db, {
    schema: settlementTaskSchema,
    alias: 't',
    select: TASK_SELECT,
    from: TASK_FROM,
    countFrom: TASK_COUNT_FROM,
    query,
    fixedWhere: table.fixedWhere,
    dataRules: table.dataRules,
    mapRow: toTaskJson,
  });
}

/** One task read through the scope (another plant's id reads like a missing one). */
export async function queryTask(deps: AppDeps, auth: AuthContext, rawId: unknown): Promise<TaskJson> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  const table = taskTable(await taskScope(deps.db, auth));
  await rowsInScope(deps.db, table, ids);
  const w = whereForIds({ ...table, ids });
  const [row] = await deps.db.query<TaskRow>(
    `SELECT ${TASK_SELECT} FROM ${TASK_FROM} WHERE ${w.where}`,
    w.params,
  );
  return toTaskJson(row!);
}

const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/** PUT /cwxt/settlement/edit: energy, price (amount recomputed), tax rate, deadline, attachments; pending only. */
export async function editTask(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Body,
): Promise<void> {
  for (const [v, rule] of [
    [body.energyKwh, validateEnergy],
    [body.unitPrice, validatePrice],
    [body.taxRate, validateTaxRate],
    [body.deadline, validateDeadline],
  ] as const) {
    const m = rule(v);
    if (m) throw new BizError(m);
  }
  if (body.energyKwh !== undefined && !present(body.energyKwh))
    throw new BizError(SETTLEMENT_MESSAGES.energyRequired);
  if (body.unitPrice !== undefined && !present(body.unitPrice))
    throw new BizError(SETTLEMENT_MESSAGES.priceRequired);
  const attachments = typeof body.attachments === 'string' ? body.attachments.slice(0, 4000) : undefined;
  const ids = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  const table = taskTable(await taskScope(deps.db, auth));
  await deps.db.transaction(async (tx) => {
    const [task] = await rowsInScope<TaskRow>(tx, table, ids, true);
    if (!isTaskEditable(task!.status)) throw new BizError(SETTLEMENT_MESSAGES.notEditable);
    const energy = present(body.energyKwh) ? String(body.energyKwh).trim() : fixedScale(task!.energy_kwh, 3);
    const price = present(body.unitPrice) ? String(body.unitPrice).trim() : fixedScale(task!.unit_price, 6);
    const amount = settlementAmount(energy, price);
    if (amount === null) throw new BizError(SETTLEMENT_MESSAGES.amountTooLarge);
    await tx.query(
      `UPDATE biz_settlement_task SET energy_kwh = $2::numeric, unit_price = $3::numeric, amount = $4::numeric,
         tax_rate = COALESCE($5::numeric, tax_rate),
         deadline = CASE WHEN $6::boolean THEN $7::date ELSE deadline END,
         attachments = CASE WHEN $8::boolean THEN $9 ELSE attachments END,
         update_by = $10, update_time = now() WHERE id = $1`,
      [
        task!.id,
        energy,
        price,
        amount,
        present(body.taxRate) ? String(body.taxRate).trim() : null,
        body.deadline !== undefined,
        present(body.deadline) ? String(body.deadline).trim() : null,
        attachments !== undefined,
        attachments === '' ? null : (attachments ?? null),
        auth.user.username,
      ],
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `编辑结算任务：${task!.settle_month}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    });
  });
}

/** DELETE: pending tasks without invoices or payments only. */
export async function deleteTasks(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  const table = taskTable(await taskScope(deps.db, auth));
  await deps.db.transaction(async (tx) => {
    const rows = await rowsInScope<TaskRow>(tx, table, ids, true);
    if (rows.some((r) => !isTaskEditable(r.status))) throw new BizError(SETTLEMENT_MESSAGES.notEditable);
    const used = await tx.query(
      `SELECT 1 FROM biz_invoice WHERE task_id = ANY($1::varchar[])
       UNION ALL SELECT 1 FROM biz_payment WHERE task_id = ANY($1::varchar[]) LIMIT 1`,
      [ids],
    );
    if (used.length > 0) throw new BizError(SETTLEMENT_MESSAGES.hasInvoicesOrPayments);
    await tx.query(`DELETE FROM biz_settlement_task WHERE id = ANY($1::varchar[])`, [ids]);
    await logOperation(tx, auth, {
      ...meta,
      content: `删除结算任务：${rows.map((r) => r.settle_month).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    });
  });
}

export interface TaskLogJson {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  remark: string | null;
  operator: string;
  operatorName: string | null;
  createTime: string | null;
}

/** GET /cwxt/settlement/log?id=: the task's transitions, oldest first (the task must be in scope). */
export async function taskLog(deps: AppDeps, auth: AuthContext, rawId: unknown): Promise<TaskLogJson[]> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  await rowsInScope(deps.db, taskTable(await taskScope(deps.db, auth)), ids);
  const rows = await deps.db.query<{
    id: string;
    action: string;
    from_status: string | null;
    to_status: string;
    remark: string | null;
    operator: string;
    operator_name: string | null;
    create_time: Date;
  }>(`SELECT * FROM biz_settlement_log WHERE task_id = $1 ORDER BY create_time, id`, [ids[0]]);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    remark: r.remark,
    operator: r.operator,
    operatorName: r.operator_name,
    createTime: formatDateTime(r.create_time),
  }));
}

/** Decimal columns exported at their fixed scale (the driver may drop trailing zeros). */
const SCALED: Readonly<Record<string, readonly ['energy_kwh' | 'unit_price' | 'tax_rate', number]>> = {
  energyKwh: ['energy_kwh', 3],
  unitPrice: ['unit_price', 6],
  taxRate: ['tax_rate', 2],
};

/** GET /cwxt/settlement/exportXls: the list's rows; money and quantities as exact decimal text. */
export async function exportTasks(deps: AppDeps, auth: AuthContext, query: RawQuery) {
  const table = taskTable(await taskScope(deps.db, auth));
  return exportTable<TaskRow>(deps.db, {
    schema: settlementTaskSchema,
    alias: 't',
    select: TASK_SELECT,
    from: TASK_FROM,
    query,
    fixedWhere: table.fixedWhere!,
    dataRules: table.dataRules ?? [],
    toCells: async (rows, columns) => {
      const dicts = await exportDicts(deps.dicts, columns);
      return rows.map((row) =>
        columns.map((c) => {
          if (c.field.key === 'amount') return normalizeMoney(String(row.amount)) ?? '';
          const scaled = SCALED[c.field.key];
          if (scaled) return fixedScale(row[scaled[0]], scaled[1]);
          return cellOf(c, row, dicts);
        }),
      );
    },
  });
}
