import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../server/support/helpers';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { expectUnchanged, fingerprint } from './support/data-snapshot';
import {
  attack,
  expectRefused,
  expectRefusedOrNeutral,
  expectSafe,
  IDENTIFIER_SHAPES,
  rowsOf,
  totalOf,
  VALUE_SHAPES,
  type AttackResult,
} from './support/injection-shapes';
import { expectExportSafe } from './support/injection-online';

// The online report runtime (/online/cgreport/api/*) as the strongest caller: report parameters,
// column/order, search items and their _begin/_end, and the report key in the path, on the two
// reviewed-source reports and the seeded SQL report. The report designer's SQL: report-sql cases below.
let t: TestApp;
let token: string;

const API = '/online/cgreport/api';
interface Report {
  id: string;
  /** Declared parameters (self_<name>). */
  params: string[];
  /** Single-mode search items, and group-mode ones (read as <name>_begin / <name>_end). */
  single: string[];
  group: string[];
  /** Whether an unknown sort column is refused (reviewed sources) or ignored (SQL reports). */
  refusesColumn: boolean;
  total: number;
  /** The row keys of the unfiltered answer. */
  keys: Set<string>;
}
const REPORTS: Report[] = [
  {
    id: '1800000000000000701',
    params: ['status', 'sex'],
    single: ['username', 'realname', 'sex', 'phone'],
    group: ['birthday'],
    refusesColumn: true,
    total: 0,
    keys: new Set(),
  },
  {
    id: '1800000000000000702',
    params: ['orgCategory', 'parentId'],
    single: ['departName', 'orgCode', 'orgCategory'],
    group: ['departOrder'],
    refusesColumn: true,
    total: 0,
    keys: new Set(),
  },
  {
    id: '1800000000000000703',
    params: ['orgCategory'],
    single: ['depart_name', 'org_code'],
    group: [],
    refusesColumn: false,
    total: 0,
    keys: new Set(),
  },
];
const DATA_ROUTES = ['getData', 'getColumnsAndData'] as const;

/** The page of either answer (getColumnsAndData nests it under `data`). */
function pageOf(route: string, result: unknown): unknown {
  return route === 'getColumnsAndData' ? (result as { data?: unknown } | null)?.data : result;
}

/**
 * A value read as nothing more than a value: at most the unfiltered rows (a dictionary item splits
 * `a,b,1` into values, so a shape with commas may match a few) and never a column the report lacks.
 */
const emptyOrAll = (report: Report, route: string) => (r: AttackResult) =>
  expectRefusedOrNeutral(r, (b) => {
    const page = pageOf(route, b.result);
    const keys = rowsOf(page).flatMap((row) => Object.keys(row as object));
    return totalOf(page) <= report.total && keys.every((k) => report.keys.has(k));
  });

const run = (route: string, report: Report, query: Record<string, string>, label: string) =>
  attack(t.app, 'GET', `${API}/${route}/${report.id}`, { token, query, label: `${route} ${label}` });

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
  for (const report of REPORTS) {
    const base = await run('getData', report, {}, `${report.id} baseline`);
    expect(base.body.success, base.body.message).toBe(true);
    report.total = totalOf(base.body.result);
    report.keys = new Set(rowsOf(base.body.result).flatMap((row) => Object.keys(row as object)));
    // A report without rows would make "empty" and "everything" the same answer.
    expect(report.total, report.id).toBeGreaterThan(0);
  }
});
afterAll(() => t.close());

describe('SQL injection through the online report runtime', () => {
  it('refuses every shape as a sort column on reviewed sources and ignores it on SQL reports', async () => {
    const before = await fingerprint(t.db);
    for (const route of DATA_ROUTES) {
      for (const report of REPORTS) {
        // Both routes read through reportData: the full corpus once, one shape per trick on the other.
        for (const shape of route === 'getData' ? IDENTIFIER_SHAPES : VALUE_SHAPES) {
          const r = await run(route, report, { column: shape.value, order: 'desc' }, `column=${shape.name}`);
          if (report.refusesColumn) expectRefused(r, /^(请注意，将要排序的列字段不存在：|请求参数不正确)/);
          else emptyOrAll(report, route)(r);
        }
        for (const shape of VALUE_SHAPES) {
          const column = report.single[0] ?? '';
          const r = await run(route, report, { column, order: shape.value }, `order=${shape.name}`);
          emptyOrAll(report, route)(r);
        }
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'column/order');
  });

  it('binds every shape as a declared parameter and refuses it as a parameter name', async () => {
    const before = await fingerprint(t.db);
    for (const route of DATA_ROUTES) {
      for (const report of REPORTS) {
        for (const name of report.params) {
          for (const shape of VALUE_SHAPES) {
            const r = await run(
              route,
              report,
              { [`self_${name}`]: shape.value },
              `self_${name}=${shape.name}`,
            );
            emptyOrAll(report, route)(r);
          }
        }
        for (const shape of IDENTIFIER_SHAPES) {
          const r = await run(route, report, { [`self_${shape.value}`]: '1' }, `self_<${shape.name}>`);
          expectRefused(r, /^(报表参数不存在：|请求参数不正确)/);
        }
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'self_ parameters');
  });

  it('binds every shape as a search value, a wildcard and a range bound', async () => {
    const before = await fingerprint(t.db);
    for (const route of DATA_ROUTES) {
      for (const report of REPORTS) {
        for (const shape of VALUE_SHAPES) {
          for (const item of report.single) {
            // Wildcards take the LIKE path: once per report (the first item) is enough.
            const wildcards =
              route === 'getData' && item === report.single[0] ? [`*${shape.value}*`, `${shape.value}*`] : [];
            for (const value of [shape.value, ...wildcards]) {
              const r = await run(
                route,
                report,
                { [item]: value },
                `${item}=${shape.name} (${value.length})`,
              );
              emptyOrAll(report, route)(r);
            }
          }
          for (const item of report.group) {
            for (const suffix of ['_begin', '_end']) {
              const r = await run(
                route,
                report,
                { [`${item}${suffix}`]: shape.value },
                `${item}${suffix}=${shape.name}`,
              );
              emptyOrAll(report, route)(r);
            }
          }
        }
        // A shape as the name of a query key is not an item of the report: never a column.
        for (const shape of IDENTIFIER_SHAPES) {
          const r = await run(route, report, { [shape.value]: '1' }, `<${shape.name}>=1`);
          emptyOrAll(report, route)(r);
        }
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'search items');
  });

  it('reads every shape in the report key of every runtime route as an unknown report', async () => {
    const before = await fingerprint(t.db);
    const routes = ['getRpColumns', 'getQueryInfo', 'getData', 'getColumnsAndData', 'getParamsInfo'];
    for (const shape of IDENTIFIER_SHAPES) {
      const key = encodeURIComponent(shape.value);
      for (const route of routes) {
        const r = await attack(t.app, 'GET', `${API}/${route}/${key}`, {
          token,
          label: `${route}/<${shape.name}>`,
        });
        expectRefused(r, /^(实体不存在|请求参数不正确)/);
      }
      const exported = await attack(t.app, 'GET', `${API}/exportXls/${key}`, {
        token,
        label: `exportXls/<${shape.name}>`,
      });
      expectRefused(exported);
    }
    expectUnchanged(before, await fingerprint(t.db), 'report key');
  });

  it('exports with hostile column, order, parameters and search values as a file or a refusal', async () => {
    const before = await fingerprint(t.db);
    for (const report of REPORTS) {
      for (const shape of VALUE_SHAPES) {
        const query = {
          column: shape.value,
          order: shape.value,
          [`self_${report.params[0] ?? ''}`]: shape.value,
          [report.single[0] ?? '']: shape.value,
        };
        const r = await attack(t.app, 'GET', `${API}/exportXls/${report.id}`, {
          token,
          query,
          label: `exportXls ${report.id} ${shape.name}`,
        });
        expectExportSafe(r);
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'export');
  });
});

/** Report SQL that writes, locks, sleeps, copies, changes settings or reaches out (stacked or hidden). */
const WRITING_SQL: ReadonlyArray<[string, string]> = [
  ['stacked delete', 'SELECT id FROM sys_role; DELETE FROM sys_role'],
  [
    'stacked delete after comment',
    "SELECT id FROM sys_role /* ; */ ;\n-- x\nDELETE FROM sys_role WHERE '1'='1'",
  ],
  ['update', "UPDATE sys_user SET status = 2 WHERE username = 'admin'"],
  ['insert returning', "INSERT INTO sys_role (id, role_name, role_code) VALUES ('9', 'x', 'x') RETURNING id"],
  ['writing CTE', 'WITH x AS (DELETE FROM sys_role RETURNING id) SELECT id FROM x'],
  ['writing CTE tabbed', 'WITH\tx\tAS\t(DELETE\tFROM\tsys_role\tRETURNING\tid)\tSELECT\tid\tFROM\tx'],
  ['select for update', 'SELECT id FROM sys_role FOR UPDATE'],
  ['select for share', 'SELECT id FROM sys_role FOR SHARE'],
  ['select into', 'SELECT id INTO sqli_copy FROM sys_role'],
  ['pg_sleep', 'SELECT pg_sleep(5) AS x'],
  ['pg_sleep qualified quoted', 'SELECT pg_catalog."pg_sleep" (5) AS x'],
  ['copy', "COPY (SELECT id FROM sys_role) TO '/tmp/sqli'"],
  ['copy in select', "SELECT 1 AS x; COPY sys_role FROM '/tmp/sqli'"],
  ['set_config', "SELECT set_config('default_transaction_read_only', 'off', false) AS x"],
  ['set', 'SET default_transaction_read_only = off'],
  ['dblink', "SELECT * FROM dblink('dbname=postgres', 'DELETE FROM sys_role') AS t(x int)"],
  ['lo_import', "SELECT lo_import('/etc/passwd') AS x"],
  ['nextval', "SELECT nextval('sqli_seq') AS x"],
  ['do block', 'DO $$ BEGIN DELETE FROM sys_role; END $$'],
  ['call', 'CALL sqli_proc()'],
  ['secret table', 'SELECT * FROM sys_session'],
  ['password column', 'SELECT password FROM sys_user'],
  ['qualified sys_user', 'SELECT id FROM public.sys_user'],
  ['unbalanced close', 'SELECT id FROM sys_role) r; DELETE FROM sys_role; SELECT (1'],
];

/** The seeded SQL report's save body with another SQL. */
const saveBody = (code: string, sql: string, id?: string) => ({
  head: { ...(id ? { id } : {}), code, name: '注入测试', cgrSql: sql },
  items: [{ fieldName: 'x', fieldTxt: 'x', fieldType: 'String', isShow: 1 }],
  params: [],
});
const post = (path: string, body: unknown, label: string, method: 'POST' | 'PUT' = 'POST') =>
  attack(t.app, method, `/online/cgreport/head/${path}`, { token, body, label });

describe('report SQL that writes is refused or runs read-only', () => {
  it('refuses every writing shape in parseSql, add and edit with a Chinese message, changing nothing', async () => {
    const before = await fingerprint(t.db);
    const existing = REPORTS[2]?.id ?? '';
    for (const [name, sql] of WRITING_SQL) {
      expectRefused(await post('parseSql', { sql }, `parseSql ${name}`), /^报表SQL/);
      expectRefused(await post('add', saveBody(`sqli_${name.length}`, sql), `add ${name}`), /^报表SQL/);
      const edited = await post('edit', saveBody('rpt_depart_users', sql, existing), `edit ${name}`, 'PUT');
      expectRefused(edited, /^报表SQL/);
    }
    expectUnchanged(before, await fingerprint(t.db), 'report SQL');
  });

  it('runs a saved report calling a function that writes in a read-only transaction', async () => {
    // A function the static guard cannot know about: the read-only transaction stops it (the
    // report role could not write sys_user either; the table is named in full because the report's
    // search path would resolve sys_user to the cgreport_safe view, refused before the write).
    await t.db.query(
      `CREATE FUNCTION sqli_writer() RETURNS integer LANGUAGE sql VOLATILE AS
         $$ UPDATE public.sys_user SET status = 2 WHERE username = 'admin'; SELECT 1 $$`,
    );
    const sql = 'SELECT sqli_writer() AS x';
    const added = await post('add', saveBody('sqli_writer', sql), 'add writer');
    expect(added.body.success, added.body.message).toBe(true);
    const id = String(added.body.result);
    const before = await fingerprint(t.db);
    // parseSql probes with LIMIT 0 (the function is never called) inside the same read-only transaction.
    const parsed = await post('parseSql', { sql }, 'parseSql writer');
    expectSafe(parsed);
    if (!parsed.body.success) expect(parsed.body.message).toBe('报表SQL只能读取数据');
    for (const route of [...DATA_ROUTES, 'exportXls']) {
      const r = await attack(t.app, 'GET', `${API}/${route}/${id}`, { token, label: `${route} writer` });
      expectRefused(r, '报表SQL只能读取数据');
    }
    expectUnchanged(before, await fingerprint(t.db), 'writer');
  });
});
