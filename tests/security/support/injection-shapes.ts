import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { MESSAGES } from '../../../server/plugins/envelope';
import type { Envelope } from '../../server/support/helpers';
import { API } from '../../server/support/test-app';

/**
 * The SQL-injection shapes that beat JeecgBoot's keyword blacklists (SqlInjectionUtil lower-cases,
 * strips `/* … *\/` and looks for `select ` with a trailing space, so comments with newlines, TABs,
 * a keyword glued to a parenthesis, quoted table names or other engines' functions slip through).
 * Every shape names the trick it plays, so a failing assertion says which one got in.
 */
export interface Shape {
  name: string;
  value: string;
}

const LONG = 'a'.repeat(6000);

export const SQLI_SHAPES: readonly Shape[] = [
  // Classic tautologies and quote breaking.
  { name: 'quote tautology', value: "' or '1'='1" },
  { name: 'numeric tautology', value: '1 or 1=1' },
  { name: 'paren break', value: 'id) or (1=1' },
  { name: 'comment tail', value: "admin'--" },
  // Comments with newlines (the blacklist strips /* */ only on one line).
  { name: 'block comment newline', value: 'id/*\n*/union/*\n*/select/*\n*/password/*\n*/from/*\n*/sys_user' },
  { name: 'line comment newline', value: 'id--\nunion select password from sys_user' },
  { name: 'hash comment newline', value: 'id#\n,(select password from sys_user limit 1)' },
  { name: 'empty comment glue', value: 'id/**/desc,/**/password' },
  // TABs and other whitespace instead of the blacklist's trailing space.
  { name: 'tab separated', value: 'id\tunion\tselect\tpassword\tfrom\tsys_user' },
  { name: 'vertical tab', value: 'id\u000bunion\u000bselect\u000bpassword\u000bfrom\u000bsys_user' },
  { name: 'no-break space', value: 'id\u00a0union\u00a0select\u00a0password\u00a0from\u00a0sys_user' },
  { name: 'newline separated', value: 'id\nand\n1=1' },
  // Keyword directly before a parenthesis.
  { name: 'select(', value: 'select(password)from(sys_user)' },
  { name: 'subquery in sort', value: '(select(password)from(sys_user)limit(1))' },
  { name: 'updatexml(', value: 'updatexml(1,concat(0x7e,(select(password)from(sys_user))),1)' },
  { name: 'extractvalue(', value: 'extractvalue(1,concat(0x7e,user()))' },
  { name: 'user(', value: 'user()' },
  // Quoted or aliased table names.
  { name: 'double-quoted table', value: '"sys_user"' },
  { name: 'aliased table', value: 'sys_user as u' },
  { name: 'schema-qualified table', value: 'public.sys_user' },
  { name: 'backtick table', value: '`sys_user`' },
  { name: 'bracket table', value: '[sys_user]' },
  // Boolean-blind CASE.
  { name: 'case when', value: 'case when (1=1) then id else realname end' },
  {
    name: 'blind case subquery',
    value: "(case when (select substr(password,1,1) from sys_user limit 1)='a' then id else realname end)",
  },
  // Sleep functions of every engine (a sleep that ran would blow the 2 s budget).
  { name: 'pg_sleep', value: 'pg_sleep(5)' },
  { name: 'pg_sleep subquery', value: 'id,(select 1 from pg_sleep(5))' },
  { name: 'pg_sleep and', value: "1' and 1=(select 1 from pg_sleep(5))--" },
  { name: 'mysql sleep', value: 'sleep(5)' },
  { name: 'mysql benchmark', value: 'benchmark(10000000,md5(1))' },
  { name: 'mssql waitfor', value: "1;waitfor delay '0:0:5'--" },
  { name: 'oracle dbms_pipe', value: "dbms_pipe.receive_message(('a'),5)" },
  // Stacked queries and unions.
  { name: 'stacked drop', value: 'id;drop table sys_role' },
  { name: 'stacked drop quoted', value: "1';drop table sys_role;--" },
  { name: 'stacked update', value: "id;update sys_user set status=2 where username='admin'" },
  {
    name: 'stacked insert',
    value: "x');insert into sys_role(id,role_name,role_code) values('9','x','x');--",
  },
  { name: 'union select', value: 'id union select password,salt from sys_user' },
  { name: 'quote union all', value: "' union all select username,password from sys_user--" },
  // Encodings: double and triple URL encoding (a second decode somewhere would revive them).
  { name: 'double-encoded quote', value: 'id%2527%20or%201%3d1' },
  { name: 'double-encoded comment', value: 'id%252f%252a*/union%252f%252a*/select' },
  { name: 'triple-encoded quote', value: '%252527%2520or%25201=1' },
  // Unicode confusables (fullwidth letters, modifier apostrophe, Cyrillic i).
  { name: 'fullwidth select', value: 'ｓｅｌｅｃｔ password ＦＲＯＭ sys_user' },
  { name: 'modifier apostrophe', value: 'ʼ or 1=1--' },
  { name: 'fullwidth quote', value: '＇ or ＇1＇=＇1' },
  { name: 'cyrillic i', value: 'іd' },
  // Size and control characters.
  { name: 'very long', value: `${LONG} or 1=1` },
  { name: 'many columns', value: Array.from({ length: 400 }, (_, i) => `c${i}`).join(',') },
  { name: 'NUL byte', value: 'id\u0000;drop table sys_role' },
  { name: 'NUL suffix', value: 'sys_user\u0000' },
];

/** Column names that must never be sortable, filterable or reachable, whatever the syntax. */
export const SENSITIVE_NAME_SHAPES: readonly Shape[] = [
  { name: 'password column', value: 'password' },
  { name: 'salt column', value: 'salt' },
  { name: 'qualified password', value: 'u.password' },
  { name: 'quoted password', value: '"password"' },
  { name: 'password with sort', value: 'password desc' },
];

export const IDENTIFIER_SHAPES: readonly Shape[] = [...SQLI_SHAPES, ...SENSITIVE_NAME_SHAPES];

/**
 * One shape per trick, for parameters that are read as a value or a keyword only (never pasted):
 * the full corpus on each of them would cost time without testing anything new.
 */
export const VALUE_SHAPES: readonly Shape[] = SQLI_SHAPES.filter((s) =>
  [
    'quote tautology',
    'block comment newline',
    'tab separated',
    'select(',
    'double-quoted table',
    'blind case subquery',
    'pg_sleep and',
    'mysql benchmark',
    'mssql waitfor',
    'oracle dbms_pipe',
    'stacked drop quoted',
    'quote union all',
    'double-encoded quote',
    'fullwidth quote',
    'very long',
    'NUL byte',
  ].includes(s.name),
);

/** The refusal of a value longer than the route schema allows. */
export const TOO_LONG = /^请求参数不正确/;

/** A budget no request may exceed: any of the sleep shapes that ran would take 5 s. */
export const TIME_BUDGET_MS = 2000;

export interface AttackResult {
  status: number;
  body: Envelope;
  raw: string;
  ms: number;
  label: string;
}

/** One timed request; `query` values are URL-encoded once, `rawQuery` is sent exactly as given. */
export async function attack(
  app: FastifyInstance,
  method: InjectOptions['method'],
  path: string,
  opts: { token: string; query?: Record<string, string>; rawQuery?: string; body?: unknown; label: string },
): Promise<AttackResult> {
  const qs = opts.rawQuery ?? (opts.query ? new URLSearchParams(opts.query).toString() : '');
  const started = performance.now();
  const res = await app.inject({
    method,
    url: `${API}${path}${qs ? `?${qs}` : ''}`,
    headers: { 'x-access-token': opts.token },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  const ms = performance.now() - started;
  let body: Envelope;
  try {
    body = res.json() as Envelope;
  } catch {
    body = { success: false, message: '', code: res.statusCode, result: null, timestamp: 0 };
  }
  return { status: res.statusCode, body, raw: res.body, ms, label: opts.label };
}

/** Text that only a database error, a stack or a server path would put into a body. */
const LEAK =
  /syntax error|does not exist|invalid input syntax|unterminated|SQLSTATE|invalid byte sequence|at [\w$.<>]+ \(|node_modules|\/server\/|\.ts:\d+|\berror: /i;

const CHINESE = /[\u4e00-\u9fff]/;

/**
 * What every answer to an attack must satisfy: no 5xx, no generic "unexpected exception" answer
 * (the error handler's fallback: an injected value reached the database and broke a statement), no
 * database text, stack or path, and an answer well inside the time budget.
 */
export function expectSafe(r: AttackResult): void {
  expect(r.status, `${r.label}: status`).toBeLessThan(500);
  expect(r.body.message, `${r.label}: unexpected exception`).not.toBe(MESSAGES.generic);
  expect(r.raw, `${r.label}: leaked internals`).not.toMatch(LEAK);
  expect(r.ms, `${r.label}: took ${Math.round(r.ms)} ms`).toBeLessThan(TIME_BUDGET_MS);
}

/** A refusal: success false with a Chinese message (validation or a business rule). */
export function isRefusal(r: AttackResult): boolean {
  // 414: the router refuses a path segment over its length limit before any handler runs.
  if (r.status === 414) return true;
  return r.body.success === false && CHINESE.test(r.body.message);
}

/** Safe and refused; `message` pins the exact text when the handler has one. */
export function expectRefused(r: AttackResult, message?: string | RegExp): void {
  expectSafe(r);
  if (r.status === 414 && !message) return;
  expect(r.body.success, `${r.label}: accepted (${r.body.message})`).toBe(false);
  expect(r.body.message, `${r.label}: message`).toMatch(CHINESE);
  if (typeof message === 'string') expect(r.body.message, r.label).toBe(message);
  else if (message) expect(r.body.message, r.label).toMatch(message);
}

/** Safe and either refused or answered with what `neutral` accepts (an empty or unchanged result). */
export function expectRefusedOrNeutral(r: AttackResult, neutral: (body: Envelope) => boolean): void {
  expectSafe(r);
  if (isRefusal(r)) return;
  expect(r.body.success, `${r.label}: ${r.body.message}`).toBe(true);
  expect(neutral(r.body), `${r.label}: non-neutral result ${r.raw.slice(0, 300)}`).toBe(true);
}

/** Rows of a list answer, whether paged (`records`) or a plain array. */
export function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records))
    return (result as { records: unknown[] }).records;
  return [];
}

/** The total of a paged answer, or the length of a plain array. */
export function totalOf(result: unknown): number {
  if (result && typeof result === 'object' && typeof (result as { total?: unknown }).total === 'number')
    return (result as { total: number }).total;
  return rowsOf(result).length;
}
