import { PERMISSION_PREFIX } from '../permission/codes';
import { BIZ_PATHS } from '../routes/business-paths';
import type { ResourceSchema } from './types';

/**
 * 电费台账 (`biz_settlement_ledger`, a view): per plant per month, derived from the task, its
 * verified/booked invoices and its payments. Read-only: no field is a form field.
 */
export const ledgerSchema: ResourceSchema = {
  name: 'settlementLedger',
  title: '电费台账',
  apiBase: '/cwxt/ledger',
  permissionPrefix: PERMISSION_PREFIX.ledger,
  table: 'biz_settlement_ledger',
  menuPath: BIZ_PATHS.ledger,
  defaultSort: { key: 'settleMonth', order: 'desc' },
  fields: [
    {
      key: 'settleMonth',
      title: '结算月份',
      kind: 'text',
      picker: 'month',
      list: true,
      search: 'range',
      sort: true,
      card: true,
      exportable: true,
    },
    // The plant data rule of 电厂用户 keys on this field.
    { key: 'plantId', title: '电厂', kind: 'text', picker: 'plant', filter: true, search: 'eq' },
    {
      key: 'plantName',
      title: '电厂名称',
      kind: 'text',
      list: true,
      sort: true,
      card: true,
      exportable: true,
    },
    {
      key: 'amount',
      title: '应结金额(元)',
      kind: 'number',
      list: true,
      sort: true,

      exportable: true,
    },
    {
      key: 'invoicedAmount',
      title: '已开票金额(元)',
      kind: 'number',
      list: true,
      sort: true,
      exportable: true,
    },
    {
      key: 'paidAmount',
      title: '已付金额(元)',
      kind: 'number',
      list: true,
      sort: true,

      exportable: true,
    },
    {
      key: 'unpaidAmount',
      title: '未付金额(元)',
      kind: 'number',
      list: true,
      sort: true,

      exportable: true,
    },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'cwxt_settle_status',
      list: true,
      search: 'eq',
      sort: true,

      exportable: true,
    },
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true },
  ],
};

/** Money columns of a ledger row (wire keys); the totals row sums exactly these. */
export const LEDGER_MONEY_KEYS = ['amount', 'invoicedAmount', 'paidAmount', 'unpaidAmount'] as const;
export type LedgerMoneyKey = (typeof LEDGER_MONEY_KEYS)[number];

export interface LedgerRow {
  id: string;
  plantId: string;
  plantName: string;
  settleMonth: string;
  status: string;
  amount: string;
  invoicedAmount: string;
  paidAmount: string;
  unpaidAmount: string;
}
