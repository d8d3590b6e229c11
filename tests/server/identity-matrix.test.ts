import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { ANONYMOUS_ROUTES } from '../../server/security/anonymous-routes';
import { describePolicy, type RoutePolicyRecord } from '../../server/security/policy';
import { call, login } from './support/helpers';
import { AUTHENTICATED_OK, HANDLER_AUTHORIZED, PICKER_ROUTES } from './support/matrix-reviewed';
import { SEED } from '../../server/db/seed/ids';
import { newId } from '../../server/lib/ids';
import {
  buttonId,
  ensureTenant,
  menuOf,
  roleWithCodes,
  roleWithIds,
  userWithRole as signIn,
} from './support/identity-admin';
import { API, createTestApp, type TestApp } from './support/test-app';

/**
 * Permission matrix (in the style of Keycloak's and Django's admin tests): users holding exactly
 * one permission each, a user with none and an administrator of a second tenant call EVERY route of
 * the server; each answer is asserted allowed or refused. A route with no matrix rule (a permission
 * code of PERM, the reviewed anonymous list, or the reviewed authenticated lists in
 * support/matrix-reviewed.ts) fails. The plant user and a department-restricted user call every
 * permission-coded route too, refused exactly where their roles lack the code. What an allowed call
 * may see (department-restricted user, plant user, second tenant's lists) is asserted in
 * matrix-scoped-users.test.ts.
 */

const ALL_CODES = Object.values(PERM).flatMap((group) => Object.values(group) as string[]);

let t: TestApp;
const tokens = new Map<string, string>();
let identityRoutes: RoutePolicyRecord[] = [];

async function userWithRole(username: string, roleId: string, tenants: string): Promise<void> {
  tokens.set(username, (await signIn(t, username, roleId, tenants)).token);
}

const userFor = (code: string) => `m_${code.replace(/[^a-zA-Z]/g, '_')}`.slice(0, 60);

beforeAll(async () => {
  t = await createTestApp();
  tokens.set('admin', await login(t.app));
  // In parallel: password hashing dominates the set-up and runs off the main thread.
  await Promise.all(
    ALL_CODES.map(async (code) =>
      userWithRole(
        userFor(code),
        await roleWithIds(t, [await buttonId(t, code)], `r_${userFor(code)}`),
        '1000',
      ),
    ),
  );
  tokens.set('m_none', (await signIn(t, 'm_none', null)).token);
  // An administrator of a second tenant: every identity code except menus and tenants, in tenant 2000.
  await ensureTenant(t, 2000, '第二租户');
  const tenantCodes = ALL_CODES.filter(
    (c) => !c.startsWith('system:permission:') && !c.startsWith('system:tenant:'),
  );
  const t2Ids = await Promise.all(tenantCodes.map((c) => buttonId(t, c)));
  await userWithRole('m_t2admin', await roleWithIds(t, t2Ids, 'tenant2_admin', 2000), '2000');
  // The plant user (the seeded 电厂用户 role, in the first demo plant's department) and a
  // department-restricted user (user and plant lists, each narrowed by a department data rule).
  const plant = await signIn(t, 'm_plant', SEED.role.plant_user, '1000');
  await t.db.query("UPDATE sys_user SET org_code = 'A02' WHERE id = $1", [plant.id]);
  tokens.set('m_plant', plant.token);
  const deptRole = await roleWithCodes(t, [PERM.user.list, PERM.plant.list], 'matrix_dept_role');
  const plantMenu = await menuOf(t, PERM.plant.list);
  await t.db.query(
    `INSERT INTO sys_role_permission (id, role_id, permission_id, data_rule_ids)
     SELECT $3::varchar, $1::varchar, $2::varchar, string_agg(id, ',') FROM sys_permission_data_rule WHERE permission_id = $2::varchar
     ON CONFLICT (role_id, permission_id) DO UPDATE SET data_rule_ids = EXCLUDED.data_rule_ids`,
    [deptRole, plantMenu, newId()],
  );
  const dept = await signIn(t, 'm_dept', deptRole, '1000');
  await t.db.query("UPDATE sys_user SET org_code = 'A01A01' WHERE id = $1", [dept.id]);
  tokens.set('m_dept', dept.token);
  // Every route of the server: a route added without a reviewed matrix rule fails below.
  identityRoutes = [...t.app.routePolicies];
}, 120_000);

/** The button codes a role grants (what the route policy checks), from the database. */
async function codesOfRole(roleId: string): Promise<Set<string>> {
  const rows = await t.db.query<{ perms: string }>(
    `SELECT p.perms FROM sys_permission p JOIN sys_role_permission rp ON rp.permission_id = p.id
      WHERE rp.role_id = $1 AND p.perms IS NOT NULL AND p.perms <> ''`,
    [roleId],
  );
  return new Set(rows.flatMap((r) => r.perms.split(',').map((c) => c.trim())));
}
afterAll(() => t.close());

const routeIndexOf = (r: RoutePolicyRecord) => identityRoutes.indexOf(r);

function routeKey(r: RoutePolicyRecord): string {
  return `${r.method} ${r.url.slice(API.length)}`;
}

/** A harmless concrete URL for the route: path parameters get values that match no row. */
function concreteUrl(r: RoutePolicyRecord): string {
  return r.url.slice(API.length).replace(/:[A-Za-z]+/g, 'nonexistent0000000000');
}

async function attempt(r: RoutePolicyRecord, token: string) {
  const body = ['POST', 'PUT', 'PATCH'].includes(r.method) ? {} : undefined;
  // File downloads (exportXls, exportStatistics…) answer a spreadsheet, not an envelope: an allowed
  // download counts as not refused.
  if (r.method === 'GET' && /\/export[A-Z]\w*$/.test(r.url)) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}${concreteUrl(r)}`,
      headers: { 'x-access-token': token },
    });
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return {
      status: res.statusCode,
      body: json ? (res.json() as { code: number }) : { code: res.statusCode },
    };
  }
  return call(t.app, r.method as 'GET', concreteUrl(r), { token, ...(body ? { body } : {}) });
}

const refused = (res: { status: number; body: { code: number } }) =>
  res.status === 403 && res.body.code === 510;

describe('identity permission matrix', () => {
  it('covers every route, each with a permission code or on a reviewed list', () => {
    const keys = identityRoutes.map(routeKey);
    for (const expected of [
      'GET /sys/user/list',
      'POST /sys/user/add',
      'PUT /sys/user/frozenBatch',
      'PUT /sys/user/changePassword',
      'GET /sys/user/queryUserRole',
      'GET /sys/user/queryUserByDepId',
      'GET /sys/role/list',
      'GET /sys/role/queryTreeList',
      'GET /sys/permission/queryRolePermission',
      'POST /sys/permission/saveRolePermission',
      'GET /sys/sysDepart/queryTreeList',
      'GET /sys/position/list',
      'GET /sys/tenant/list',
      'GET /sys/online/list',
      'GET /sys/log/list',
    ]) {
      expect(keys, expected).toContain(expected);
    }
    expect(identityRoutes.length).toBe(t.app.routePolicies.length);
    const unruled: string[] = [];
    for (const r of identityRoutes) {
      const policy = r.policy;
      expect(policy, routeKey(r)).toBeDefined();
      if (!policy || 'anonymous' in policy) {
        // Registration and recovery routes (checkOnlyUser, register, …): only those on the reviewed list.
        expect(ANONYMOUS_ROUTES.map((a) => `${a.method} ${a.path}`)).toContain(routeKey(r));
      } else if ('permission' in policy) {
        expect(ALL_CODES, routeKey(r)).toContain(policy.permission);
      } else if (
        !AUTHENTICATED_OK.has(routeKey(r)) &&
        !PICKER_ROUTES.has(routeKey(r)) &&
        !HANDLER_AUTHORIZED.has(routeKey(r))
      ) {
        unruled.push(`${routeKey(r)} is ${describePolicy(policy)}: needs a permission code or review`);
      }
    }
    expect(unruled, 'routes without a matrix row').toEqual([]);
  });

  it('allows each permission-coded route exactly to the holder of its code and to admin', async () => {
    const areaFirstCodes = Object.values(PERM).map((g) => Object.values(g)[0] as string);
    let routeIndex = 0;
    for (const r of identityRoutes) {
      const policy = r.policy;
      if (!policy || !('permission' in policy)) continue;
      // The holder, every sibling code of the same area, and three codes of other areas chosen in
      // rotation: over the whole route table every area is tried against every other area's routes
      // many times, at a fraction of the calls of trying every area on every route.
      const group = policy.permission.slice(0, policy.permission.lastIndexOf(':') + 1);
      const others = [0, 1, 2].map(
        (k) => areaFirstCodes[(routeIndex * 3 + k) % areaFirstCodes.length] as string,
      );
      routeIndex += 1;
      const callers = new Set([...ALL_CODES.filter((c) => c.startsWith(group)), ...others]);
      for (const code of callers) {
        const res = await attempt(r, tokens.get(userFor(code)) ?? '');
        const label = `${routeKey(r)} as holder of ${code}`;
        expect(refused(res), label).toBe(code !== policy.permission);
      }
      expect(refused(await attempt(r, tokens.get('m_none') ?? '')), `${routeKey(r)} as m_none`).toBe(true);
      expect(refused(await attempt(r, tokens.get('admin') ?? '')), `${routeKey(r)} as admin`).toBe(false);
      const t2 = await attempt(r, tokens.get('m_t2admin') ?? '');
      const t2Allowed =
        !policy.permission.startsWith('system:permission:') &&
        !policy.permission.startsWith('system:tenant:');
      expect(refused(t2), `${routeKey(r)} as second-tenant admin`).toBe(!t2Allowed);
    }
  }, 300_000);

  it('lets the plant user and a department-restricted user call exactly the routes their roles grant', async () => {
    const deptRole = (
      await t.db.query<{ id: string }>("SELECT id FROM sys_role WHERE role_code = 'matrix_dept_role'")
    )[0]!.id;
    const callers = [
      { name: 'm_plant', codes: await codesOfRole(SEED.role.plant_user) },
      { name: 'm_dept', codes: await codesOfRole(deptRole) },
    ];
    // The plant user holds business codes; the restricted user exactly its two list codes.
    expect(callers[0]!.codes.has(PERM.settlement.list)).toBe(true);
    expect([...callers[1]!.codes].sort()).toEqual([PERM.plant.list, PERM.user.list].sort());
    for (const r of identityRoutes) {
      const policy = r.policy;
      if (!policy || !('permission' in policy)) continue;
      for (const c of callers) {
        const res = await attempt(r, tokens.get(c.name) ?? '');
        expect(refused(res), `${routeKey(r)} as ${c.name}`).toBe(!c.codes.has(policy.permission));
      }
    }
  }, 300_000);

  it('lets every signed-in user call the reviewed authenticated routes, and nobody without a session', async () => {
    for (const r of identityRoutes) {
      const policy = r.policy;
      if (!policy || !('authenticated' in policy)) continue;
      // Per-object grants: refused without one, asserted per role in the area's matrix test.
      if (HANDLER_AUTHORIZED.has(routeKey(r))) {
        const anonymous = await call(t.app, r.method as 'GET', concreteUrl(r), {});
        expect(anonymous.status, `${routeKey(r)} anonymous`).toBe(401);
        continue;
      }
      // Logging out ends the caller's session: a throwaway session, so m_none stays signed in.
      const token =
        routeKey(r) === 'POST /sys/logout'
          ? (await signIn(t, `m_logout${routeIndexOf(r)}`, null)).token
          : (tokens.get('m_none') ?? '');
      expect(refused(await attempt(r, token)), routeKey(r)).toBe(false);
      const anonymous = await call(t.app, r.method as 'GET', concreteUrl(r), {});
      expect(anonymous.status === 401 || anonymous.body.success === false, `${routeKey(r)} anonymous`).toBe(
        true,
      );
    }
  });
});
