import { describe, expect, it } from 'vitest';
import { checkReportSql, compileReportSql, ReportSqlError } from '../../../server/lib/report-sql/guard';

const own = { ownDatabase: true };
const external = { ownDatabase: false };

function refusal(sql: string, opts = own): string {
  try {
    checkReportSql(sql, opts);
  } catch (err) {
    if (err instanceof ReportSqlError) return err.message;
    throw err;
  }
  return '';
}

/** Compiles with $1, $2 … handed out per distinct name, returning the SQL and the names in order. */
function compile(sql: string, opts = own): { sql: string; names: string[] } {
  const names: string[] = [];
  const text = compileReportSql(checkReportSql(sql, opts), (name) => {
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { sql: text, names };
}

describe('report SQL guard: allowed statements', () => {
  it.each([
    'SELECT 1 AS a',
    'select * from sys_depart',
    'WITH x AS (SELECT id FROM sys_depart) SELECT * FROM x',
    '(SELECT 1 AS a) UNION ALL (SELECT 2)',
    'SELECT 1 AS a;',
    'SELECT 1 AS a ; -- trailing comment',
    "SELECT 'delete; drop table x' AS note",
    'SELECT "update" FROM (SELECT 1 AS "update") t',
    'SELECT 1 /* insert into x; */ AS a',
    'SELECT $$ copy; do $$ AS a',
    "SELECT E'it\\'s; delete' AS a",
    'SELECT update_time, created_into FROM sys_depart',
    'SELECT lo_price FROM (SELECT 1 AS lo_price) t',
    'SELECT \')\' AS a, "(" FROM (SELECT 1 AS "(") t',
  ])('allows %s', (sql) => {
    expect(refusal(sql)).toBe('');
  });
});

describe('report SQL guard: refused statements', () => {
  it.each([
    ['', '请填写报表SQL'],
    ['DELETE FROM sys_user', '报表SQL只能是一条 SELECT 查询（或 WITH … SELECT）'],
    ['TABLE sys_depart', '报表SQL只能是一条 SELECT 查询（或 WITH … SELECT）'],
    ['"select" 1', '报表SQL只能是一条 SELECT 查询（或 WITH … SELECT）'],
    ['SELECT 1; SELECT 2', '报表SQL只能包含一条语句'],
    ['SELECT 1; -- ok\n DELETE FROM x', '报表SQL只能包含一条语句'],
    [
      'WITH d AS (DELETE FROM sys_depart RETURNING *) SELECT * FROM d',
      '报表SQL只能查询数据，不允许使用 DELETE',
    ],
    [
      'WITH d AS (UPDATE sys_depart SET memo = 1 RETURNING *) SELECT * FROM d',
      '报表SQL只能查询数据，不允许使用 UPDATE',
    ],
    ['SELECT * INTO new_table FROM sys_depart', '报表SQL只能查询数据，不允许使用 INTO'],
    ['SELECT * FROM sys_depart FOR UPDATE', '报表SQL只能查询数据，不允许使用 UPDATE'],
    ['SELECT * FROM sys_depart FOR SHARE', '报表SQL只能查询数据，不允许使用 SHARE'],
    ['SELECT pg_sleep(10)', '报表SQL不允许调用函数 pg_sleep'],
    ['SELECT pg_catalog.pg_sleep (1)', '报表SQL不允许调用函数 pg_sleep'],
    ['SELECT "pg_sleep"(1)', '报表SQL不允许调用函数 pg_sleep'],
    ["SELECT pg_sleep_for('1 s')", '报表SQL不允许调用函数 pg_sleep_for'],
    ["SELECT pg_read_file('/etc/passwd')", '报表SQL不允许调用函数 pg_read_file'],
    ['SELECT lo_import(1)', '报表SQL不允许调用函数 lo_import'],
    ["SELECT dblink('x', 'y')", '报表SQL不允许调用函数 dblink'],
    ["SELECT set_config('search_path', 'public', true)", '报表SQL不允许调用函数 set_config'],
    ['SELECT pg_terminate_backend(1)', '报表SQL不允许调用函数 pg_terminate_backend'],
    ["SELECT query_to_xml('select * from sys_secret', true, true, '')", '报表SQL不允许调用函数 query_to_xml'],
    ["SELECT nextval('s')", '报表SQL不允许调用函数 nextval'],
    ['SELECT * FROM sys_secret', '报表SQL不能读取受保护的对象：sys_secret'],
    ['SELECT * FROM "SYS_SESSION"', '报表SQL不能读取受保护的对象：sys_session'],
    ['SELECT * FROM sys_password_ticket', '报表SQL不能读取受保护的对象：sys_password_ticket'],
    ['SELECT * FROM sys_sms_code', '报表SQL不能读取受保护的对象：sys_sms_code'],
    ['SELECT * FROM sys_captcha', '报表SQL不能读取受保护的对象：sys_captcha'],
    ["SELECT most_common_vals FROM pg_stats WHERE tablename = 'x'", '报表SQL不能读取受保护的对象：pg_stats'],
    ['SELECT stavalues1 FROM pg_catalog.pg_statistic', '报表SQL不能读取受保护的对象：pg_statistic'],
    ['SELECT query FROM pg_stat_get_activity(NULL)', '报表SQL不允许调用函数 pg_stat_get_activity'],
    ['SELECT pg_stat_get_backend_activity(1)', '报表SQL不允许调用函数 pg_stat_get_backend_activity'],
    ['SELECT * FROM public.sys_user', '报表SQL不能读取受保护的对象：public'],
    ['SELECT * FROM cwxt.sys_user', '报表SQL中的 sys_user 不能带模式名'],
    ['SELECT password FROM sys_user', '报表SQL不能读取密码或盐值列：password'],
    ['SELECT u."salt" FROM sys_user u', '报表SQL不能读取密码或盐值列：salt'],
    ["SELECT 'x' AS a FROM x WHERE y = U&'\\0041'", 'SQL中不允许使用 U& 转义写法'],
    ["SELECT 'unterminated", 'SQL中的字符串引号没有闭合'],
    ['SELECT 1 /* open', 'SQL中的注释没有闭合'],
    ['SELECT 1 AS a) r, (SELECT 2', '报表SQL的括号不匹配'],
    ['SELECT (1 AS a', '报表SQL的括号不匹配'],
    ['SELECT $1', 'SQL中不能直接写 $1 这样的参数，请用 ${参数名}'],
    ['SELECT ${1bad}', '参数占位符格式不正确，应为 ${参数名}（字母、数字、下划线）'],
  ])('refuses %s', (sql, message) => {
    expect(refusal(sql)).toBe(message);
  });

  it('applies the secret-table rule only to the own database', () => {
    expect(refusal('SELECT password FROM app_user', external)).toBe('');
    expect(refusal('SELECT pg_sleep(1)', external)).toBe('报表SQL不允许调用函数 pg_sleep');
  });

  it('sees through nested comments and quotes', () => {
    expect(refusal('SELECT 1 /* a /* nested */ still comment; delete */ AS a')).toBe('');
    expect(refusal("SELECT 'it''s' AS a; DELETE FROM x")).toBe('报表SQL只能包含一条语句');
    expect(refusal('SELECT "a""; delete" FROM t')).toBe('');
  });
});

describe('report SQL placeholders', () => {
  it('turns ${name} into one bound parameter per name, never splicing a value', () => {
    const { sql, names } = compile('SELECT * FROM t WHERE a = ${x} AND (b = ${y} OR c = ${x})');
    expect(sql).toBe('SELECT * FROM t WHERE a = $1 AND (b = $2 OR c = $1)');
    expect(names).toEqual(['x', 'y']);
    expect(checkReportSql('SELECT ${b}, ${a}, ${b}', own).params).toEqual(['b', 'a']);
  });

  it("binds JeecgBoot's quoted '${x}' as the bare parameter and '%${x}%' as a concatenation", () => {
    expect(compile("SELECT * FROM t WHERE a = '${x}'").sql).toBe('SELECT * FROM t WHERE a = $1');
    expect(compile("SELECT * FROM t WHERE a LIKE '%${x}%'").sql).toBe(
      "SELECT * FROM t WHERE a LIKE ('%'::text || $1::text || '%'::text)",
    );
  });

  it('leaves placeholders in comments, E-strings and dollar quotes alone and drops comments', () => {
    const { sql, names } = compile("SELECT E'${x}' AS a, $q$${y}$q$ AS b -- ${z}\n");
    expect(names).toEqual([]);
    expect(sql).toBe("SELECT E'${x}' AS a, $q$${y}$q$ AS b");
  });

  it('removes the trailing semicolon', () => {
    expect(compile('SELECT 1 AS a ;').sql).toBe('SELECT 1 AS a');
  });
});
