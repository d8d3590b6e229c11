// What the invoice module calls when a task's invoices are verified (confirmed → invoiced), and
// the notification every transition sends to the other side after its commit.
import { PERM } from '../../../src/shared/domain/permission/codes';
import { bizDictText } from '../../../src/shared/domain/business/dicts';
import {
  SETTLEMENT_FLOW,
  transitionError,
  type SettlementAction,
} from '../../../src/shared/domain/business/settlement-flow';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';
import { sendSystemMessage } from '../announcement/system-message';
import { plantUserIds, usersWithPermission } from '../business/recipients';
import type { AuthContext } from '../session/auth-context';
import { insertTaskLog, taskScope, taskTable, type TaskRow } from './rows';
import { rowsInScope } from '../business/scope';

/**
 * confirmed → invoiced, in the caller's transaction: locks the task (within the caller's
 * settlement scope), requires 'confirmed', updates and logs. Throws BizError otherwise.
 */
export async function markTaskInvoiced(
  tx: Db,
  auth: AuthContext,
  taskId: string,
  remark: string,
): Promise<void> {
  const scope = await taskScope(tx, auth);
  const [task] = await rowsInScope<TaskRow>(tx, taskTable(scope), [taskId], true);
  const refused = transitionError('invoice', task!.status);
  if (refused) throw new BizError(refused);
  await tx.query(
    `UPDATE biz_settlement_task SET status = $2, update_by = $3, update_time = now() WHERE id = $1`,
    [taskId, SETTLEMENT_FLOW.invoice.to, auth.user.username],
  );
  await insertTaskLog(tx, auth, {
    id: newId(),
    taskId,
    action: 'invoice',
    from: task!.status,
    to: SETTLEMENT_FLOW.invoice.to,
    remark: remark.slice(0, 500) || null,
  });
}

const ACTION_TEXT: Record<SettlementAction | 'open', string> = {
  open: '已开立',
  confirm: '电厂已确认',
  dispute: '电厂提出异议',
  revise: '已修订，请重新确认',
  invoice: '发票已审核，已开票',
  pay: '已登记付款',
};

/**
 * After commit: tells the other side of `action` (plant actions → the grid staff who may revise;
 * grid actions → the plant's staff). Never throws: a failed notification must not undo the
 * committed write; `warn` receives the failure.
 */
export async function notifySettlement(
  deps: AppDeps,
  taskId: string,
  action: string,
  warn: (message: string) => void = () => undefined,
): Promise<void> {
  try {
    const [task] = await deps.db.query<TaskRow & { plant_name: string }>(
      `SELECT t.*, p.plant_name FROM biz_settlement_task t JOIN biz_plant p ON p.id = t.plant_id WHERE t.id = $1`,
      [taskId],
    );
    if (!task) return;
    const known = action in ACTION_TEXT ? (action as SettlementAction | 'open') : null;
    if (!known) return;
    const plantSide = known !== 'open' && SETTLEMENT_FLOW[known].side === 'plant';
    const toUserIds = plantSide
      ? await usersWithPermission(deps.db, task.tenant_id, PERM.settlement.revise)
      : await plantUserIds(deps.db, task.tenant_id, task.plant_id);
    if (toUserIds.length === 0) return;
    const title = `${task.plant_name} ${task.settle_month} 电费结算${ACTION_TEXT[known]}`;
    const status = bizDictText('cwxt_settle_status', task.status);
    const reason = known === 'dispute' && task.dispute_reason ? `，异议说明：${task.dispute_reason}` : '';
    await sendSystemMessage(deps, {
      toUserIds,
      title,
      content: `${task.plant_name} ${task.settle_month} 结算任务当前状态：${status}，电费金额 ${String(task.amount)} 元${reason}`,
      busType: 'settlement',
      busId: task.id,
      openType: 'url',
      openPage: BIZ_PATHS.settlement,
      tenantId: task.tenant_id,
    });
  } catch (error) {
    warn(
      `结算任务通知发送失败（${taskId}，${action}）：${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
