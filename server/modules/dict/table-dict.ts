import type { DictItem } from '../../../src/shared/domain/contract/dict';
import type { Db } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { scopeConditions, withVariables, type DictCaller } from './dict-scope';
import { FORBIDDEN_DICT, findDictTable, quoteIdent, splitDictCode, type DictTable } from './registry';

export { FORBIDDEN_DICT } from './registry';

/** Rows of a table dictionary never exceed this (CONTRACT §4.3 "all rows", bounded). */
export const TABLE_DICT_MAX_ROWS = 5000;

/** An optional 4th part: only `column=value` on the triple's own text or code column, value bound. */
function parseCondition(raw: string | undefined, t: DictTable): { column: string; value: string } | null {
  if (raw === undefined || raw.trim() === '') return null;
  const m = /^\s*([a-z_][a-z0-9_]*)\s*=\s*(?:'([^']*)'|([^'\s]*))\s*$/.exec(raw);
  const column = m?.[1];
  if (!m || !column || (column !== t.text && column !== t.code)) throw new BizError(FORBIDDEN_DICT);
  return { column, value: m[2] ?? m[3] ?? '' };
}

/** A resolved table dictionary: the registry entry plus the base WHERE of every read of it. */
export interface TableDictQuery {
  t: DictTable;
  p: SqlParams;
  where: string[];
  /** Quoted text and code columns, prefixed with the alias `d`. */
  textSql: string;
  codeSql: string;
}

/**
 * `table,text,code[,cond]` resolved only against sys_dict_table_registry, with the caller's tenant
 * scope, soft-delete filter and the bound condition. The identifiers in the SQL come from the
 * registry row (re-checked and quoted), never from the request.
 */
export async function resolveTableDict(
  db: Db,
  dictCode: string,
  caller: DictCaller,
  maxParts: 3 | 4 = 4,
): Promise<TableDictQuery> {
  const parts = splitDictCode(dictCode, maxParts);
  const t = await findDictTable(db, parts.table, parts.text, parts.code);
  const p = new SqlParams();
  const where = await scopeConditions(db, t, 'd', caller, p);
  const condition = parseCondition(parts.condition, t);
  if (condition) {
    where.push(`d.${quoteIdent(condition.column)}::text = ${p.add(withVariables(condition.value, caller))}`);
  }
  return { t, p, where, textSql: `d.${quoteIdent(t.text)}`, codeSql: `d.${quoteIdent(t.code)}` };
}

export const whereSql = (where: readonly string[]): string =>
  where.length ? `WHERE ${where.join(' AND ')}` : '';

export const toDictItem = (r: { text: string | null; value: string | null }): DictItem => ({
  value: r.value ?? '',
  text: r.text ?? '',
  title: r.text ?? '',
  label: r.text ?? '',
});

/** getDictItems for a table code: every visible row, ordered by value. */
export async function loadTableDict(
  db: Db,
  dictCode: string,
  caller: DictCaller = null,
): Promise<DictItem[]> {
  const q = await resolveTableDict(db, dictCode, caller);
  const rows = await db.query<{ text: string | null; value: string | null }>(
    `SELECT ${q.textSql}::text AS text, ${q.codeSql}::text AS value FROM "${q.t.table}" d
     ${whereSql(q.where)} ORDER BY 2 LIMIT ${TABLE_DICT_MAX_ROWS}`,
    q.p.values,
  );
  return rows.map(toDictItem);
}
