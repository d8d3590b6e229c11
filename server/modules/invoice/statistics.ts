// 发票统计: counts and sums by month, plant or type over a month range, in numeric SQL, under the
// statistics menu's scope (plant users: their own plants only).
import { COUNTED_STATUSES } from '../../../src/shared/domain/business/invoice-flow';
import { bizDictText } from '../../../src/shared/domain/business/dicts';
import { normalizeMoney, sumMoney } from '../../../src/shared/domain/money/money';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { AppDeps } from '../../fastify-types';
import { buildListWhere } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { bizScope } from '../business/scope';
import type { AuthContext } from '../session/auth-context';
import { invoiceTable } from './rows';

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

export const STATS_MESSAGES = {
  badMonth: '统计月份格式不正确（YYYY-MM）',
  badRange: '起始月份不能晚于结束月份，且跨度不超过36个月',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Group expressions come only from this table (never from input). */
const GROUPS: Record<StatsGroup, { key: string; label: string }> = {
  month: { key: `to_char(i.invoice_date, 'YYYY-MM')`, label: `to_char(i.invoice_date, 'YYYY-MM')` },
  plant: { key: 'i.plant_id', label: 'p.plant_name' },
  type: { key: 'i.invoice_type', label: 'i.invoice_type' },
};

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

export interface StatsQuery {
  monthFrom?: string;
  monthTo?: string;
  groupBy?: string;
  plantId?: string;
  invoiceType?: string;
}

/** The month range: both given, or the 12 months up to the current one (GMT+8). */
function monthRange(q: StatsQuery, now: Date): { from: string; to: string } {
  const current = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 7);
  const to = q.monthTo || current;
  const from = q.monthFrom || monthOf(monthIndex(to) - 11);
  if (!MONTH.test(from) || !MONTH.test(to)) throw new BizError(STATS_MESSAGES.badMonth);
  const span = monthIndex(to) - monthIndex(from);
  if (span < 0 || span > 35) throw new BizError(STATS_MESSAGES.badRange);
  return { from, to };
}

export async function invoiceStatistics(
  deps: AppDeps,
  auth: AuthContext,
  q: StatsQuery,
  now = new Date(),
): Promise<InvoiceStatistics> {
  const groupBy: StatsGroup = q.groupBy === 'plant' || q.groupBy === 'type' ? q.groupBy : 'month';
  const { from, to } = monthRange(q, now);
  const scope = await bizScope(deps.db, auth, BIZ_PATHS.invoiceStats);
  const table = invoiceTable(scope, COUNTED_STATUSES);
  const p = new SqlParams();
  const fromDay = p.add(`${from}-01`);
  const toDay = p.add(`${monthOf(monthIndex(to) + 1)}-01`);
  const query: Record<string, string> = {};
  if (q.plantId) query.plantId = q.plantId;
  if (q.invoiceType) query.invoiceType = q.invoiceType;
  const { where } = buildListWhere({ ...table, query, params: p });
  const g = GROUPS[groupBy];
  const rows = await deps.db.query<{
    key: string;
    label: string;
    count: string | number;
    amount: string;
    tax: string;
    total: string;
  }>(
    `SELECT ${g.key} AS key, min(${g.label}) AS label, count(*) AS count,
            SUM(i.amount)::text AS amount, SUM(i.tax_amount)::text AS tax, SUM(i.total_amount)::text AS total
       FROM biz_invoice i JOIN biz_plant p ON p.id = i.plant_id
      WHERE ${where} AND i.invoice_date >= ${fromDay}::date AND i.invoice_date < ${toDay}::date
      GROUP BY ${g.key} ORDER BY ${groupBy === 'month' ? 'key' : 'SUM(i.total_amount) DESC, key'}`,
    p.values,
  );
  const out: StatsRow[] = rows.map((r) => ({
    key: r.key,
    label: groupBy === 'type' ? bizDictText('cwxt_invoice_type', r.label) : r.label,
    count: Number(r.count),
    amount: normalizeMoney(r.amount) ?? '0.00',
    taxAmount: normalizeMoney(r.tax) ?? '0.00',
    totalAmount: normalizeMoney(r.total) ?? '0.00',
  }));
  const sumOf = (k: 'amount' | 'taxAmount' | 'totalAmount') => sumMoney(out.map((r) => r[k]));
  return {
    groupBy,
    monthFrom: from,
    monthTo: to,
    rows: out,
    total: {
      count: out.reduce((n, r) => n + r.count, 0),
      amount: sumOf('amount'),
      taxAmount: sumOf('taxAmount'),
      totalAmount: sumOf('totalAmount'),
    },
  };
}
