import { useQuery } from '@tanstack/react-query';
import type { ListRecord } from '../../hooks/list-page/types';
import { getAction } from '../http';
import { postForMessage, unwrap, type Intent } from './act';

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
  /** The version the actions send back (a stale one is refused). */
  version?: number;
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

export const settlementApi = {
  confirm: (id: string, intent?: Intent) => postForMessage(SETTLEMENT_URLS.confirm, { id }, intent),
  dispute: (id: string, reason: string, intent?: Intent) =>
    postForMessage(SETTLEMENT_URLS.dispute, { id, reason }, intent),
  revise: (
    body: {
      id: string;
      energyKwh: string;
      unitPrice: string;
      taxRate?: string;
      deadline?: string;
      remark?: string;
    },
    intent?: Intent,
  ) => postForMessage(SETTLEMENT_URLS.revise, body, intent),
  pay: (body: { id: string; amount: string; payDate: string; remark?: string }, intent?: Intent) =>
    postForMessage(SETTLEMENT_URLS.pay, body, intent),
  open: (month: string, intent?: Intent) => postForMessage(SETTLEMENT_URLS.open, { month }, intent),
  queryById: (id: string) => unwrap(getAction<SettlementTaskRecord>(SETTLEMENT_URLS.queryById, { id })),
  log: (id: string) => unwrap(getAction<SettlementLogEntry[]>(SETTLEMENT_URLS.log, { id })),
};

export const SETTLEMENT_LOG_KEY = ['cwxt', 'settlement', 'log'] as const;

/** The transition timeline of a task (fetched when `id` is set). */
export function useSettlementLog(id: string | null) {
  return useQuery({
    queryKey: [...SETTLEMENT_LOG_KEY, id],
    queryFn: () => settlementApi.log(id ?? ''),
    enabled: id !== null,
  });
}
