import { bizDictText } from '../../../shared/domain/business/dicts';
import { displayMoney } from '../../../shared/domain/money/money';
import { groupThousands } from '../../../shared/domain/money/decimal';

// Chart helpers: the bars and lines plot Number(...) of exact strings (drawing only); every text a
// reader sees is the exact string, formatted.

/** 'YYYY-MM' → epoch ms of its first day (UTC), the x of a monthly point. */
export const monthTime = (month: string) =>
  Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
export const formatMonthTime = (at: number) => new Date(at).toISOString().slice(0, 7);
export const yuan = (v: number) => displayMoney(v.toFixed(2));
export const plain = (v: string) => groupThousands(v);
export const plantTypeText = (v: string) => bizDictText('cwxt_plant_type', v);
export const invoiceTypeText = (v: string) => bizDictText('cwxt_invoice_type', v);
export const settleStatusText = (v: string) => bizDictText('cwxt_settle_status', v);
