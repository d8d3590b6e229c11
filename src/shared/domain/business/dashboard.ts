/**
 * The dashboards (issue 7 item 9): payload shapes of GET /cwxt/dashboard/* and the pure
 * derivations both sides share (months of the business calendar, status groups). Every section
 * is optional: the server omits one the caller may not read, and the pages then hide it.
 */
import type { BizDictValue } from './dicts';

export type SettleStatus = BizDictValue<'cwxt_settle_status'>;
export type InvoiceStatus = BizDictValue<'cwxt_invoice_status'>;

/** The business calendar is Beijing time: "this month" and "today" are taken there. */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** Board columns, in the order of the task's life. */
export const BOARD_COLUMNS: readonly SettleStatus[] = [
  'pending',
  'disputed',
  'confirmed',
  'invoiced',
  'settled',
];

/** Invoice status groups of the by-month chart: still with the plant, waiting for the grid, accepted. */
export const INVOICE_GROUPS = {
  open: { title: '待提交', statuses: ['draft', 'returned'] },
  submitted: { title: '待审核', statuses: ['submitted'] },
  accepted: { title: '已审核', statuses: ['verified', 'booked'] },
} as const satisfies Record<string, { title: string; statuses: readonly InvoiceStatus[] }>;
export type InvoiceGroup = keyof typeof INVOICE_GROUPS;

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH_RE.test(value);
}

/** 'YYYY-MM-DD' of `at` in the business time zone. */
export function businessDate(at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function businessMonth(at: Date): string {
  return businessDate(at).slice(0, 7);
}

/** The month `delta` months from `month` ('2026-01', -1 → '2025-12'). */
export function shiftMonth(month: string, delta: number): string {
  const m = MONTH_RE.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const index = Number(m[1]) * 12 + (Number(m[2]) - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `last`, oldest first. */
export function monthsEndingAt(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(last, i - count + 1));
}

// ---- Payloads ----

export interface PlantTypeRow {
  plantType: string;
  count: number;
  /** Σ 装机容量 (MW), exact decimal string. */
  capacityMw: string;
}

export interface StatusAmountRow {
  status: SettleStatus;
  count: number;
  amount: string;
}

export interface InvoiceMonthRow {
  month: string;
  open: string;
  submitted: string;
  accepted: string;
}

export interface AnalysisData {
  month: string;
  cards: { plantCount?: number; capacityMw?: string; monthAmount?: string; unpaidAmount?: string };
  plantsByType?: PlantTypeRow[];
  settlementByStatus?: StatusAmountRow[];
  invoicesByMonth?: InvoiceMonthRow[];
}

export type TodoKind =
  'confirmTask' | 'reviseTask' | 'verifyInvoice' | 'fixInvoice' | 'answerNotice' | 'handleFeedback';

/** What a to-do offers besides opening its page: a one-tap action on the phone. */
export type TodoAction = 'confirm' | 'verify';

export interface TodoItem {
  kind: TodoKind;
  id: string;
  title: string;
  plantName: string | null;
  amount: string | null;
  /** 'YYYY-MM-DD' or null. */
  deadline: string | null;
  overdue: boolean;
  /** The menu path of the page that handles it (opened with `?id=`). */
  path: string;
  action: TodoAction | null;
}

export interface TodoData {
  /** Count per kind the caller may see (absent kinds: not the caller's work). */
  counts: Partial<Record<TodoKind, number>>;
  items: TodoItem[];
}

export const TODO_TITLES: Record<TodoKind, string> = {
  confirmTask: '待确认结算',
  reviseTask: '异议待修订',
  verifyInvoice: '发票待审核',
  fixInvoice: '退回发票待修改',
  answerNotice: '通知待回复',
  handleFeedback: '反馈待处理',
};

/** The page (with the record's id) a to-do opens. */
export function todoHref(item: Pick<TodoItem, 'path' | 'id'>): string {
  return `${item.path}?id=${encodeURIComponent(item.id)}`;
}

export interface RecentAction {
  kind: 'settlement' | 'invoice' | 'noticeReply' | 'feedbackReply';
  id: string;
  text: string;
  time: string;
  path: string;
}

export interface NoticeBrief {
  id: string;
  title: string;
  publishTime: string | null;
  replyDeadline: string | null;
}

export interface WorkplaceData {
  recent: RecentAction[];
  notices?: NoticeBrief[];
}

export interface MonthAmountRow {
  month: string;
  amount: string;
  /** Σ 上网电量 (kWh), exact decimal string. */
  energyKwh: string;
}

export interface ChartsData {
  months: string[];
  settlementByMonth?: MonthAmountRow[];
  energyByPlantType?: Array<{ plantType: string; energyKwh: string }>;
  invoicesByType?: Array<{ invoiceType: string; count: number; total: string }>;
  topPlants?: Array<{ plantId: string; plantName: string; amount: string }>;
}

export interface BoardCard {
  id: string;
  plantId: string;
  plantName: string;
  amount: string;
  deadline: string | null;
  status: SettleStatus;
}

export interface BoardData {
  month: string;
  /** Absent when the caller may not read settlement tasks. */
  cards?: BoardCard[];
}

export interface MonitorItem {
  id: string;
  title: string;
  detail: string;
  path: string;
}

export interface MonitorSection {
  count: number;
  items: MonitorItem[];
}

export type MonitorKey = 'overdueTasks' | 'staleInvoices' | 'overdueNotices' | 'staleFeedback' | 'idlePlants';

export const MONITOR_TITLES: Record<MonitorKey, string> = {
  overdueTasks: '逾期未确认结算',
  staleInvoices: '发票待审核超过3天',
  overdueNotices: '通知逾期未回复',
  staleFeedback: '反馈待处理超过7天',
  idlePlants: '本月未开立结算的电厂',
};

export type MonitorData = { month: string } & Partial<Record<MonitorKey, MonitorSection>>;
