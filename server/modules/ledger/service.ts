// 电费台账: the view biz_settlement_ledger (migration 021) read through the ledger menu's scope;
// every figure derived, money exact (numeric in SQL, strings on the wire, text cells in Excel).
import type { Page } from '../../../src/shared/domain/contract/result';
import { formatDecimal, parseDecimal } from '../../../src/shared/domain/money/decimal';
import { normalizeMoney } from '../../../src/shared/domain/money/money';
import { ledgerSchema, LEDGER_MONEY_KEYS, type LedgerRow } from '../../../src/shared/domain/resources/ledger';
import { columnOf } from '../../../src/shared/domain/resources/types';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { cellOf, exportDicts, exportTable } from '../../lib/excel/export-run';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQueryWithAggregates } from '../../lib/list-query/run-list';
import { bizScope, bizTable } from '../business/scope';
import type { ScopedTable } from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';

interface LedgerDbRow extends Row {
  id: string;
  plant_id: string;
  plant_name: string;
  settle_month: string;
  status: string;
  amount: string;
  invoiced_amount: string;
  paid_amount: string;
  unpaid_amount: string;
}

const money = (v: unknown) => normalizeMoney(v === null || v === undefined ? '0' : String(v)) ?? '0.00';
/** A sum over many rows may pass numeric(18,2)'s 16 integer digits: formatted without that limit. */
const total = (v: string | null | undefined) => formatDecimal(parseDecimal(v ?? '0', 2, 40) ?? 0n, 2);

const toLedgerJson = (r: LedgerDbRow): LedgerRow => ({
  id: r.id,
  plantId: r.plant_id,
  plantName: r.plant_name,
  settleMonth: r.settle_month,
  status: r.status,
  amount: money(r.amount),
  invoicedAmount: money(r.invoiced_amount),
  paidAmount: money(r.paid_amount),
  unpaidAmount: money(r.unpaid_amount),
});

async function ledgerTable(deps: AppDeps, auth: AuthContext): Promise<ScopedTable> {
  return bizTable(
    await bizScope(deps.db, auth, BIZ_PATHS.ledger),
    'biz_settlement_ledger',
    ledgerSchema,
    'l',
  );
}

export interface LedgerPage extends Page<LedgerRow> {
  /** Sums of the money columns over every row the query matches (not just the page). */
  totals: Record<(typeof LEDGER_MONEY_KEYS)[number], string>;
}

export async function listLedger(deps: AppDeps, auth: AuthContext, query: RawQuery): Promise<LedgerPage> {
  const table = await ledgerTable(deps, auth);
  // The sums ride in the count's statement: the same WHERE, one scan, one statement fewer.
  const { page, aggregates } = await runListQueryWithAggregates<LedgerDbRow, LedgerRow>(deps.db, {
    schema: ledgerSchema,
    alias: 'l',
    select: 'l.*',
    from: 'biz_settlement_ledger l',
    countAggregates: `SUM(l.amount)::text AS amount, SUM(l.invoiced_amount)::text AS invoiced_amount,
            SUM(l.paid_amount)::text AS paid_amount, SUM(l.unpaid_amount)::text AS unpaid_amount`,
    query,
    fixedWhere: table.fixedWhere,
    dataRules: table.dataRules,
    mapRow: toLedgerJson,
  });
  const sums = aggregates as Record<string, string | null>;
  return {
    ...page,
    totals: {
      amount: total(sums?.amount),
      invoicedAmount: total(sums?.invoiced_amount),
      paidAmount: total(sums?.paid_amount),
      unpaidAmount: total(sums?.unpaid_amount),
    },
  };
}

const MONEY_COLUMNS: ReadonlySet<string> = new Set(LEDGER_MONEY_KEYS);

export async function exportLedger(deps: AppDeps, auth: AuthContext, query: RawQuery) {
  const table = await ledgerTable(deps, auth);
  return exportTable<LedgerDbRow>(deps.db, {
    schema: ledgerSchema,
    alias: 'l',
    select: 'l.*',
    from: 'biz_settlement_ledger l',
    query,
    fixedWhere: table.fixedWhere!,
    dataRules: table.dataRules ?? [],
    toCells: async (rows, columns) => {
      const dicts = await exportDicts(deps.dicts, columns);
      return rows.map((row) =>
        columns.map((c) =>
          MONEY_COLUMNS.has(c.field.key) ? money(row[columnOf(c.field)]) : cellOf(c, row, dicts),
        ),
      );
    },
  });
}
