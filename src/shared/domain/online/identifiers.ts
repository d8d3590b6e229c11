import { ONLINE_MESSAGES as M } from './messages';

/**
 * Names an administrator types into the designer become PostgreSQL identifiers. They are always
 * quoted in SQL; the rules below keep quoting from changing their meaning (lower case only) and keep
 * a designed table from shadowing the application's own tables or the engine's own columns.
 */
export const ONLINE_IDENTIFIER_PATTERN = /^[a-z][a-z0-9_]{1,49}$/;
/** Index names may use PostgreSQL's full identifier length. */
export const ONLINE_INDEX_NAME_PATTERN = /^[a-z][a-z0-9_]{1,62}$/;

/** Table-name prefixes of the application and of PostgreSQL itself. */
export const ONLINE_SYSTEM_TABLE_PREFIXES = [
  'sys_',
  'biz_',
  'onl_',
  'qrtz_',
  'pg_',
  'schema_',
  'information_schema',
] as const;

/** Columns every online table has, owned by the engine: the designer cannot define or redefine them. */
export const ONLINE_SYSTEM_COLUMNS = [
  'id',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'sys_org_code',
  'tenant_id',
] as const;
/** The extra columns of a tree form (parent id and the has-children flag). */
export const ONLINE_TREE_COLUMNS = ['pid', 'has_child'] as const;
/** Reserved for every form, tree or not, so that turning a form into a tree never collides. */
export const ONLINE_RESERVED_COLUMNS: ReadonlySet<string> = new Set<string>([
  ...ONLINE_SYSTEM_COLUMNS,
  ...ONLINE_TREE_COLUMNS,
]);

/**
 * PostgreSQL's reserved key words plus the non-reserved ones that cannot be a column or type name
 * unquoted (appendix C, "reserved" and "reserved (can be function or type)" / "non-reserved (cannot
 * be function or type)"). Quoting would make them legal; refusing them keeps hand-written SQL and
 * exported DDL readable and safe.
 */
// prettier-ignore
export const POSTGRES_RESERVED_WORDS: ReadonlySet<string> = new Set([
  'all', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'authorization',
  'between', 'bigint', 'binary', 'bit', 'boolean', 'both', 'case', 'cast', 'char', 'character',
  'check', 'coalesce', 'collate', 'collation', 'column', 'concurrently', 'constraint', 'create',
  'cross', 'current_catalog', 'current_date', 'current_role', 'current_schema', 'current_time',
  'current_timestamp', 'current_user', 'dec', 'decimal', 'default', 'deferrable', 'desc',
  'distinct', 'do', 'else', 'end', 'except', 'exists', 'extract', 'false', 'fetch', 'float', 'for',
  'foreign', 'freeze', 'from', 'full', 'grant', 'greatest', 'group', 'grouping', 'having', 'ilike',
  'in', 'initially', 'inner', 'inout', 'int', 'integer', 'intersect', 'interval', 'into', 'is',
  'isnull', 'join', 'json', 'json_array', 'json_arrayagg', 'json_exists', 'json_object',
  'json_objectagg', 'json_query', 'json_scalar', 'json_serialize', 'json_table', 'json_value',
  'lateral', 'leading', 'least', 'left', 'like', 'limit', 'localtime', 'localtimestamp',
  'merge_action', 'national', 'natural', 'nchar', 'none', 'normalize', 'not', 'notnull', 'null',
  'nullif', 'numeric', 'offset', 'on', 'only', 'or', 'order', 'out', 'outer', 'overlaps', 'overlay',
  'placing', 'position', 'precision', 'primary', 'real', 'references', 'returning', 'right', 'row',
  'select', 'session_user', 'setof', 'similar', 'smallint', 'some', 'substring', 'symmetric',
  'system_user', 'table', 'tablesample', 'then', 'time', 'timestamp', 'to', 'trailing', 'treat',
  'trim', 'true', 'union', 'unique', 'user', 'using', 'values', 'varchar', 'variadic', 'verbose',
  'when', 'where', 'window', 'with', 'xmlattributes', 'xmlconcat', 'xmlelement', 'xmlexists',
  'xmlforest', 'xmlnamespaces', 'xmlparse', 'xmlpi', 'xmlroot', 'xmlserialize', 'xmltable',
  // Not key words, but the names of PostgreSQL's system columns: a user column cannot take them.
  'oid', 'tableoid', 'xmin', 'xmax', 'cmin', 'cmax', 'ctid',
]);

export function isReservedWord(name: string): boolean {
  return POSTGRES_RESERVED_WORDS.has(name);
}

export function hasSystemTablePrefix(name: string): boolean {
  return ONLINE_SYSTEM_TABLE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Why a table name is refused (undefined: acceptable). Collisions with existing tables are the server's check. */
export function tableNameError(name: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return M.tableNameRequired;
  if (!ONLINE_IDENTIFIER_PATTERN.test(name)) return M.tableNameInvalid;
  if (hasSystemTablePrefix(name)) return M.tableNameSystem(name);
  if (isReservedWord(name)) return M.tableNameReserved(name);
  return undefined;
}

/** Why a designed field name is refused (undefined: acceptable). */
export function fieldNameError(name: unknown): string | undefined {
  const shown = typeof name === 'string' ? name : '';
  if (typeof name !== 'string' || !ONLINE_IDENTIFIER_PATTERN.test(name)) return M.fieldNameInvalid(shown);
  if (ONLINE_RESERVED_COLUMNS.has(name)) return M.fieldNameSystem(name);
  if (isReservedWord(name)) return M.fieldNameReserved(name);
  return undefined;
}

/** Why an index name is refused (undefined: acceptable). */
export function indexNameError(name: unknown): string | undefined {
  const shown = typeof name === 'string' ? name : '';
  if (typeof name !== 'string' || !ONLINE_INDEX_NAME_PATTERN.test(name) || isReservedWord(name)) {
    return M.indexNameInvalid(shown);
  }
  return undefined;
}
