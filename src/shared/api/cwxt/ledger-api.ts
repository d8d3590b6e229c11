import type { LedgerMoneyKey, LedgerRow } from '../../domain/resources/ledger';
import type { ListRecord } from '../../hooks/list-page/types';

/** 电费台账 calls (`/cwxt/ledger/*`): read-only; the list answers the page plus `totals`. */
export const LEDGER_URLS = {
  list: '/cwxt/ledger/list',
  exportXls: '/cwxt/ledger/exportXls',
} as const;

export type LedgerRecord = LedgerRow & ListRecord & { status_dictText?: string | null };

/** Sums over every row the query matches (exact money strings). */
export type LedgerTotals = Record<LedgerMoneyKey, string>;
