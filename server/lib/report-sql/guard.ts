// The rules of report SQL (issue 6): one SELECT (or WITH … SELECT), no statement that writes,
// locks or changes settings, no function that writes, sleeps, reads files or runs SQL from a
// string, and ${name} placeholders that only ever become bound parameters. On the own database a
// static guard also refuses the secret tables and password/salt columns. This is a static check
// over tokens; the run adds a read-only transaction, timeouts and the cgreport_safe schema.
import { SqlLexError, tokenize, type Token } from './tokenize';

export const REPORT_SQL_MAX = 20_000;

export class ReportSqlError extends Error {}

/** Statements and clauses a report never needs (checked only on unquoted words). */
const FORBIDDEN_WORDS: ReadonlySet<string> = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'truncate',
  'drop',
  'alter',
  'create',
  'grant',
  'revoke',
  'copy',
  'do',
  'call',
  'set',
  'reset',
  'lock',
  'vacuum',
  'analyze',
  'analyse',
  'cluster',
  'reindex',
  'refresh',
  'execute',
  'prepare',
  'deallocate',
  'listen',
  'unlisten',
  'notify',
  'discard',
  'checkpoint',
  'load',
  'import',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'into',
  'share',
  'security',
  'comment',
]);

/** Functions that write, sleep, lock, signal, read files or run SQL given as text. */
const FORBIDDEN_FUNCTIONS: ReadonlySet<string> = new Set([
  'set_config',
  'nextval',
  'setval',
  'currval',
  'lastval',
  'txid_current',
  'pg_current_xact_id',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'table_to_xml',
  'table_to_xmlschema',
  'table_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'schema_to_xml',
  'schema_to_xmlschema',
  'schema_to_xml_and_xmlschema',
  'database_to_xml',
  'database_to_xmlschema',
  'database_to_xml_and_xmlschema',
  'ts_stat',
  'ts_rewrite',
  'pg_export_snapshot',
  'pg_import_system_collations',
  'pg_stat_file',
  'pg_reload_conf',
]);
const FORBIDDEN_FUNCTION_PREFIXES: readonly string[] = [
  'pg_sleep',
  'pg_stat_reset',
  // pg_stat_get_activity() and the other per-backend readers behind pg_stat_activity.
  'pg_stat_get_',
  'pg_read',
  'pg_ls_',
  'pg_file',
  'pg_terminate',
  'pg_cancel',
  'pg_rotate',
  'pg_signal',
  'pg_advisory',
  'pg_try_advisory',
  'pg_notify',
  'pg_create',
  'pg_drop',
  'pg_switch',
  'pg_promote',
  'pg_replication',
  'pg_logical',
  'pg_backup',
  'pg_start_backup',
  'pg_stop_backup',
  'pg_wal_',
  'pg_log_',
  'pg_copy',
  'pg_logdir',
  'lo_',
  'dblink',
];

/** Own database only: tables holding secrets, and names that reach around cgreport_safe. */
const SECRET_TABLES: ReadonlySet<string> = new Set([
  'sys_secret',
  'sys_session',
  'sys_password_ticket',
  'sys_sms_code',
  'sys_captcha',
  'sys_data_source',
  'pg_authid',
  'pg_shadow',
  'pg_user_mapping',
  'pg_user_mappings',
  'pg_stat_activity',
  // Catalog views carrying column values (statistics): the report role sees only granted columns
  // there anyway (migration 026); refusing them here keeps the first filter honest.
  'pg_stats',
  'pg_statistic',
  'pg_stats_ext',
  'pg_stats_ext_exprs',
  'pg_largeobject',
  'public',
  'pg_temp',
  'information_schema',
]);
const isSecretColumn = (name: string) => name === 'salt' || name.includes('password');

export interface ReportSqlCheck {
  /** Distinct ${name} placeholders in order of first use. */
  params: string[];
  tokens: Token[];
}

const significant = (t: Token) => t.kind !== 'space' && t.kind !== 'comment';

function nextSignificant(tokens: Token[], index: number): Token | undefined {
  for (let i = index + 1; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (t && significant(t)) return t;
  }
  return undefined;
}

function prevSignificant(tokens: Token[], index: number): Token | undefined {
  for (let i = index - 1; i >= 0; i -= 1) {
    const t = tokens[i];
    if (t && significant(t)) return t;
  }
  return undefined;
}

function isForbiddenFunction(name: string): boolean {
  return FORBIDDEN_FUNCTIONS.has(name) || FORBIDDEN_FUNCTION_PREFIXES.some((p) => name.startsWith(p));
}

/** Checks one report SQL text; throws ReportSqlError with a Chinese message when it breaks a rule. */
export function checkReportSql(sql: string, opts: { ownDatabase: boolean }): ReportSqlCheck {
  if (!sql.trim()) throw new ReportSqlError('请填写报表SQL');
  if (sql.length > REPORT_SQL_MAX) throw new ReportSqlError(`报表SQL不能超过${REPORT_SQL_MAX}个字符`);
  let tokens: Token[];
  try {
    tokens = tokenize(sql);
  } catch (err) {
    if (err instanceof SqlLexError) throw new ReportSqlError(err.message);
    throw err;
  }
  const code = tokens.filter(significant);
  const first = code[0];
  const startsQuery =
    (first?.kind === 'punct' && first.value === '(') ||
    (first?.kind === 'word' && (first.value === 'select' || first.value === 'with'));
  if (!startsQuery) throw new ReportSqlError('报表SQL只能是一条 SELECT 查询（或 WITH … SELECT）');
  // Balanced parentheses: the SQL is wrapped as SELECT * FROM (<sql>) r, and must not close it early.
  let depth = 0;
  for (const t of code) {
    if (t.kind !== 'punct') continue;
    if (t.value === '(') depth += 1;
    if (t.value === ')') depth -= 1;
    if (depth < 0) break;
  }
  if (depth !== 0) throw new ReportSqlError('报表SQL的括号不匹配');
  const params: string[] = [];
  const seen = new Set<string>();
  const addParam = (name: string) => {
    if (!seen.has(name)) {
      seen.add(name);
      params.push(name);
    }
  };
  tokens.forEach((t, index) => {
    if (t.kind === 'punct' && t.value === ';') {
      // Only a trailing semicolon: anything significant after it would be a second statement.
      if (tokens.slice(index + 1).some(significant)) throw new ReportSqlError('报表SQL只能包含一条语句');
      return;
    }
    if (t.kind === 'placeholder') addParam(t.value);
    if (t.kind === 'string') for (const part of t.parts ?? []) if ('param' in part) addParam(part.param);
    if (t.kind !== 'word' && t.kind !== 'ident') return;
    const name = t.kind === 'word' ? t.value : t.value.toLowerCase();
    if (t.kind === 'word' && FORBIDDEN_WORDS.has(name))
      throw new ReportSqlError(`报表SQL只能查询数据，不允许使用 ${name.toUpperCase()}`);
    if (isForbiddenFunction(name) && nextSignificant(tokens, index)?.value === '(')
      throw new ReportSqlError(`报表SQL不允许调用函数 ${name}`);
    if (!opts.ownDatabase) return;
    if (SECRET_TABLES.has(name)) throw new ReportSqlError(`报表SQL不能读取受保护的对象：${name}`);
    if (isSecretColumn(name)) throw new ReportSqlError(`报表SQL不能读取密码或盐值列：${name}`);
    // sys_user resolves to the cgreport_safe view only when written unqualified.
    if (name === 'sys_user' && prevSignificant(tokens, index)?.value === '.')
      throw new ReportSqlError('报表SQL中的 sys_user 不能带模式名');
  });
  return { params, tokens };
}

/**
 * The checked SQL with every ${name} replaced by the placeholder `bind(name)` returns (the same
 * one for each use of a name), comments dropped and the trailing semicolon removed. A literal that
 * is exactly '${name}' becomes the bare parameter (JeecgBoot quotes its placeholders); one with
 * text around it becomes a concatenation. Values are never spliced.
 */
export function compileReportSql(check: ReportSqlCheck, bind: (name: string) => string): string {
  let out = '';
  for (const t of check.tokens) {
    if (t.kind === 'comment') out += ' ';
    else if (t.kind === 'punct' && t.value === ';') out += ' ';
    else if (t.kind === 'placeholder') out += bind(t.value);
    else if (t.kind === 'string' && t.parts?.some((p) => 'param' in p)) {
      const parts = t.parts;
      const only = parts.length === 1 ? parts[0] : undefined;
      if (only && 'param' in only) out += bind(only.param);
      else
        out += `(${parts
          .map((p) => ('param' in p ? `${bind(p.param)}::text` : `'${p.text}'::text`))
          .join(' || ')})`;
    } else out += t.raw;
  }
  return out.trim();
}
