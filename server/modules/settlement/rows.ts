// Rows of the settlement task as read from SQL, their wire form, and the scoped table every read
// and write of the 结算任务 menu goes through.
import { normalizeMoney } from '../../../src/shared/domain/money/money';
import { settlementTaskSchema } from '../../../src/shared/domain/resources/settlement-task';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db, Row } from '../../db/db';
import { formatDate, formatDateTime } from '../../lib/time';
import { bizScope, bizTable, type BizScope } from '../business/scope';
import type { ScopedTable } from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';

export interface TaskRow extends Row {
  id: string;
  tenant_id: number;
  plant_id: string;
  plant_name?: string | null;
  settle_month: string;
  energy_kwh: string;
  unit_price: string;
  amount: string;
  tax_rate: string;
  deadline: Date | string | null;
  attachments: string | null;
  status: string;
  dispute_reason: string | null;
  confirm_by: string | null;
  confirm_time: Date | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  paid_amount?: string | null;
  invoiced_amount?: string | null;
  /** 结算电量明细's revision (migration 024). */
  lines_rev?: number;
  /** The optimistic version the actions check (migration 030). */
  version: number;
}

export interface TaskJson {
  id: string;
  plantId: string;
  plantName: string | null;
  settleMonth: string;
  energyKwh: string;
  unitPrice: string;
  amount: string;
  taxRate: string;
  deadline: string | null;
  attachments: string | null;
  status: string;
  disputeReason: string | null;
  confirmBy: string | null;
  confirmTime: string | null;
  paidAmount: string;
  invoicedAmount: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  version: number;
}

/** numeric(n,s) text from the driver ("1.5") → the fixed-scale text ("1.500"). */
export function fixedScale(value: string | number | null | undefined, scale: number): string {
  const text = value === null || value === undefined ? '0' : String(value);
  const [int = '0', frac = ''] = text.split('.');
  return scale === 0 ? int : `${int}.${(frac + '0'.repeat(scale)).slice(0, scale)}`;
}

export const toTaskJson = (r: TaskRow): TaskJson => ({
  id: r.id,
  plantId: r.plant_id,
  plantName: r.plant_name ?? null,
  settleMonth: r.settle_month,
  energyKwh: fixedScale(r.energy_kwh, 3),
  unitPrice: fixedScale(r.unit_price, 6),
  amount: normalizeMoney(String(r.amount)) ?? '0.00',
  taxRate: fixedScale(r.tax_rate, 2),
  deadline: formatDate(r.deadline),
  attachments: r.attachments,
  status: r.status,
  disputeReason: r.dispute_reason,
  confirmBy: r.confirm_by,
  confirmTime: formatDateTime(r.confirm_time),
  paidAmount: normalizeMoney(r.paid_amount ?? '0') ?? '0.00',
  invoicedAmount: normalizeMoney(r.invoiced_amount ?? '0') ?? '0.00',
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
  version: Number(r.version),
});

/** The list's FROM/SELECT: the task with its plant's name and its verified invoices and payments. */
export const TASK_FROM = 'biz_settlement_task t JOIN biz_plant p ON p.id = t.plant_id';
/** What a count of TASK_FROM reads: the plant join (a NOT NULL foreign key) only adds its name. */
export const TASK_COUNT_FROM = 'biz_settlement_task t';
export const TASK_SELECT = `t.*, p.plant_name,
  (SELECT COALESCE(SUM(y.amount), 0)::text FROM biz_payment y WHERE y.task_id = t.id) AS paid_amount,
  (SELECT COALESCE(SUM(i.total_amount), 0)::text FROM biz_invoice i
    WHERE i.task_id = t.id AND i.status IN ('verified', 'booked')) AS invoiced_amount`;

export async function taskScope(db: Db, auth: AuthContext): Promise<BizScope> {
  return bizScope(db, auth, BIZ_PATHS.settlement);
}

export function taskTable(scope: BizScope): ScopedTable {
  return bizTable(scope, 'biz_settlement_task', settlementTaskSchema, 't');
}

/** One row of biz_settlement_log (inside the caller's transaction). */
export async function insertTaskLog(
  tx: Db,
  auth: AuthContext,
  entry: {
    id: string;
    taskId: string;
    action: string;
    from: string | null;
    to: string;
    remark: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO biz_settlement_log (id, task_id, action, from_status, to_status, remark, operator, operator_name, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())`,
    [
      entry.id,
      entry.taskId,
      entry.action,
      entry.from,
      entry.to,
      entry.remark,
      auth.user.username,
      auth.user.realname ?? auth.user.username,
    ],
  );
}
