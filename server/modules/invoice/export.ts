// Excel exports of the ledger (发票台账) and the statistics: .xlsx with money as numbers
// (numFmt '#,##0.00', exact to the fen for display), everything else as text.
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { bizDictText } from '../../../src/shared/domain/business/dicts';
import { invoiceSchema } from '../../../src/shared/domain/resources/invoice';
import { attachmentDisposition } from '../../../src/shared/domain/widgets/excel/file-name';
import { neutraliseCell } from '../../../src/shared/domain/widgets/excel/formula';
import type { AppDeps } from '../../fastify-types';
import { EXPORT_MAX_ROWS, EXPORT_MESSAGES } from '../../lib/excel/export-run';
import type { RawQuery } from '../../lib/list-query/query-input';
import { buildListWhere } from '../../lib/list-query/run-list';
import { orderByClause } from '../../lib/list-query/order-by';
import { queryText } from '../../lib/list-query/query-input';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import { parseIds } from '../user/user-scope';
import {
  INVOICE_COUNT_FROM,
  INVOICE_FROM,
  INVOICE_SELECT,
  toInvoiceJson,
  viewTable,
  type InvoiceRow,
} from './rows';
import { invoiceStatistics, type StatsQuery } from './statistics';

type Cell = string | { money: string };
interface Sheet {
  title: string;
  header: string[];
  rows: Cell[][];
}

const MONEY_FORMAT = '#,##0.00';

async function xlsx(sheet: Sheet): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet.title);
  ws.addRow(sheet.header).font = { bold: true };
  for (const cells of sheet.rows) {
    const row = ws.addRow(cells.map((c) => (typeof c === 'string' ? neutraliseCell(c) : Number(c.money))));
    cells.forEach((c, i) => {
      if (typeof c !== 'string') row.getCell(i + 1).numFmt = MONEY_FORMAT;
    });
  }
  ws.columns.forEach((col) => {
    col.width = 16;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function sendXlsx(reply: FastifyReply, name: string, sheet: Sheet) {
  const body = await xlsx(sheet);
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', attachmentDisposition(`${name}.xlsx`))
    .send(body);
}

const LEDGER_HEADER = [
  '销售方',
  '结算月份',
  '发票类型',
  '发票代码',
  '发票号码',
  '开票日期',
  '金额(不含税)',
  '税率(%)',
  '税额',
  '价税合计',
  '购买方',
  '状态',
  '审核人',
  '审核时间',
];

/** GET /cwxt/invoice/exportXls: the ledger list's rows (filters, superQuery, sort, scope), or `selections`. */
export async function ledgerSheet(deps: AppDeps, auth: AuthContext, query: RawQuery): Promise<Sheet> {
  const { table } = await viewTable(deps.db, auth, 'ledger');
  const selections = queryText(query.selections)?.trim();
  const ids = selections ? parseIds(selections, EXPORT_MAX_ROWS) : null;
  const p = new SqlParams();
  const fixed = table.fixedWhere;
  const { where } = buildListWhere({
    ...table,
    query,
    params: p,
    fixedWhere: (q) => [...(fixed?.(q) ?? []), ...(ids ? [`i.id = ANY(${q.add(ids)}::varchar[])`] : [])],
  });
  const [count] = await deps.db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM ${INVOICE_COUNT_FROM} WHERE ${where}`,
    p.values,
  );
  if (Number(count?.total ?? 0) > EXPORT_MAX_ROWS) throw new BizError(EXPORT_MESSAGES.tooMany);
  const rows = await deps.db.query<InvoiceRow>(
    `SELECT ${INVOICE_SELECT} FROM ${INVOICE_FROM} WHERE ${where} ORDER BY ${orderByClause(invoiceSchema, 'i', query)}`,
    p.values,
  );
  return {
    title: '发票台账',
    header: LEDGER_HEADER,
    rows: rows
      .map(toInvoiceJson)
      .map((r) => [
        r.plantName ?? '',
        r.taskMonth ?? '',
        bizDictText('cwxt_invoice_type', r.invoiceType),
        r.invoiceCode,
        r.invoiceNumber,
        r.invoiceDate,
        { money: r.amount },
        r.taxRate,
        { money: r.taxAmount },
        { money: r.totalAmount },
        r.buyerName,
        bizDictText('cwxt_invoice_status', r.status),
        r.verifyBy ?? '',
        r.verifyTime ?? '',
      ]),
  };
}

const GROUP_TITLE = { month: '月份', plant: '电厂', type: '发票类型' } as const;

/** GET /cwxt/invoice/exportStatistics: the statistics table with a 合计 row. */
export async function statisticsSheet(deps: AppDeps, auth: AuthContext, q: StatsQuery): Promise<Sheet> {
  const s = await invoiceStatistics(deps, auth, q);
  return {
    title: '发票统计',
    header: [GROUP_TITLE[s.groupBy], '发票张数', '金额(不含税)', '税额', '价税合计'],
    rows: [
      ...s.rows.map((r) => [
        r.label,
        String(r.count),
        { money: r.amount },
        { money: r.taxAmount },
        { money: r.totalAmount },
      ]),
      [
        '合计',
        String(s.total.count),
        { money: s.total.amount },
        { money: s.total.taxAmount },
        { money: s.total.totalAmount },
      ],
    ],
  };
}
