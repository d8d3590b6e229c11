import type { FastifyReply } from 'fastify';
import type { DictItem } from '../../../src/shared/domain/contract/dict';
import { columnOf, type ResourceSchema } from '../../../src/shared/domain/resources/types';
import { exportColumns, type ExcelColumn } from '../../../src/shared/domain/widgets/excel/columns';
import { attachmentDisposition } from '../../../src/shared/domain/widgets/excel/file-name';
import type { Db, Row } from '../../db/db';
import type { DictService } from '../../modules/dict/service';
import { buildListWhere } from '../list-query/run-list';
import type { DataRuleCondition } from '../list-query/data-rules';
import { orderByClause } from '../list-query/order-by';
import { queryText, type RawQuery } from '../list-query/query-input';
import { SqlParams } from '../list-query/sql-params';
import { formatDate, formatDateTime } from '../time';
import { BizError } from '../../plugins/envelope';
import { buildXls } from './write-xls';

export const EXPORT_MAX_ROWS = 200_000;
const BATCH = 10_000;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const EXPORT_MESSAGES = {
  tooMany: `导出数据过多，请缩小查询范围（最多${EXPORT_MAX_ROWS}行）`,
  badSelections: '参数不正确',
} as const;

export interface ExportSource<R extends Row> {
  schema: ResourceSchema;
  alias: string;
  select: string;
  from: string;
  /** The list's query: filters, superQuery, column/order, and `selections` (comma ids). */
  query: RawQuery;
  /** The list's own fixed conditions (tenant scope, del_flag …). */
  fixedWhere: (p: SqlParams) => string[];
  dataRules: readonly DataRuleCondition[];
  /** One batch of rows → the text cells of the export columns, in order. */
  toCells(rows: R[], columns: readonly ExcelColumn[]): Promise<string[][]>;
}

/** `selections` = comma ids: only those rows (still within the list's scope). */
function selectionIds(query: RawQuery): string[] | null {
  const raw = queryText(query.selections)?.trim();
  if (!raw) return null;
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
  if (ids.length > EXPORT_MAX_ROWS || ids.some((id) => !ID_PATTERN.test(id)))
    throw new BizError(EXPORT_MESSAGES.badSelections);
  return ids;
}

/**
 * The rows an export answers: the same WHERE (filters, data rules, scope) and ORDER BY as the
 * list, without paging, read in batches.
 */
export async function exportTable<R extends Row>(
  db: Db,
  source: ExportSource<R>,
): Promise<{ header: string[]; rows: string[][] }> {
  const columns = exportColumns(source.schema);
  const ids = selectionIds(source.query);
  const p = new SqlParams();
  const { where } = buildListWhere({
    schema: source.schema,
    alias: source.alias,
    query: source.query,
    dataRules: source.dataRules,
    params: p,
    fixedWhere: (q) => [
      ...source.fixedWhere(q),
      ...(ids ? [`${source.alias}.id = ANY(${q.add(ids)}::varchar[])`] : []),
    ],
  });
  const orderBy = orderByClause(source.schema, source.alias, source.query);
  const [count] = await db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM ${source.from} WHERE ${where}`,
    p.values,
  );
  const total = Number(count?.total ?? 0);
  if (total > EXPORT_MAX_ROWS) throw new BizError(EXPORT_MESSAGES.tooMany);
  const rows: string[][] = [];
  for (let offset = 0; offset < total; offset += BATCH) {
    const q = new SqlParams(p.values);
    const batch = await db.query<R>(
      `SELECT ${source.select} FROM ${source.from} WHERE ${where} ORDER BY ${orderBy}
        LIMIT ${q.add(BATCH, 'integer')} OFFSET ${q.add(offset, 'bigint')}`,
      q.values,
    );
    rows.push(...(await source.toCells(batch, columns)));
    if (batch.length < BATCH) break;
  }
  return { header: columns.map((c) => c.title), rows };
}

/** Items of every dictionary the export columns use. */
export async function exportDicts(dicts: DictService, columns: readonly ExcelColumn[]) {
  const map = new Map<string, DictItem[]>();
  for (const c of columns) {
    const code = c.field.dictCode;
    if (code && !map.has(code)) map.set(code, await dicts.items(code));
  }
  return map;
}

/** A column's cell text: dictionary values as their text, dates formatted, others as text. */
export function cellOf(column: ExcelColumn, row: Row, dicts: ReadonlyMap<string, DictItem[]>): string {
  const raw = row[columnOf(column.field)];
  if (raw === null || raw === undefined) return '';
  switch (column.field.kind) {
    case 'dict':
    case 'switch': {
      const items = column.field.dictCode ? dicts.get(column.field.dictCode) : undefined;
      const v = String(raw);
      return items?.find((i) => i.value === v)?.text ?? v;
    }
    case 'date':
      return formatDate(raw as Date | string) ?? '';
    case 'datetime':
      return formatDateTime(raw as Date | string) ?? '';
    default:
      return raw instanceof Date ? (formatDateTime(raw) ?? '') : String(raw);
  }
}

/** Answers a real .xls (BIFF8) download named `{name}.xls`. */
export function sendXls(
  reply: FastifyReply,
  name: string,
  table: { header: string[]; rows: string[][] },
  sheetTitle: string,
) {
  const body = buildXls(sheetTitle, table.header, table.rows);
  return reply
    .header('Content-Type', 'application/vnd.ms-excel')
    .header('Content-Disposition', attachmentDisposition(`${name}.xls`))
    .header('Cache-Control', 'no-store')
    .send(body);
}
