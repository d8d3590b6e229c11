import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../server/db/seed/demo-users';
import { SEED } from '../../server/db/seed/ids';
import { readSheetRows } from '../../server/lib/excel/read-rows';
import { newId } from '../../server/lib/ids';
import { PERM } from '../../src/shared/domain/permission/codes';
import type { CgreportSaveBody } from '../../src/shared/domain/resources/cgreport';
import { call, login } from './support/helpers';
import { ensureTenant, roleWithCodes, roleWithIds, userWithRole } from './support/identity-admin';
import { grantReportMenu } from './support/report-grants';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Role × route matrix of the online report runtime (docs/decisions.md "Online report access"):
 * admin, 营销 (yingxiao), 电厂用户 (dianchang), 领导 (lingdao), a user without permissions and a
 * second tenant's administrator, on every report-data route, over a settlement report that
 * declares its plant and tenant columns and over the same SQL declaring none.
 */

let t: TestApp;
const API = '/online/cgreport/api';
const DEMO_PASSWORD = 'Demo@2025x';
const SQL = 'SELECT s.id, s.plant_id, s.tenant_id, s.settle_month, s.amount FROM biz_settlement_task s';
type Row = Record<string, unknown>;
type Page = { total: number; records: Row[] };
const tokens: Record<string, string> = {};
const heads: Record<string, string> = {};
let t2Plant = '';

function reportBody(code: string, scoped: boolean): CgreportSaveBody {
  const item = (fieldName: string, fieldType = 'String') => ({
    fieldName,
    fieldTxt: fieldName,
    fieldType,
    isShow: 1,
    isSearch: fieldName === 'plant_id' ? 1 : 0,
    searchMode: fieldName === 'plant_id' ? 'single' : null,
    isOrder: 0,
    dictCode: null,
    fieldHref: null,
    isTotal: '0',
    groupTitle: null,
    orderNum: 0,
  });
  return {
    head: {
      code,
      name: `结算报表${code}`,
      cgrSql: SQL,
      ...(scoped ? { scopePlantCol: 'plant_id', scopeTenantCol: 'tenant_id' } : {}),
    },
    items: [item('id'), item('plant_id'), item('tenant_id', 'Integer'), item('settle_month'), item('amount')],
    params: [],
  };
}

async function settlementPlants(where: string, params: unknown[] = []) {
  const rows = await t.db.query<{ plant_id: string }>(
    `SELECT plant_id FROM biz_settlement_task WHERE ${where}`,
    params,
  );
  return rows.map((r) => r.plant_id);
}

const distinct = (ids: readonly unknown[]) => [...new Set(ids.map(String))].sort();

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await login(t.app);
  await seedDemoUsers(t.db, DEMO_PASSWORD);
  for (const name of ['yingxiao', 'dianchang', 'lingdao'])
    tokens[name] = await login(t.app, name, DEMO_PASSWORD);
  tokens.noperm = (await userWithRole(t, 'rm_noperm', await roleWithIds(t, [], 'rm_noperm_role'))).token;
  // The second tenant: one plant with one settlement, and an administrator holding every report code.
  await ensureTenant(t, 2000, '第二租户');
  t2Plant = newId();
  await t.db.query(
    `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level)
     VALUES ($1, 2000, '二租户电厂', 'T2P', 'thermal', 10, '110')`,
    [t2Plant],
  );
  await t.db.query(
    `INSERT INTO biz_settlement_task (id, tenant_id, plant_id, settle_month) VALUES ($1, 2000, $2, '2026-01')`,
    [newId(), t2Plant],
  );
  const t2Role = await roleWithCodes(t, Object.values(PERM.cgreport), 'rm_t2_admin', 2000);
  tokens.t2admin = (await userWithRole(t, 'rm_t2admin', t2Role, '2000')).token;

  for (const [code, scoped] of [
    ['rpt_settle', true],
    ['rpt_settle_raw', false],
  ] as const) {
    const add = await call<string>(t.app, 'POST', '/online/cgreport/head/add', {
      token: tokens.admin,
      body: reportBody(code, scoped),
    });
    expect(add.body.success, add.body.message).toBe(true);
    heads[code] = (
      await t.db.query<{ id: string }>('SELECT id FROM onl_cgreport_head WHERE code = $1', [code])
    )[0]!.id;
    // The report's menu for the three business roles; the second tenant's admin holds none.
    for (const role of [SEED.role.grid_staff, SEED.role.plant_user, SEED.role.leader])
      await grantReportMenu(t, role, code === 'rpt_settle' ? code : heads[code]!);
  }
}, 120_000);
afterAll(() => t.close());

/** Every report-data route of one report, as `who`. */
async function routes(who: string, code: string) {
  const id = heads[code]!;
  const token = tokens[who]!;
  const get = <T>(path: string, query: Record<string, string> = {}) =>
    call<T>(t.app, 'GET', path, { token, query });
  return {
    columns: await get(`${API}/getRpColumns/${code}`),
    queryInfo: await get(`${API}/getQueryInfo/${id}`),
    params: await get(`${API}/getParamsInfo/${id}`),
    data: await get<Page>(`${API}/getData/${id}`, { pageSize: '1000' }),
    both: await get<{ data: Page }>(`${API}/getColumnsAndData/${id}`, { pageSize: '1000' }),
    export: await exportOf(token, id),
  };
}

/** exportXls: a refusal is the JSON envelope; a file is read back to its plant column. */
async function exportOf(token: string, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/jeecg-boot${API}/exportXls/${id}`,
    headers: { 'x-access-token': token },
  });
  if (res.headers['content-type'] !== 'application/vnd.ms-excel')
    return { status: res.statusCode, body: res.json() as unknown, plants: null };
  const sheet = await readSheetRows('xls', res.rawPayload, 'report.xls');
  const column = sheet.header.indexOf('plant_id');
  return { status: res.statusCode, body: null, plants: sheet.rows.map((row) => row[column] ?? '') };
}

function expectRefused(res: { status: number; body: unknown }, label: string) {
  // 403 with the contract's body, for the route policy and report-access alike.
  expect(res.status, label).toBe(403);
  expect(res.body, label).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
}

async function expectRows(who: string, code: string, plants: string[]) {
  const r = await routes(who, code);
  for (const key of ['columns', 'queryInfo', 'params', 'data', 'both'] as const)
    expect(r[key].body.success, `${who} ${key} ${code}`).toBe(true);
  expect(r.data.body.result.total, `${who} rows`).toBe(plants.length);
  expect(distinct(r.data.body.result.records.map((x) => x.plant_id))).toEqual(distinct(plants));
  expect(r.both.body.result.data.total).toBe(plants.length);
  return r;
}

describe('report with declared plant and tenant columns (rpt_settle)', () => {
  it('admin: every settlement of its tenant, and the export', async () => {
    const plants = await settlementPlants('tenant_id = 1000');
    expect(distinct(plants).length).toBeGreaterThan(1);
    const r = await expectRows('admin', 'rpt_settle', plants);
    expect(r.export.status).toBe(200);
    expect(r.export.plants?.sort()).toEqual([...plants].sort());
  });

  it('营销 and 领导 (menu holders without a plant rule): every settlement of the tenant, no export code', async () => {
    const plants = await settlementPlants('tenant_id = 1000');
    for (const who of ['yingxiao', 'lingdao']) {
      const r = await expectRows(who, 'rpt_settle', plants);
      expectRefused(r.export, `${who} export`);
    }
  });

  it('电厂用户: only the settlements of its own plant', async () => {
    const own = await t.db.query<{ id: string }>(
      `SELECT p.id FROM biz_plant p JOIN sys_user_depart ud ON ud.dep_id = p.depart_id
         JOIN sys_user u ON u.id = ud.user_id WHERE u.username = 'dianchang' AND p.tenant_id = 1000`,
    );
    expect(own.length).toBeGreaterThan(0);
    const plants = await settlementPlants('tenant_id = 1000 AND plant_id = ANY ($1::text[])', [
      own.map((p) => p.id),
    ]);
    expect(plants.length).toBeGreaterThan(0);
    expect(plants.length).toBeLessThan((await settlementPlants('tenant_id = 1000')).length);
    const r = await expectRows('dianchang', 'rpt_settle', plants);
    expectRefused(r.export, 'dianchang export');
    // A search cannot widen the scope: asking for another plant's rows returns none.
    const other = (
      await settlementPlants('tenant_id = 1000 AND NOT (plant_id = ANY ($1::text[]))', [own.map((p) => p.id)])
    )[0]!;
    const forged = await call<Page>(t.app, 'GET', `${API}/getData/${heads.rpt_settle}`, {
      token: tokens.dianchang!,
      query: { plant_id: other },
    });
    expect(forged.body.result.total).toBe(0);
  });

  it('a user without permissions is refused every route', async () => {
    const r = await routes('noperm', 'rpt_settle');
    for (const [key, res] of Object.entries(r)) expectRefused(res, `noperm ${key}`);
  });

  it("the second tenant's report admin previews it with its own tenant's rows only", async () => {
    // The report is the first tenant's: another tenant cannot see it at all (same 403 as unknown).
    const r = await routes('t2admin', 'rpt_settle');
    for (const [key, res] of Object.entries(r))
      expect((res.body as { success?: boolean }).success, `t2admin ${key}`).toBe(false);
    // Made a platform report (tenant_id NULL), the admin previews it and sees only tenant 2000.
    await t.db.query('UPDATE onl_cgreport_head SET tenant_id = NULL WHERE code = $1', ['rpt_settle']);
    try {
      const seen = await expectRows('t2admin', 'rpt_settle', [t2Plant]);
      expect(seen.export.plants).toEqual([t2Plant]);
      const first = await expectRows('admin', 'rpt_settle', await settlementPlants('tenant_id = 1000'));
      expect(first.data.body.result.records.map((x) => x.plant_id)).not.toContain(t2Plant);
    } finally {
      await t.db.query('UPDATE onl_cgreport_head SET tenant_id = 1000 WHERE code = $1', ['rpt_settle']);
    }
  });
});

describe('the same SQL declaring no scope column (rpt_settle_raw)', () => {
  it('电厂用户 is refused even with the menu: it cannot be cut to its plant', async () => {
    const r = await routes('dianchang', 'rpt_settle_raw');
    for (const [key, res] of Object.entries(r)) expectRefused(res, `dianchang ${key}`);
  });

  it('menu holders read what the SQL reads; a user without permissions is refused', async () => {
    const all = await settlementPlants('true');
    await expectRows('yingxiao', 'rpt_settle_raw', all);
    const r = await routes('noperm', 'rpt_settle_raw');
    for (const [key, res] of Object.entries(r)) expectRefused(res, `noperm ${key}`);
  });

  it('a report admin without its menu may not preview it (no tenant column to confine it)', async () => {
    await t.db.query('UPDATE onl_cgreport_head SET tenant_id = NULL WHERE code = $1', ['rpt_settle_raw']);
    try {
      const r = await routes('t2admin', 'rpt_settle_raw');
      for (const [key, res] of Object.entries(r)) expectRefused(res, `t2admin ${key}`);
    } finally {
      await t.db.query('UPDATE onl_cgreport_head SET tenant_id = 1000 WHERE code = $1', ['rpt_settle_raw']);
    }
  });
});
