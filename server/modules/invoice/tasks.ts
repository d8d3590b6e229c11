// The tasks a plant may submit invoices against (发票提交): its 'confirmed' settlement tasks with
// the amount and what is already counted, under the submit menu's scope.
import { normalizeMoney } from '../../../src/shared/domain/money/money';
import { settlementTaskSchema } from '../../../src/shared/domain/resources/settlement-task';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { AppDeps } from '../../fastify-types';
import { buildListWhere } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { bizScope, bizTable } from '../business/scope';
import type { AuthContext } from '../session/auth-context';
import { readTolerance } from './tolerance';

export interface SubmitTask {
  id: string;
  plantId: string;
  plantName: string;
  settleMonth: string;
  amount: string;
  /** Σ 价税合计 of the task's submitted / verified / booked invoices. */
  submittedAmount: string;
}

/** GET /cwxt/invoice/submitTasks → { tasks, tolerance }. */
export async function submitTasks(
  deps: AppDeps,
  auth: AuthContext,
): Promise<{ tasks: SubmitTask[]; tolerance: string }> {
  const scope = await bizScope(deps.db, auth, BIZ_PATHS.invoiceSubmit);
  const table = bizTable(scope, 'biz_settlement_task', settlementTaskSchema, 't');
  const p = new SqlParams();
  const { where } = buildListWhere({ ...table, params: p });
  const rows = await deps.db.query<{
    id: string;
    plant_id: string;
    plant_name: string;
    settle_month: string;
    amount: string;
    submitted: string;
  }>(
    `SELECT t.id, t.plant_id, p.plant_name, t.settle_month, t.amount::text AS amount,
            (SELECT COALESCE(SUM(i.total_amount), 0)::text FROM biz_invoice i
              WHERE i.task_id = t.id AND i.status IN ('submitted', 'verified', 'booked')) AS submitted
       FROM biz_settlement_task t JOIN biz_plant p ON p.id = t.plant_id
      WHERE ${where} AND t.status = 'confirmed'
      ORDER BY t.settle_month DESC, p.plant_name LIMIT 200`,
    p.values,
  );
  return {
    tolerance: await readTolerance(deps.db, scope.tenantId),
    tasks: rows.map((r) => ({
      id: r.id,
      plantId: r.plant_id,
      plantName: r.plant_name,
      settleMonth: r.settle_month,
      amount: normalizeMoney(r.amount) ?? '0.00',
      submittedAmount: normalizeMoney(r.submitted) ?? '0.00',
    })),
  };
}
