// What the phone's settlement cards and screens show, pure: the entry button's word, what is left
// to pay, and the 修订结算 preview. The same flow rules as the desktop (settlement-flow.ts).
import { displayMoney, formatMoney, parseMoney } from '../money/money';
import {
  SETTLEMENT_MESSAGES,
  settlementAmount,
  validateEnergy,
  validatePrice,
} from '../resources/settlement-task';
import { availableActions } from './settlement-flow';

/**
 * The word on a task card's button: 办理 when the user may take a step on the task now (the flow
 * allows it and the user holds the code), else 查看 — the read-only leader always sees 查看.
 */
export function taskEntryLabel(status: string, has: (code: string) => boolean): '办理' | '查看' {
  return availableActions(status, has).length > 0 ? '办理' : '查看';
}

/** What is still unpaid on a task ("123.45"); null when the figures are not money. */
export function unpaidAmount(task: { amount: string; paidAmount: string | null }): string | null {
  const amount = parseMoney(task.amount);
  const paid = parseMoney(task.paidAmount ?? '0') ?? 0n;
  return amount === null ? null : formatMoney(amount - paid);
}

/** True when the payment has been made in part only (some paid, some left). */
export function partlyPaid(task: { amount: string; paidAmount: string | null }): boolean {
  const paid = parseMoney(task.paidAmount ?? '0') ?? 0n;
  const left = parseMoney(unpaidAmount(task) ?? '0') ?? 0n;
  return paid > 0n && left > 0n;
}

export type RevisePreview =
  { kind: 'amount'; amount: string; change: string } | { kind: 'invalid' } | { kind: 'tooLarge' };

/**
 * 修订结算's live preview: the 电费金额 the server will compute from the typed 上网电量 and 结算电价
 * (the same helper the server uses) and its change against the current amount ("+1,000.00").
 */
export function revisePreview(energy: string, price: string, currentAmount: string): RevisePreview {
  if (validateEnergy(energy.trim()) || validatePrice(price.trim()) || !energy.trim() || !price.trim())
    return { kind: 'invalid' };
  const amount = settlementAmount(energy.trim(), price.trim());
  if (amount === null) return { kind: 'tooLarge' };
  const delta = (parseMoney(amount) ?? 0n) - (parseMoney(currentAmount) ?? 0n);
  return { kind: 'amount', amount, change: formatMoney(delta) };
}

/** A signed money change for screens: "+¥1,000.00", "-¥12.50", "±¥0.00" when unchanged. */
export function displayMoneyChange(change: string): string {
  const fen = parseMoney(change);
  if (fen === null) return '';
  if (fen === 0n) return `±${displayMoney('0')}`;
  return fen > 0n ? `+${displayMoney(change)}` : `-${displayMoney(formatMoney(-fen))}`;
}

/** 登记付款's check of the typed amount: money above zero and no more than is still unpaid. */
export function payAmountError(
  input: string,
  task: { amount: string; paidAmount: string | null },
): string | undefined {
  const pay = parseMoney(input.trim());
  if (pay === null || pay <= 0n) return SETTLEMENT_MESSAGES.payAmountFormat;
  const left = parseMoney(unpaidAmount(task) ?? '');
  return left !== null && pay > left ? SETTLEMENT_MESSAGES.overpaid : undefined;
}
