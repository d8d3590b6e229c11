// The settlement task's transitions (settlement-flow.ts): each one transaction that locks the
// task within the caller's scope, checks the current state, writes, and logs the transition.
// The notification to the other side is the caller's, after commit.
import {
  SETTLEMENT_FLOW,
  transitionError,
  type SettlementAction,
} from '../../../src/shared/domain/business/settlement-flow';
import { compareMoney, formatMoney, parseMoney, subtractMoney } from '../../../src/shared/domain/money/money';
import {
  disputeReasonError,
  parseTaxRate,
  SETTLEMENT_MESSAGES,
  settlementAmount,
  validateDeadline,
  validateEnergy,
  validatePrice,
  validateTaxRate,
} from '../../../src/shared/domain/resources/settlement-task';
import type { ActionGuard } from '../../../src/shared/domain/business/action-guard';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';
import { assertVersion, once, type ActionAnswer } from '../business/action-receipt';
import { rowsInScope } from '../business/scope';
import type { AuthContext } from '../session/auth-context';
import { parseIds } from '../user/user-scope';
import { insertTaskLog, taskScope, taskTable, type TaskRow } from './rows';

type Body = Readonly<Record<string, unknown>>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function remarkOf(v: unknown): string | null {
  const r = text(v);
  if (Array.from(r).length > 500) throw new BizError(SETTLEMENT_MESSAGES.remarkTooLong);
  return r === '' ? null : r;
}

/** What a transition answers: the task, the message, and whether it repeated an earlier answer. */
export interface Outcome {
  id: string;
  answer: ActionAnswer;
  replayed: boolean;
}

interface Applied {
  to: string;
  remark: string | null;
  message: string;
}

/**
 * Once per idempotency key: locks the task in scope, checks the version the caller saw and that
 * `action` is allowed from its state, runs `apply`, logs. A repeat answers the first result.
 */
async function transition(
  deps: AppDeps,
  auth: AuthContext,
  body: Body,
  guard: ActionGuard,
  action: SettlementAction,
  apply: (tx: Db, task: TaskRow) => Promise<Applied>,
): Promise<Outcome> {
  const rawId = body.id;
  const [id] = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  const scope = await taskScope(deps.db, auth);
  const done = await deps.db.transaction((tx) =>
    once(tx, auth, `settlement.${action}`, guard, body, async () => {
      const [task] = await rowsInScope<TaskRow>(tx, taskTable(scope), id ? [id] : [], true);
      assertVersion(guard, task!.version);
      const refused = transitionError(action, task!.status);
      if (refused) throw new BizError(refused);
      const applied = await apply(tx, task!);
      await insertTaskLog(tx, auth, {
        id: newId(),
        taskId: task!.id,
        action,
        from: task!.status,
        to: applied.to,
        remark: applied.remark,
      });
      return { message: applied.message };
    }),
  );
  return { id: id!, ...done };
}

/** pending → confirmed (the plant). */
export function confirmTask(
  deps: AppDeps,
  auth: AuthContext,
  body: Body,
  guard: ActionGuard,
): Promise<Outcome> {
  const remark = remarkOf(body.remark);
  return transition(deps, auth, body, guard, 'confirm', async (tx, task) => {
    await tx.query(
      `UPDATE biz_settlement_task SET status = $2, confirm_by = $3, confirm_time = now(), dispute_reason = NULL,
         update_by = $3, update_time = now() WHERE id = $1`,
      [task.id, SETTLEMENT_FLOW.confirm.to, auth.user.username],
    );
    return { to: SETTLEMENT_FLOW.confirm.to, remark, message: '已确认结算' };
  });
}

/** pending → disputed (the plant), with the reason. */
export function disputeTask(
  deps: AppDeps,
  auth: AuthContext,
  body: Body,
  guard: ActionGuard,
): Promise<Outcome> {
  const problem = disputeReasonError(body.reason);
  if (problem) throw new BizError(problem);
  const reason = text(body.reason);
  return transition(deps, auth, body, guard, 'dispute', async (tx, task) => {
    await tx.query(
      `UPDATE biz_settlement_task SET status = $2, dispute_reason = $3, update_by = $4, update_time = now() WHERE id = $1`,
      [task.id, SETTLEMENT_FLOW.dispute.to, reason, auth.user.username],
    );
    return { to: SETTLEMENT_FLOW.dispute.to, remark: reason, message: '已提出异议' };
  });
}

/** disputed → pending (the grid): new energy / price (amount recomputed), optional tax rate and deadline. */
export function reviseTask(
  deps: AppDeps,
  auth: AuthContext,
  body: Body,
  guard: ActionGuard,
): Promise<Outcome> {
  for (const [v, rule, required] of [
    [body.energyKwh, validateEnergy, SETTLEMENT_MESSAGES.energyRequired],
    [body.unitPrice, validatePrice, SETTLEMENT_MESSAGES.priceRequired],
  ] as const) {
    if (text(v) === '' && typeof v !== 'number') throw new BizError(required);
    const m = rule(v);
    if (m) throw new BizError(m);
  }
  const taxProblem = validateTaxRate(body.taxRate) ?? validateDeadline(body.deadline);
  if (taxProblem) throw new BizError(taxProblem);
  const energy = String(body.energyKwh).trim();
  const price = String(body.unitPrice).trim();
  const amount = settlementAmount(energy, price);
  if (amount === null) throw new BizError(SETTLEMENT_MESSAGES.amountTooLarge);
  const taxRate = text(body.taxRate) === '' && typeof body.taxRate !== 'number' ? null : String(body.taxRate);
  if (taxRate !== null && parseTaxRate(taxRate) === null)
    throw new BizError(SETTLEMENT_MESSAGES.taxRateFormat);
  const deadline = text(body.deadline) || null;
  const remark = remarkOf(body.remark);
  return transition(deps, auth, body, guard, 'revise', async (tx, task) => {
    await tx.query(
      `UPDATE biz_settlement_task SET status = $2, energy_kwh = $3::numeric, unit_price = $4::numeric,
         amount = $5::numeric, tax_rate = COALESCE($6::numeric, tax_rate), deadline = COALESCE($7::date, deadline),
         update_by = $8, update_time = now() WHERE id = $1`,
      [task.id, SETTLEMENT_FLOW.revise.to, energy, price, amount, taxRate, deadline, auth.user.username],
    );
    return { to: SETTLEMENT_FLOW.revise.to, remark, message: '已修订结算，等待电厂确认' };
  });
}

/**
 * A payment on an invoiced task (the grid). Partial payments keep the task invoiced; the one
 * that covers the amount settles it. More than the outstanding amount is refused.
 */
export function payTask(deps: AppDeps, auth: AuthContext, body: Body, guard: ActionGuard): Promise<Outcome> {
  const fen = parseMoney(body.amount);
  if (fen === null || fen <= 0n) throw new BizError(SETTLEMENT_MESSAGES.payAmountFormat);
  const amount = formatMoney(fen);
  if (text(body.payDate) === '') throw new BizError(SETTLEMENT_MESSAGES.payDateRequired);
  const dateProblem = validateDeadline(body.payDate);
  if (dateProblem) throw new BizError(SETTLEMENT_MESSAGES.payDateRequired);
  const payDate = text(body.payDate);
  const remark = remarkOf(body.remark)?.slice(0, 200) ?? null;
  return transition(deps, auth, body, guard, 'pay', async (tx, task) => {
    const [paid] = await tx.query<{ paid: string }>(
      `SELECT COALESCE(SUM(amount), 0)::text AS paid FROM biz_payment WHERE task_id = $1`,
      [task.id],
    );
    const outstanding = subtractMoney(String(task.amount), paid?.paid ?? '0');
    if (compareMoney(amount, outstanding) > 0) throw new BizError(SETTLEMENT_MESSAGES.overpaid);
    await tx.query(
      `INSERT INTO biz_payment (id, tenant_id, plant_id, task_id, amount, pay_date, remark, create_by, create_time)
       VALUES ($1, $2, $3, $4, $5::numeric, $6::date, $7, $8, now())`,
      [newId(), task.tenant_id, task.plant_id, task.id, amount, payDate, remark, auth.user.username],
    );
    const settled = compareMoney(amount, outstanding) === 0;
    const to = settled ? SETTLEMENT_FLOW.pay.to : task.status;
    // A partial payment changes no column of the task, yet its outstanding amount: bump the version.
    await tx.query(
      `UPDATE biz_settlement_task SET status = $2, version = version + 1, update_by = $3, update_time = now()
        WHERE id = $1`,
      [task.id, to, auth.user.username],
    );
    return {
      to,
      remark: `付款 ${amount} 元${remark ? `：${remark}` : ''}`,
      message: settled ? '付款已登记，结算完成' : '付款已登记',
    };
  });
}
