import { PERM } from '../permission/codes';
import { bizDictText, type BizDictValue } from './dicts';

/**
 * The settlement task's state machine (issue 7 §3), pure: the server checks every transition
 * against it, and both shells show a button only when it allows the action and the user holds
 * the action's code. `invoice` is taken by the invoice verification (no route of its own).
 */
export type SettleStatus = BizDictValue<'cwxt_settle_status'>;
export type SettlementAction = 'confirm' | 'dispute' | 'revise' | 'invoice' | 'pay';
/** Who takes the action: the plant's staff or the grid's marketing staff. */
export type SettlementSide = 'plant' | 'grid';

export interface SettlementTransition {
  action: SettlementAction;
  title: string;
  from: readonly SettleStatus[];
  to: SettleStatus;
  permission: string;
  side: SettlementSide;
}

export const SETTLEMENT_FLOW: Readonly<Record<SettlementAction, SettlementTransition>> = {
  confirm: {
    action: 'confirm',
    title: '确认结算',
    from: ['pending'],
    to: 'confirmed',
    permission: PERM.settlement.confirm,
    side: 'plant',
  },
  dispute: {
    action: 'dispute',
    title: '提出异议',
    from: ['pending'],
    to: 'disputed',
    permission: PERM.settlement.dispute,
    side: 'plant',
  },
  revise: {
    action: 'revise',
    title: '修订结算',
    from: ['disputed'],
    to: 'pending',
    permission: PERM.settlement.revise,
    side: 'grid',
  },
  // Invoices verified: the invoice module takes it within its own verification.
  invoice: {
    action: 'invoice',
    title: '开票',
    from: ['confirmed'],
    to: 'invoiced',
    permission: PERM.invoice.verify,
    side: 'grid',
  },
  // A payment moves the task to settled only once the payments cover the amount.
  pay: {
    action: 'pay',
    title: '登记付款',
    from: ['invoiced'],
    to: 'settled',
    permission: PERM.settlement.pay,
    side: 'grid',
  },
};

/** Timeline text of each logged action (`open` is the opening of the month's task). */
export const SETTLEMENT_ACTION_TEXT: Readonly<Record<SettlementAction | 'open', string>> = {
  open: '开立',
  confirm: '确认结算',
  dispute: '提出异议',
  revise: '修订结算',
  invoice: '发票审核通过',
  pay: '登记付款',
};

/** The timeline text of a logged action; the action itself when unknown. */
export function settlementActionText(action: string): string {
  return (SETTLEMENT_ACTION_TEXT as Readonly<Record<string, string>>)[action] ?? action;
}

/** Statuses in which the task itself (energy, price, tax rate, deadline) may be edited or deleted. */
export const EDITABLE_STATUSES: readonly SettleStatus[] = ['pending'];

export const SETTLEMENT_FLOW_MESSAGES = {
  wrongState: (status: string) =>
    `当前状态为「${bizDictText('cwxt_settle_status', status)}」，不能执行此操作`,
} as const;

/** True when the action may be taken from `status` (whoever takes it). */
export function canTransition(action: SettlementAction, status: string): boolean {
  return (SETTLEMENT_FLOW[action].from as readonly string[]).includes(status);
}

/** The Chinese refusal for `action` from `status`; undefined when allowed. */
export function transitionError(action: SettlementAction, status: string): string | undefined {
  return canTransition(action, status) ? undefined : SETTLEMENT_FLOW_MESSAGES.wrongState(status);
}

/**
 * The actions a user may take on a task in `status` (buttons to show): allowed by the flow and
 * held by the user (`has(code)`). `invoice` is never a button.
 */
export function availableActions(status: string, has: (code: string) => boolean): SettlementAction[] {
  return (Object.keys(SETTLEMENT_FLOW) as SettlementAction[]).filter(
    (a) => a !== 'invoice' && canTransition(a, status) && has(SETTLEMENT_FLOW[a].permission),
  );
}

/** Edit / delete of the task row itself: only while pending. */
export function isTaskEditable(status: string): boolean {
  return (EDITABLE_STATUSES as readonly string[]).includes(status);
}

/** Tag colours of the statuses (both shells). */
export const SETTLE_STATUS_COLOR: Readonly<Record<SettleStatus, string>> = {
  pending: 'orange',
  confirmed: 'blue',
  disputed: 'red',
  invoiced: 'purple',
  settled: 'green',
};
