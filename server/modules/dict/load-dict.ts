import type { DictItem } from '../../../src/shared/domain/contract/dict';
import type { Db } from '../../db/db';
import { escapeLike } from '../../lib/list-query/condition';
import { BizError } from '../../plugins/envelope';
import type { DictCaller } from './dict-scope';
import { FORBIDDEN_DICT } from './registry';
import { resolveTableDict, TABLE_DICT_MAX_ROWS, toDictItem, whereSql } from './table-dict';

export const DICT_CODE_EMPTY = '字典Code不能为空!';
/** `pageSize` asks for the first page only, never more than this (async search pages are 10). */
export const LOAD_DICT_MAX_PAGE = 100;

function requireCode(dictCode: string | undefined): string {
  const code = (dictCode ?? '').trim();
  if (!code) throw new BizError(DICT_CODE_EMPTY);
  return code;
}

interface Keyword {
  search: string;
  orderBy: { column: string; desc: boolean } | null;
}

/** `keyword[orderby:field,asc|desc]`: the suffix is split off; anything else is search text. */
export function parseKeyword(raw: string | undefined): Keyword {
  const keyword = raw ?? '';
  const m = /^([\s\S]*)\[orderby:([^,\]]*),([^\]]*)\]$/.exec(keyword);
  if (!m) return { search: keyword.trim(), orderBy: null };
  const direction = (m[3] ?? '').trim().toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw new BizError(FORBIDDEN_DICT);
  return {
    search: (m[1] ?? '').trim(),
    orderBy: { column: (m[2] ?? '').trim().toLowerCase(), desc: direction === 'desc' },
  };
}

export interface LoadDictParams {
  keyword?: string;
  /** Digits only (route schema); absent = every row up to TABLE_DICT_MAX_ROWS. */
  pageSize?: string;
}

/**
 * GET /sys/dict/loadDict/{dictCode}: a registered table dictionary searched by keyword
 * (comma list = exact IN on text or code, else a case-insensitive contains on either), ordered
 * by value or by the `[orderby:…]` suffix on the triple's own text/code column.
 */
export async function loadDict(
  db: Db,
  dictCode: string | undefined,
  params: LoadDictParams,
  caller: DictCaller,
): Promise<DictItem[]> {
  const q = await resolveTableDict(db, requireCode(dictCode), caller);
  const { search, orderBy } = parseKeyword(params.keyword);
  if (search.includes(',')) {
    const list = q.p.add(
      search
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    );
    q.where.push(`(${q.textSql}::text = ANY(${list}::text[]) OR ${q.codeSql}::text = ANY(${list}::text[]))`);
  } else if (search) {
    const like = q.p.add(`%${escapeLike(search)}%`);
    q.where.push(
      `(${q.textSql}::text ILIKE ${like} ESCAPE '\\' OR ${q.codeSql}::text ILIKE ${like} ESCAPE '\\')`,
    );
  }
  let order = '2';
  if (orderBy) {
    if (orderBy.column !== q.t.text && orderBy.column !== q.t.code) throw new BizError(FORBIDDEN_DICT);
    order = `${orderBy.column === q.t.text ? 1 : 2} ${orderBy.desc ? 'DESC' : 'ASC'}, 2`;
  }
  const size = params.pageSize ? Number(params.pageSize) : NaN;
  const limit = Number.isInteger(size)
    ? Math.min(Math.max(size, 1), LOAD_DICT_MAX_PAGE)
    : TABLE_DICT_MAX_ROWS;
  const rows = await db.query<{ text: string | null; value: string | null }>(
    `SELECT ${q.textSql}::text AS text, ${q.codeSql}::text AS value FROM "${q.t.table}" d
     ${whereSql(q.where)} ORDER BY ${order} LIMIT ${limit}`,
    q.p.values,
  );
  return rows.map(toDictItem);
}

/**
 * GET /sys/dict/loadDictOrderByValue/{dictCode}: the items matching `keyword` (usually the
 * selected values) first, then the first page without them.
 */
export async function loadDictOrderByValue(
  db: Db,
  dictCode: string | undefined,
  params: LoadDictParams,
  caller: DictCaller,
): Promise<DictItem[]> {
  if (!(params.keyword ?? '').trim()) throw new BizError('参数keyword不能为空');
  const first = await loadDict(db, dictCode, { pageSize: params.pageSize }, caller);
  const matched = await loadDict(db, dictCode, params, caller);
  const seen = new Set(matched.map((i) => i.value));
  return [...matched, ...first.filter((i) => !seen.has(i.value))];
}

const splitKeys = (key: string | undefined): string[] =>
  (key ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/** value → text of the given keys: sys_dict_item for plain codes, the registry for table codes. */
async function textsByValue(
  db: Db,
  code: string,
  keys: string[],
  caller: DictCaller,
  maxParts: 3 | 4,
): Promise<Map<string, string>> {
  const byValue = new Map<string, string>();
  if (keys.length === 0) return byValue;
  let rows: Array<{ text: string | null; value: string | null }>;
  if (!code.includes(',')) {
    rows = await db.query(
      `SELECT i.item_text AS text, i.item_value AS value FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
        WHERE d.dict_code = $1 AND d.del_flag = 0 AND i.item_value = ANY($2::text[]) ORDER BY i.sort_order, i.id`,
      [code, keys],
    );
  } else {
    const q = await resolveTableDict(db, code, caller, maxParts);
    q.where.push(`${q.codeSql}::text = ANY(${q.p.add(keys)}::text[])`);
    rows = await db.query(
      `SELECT ${q.textSql}::text AS text, ${q.codeSql}::text AS value FROM "${q.t.table}" d
       ${whereSql(q.where)} ORDER BY 2 LIMIT ${TABLE_DICT_MAX_ROWS}`,
      q.p.values,
    );
  }
  for (const r of rows) if (r.value !== null && !byValue.has(r.value)) byValue.set(r.value, r.text ?? '');
  return byValue;
}

/**
 * GET /sys/dict/loadDictItem/{dictCode}: the texts of `key` (comma list) in key order; unknown
 * keys are dropped, or given back as themselves when delNotExist is false.
 */
export async function loadDictItem(
  db: Db,
  dictCode: string | undefined,
  params: { key?: string; delNotExist?: string },
  caller: DictCaller,
): Promise<string[]> {
  const code = requireCode(dictCode);
  const keys = splitKeys(params.key);
  const keep = (params.delNotExist ?? '').trim().toLowerCase() === 'false';
  const byValue = await textsByValue(db, code, keys, caller, 3);
  return keys.flatMap((k) => {
    const text = byValue.get(k);
    if (text !== undefined) return [text];
    return keep ? [k] : [];
  });
}

/** GET /sys/dict/getDictText/{dictCode}/{key}: one text, null when the key is unknown. */
export async function getDictText(
  db: Db,
  dictCode: string | undefined,
  key: string | undefined,
  caller: DictCaller,
): Promise<string | null> {
  const code = requireCode(dictCode);
  const k = (key ?? '').trim();
  const byValue = await textsByValue(db, code, k ? [k] : [], caller, 4);
  return byValue.get(k) ?? null;
}
