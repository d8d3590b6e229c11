import { BIZ_PATHS } from './business-paths';

/**
 * Links straight to a phone screen (docs/phone-navigation.md): the list page's path with
 * `?screen=<name>.<id>`. After sign-in the phone opens the list with the screen over it; the
 * desktop shell ignores the parameter and shows the list. Messages link here.
 */
export const SCREEN_NAMES = {
  /** The settlement task's 办理 screen on 结算任务. */
  settlementTask: 'task',
  /** A received notice on 通知反馈 (by the notice's id). */
  notice: 'notice',
  /** An invoice's detail on 发票池 / 发票台账. */
  invoice: 'invoice',
} as const;

function link(path: string, name: string, id: string): string {
  return `${path}?screen=${name}.${encodeURIComponent(id)}`;
}

export const screenLinks = {
  settlementTask: (taskId: string) => link(BIZ_PATHS.settlement, SCREEN_NAMES.settlementTask, taskId),
  notice: (noticeId: string) => link(BIZ_PATHS.noticeFeedback, SCREEN_NAMES.notice, noticeId),
  invoice: (invoiceId: string, where: 'pool' | 'ledger' = 'pool') =>
    link(where === 'pool' ? BIZ_PATHS.invoicePool : BIZ_PATHS.invoiceLedger, SCREEN_NAMES.invoice, invoiceId),
};

/**
 * Where a to-do opens on the phone: its screen when the page gives it an address (the task's 办理
 * opens over its list), otherwise the page with `?id=` as on the desktop.
 */
export function phoneTodoLink(item: { path: string; id: string }): string {
  if (item.path === BIZ_PATHS.settlement) return screenLinks.settlementTask(item.id);
  return `${item.path}?id=${encodeURIComponent(item.id)}`;
}
