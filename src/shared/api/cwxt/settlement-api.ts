import { useQuery } from '@tanstack/react-query';
import type { Result } from '../../domain/contract/result';
import type { ListRecord } from '../../hooks/list-page/types';
import { ApiError } from '../api-error';
import { getAction, postAction } from '../http';

/** 电费结算任务 calls (`/cwxt/settlement/*`): the list kit speaks list/edit/delete/exportXls itself. */
export const SETTLEMENT_URLS = {
  list: '/cwxt/settlement/list',
  edit: '/cwxt/settlement/edit',
  delete: '/cwxt/settlement/delete',
  deleteBatch: '/cwxt/settlement/deleteBatch',
  queryById: '/cwxt/settlement/queryById',
  exportXls: '/cwxt/settlement/exportXls',
  log: '/cwxt/settlement/log',
  open: '/cwxt/settlement/open',
  confirm: '/cwxt/settlement/confirm',
  dispute: '/cwxt/settlement/dispute',
  revise: '/cwxt/settlement/revise',
  pay: '/cwxt/settlement/pay',
} as const;

/** A row of the task list; money and quantities are exact decimal strings. */
export interface SettlementTaskRecord extends ListRecord {
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
  status_dictText?: string | null;
  disputeReason: string | null;
  confirmTime: string | null;
  paidAmount: string;
  invoicedAmount: string;
}

export interface SettlementLogEntry {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  remark: string | null;
  operator: string;
  operatorName: string | null;
  createTime: string | null;
}

async function unwrap<T>(promise: Promise<Result<T>>): Promise<T> {
  const res = await promise;
  if (!res.success) throw new ApiError(res);
  return res.result;
}

/** A transition; resolves with the server's message, rejects with ApiError (its Chinese message). */
async function act(url: string, body: Record<string, unknown>): Promise<string> {
  const res = await postAction<unknown>(url, body);
  if (!res.success) throw new ApiError(res);
  return res.message;
}

export const settlementApi = {
  confirm: (id: string) => act(SETTLEMENT_URLS.confirm, { id }),
  dispute: (id: string, reason: string) => act(SETTLEMENT_URLS.dispute, { id, reason }),
  revise: (body: {
    id: string;
    energyKwh: string;
    unitPrice: string;
    taxRate?: string;
    deadline?: string;
    remark?: string;
  }) => act(SETTLEMENT_URLS.revise, body),
  pay: (body: { id: string; amount: string; payDate: string; remark?: string }) =>
    act(SETTLEMENT_URLS.pay, body),
  open: (month: string) => act(SETTLEMENT_URLS.open, { month }),
  log: (id: string) => unwrap(getAction<SettlementLogEntry[]>(SETTLEMENT_URLS.log, { id })),
};

/** The transition timeline of a task (fetched when `id` is set). */
export function useSettlementLog(id: string | null) {
  return useQuery({
    queryKey: ['cwxt', 'settlement', 'log', id],
    queryFn: () => settlementApi.log(id ?? ''),
    enabled: id !== null,
  });
}
