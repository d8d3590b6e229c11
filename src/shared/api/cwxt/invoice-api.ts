import { useQuery } from '@tanstack/react-query';
import type { InvoiceRecord } from '../../domain/resources/invoice';
import { ApiError } from '../api-error';
import { getAction, putAction } from '../http';
import { postForMessage, unwrap, type Intent } from './act';

/** 发票 calls (`/cwxt/invoice/*`): the list kit speaks list/add/edit/delete/exportXls itself. */
export const INVOICE_URLS = {
  list: '/cwxt/invoice/list',
  add: '/cwxt/invoice/add',
  edit: '/cwxt/invoice/edit',
  delete: '/cwxt/invoice/delete',
  deleteBatch: '/cwxt/invoice/deleteBatch',
  queryById: '/cwxt/invoice/queryById',
  exportXls: '/cwxt/invoice/exportXls',
  submitTasks: '/cwxt/invoice/submitTasks',
  submit: '/cwxt/invoice/submit',
  verify: '/cwxt/invoice/verify',
  return: '/cwxt/invoice/return',
  book: '/cwxt/invoice/book',
  tolerance: '/cwxt/invoice/tolerance',
  statistics: '/cwxt/invoice/statistics',
  exportStatistics: '/cwxt/invoice/exportStatistics',
} as const;

export type { InvoiceRecord };

/** A confirmed task the plant may submit against, with what is already counted towards it. */
export interface SubmitTask {
  id: string;
  plantId: string;
  plantName: string;
  settleMonth: string;
  amount: string;
  submittedAmount: string;
}

export type StatsGroup = 'month' | 'plant' | 'type';

export interface StatsRow {
  key: string;
  label: string;
  count: number;
  amount: string;
  taxAmount: string;
  totalAmount: string;
}

export interface InvoiceStatistics {
  groupBy: StatsGroup;
  monthFrom: string;
  monthTo: string;
  rows: StatsRow[];
  total: Omit<StatsRow, 'key' | 'label'>;
}

export interface StatsParams {
  groupBy: StatsGroup;
  monthFrom?: string;
  monthTo?: string;
}

export const invoiceApi = {
  submit: (taskId: string, ids: readonly string[], intent?: Intent) =>
    postForMessage(INVOICE_URLS.submit, { taskId, ids: [...ids] }, intent),
  verify: (id: string, intent?: Intent) => postForMessage(INVOICE_URLS.verify, { id }, intent),
  returnInvoice: (id: string, reason: string, intent?: Intent) =>
    postForMessage(INVOICE_URLS.return, { id, reason }, intent),
  book: (id: string, intent?: Intent) => postForMessage(INVOICE_URLS.book, { id }, intent),
  submitTasks: () => unwrap(getAction<{ tasks: SubmitTask[]; tolerance: string }>(INVOICE_URLS.submitTasks)),
  tolerance: () => unwrap(getAction<string>(INVOICE_URLS.tolerance)),
  setTolerance: async (tolerance: string) => {
    const res = await putAction<string>(INVOICE_URLS.tolerance, { tolerance });
    if (!res.success) throw new ApiError(res);
    return res.message;
  },
  statistics: (p: StatsParams) =>
    unwrap(getAction<InvoiceStatistics>(INVOICE_URLS.statistics, { ...p } as Record<string, string>)),
  /** The plant's drafts and returned invoices (the submit screen's pick list; one page of 100). */
  pool: () =>
    unwrap(
      getAction<{ records: InvoiceRecord[] }>(INVOICE_URLS.list, {
        view: 'pool',
        pageNo: '1',
        pageSize: '100',
      }),
    ).then((page) => page.records),
  /** The invoices waiting for verification (grid side of 发票提交). */
  waiting: () =>
    unwrap(
      getAction<{ records: InvoiceRecord[] }>(INVOICE_URLS.list, {
        view: 'submit',
        pageNo: '1',
        pageSize: '200',
        column: 'invoiceDate',
        order: 'asc',
      }),
    ).then((page) => page.records),
};

export const INVOICE_QUERY_KEY = ['cwxt', 'invoice'] as const;

export function useSubmitTasks(enabled = true) {
  return useQuery({
    queryKey: [...INVOICE_QUERY_KEY, 'submitTasks'],
    queryFn: invoiceApi.submitTasks,
    enabled,
  });
}

export function useInvoicePool(enabled = true) {
  return useQuery({ queryKey: [...INVOICE_QUERY_KEY, 'pool'], queryFn: invoiceApi.pool, enabled });
}

export function useWaitingInvoices(enabled = true) {
  return useQuery({ queryKey: [...INVOICE_QUERY_KEY, 'waiting'], queryFn: invoiceApi.waiting, enabled });
}

export function useInvoiceStatistics(p: StatsParams) {
  return useQuery({ queryKey: [...INVOICE_QUERY_KEY, 'stats', p], queryFn: () => invoiceApi.statistics(p) });
}

/** Groups the waiting invoices by task (grid verification), tasks in first-seen order. */
export function groupByTask(
  rows: readonly InvoiceRecord[],
): Array<{ taskId: string; rows: InvoiceRecord[] }> {
  const map = new Map<string, InvoiceRecord[]>();
  for (const r of rows) {
    const key = r.taskId ?? '';
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  return [...map.entries()].map(([taskId, list]) => ({ taskId, rows: list }));
}
