import type { DictItem } from '../../../src/shared/domain/contract/dict';
import { one, type Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';

export const FORBIDDEN_DICT = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';
const IDENT = /^[a-z_][a-z0-9_]{0,63}$/;

interface RegistryRow extends Record<string, unknown> {
  table_name: string;
  text_column: string;
  code_column: string;
  soft_delete: boolean;
}

/** An optional 4th part: only `column=value` on the triple's own text or code column, value bound. */
function parseCondition(raw: string | undefined, row: RegistryRow): { column: string; value: string } | null {
  if (raw === undefined || raw.trim() === '') return null;
  const m = /^\s*([a-z_][a-z0-9_]*)\s*=\s*(?:'([^']*)'|([^'\s]*))\s*$/.exec(raw);
  const column = m?.[1];
  if (!m || !column || (column !== row.text_column && column !== row.code_column))
    throw new BizError(FORBIDDEN_DICT);
  return { column, value: m[2] ?? m[3] ?? '' };
}

/**
 * `table,text,code[,cond]` resolved only against sys_dict_table_registry. The identifiers in the
 * SQL come from the registry row (and are re-checked and quoted), never from the request.
 */
export async function loadTableDict(db: Db, dictCode: string): Promise<DictItem[]> {
  const parts = dictCode.split(',');
  if (parts.length < 3 || parts.length > 4) throw new BizError('字典Code格式不正确！');
  const [table, text, code] = parts.slice(0, 3).map((p) => p.trim().toLowerCase()) as [
    string,
    string,
    string,
  ];
  if (![table, text, code].every((id) => IDENT.test(id))) throw new BizError(FORBIDDEN_DICT);
  const row = await one<RegistryRow>(
    db,
    'SELECT * FROM sys_dict_table_registry WHERE table_name = $1 AND text_column = $2 AND code_column = $3',
    [table, text, code],
  );
  if (!row || ![row.table_name, row.text_column, row.code_column].every((id) => IDENT.test(id))) {
    throw new BizError(FORBIDDEN_DICT);
  }
  const condition = parseCondition(parts[3], row);
  const where: string[] = [];
  const params: string[] = [];
  if (row.soft_delete) where.push(`del_flag::text = '0'`);
  if (condition) {
    params.push(condition.value);
    where.push(`"${condition.column}"::text = $1`);
  }
  const rows = await db.query<{ text: string | null; value: string | null }>(
    `SELECT "${row.text_column}"::text AS text, "${row.code_column}"::text AS value FROM "${row.table_name}"
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY 2 LIMIT 5000`,
    params,
  );
  return rows.map((r) => ({
    value: r.value ?? '',
    text: r.text ?? '',
    title: r.text ?? '',
    label: r.text ?? '',
  }));
}
