import { one, type Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';

export const FORBIDDEN_DICT = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';

const IDENT = /^[a-z_][a-z0-9_]{0,63}$/;

/**
 * Never readable through a dictionary, whatever the registry says: a wrong registry row must not
 * expose credentials or sessions (defence in depth behind the registry itself).
 */
export const SENSITIVE_TABLES: ReadonlySet<string> = new Set([
  'sys_secret',
  'sys_session',
  'sys_captcha',
  'sys_sms_code',
  'sys_sms_quota',
  'sys_login_throttle',
  'sys_login_known_address',
  'sys_password_ticket',
  'schema_migrations',
  'sys_data_source',
]);
export const SENSITIVE_COLUMN = /^(password|salt)$|token|secret/;

export const isSafeIdentifier = (id: string): boolean => IDENT.test(id);

/** A column identifier from the registry, re-checked, and quoted for SQL. */
export function quoteIdent(id: string): string {
  if (!IDENT.test(id) || SENSITIVE_COLUMN.test(id)) throw new BizError(FORBIDDEN_DICT);
  return `"${id}"`;
}

interface RegistryRow extends Record<string, unknown> {
  table_name: string;
  text_column: string;
  code_column: string;
  soft_delete: boolean;
  pid_column: string | null;
  has_child_column: string | null;
  filter_columns: string | null;
}

/** One registered triple, its identifiers validated. Only this ever names a table or column in SQL. */
export interface DictTable {
  table: string;
  text: string;
  code: string;
  softDelete: boolean;
  /** Set when the triple is registered as a tree. */
  pid: string | null;
  hasChild: string | null;
  /** Every column a condition may filter on: text, code, pid, has-child and the listed extras. */
  filterable: ReadonlySet<string>;
}

function toDictTable(row: RegistryRow): DictTable {
  const extras = (row.filter_columns ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const columns = [row.text_column, row.code_column, row.pid_column, row.has_child_column, ...extras].filter(
    (c): c is string => typeof c === 'string' && c !== '',
  );
  if (SENSITIVE_TABLES.has(row.table_name) || !IDENT.test(row.table_name)) throw new BizError(FORBIDDEN_DICT);
  for (const c of columns) quoteIdent(c);
  return {
    table: row.table_name,
    text: row.text_column,
    code: row.code_column,
    softDelete: row.soft_delete,
    pid: row.pid_column || null,
    hasChild: row.has_child_column || null,
    filterable: new Set(columns),
  };
}

/**
 * The registry row of `table,text,code`, or the security-rule refusal. Names are matched
 * case-insensitively (JeecgBoot on MySQL is), and must be plain identifiers before any lookup.
 */
export async function findDictTable(db: Db, table: string, text: string, code: string): Promise<DictTable> {
  const names = [table, text, code].map((p) => p.trim().toLowerCase());
  if (!names.every((n) => IDENT.test(n))) throw new BizError(FORBIDDEN_DICT);
  const row = await one<RegistryRow>(
    db,
    `SELECT table_name, text_column, code_column, soft_delete, pid_column, has_child_column, filter_columns
       FROM sys_dict_table_registry WHERE table_name = $1 AND text_column = $2 AND code_column = $3`,
    names,
  );
  if (!row) throw new BizError(FORBIDDEN_DICT);
  return toDictTable(row);
}

/** `table,text,code[,condition]` split into its parts (the format error of CONTRACT §4.3). */
export function splitDictCode(
  dictCode: string,
  maxParts: 3 | 4 = 4,
): { table: string; text: string; code: string; condition: string | undefined } {
  const parts = dictCode.split(',');
  if (parts.length < 3 || parts.length > maxParts) throw new BizError('字典Code格式不正确！');
  const [table = '', text = '', code = '', condition] = parts;
  return { table, text, code, condition };
}
