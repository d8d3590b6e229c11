import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/shared/domain/contract/result';
import { PERM } from '../../src/shared/domain/permission/codes';
import type {
  CgreportHeadJson,
  CgreportItemJson,
  CgreportParamJson,
  CgreportParseResult,
  CgreportSaveBody,
} from '../../src/shared/domain/resources/cgreport';
import type { RpColumnsResult } from '../../src/shared/domain/widgets/popup-report/wire';
import { DEMO_SQL_REPORT } from '../../server/db/seed/report-sql';
import { call, login } from './support/helpers';
import { newId } from '../../server/lib/ids';
import { count, ensureTenant, roleWithCodes, roleWithIds, userWithRole } from './support/identity-admin';
import { grantReportMenu } from './support/report-grants';
import { createTestApp, type TestApp } from './support/test-app';

/** Online报表配置 (issue 6): admin endpoints, the sql permission and SQL reports at run time. */

let t: TestApp;
let admin = '';
let editor = ''; // list/add/edit/delete, no sql
let plain = '';
let plainRole = '';
const BASE = '/online/cgreport';
const API = `${BASE}/api`;
type Row = Record<string, unknown>;

const item = (fieldName: string, extra: Partial<CgreportItemJson> = {}): CgreportItemJson => ({
  fieldName,
  fieldTxt: fieldName,
  fieldType: 'String',
  isShow: 1,
  isSearch: 0,
  searchMode: null,
  isOrder: 0,
  dictCode: null,
  fieldHref: null,
  isTotal: '0',
  groupTitle: null,
  orderNum: 0,
  ...extra,
});

function sqlBody(
  code: string,
  sql: string,
  items: CgreportItemJson[],
  params: CgreportParamJson[] = [],
): CgreportSaveBody {
  return { head: { code, name: `报表${code}`, cgrSql: sql, dbSource: null }, items, params };
}

async function add(body: CgreportSaveBody, token = admin) {
  return call<string>(t.app, 'POST', `${BASE}/head/add`, { token, body });
}

async function addOk(body: CgreportSaveBody): Promise<string> {
  const res = await add(body);
  expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
  return res.body.result;
}

async function data(id: string, query: Record<string, string> = {}, token = admin) {
  return call<Page<Row>>(t.app, 'GET', `${API}/getData/${id}`, { token, query });
}

const heads = (code: string) => count(t, 'SELECT 1 FROM onl_cgreport_head WHERE code = $1', [code]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  const role = await roleWithCodes(
    t,
    [PERM.cgreport.list, PERM.cgreport.add, PERM.cgreport.edit, PERM.cgreport.delete],
    'cgr_editor',
  );
  editor = (await userWithRole(t, 'cgr_editor', role)).token;
  // A role with no code: it is given the seeded report's menu by the run-time test.
  plainRole = await roleWithIds(t, [], 'cgr_plain_role');
  plain = (await userWithRole(t, 'cgr_plain', plainRole)).token;
}, 60_000);
afterAll(() => t.close());

describe('head list, queryById, items and params', () => {
  it('lists the seeded SQL report beside the reviewed-source ones and reads it back', async () => {
    const list = await call<Page<CgreportHeadJson>>(t.app, 'GET', `${BASE}/head/list`, {
      token: admin,
      query: { code: '*rpt_depart*', pageSize: '50' },
    });
    expect(list.body.success).toBe(true);
    const head = list.body.result.records.find((h) => h.code === DEMO_SQL_REPORT.code);
    expect(head).toMatchObject({ name: '部门人数统计', dbSource: null, dataSource: null });
    expect(head?.cgrSql).toContain('${orgCategory}');
    const byId = await call<CgreportHeadJson>(t.app, 'GET', `${BASE}/head/queryById`, {
      token: admin,
      query: { id: DEMO_SQL_REPORT.id },
    });
    expect(byId.body.result.code).toBe(DEMO_SQL_REPORT.code);
    const items = await call<CgreportItemJson[]>(t.app, 'GET', `${BASE}/item/listByHeadId`, {
      token: admin,
      query: { headId: DEMO_SQL_REPORT.id },
    });
    expect(items.body.result.map((i) => i.fieldName)).toEqual([
      'depart_name',
      'org_code',
      'org_category',
      'user_count',
      'id',
      'tenant_id',
    ]);
    const params = await call<CgreportParamJson[]>(t.app, 'GET', `${BASE}/param/listByHeadId`, {
      token: admin,
      query: { headId: DEMO_SQL_REPORT.id },
    });
    expect(params.body.result).toMatchObject([{ paramName: 'orgCategory', paramTxt: '机构类别' }]);
  });

  it('refuses every admin endpoint without its permission', async () => {
    for (const [method, path, query] of [
      ['GET', `${BASE}/head/list`, {}],
      ['GET', `${BASE}/head/queryById`, { id: DEMO_SQL_REPORT.id }],
      ['GET', `${BASE}/head/dbSources`, {}],
      ['GET', `${BASE}/item/listByHeadId`, { headId: DEMO_SQL_REPORT.id }],
      ['GET', `${BASE}/param/listByHeadId`, { headId: DEMO_SQL_REPORT.id }],
      ['DELETE', `${BASE}/head/delete`, { id: DEMO_SQL_REPORT.id }],
      ['DELETE', `${BASE}/head/deleteBatch`, { ids: DEMO_SQL_REPORT.id }],
    ] as const) {
      const res = await call(t.app, method, path, { token: plain, query });
      expect(res.status, path).toBe(403);
    }
    const addRes = await add(sqlBody('cgr_plain_add', 'SELECT 1 AS a', [item('a')]), plain);
    expect(addRes.status).toBe(403);
    const parse = await call(t.app, 'POST', `${BASE}/head/parseSql`, {
      token: editor,
      body: { sql: 'SELECT 1 AS a' },
    });
    expect(parse.status).toBe(403);
    expect(await heads('cgr_plain_add')).toBe(0);
    expect(await heads(DEMO_SQL_REPORT.code)).toBe(1);
  });

  it('answers the data sources for the form select (code and name only)', async () => {
    const res = await call<Array<Record<string, unknown>>>(t.app, 'GET', `${BASE}/head/dbSources`, {
      token: editor,
    });
    expect(res.body.success).toBe(true);
    expect(Array.isArray(res.body.result)).toBe(true);
  });
});

describe('parseSql', () => {
  it('answers the columns with guessed types and the ${params}', async () => {
    const res = await call<CgreportParseResult>(t.app, 'POST', `${BASE}/head/parseSql`, {
      token: admin,
      body: {
        sql: `SELECT d.depart_name AS name, d.depart_order, d.create_time, 1.5::numeric AS n, current_date AS day
                FROM sys_depart d WHERE d.org_category = '\${cat}' AND d.org_code LIKE '%\${code}%' ;`,
      },
    });
    expect(res.body).toMatchObject({ success: true });
    expect(res.body.result.fields).toEqual([
      { fieldName: 'name', fieldTxt: 'name', fieldType: 'String' },
      { fieldName: 'depart_order', fieldTxt: 'depart_order', fieldType: 'Integer' },
      { fieldName: 'create_time', fieldTxt: 'create_time', fieldType: 'Datetime' },
      { fieldName: 'n', fieldTxt: 'n', fieldType: 'BigDecimal' },
      { fieldName: 'day', fieldTxt: 'day', fieldType: 'Date' },
    ]);
    expect(res.body.result.params).toEqual(['cat', 'code']);
  });

  it('refuses writes, secrets and bad SQL with a Chinese message', async () => {
    for (const [sql, message] of [
      ['DELETE FROM sys_depart', '报表SQL只能是一条 SELECT 查询（或 WITH … SELECT）'],
      [
        'WITH x AS (DELETE FROM sys_depart RETURNING id) SELECT * FROM x',
        '报表SQL只能查询数据，不允许使用 DELETE',
      ],
      ['SELECT 1 AS a; DROP TABLE sys_depart', '报表SQL只能包含一条语句'],
      ['SELECT * FROM sys_secret', '报表SQL不能读取受保护的对象：sys_secret'],
      ['SELECT username, password FROM sys_user', '报表SQL不能读取密码或盐值列：password'],
      ['SELECT pg_sleep(10)', '报表SQL不允许调用函数 pg_sleep'],
      ['SELECT nosuchcolumn FROM sys_depart', 'SQL执行失败：'],
    ] as const) {
      const res = await call(t.app, 'POST', `${BASE}/head/parseSql`, { token: admin, body: { sql } });
      expect(res.body.success, sql).toBe(false);
      expect(res.body.message, sql).toContain(message);
    }
    expect(await count(t, 'SELECT 1 FROM sys_depart')).toBeGreaterThan(0);
  });
});

describe('add, edit and delete with the sql permission', () => {
  it('saves an SQL report only with PERM.cgreport.sql; nothing is saved otherwise', async () => {
    const refused = await add(sqlBody('cgr_no_sql', 'SELECT 1 AS a', [item('a')]), editor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有编写报表SQL的权限，请联系管理员授权');
    expect(await heads('cgr_no_sql')).toBe(0);
    // A report over a reviewed source needs no SQL permission.
    const reviewed = await add(
      {
        head: { code: 'cgr_reviewed', name: '审核源报表', dataSource: 'demo_depart' },
        items: [item('departName')],
        params: [],
      },
      editor,
    );
    expect(reviewed.body).toMatchObject({ success: true });
    expect(await heads('cgr_reviewed')).toBe(1);
  });

  it('lets the editor rename an SQL report but not change its SQL or data source', async () => {
    const id = await addOk(sqlBody('cgr_rename', 'SELECT 1 AS a', [item('a')]));
    const body = sqlBody('cgr_rename', 'SELECT 1 AS a', [item('a', { fieldTxt: '甲' })]);
    body.head = { ...body.head, id, name: '新名称' };
    const renamed = await call(t.app, 'PUT', `${BASE}/head/edit`, { token: editor, body });
    expect(renamed.body).toMatchObject({ success: true, message: '修改成功！' });
    const changed = await call(t.app, 'PUT', `${BASE}/head/edit`, {
      token: editor,
      body: { ...body, head: { ...body.head, cgrSql: 'SELECT 2 AS a' } },
    });
    expect(changed.status).toBe(403);
    const moved = await call(t.app, 'PUT', `${BASE}/head/edit`, {
      token: editor,
      body: { ...body, head: { ...body.head, dbSource: 'elsewhere' } },
    });
    expect(moved.status).toBe(403);
    const [row] = await t.db.query('SELECT name, cgr_sql, db_source FROM onl_cgreport_head WHERE id = $1', [
      id,
    ]);
    expect(row).toEqual({ name: '新名称', cgr_sql: 'SELECT 1 AS a', db_source: null });
  });

  it('refuses bad bodies with a Chinese message and saves nothing', async () => {
    for (const [body, message] of [
      [
        sqlBody('bad code!', 'SELECT 1 AS a', [item('a')]),
        '报表编码只允许字母、数字、下划线和短横线，最长100个字符',
      ],
      [sqlBody('cgr_bad1', 'SELECT 1 AS a', []), '请至少配置一个报表字段'],
      [sqlBody('cgr_bad2', 'SELECT 1 AS a', [item('a'), item('a')]), '字段名重复：a'],
      [
        sqlBody('cgr_bad3', 'UPDATE sys_user SET status = 2', [item('a')]),
        '报表SQL只能是一条 SELECT 查询（或 WITH … SELECT）',
      ],
      [
        sqlBody(
          'cgr_bad4',
          'SELECT 1 AS a',
          [item('a')],
          [{ paramName: '1x', paramTxt: null, paramValue: null, orderNum: 1 }],
        ),
        '第1个参数名只能包含字母、数字和下划线，且以字母或下划线开头',
      ],
      [{ head: { code: 'cgr_bad5', name: '无查询' }, items: [item('a')], params: [] }, '请填写报表SQL'],
      [
        {
          ...sqlBody('cgr_bad6', 'SELECT 1 AS a', [item('a')]),
          head: { code: 'cgr_bad6', name: 'x', cgrSql: 'SELECT 1 AS a', dbSource: 'no_such_source' },
        },
        '数据源不存在',
      ],
      [sqlBody(DEMO_SQL_REPORT.code, 'SELECT 1 AS a', [item('a')]), '报表编码已存在'],
    ] as const) {
      const res = await add(body as CgreportSaveBody);
      expect(res.body.success, message).toBe(false);
      expect(res.body.message).toContain(message);
    }
    expect(await count(t, "SELECT 1 FROM onl_cgreport_head WHERE code LIKE 'cgr_bad%'")).toBe(0);
    expect(await heads(DEMO_SQL_REPORT.code)).toBe(1);
  });

  it('deletes one and several reports with their items; an unknown id deletes nothing', async () => {
    const a = await addOk(sqlBody('cgr_del_a', 'SELECT 1 AS a', [item('a')]));
    const b = await addOk(sqlBody('cgr_del_b', 'SELECT 1 AS a', [item('a')]));
    const c = await addOk(sqlBody('cgr_del_c', 'SELECT 1 AS a', [item('a')]));
    const missing = await call(t.app, 'DELETE', `${BASE}/head/deleteBatch`, {
      token: editor,
      query: { ids: `${a},999` },
    });
    expect(missing.body.success).toBe(false);
    expect(await heads('cgr_del_a')).toBe(1);
    const one = await call(t.app, 'DELETE', `${BASE}/head/delete`, { token: editor, query: { id: a } });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const many = await call(t.app, 'DELETE', `${BASE}/head/deleteBatch`, {
      token: editor,
      query: { ids: `${b},${c}` },
    });
    expect(many.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(await count(t, "SELECT 1 FROM onl_cgreport_head WHERE code LIKE 'cgr_del_%'")).toBe(0);
    expect(
      await count(t, 'SELECT 1 FROM onl_cgreport_item WHERE cgrhead_id = ANY ($1::varchar[])', [[a, b, c]]),
    ).toBe(0);
  });
});

describe('SQL reports at run time', () => {
  it('serves the seeded report through the popup API (columns, query info, data, params)', async () => {
    // Without its menu the report is refused; with it, the reader sees its own tenant's departments.
    const refused = await call(t.app, 'GET', `${API}/getRpColumns/${DEMO_SQL_REPORT.code}`, { token: plain });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 510 });
    await grantReportMenu(t, plainRole, DEMO_SQL_REPORT.code);
    await ensureTenant(t, 2000, '第二租户');
    await t.db.query(
      `INSERT INTO sys_depart (id, depart_name, org_code, org_category, tenant_id) VALUES ($1, '二租户部门', 'B98', '1', 2000)`,
      [newId()],
    );
    const cols = await call<RpColumnsResult>(t.app, 'GET', `${API}/getRpColumns/${DEMO_SQL_REPORT.code}`, {
      token: plain,
    });
    expect(cols.body.result.cgRpConfigId).toBe(DEMO_SQL_REPORT.id);
    expect(cols.body.result.columns.map((c) => c.dataIndex)).toEqual([
      'depart_name',
      'org_code',
      'org_category',
      'user_count',
    ]);
    expect(cols.body.result.dictOptions.org_category?.length).toBeGreaterThan(0);
    const info = await call<Row[]>(t.app, 'GET', `${API}/getQueryInfo/${DEMO_SQL_REPORT.id}`, {
      token: plain,
    });
    expect(info.body.result.map((i) => i.field)).toEqual(['depart_name', 'org_code']);
    const all = await data(DEMO_SQL_REPORT.id, { pageSize: '100' }, plain);
    expect(all.body.message).toBe('');
    const depts = await count(t, "SELECT 1 FROM sys_depart WHERE del_flag = '0' AND tenant_id = 1000");
    expect(depts).toBeLessThan(await count(t, "SELECT 1 FROM sys_depart WHERE del_flag = '0'"));
    expect(all.body.result.total).toBe(depts);
    const companies = await data(DEMO_SQL_REPORT.id, { self_orgCategory: '1', pageSize: '100' }, plain);
    expect(companies.body.result.total).toBe(
      await count(
        t,
        "SELECT 1 FROM sys_depart WHERE del_flag = '0' AND org_category = '1' AND tenant_id = 1000",
      ),
    );
    expect(companies.body.result.records.every((r) => r.org_category === '1')).toBe(true);
    const params = await call<Row[]>(t.app, 'GET', `${API}/getParamsInfo/${DEMO_SQL_REPORT.id}`, {
      token: plain,
    });
    expect(params.body.result).toMatchObject([{ paramName: 'orgCategory' }]);
    const both = await call<{ columns: Row[]; data: Page<Row> }>(
      t.app,
      'GET',
      `${API}/getColumnsAndData/${DEMO_SQL_REPORT.id}`,
      {
        token: plain,
      },
    );
    expect(both.body.result.columns.find((c) => c.dataIndex === 'org_category')).toMatchObject({
      dictCode: 'org_category',
    });
    expect(both.body.result.data.total).toBe(depts);
    const unknown = await data(DEMO_SQL_REPORT.id, { self_nope: '1' }, plain);
    expect(unknown.body.message).toBe('报表参数不存在：nope');
  });

  it('binds search values: an injection attempt returns no rows and changes nothing', async () => {
    const id = await addOk(
      sqlBody('cgr_search', 'SELECT username, realname, create_time FROM sys_user WHERE del_flag = 0', [
        item('username', { isSearch: 1, searchMode: 'single', isOrder: 1 }),
        item('realname'),
        item('create_time', { fieldType: 'Datetime', isSearch: 1, searchMode: 'group' }),
      ]),
    );
    const hit = await data(id, { username: 'admin' });
    expect(hit.body.result.records).toHaveLength(1);
    expect(hit.body.result.records[0]?.create_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The popup sends text searches as *text*: a LIKE with % and _ taken literally.
    const like = await data(id, { username: '*dmi*' });
    expect(like.body.result.records.map((r) => r.username)).toEqual(['admin']);
    expect((await data(id, { username: '*%*' })).body.result.total).toBe(0);
    const users = await count(t, 'SELECT 1 FROM sys_user');
    for (const evil of ["admin' OR '1'='1", "x'); DELETE FROM sys_user; --", 'admin" OR 1=1 --']) {
      const res = await data(id, { username: evil });
      expect(res.body.success).toBe(true);
      expect(res.body.result.total).toBe(0);
    }
    expect(await count(t, 'SELECT 1 FROM sys_user')).toBe(users);
    const range = await data(id, {
      create_time_begin: '2000-01-01 00:00:00',
      create_time_end: '2999-01-01 00:00:00',
    });
    expect(range.body.result.total).toBe(await count(t, 'SELECT 1 FROM sys_user WHERE del_flag = 0'));
    const badDate = await data(id, { create_time_begin: 'not a date' });
    expect(badDate.body.message).toBe('查询条件的日期格式不正确');
    const sorted = await data(id, { column: 'username', order: 'asc', pageSize: '100' });
    const names = sorted.body.result.records.map((r) => String(r.username));
    expect(names).toEqual([...names].sort());
  });

  it('never shows the password hash, even through a whole-row reference to sys_user', async () => {
    const id = await addOk(
      sqlBody('cgr_rowjson', "SELECT row_to_json(u)::text AS j FROM sys_user u WHERE u.username = 'admin'", [
        item('j'),
      ]),
    );
    const res = await data(id);
    const json = String(res.body.result.records[0]?.j);
    expect(json).toContain('"username":"admin"');
    expect(json).not.toMatch(/password|salt/);
  });

  it('runs in a read-only transaction: a function that writes is refused', async () => {
    await t.db.exec(`CREATE FUNCTION cgr_test_write() RETURNS integer LANGUAGE sql AS
      $$ UPDATE sys_depart SET memo = 'written' RETURNING 1 $$`);
    const id = await addOk(sqlBody('cgr_write', 'SELECT cgr_test_write() AS x', [item('x')]));
    const res = await data(id);
    expect(res.body).toMatchObject({ success: false, message: '报表SQL只能读取数据' });
    expect(await count(t, "SELECT 1 FROM sys_depart WHERE memo = 'written'")).toBe(0);
  });

  it('caps a page at 1000 rows and still counts the total', async () => {
    const id = await addOk(
      sqlBody('cgr_cap', 'SELECT g AS n FROM generate_series(1, 1500) g', [
        item('n', { fieldType: 'Integer', isOrder: 1 }),
      ]),
    );
    const res = await data(id, { pageSize: '5000', column: 'n', order: 'asc' });
    expect(res.body.result.total).toBe(1500);
    expect(res.body.result.size).toBe(1000);
    expect(res.body.result.records).toHaveLength(1000);
    expect(res.body.result.records[0]).toEqual({ n: 1 });
  });

  it('exports the shown columns with dictionary texts, at most 10000 rows, with the list code', async () => {
    const url = `/jeecg-boot${API}/exportXls/${DEMO_SQL_REPORT.id}`;
    const file = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': admin } });
    expect(file.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(file.rawPayload.length).toBeGreaterThan(0);
    const refused = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': plain } });
    expect(refused.statusCode).toBe(403);
    const id = await addOk(
      sqlBody('cgr_export_big', 'SELECT g AS n FROM generate_series(1, 10001) g', [item('n')]),
    );
    const big = await call(t.app, 'GET', `${API}/exportXls/${id}`, { token: admin });
    expect(big.body).toMatchObject({ success: false, message: '导出数据超过10000行，请缩小查询范围' });
  });

  it('the table holds exactly one of a reviewed source or SQL (migration 014 CHECK)', async () => {
    for (const [source, sql] of [
      ['demo_user', 'SELECT 1 AS a'],
      [null, null],
    ] as const) {
      await expect(
        t.db.query(
          `INSERT INTO onl_cgreport_head (id, code, name, data_source, cgr_sql) VALUES ('cgr_chk', 'cgr_chk', 'x', $1, $2)`,
          [source, sql],
        ),
      ).rejects.toThrow(/chk_onl_cgreport_head_query/);
    }
  });

  it('refuses at run time SQL that was stored around the guard', async () => {
    await t.db.query(
      `INSERT INTO onl_cgreport_head (id, code, name, cgr_sql) VALUES ('cgr_sneaky', 'cgr_sneaky', '绕过', 'SELECT * FROM sys_secret')`,
    );
    const res = await data('cgr_sneaky');
    expect(res.body).toMatchObject({ success: false, message: '报表SQL不能读取受保护的对象：sys_secret' });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'cuts a long query at the statement timeout (PostgreSQL)',
    async () => {
      // pg_sleep itself is refused statically; a function hides it from the guard, the timeout still holds.
      await t.db.exec(
        `CREATE FUNCTION cgr_test_slow() RETURNS integer LANGUAGE sql AS $$ SELECT 1 FROM pg_sleep(30) $$`,
      );
      const id = await addOk(sqlBody('cgr_slow', 'SELECT cgr_test_slow() AS x', [item('x')]));
      const started = Date.now();
      const res = await data(id);
      expect(res.body).toMatchObject({
        success: false,
        message: '查询超时：报表查询超过5秒，请缩小查询范围',
      });
      expect(Date.now() - started).toBeLessThan(15_000);
    },
    30_000,
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('SQL reports on a registered data source (PostgreSQL)', () => {
  it('parses and runs on the external connection, read-only, without the own-database secret rule', async () => {
    // The test server itself, registered as a data source and allowlisted (it is a loopback host).
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const [{ db } = { db: '' }] = await t.db.query<{ db: string }>('SELECT current_database() AS db');
    await t.db.query(
      `INSERT INTO sys_data_source (id, code, name, host, port, database, username)
       VALUES ('cgr_ext', 'cgr_ext', '测试库', $1, $2, $3, $4)`,
      [url.hostname, Number(url.port || 5432), db, decodeURIComponent(url.username)],
    );
    await t.db.query(`INSERT INTO sys_host_allowlist (id, host) VALUES ('cgr_ext', $1)`, [url.hostname]);
    const parsed = await call<CgreportParseResult>(t.app, 'POST', `${BASE}/head/parseSql`, {
      token: admin,
      body: { sql: 'SELECT code AS ext_code FROM onl_cgreport_head WHERE code = ${c}', dbSource: 'cgr_ext' },
    });
    expect(parsed.body.result).toEqual({
      fields: [{ fieldName: 'ext_code', fieldTxt: 'ext_code', fieldType: 'String' }],
      params: ['c'],
    });
    const body = sqlBody(
      'cgr_ext_report',
      'SELECT code AS ext_code FROM onl_cgreport_head WHERE code = ${c}',
      [item('ext_code')],
    );
    body.head.dbSource = 'cgr_ext';
    body.params = [{ paramName: 'c', paramTxt: null, paramValue: DEMO_SQL_REPORT.code, orderNum: 1 }];
    const id = await addOk(body);
    const res = await data(id);
    expect(res.body.result.records).toEqual([{ ext_code: DEMO_SQL_REPORT.code }]);
    // The secret-table rule is about the own database; on an external one the transaction is still read-only.
    await t.db.exec(`CREATE OR REPLACE FUNCTION cgr_test_write() RETURNS integer LANGUAGE sql AS
      $$ UPDATE sys_depart SET memo = 'written' RETURNING 1 $$`);
    const writer = sqlBody('cgr_ext_write', 'SELECT cgr_test_write() AS x', [item('x')]);
    writer.head.dbSource = 'cgr_ext';
    const writeId = await addOk(writer);
    expect((await data(writeId)).body).toMatchObject({ success: false, message: '报表SQL只能读取数据' });
  });
});
