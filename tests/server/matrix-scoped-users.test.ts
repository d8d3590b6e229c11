import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { SCOPE_MESSAGES } from '../../server/modules/business/scope';
import type { RoutePolicyRecord } from '../../server/security/policy';
import { call, createUser, login } from './support/helpers';
import {
  buttonId,
  ensureTenant,
  menuOf,
  PASSWORD,
  roleWithCodes,
  roleWithIds,
  userWithRole,
} from './support/identity-admin';
import { scopeOf } from './support/matrix-scopes';
import { API, createTestApp, type TestApp } from './support/test-app';

/**
 * The content side of the permission matrix: a department-restricted user, the seeded plant user
 * and a second tenant's administrator see only their own rows through calls they are allowed.
 */

let t: TestApp;
let admin: string;
type Rows = { records: Array<Record<string, unknown>> };

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => t.close());

const ids = (res: { body: { result: unknown } }) =>
  ((res.body.result as Rows | null)?.records ?? []).map((r) => String(r.id));

async function departOf(orgCode: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_depart WHERE org_code = $1', [orgCode]);
  return rows[0]!.id;
}

describe('department-restricted user', () => {
  it('sees only its department on the user list', async () => {
    const userMenu = await menuOf(t, PERM.user.list);
    const add = await call(t.app, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: {
        permissionId: userMenu,
        ruleName: '矩阵本部门',
        ruleColumn: 'orgCode',
        ruleConditions: '=',
        ruleValue: '#{sys_org_code}',
      },
    });
    expect(add.body.success).toBe(true);
    const ruleId = (
      await t.db.query<{ id: string }>(
        "SELECT id FROM sys_permission_data_rule WHERE rule_name = '矩阵本部门'",
      )
    )[0]!.id;
    const role = await roleWithCodes(t, [PERM.user.list], 'matrix_dept_users');
    const grant = await call(t.app, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: userMenu, roleId: role, dataRuleIds: ruleId },
    });
    expect(grant.body.success).toBe(true);
    const user = await userWithRole(t, 'matrix_dept', role);
    await t.db.query("UPDATE sys_user SET org_code = 'A01A01' WHERE id = $1", [user.id]);

    const res = await call<Rows>(t.app, 'GET', '/sys/user/list', {
      token: user.token,
      query: { pageSize: '200' },
    });
    expect(res.body.success).toBe(true);
    const expected = await t.db.query<{ id: string }>(
      `SELECT id FROM sys_user WHERE org_code = 'A01A01' AND del_flag = 0
         AND string_to_array(rel_tenant_ids, ',') @> ARRAY['1000']`,
    );
    expect(ids(res).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(ids(res).length).toBeGreaterThan(0);
    // A user of the same tenant in another department is not listed.
    const other = await userWithRole(t, 'matrix_other_dept', null);
    await t.db.query("UPDATE sys_user SET org_code = 'A02' WHERE id = $1", [other.id]);
    const again = await call<Rows>(t.app, 'GET', '/sys/user/list', { token: user.token });
    expect(ids(again)).not.toContain(other.id);
    expect(ids(again)).toContain(user.id);
  });

  it("sees only its department's plants on the business plant list", async () => {
    const plantMenu = await menuOf(t, PERM.plant.list);
    const plantRule = (
      await t.db.query<{ id: string }>('SELECT id FROM sys_permission_data_rule WHERE permission_id = $1', [
        plantMenu,
      ])
    )[0]!.id;
    const role = await roleWithCodes(t, [PERM.plant.list], 'matrix_dept_plants');
    await call(t.app, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: plantMenu, roleId: role, dataRuleIds: plantRule },
    });
    // The department of a plant other than the seeded plant user's.
    const plant = (
      await t.db.query<{ id: string; depart_id: string }>(
        `SELECT id, depart_id FROM biz_plant WHERE depart_id IS NOT NULL AND depart_id <> $1 AND tenant_id = 1000
          ORDER BY id LIMIT 1`,
        [await departOf('A02')],
      )
    )[0]!;
    const user = await userWithRole(t, 'matrix_dept_plant', role);
    await t.db.query('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)', [
      `mdp${user.id.slice(3)}`,
      user.id,
      plant.depart_id,
    ]);
    const res = await call<Rows>(t.app, 'GET', '/cwxt/plant/list', { token: user.token });
    expect(res.body.success).toBe(true);
    const expected = await t.db.query<{ id: string }>(
      'SELECT id FROM biz_plant WHERE depart_id = $1 AND tenant_id = 1000',
      [plant.depart_id],
    );
    expect(ids(res).sort()).toEqual(expected.map((r) => r.id).sort());
    const all = await call<Rows>(t.app, 'GET', '/cwxt/plant/list', { token: admin });
    expect(ids(all).length).toBeGreaterThan(ids(res).length);
  });
});

describe('plant user (seeded role 电厂用户, in the first demo plant department A02)', () => {
  let plantToken = '';
  beforeAll(async () => {
    await createUser(t, {
      username: 'matrix_plant',
      password: PASSWORD,
      roleCode: 'plant_user',
      departCodes: ['A02'],
    });
    plantToken = await login(t.app, 'matrix_plant', PASSWORD);
  });

  async function ownPlants(): Promise<string[]> {
    const rows = await t.db.query<{ id: string }>(
      `SELECT p.id FROM biz_plant p JOIN sys_user_depart ud ON ud.dep_id = p.depart_id
         JOIN sys_user u ON u.id = ud.user_id WHERE u.username = 'matrix_plant' AND p.tenant_id = 1000`,
    );
    return rows.map((r) => r.id);
  }

  for (const [list, byId] of [
    ['/cwxt/settlement/list', '/cwxt/settlement/queryById'],
    ['/cwxt/invoice/list?view=ledger', '/cwxt/invoice/queryById'],
  ] as const) {
    it(`sees only its plant on ${list} and is refused another plant's record by id`, async () => {
      const plant = plantToken;
      const plants = await ownPlants();
      expect(plants.length).toBeGreaterThan(0);
      const mine = await call<Rows>(t.app, 'GET', `${list}${list.includes('?') ? '&' : '?'}pageSize=500`, {
        token: plant,
      });
      expect(mine.body.success, mine.body.message).toBe(true);
      const mineRows = (mine.body.result as Rows).records;
      expect(mineRows.length).toBeGreaterThan(0);
      for (const row of mineRows) expect(plants).toContain(String(row.plantId));
      const all = await call<Rows>(t.app, 'GET', `${list}${list.includes('?') ? '&' : '?'}pageSize=500`, {
        token: admin,
      });
      const foreign = (all.body.result as Rows).records.find((r) => !plants.includes(String(r.plantId)));
      expect(foreign, 'the demo data has another plant').toBeDefined();
      const refused = await call(t.app, 'GET', byId, { token: plant, query: { id: String(foreign!.id) } });
      expect(refused.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
      const own = await call(t.app, 'GET', byId, { token: plant, query: { id: String(mineRows[0]!.id) } });
      expect(own.body.success).toBe(true);
    });
  }
});

describe('second-tenant administrator on every permission-coded list', () => {
  it('gets no tenant-1000 row from any tenant-scoped list route', async () => {
    await ensureTenant(t, 2000, '第二租户');
    const codes = Object.values(PERM)
      .flatMap((g) => Object.values(g) as string[])
      .filter((c) => !c.startsWith('system:permission:') && !c.startsWith('system:tenant:'));
    const role = await roleWithIds(t, await Promise.all(codes.map((c) => buttonId(t, c))), 'mx_t2', 2000);
    const t2 = await userWithRole(t, 'matrix_t2admin', role, '2000');
    const lists = t.app.routePolicies.filter(
      (r: RoutePolicyRecord) => r.method === 'GET' && r.policy && 'permission' in r.policy,
    );
    let compared = 0;
    for (const r of lists) {
      const path = r.url.slice(API.length);
      if (/[:*]/.test(path) || /\/export/.test(path)) continue; // parameters; spreadsheets
      const scope = scopeOf(r.method, path) ?? '';
      // Platform rows (tenant_id NULL) are shared by design; only tenant-only routes must be disjoint.
      if (!scope.startsWith('tenant') || scope.startsWith('tenant+platform')) continue;
      const own = await call(t.app, 'GET', path, { token: admin, headers: { 'X-Tenant-Id': '1000' } });
      const theirs = await call(t.app, 'GET', path, { token: t2.token });
      expect(theirs.status, path).toBeLessThan(500);
      if (!Array.isArray((own.body.result as Rows | null)?.records)) continue;
      compared += 1;
      const leaked = ids(theirs).filter((id) => ids(own).includes(id));
      expect(leaked, `${path} as the second tenant's admin`).toEqual([]);
    }
    expect(compared).toBeGreaterThanOrEqual(15);
  });
});
