import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { ANONYMOUS_ROUTES } from '../../server/security/anonymous-routes';
import { describePolicy, type RoutePolicyRecord } from '../../server/security/policy';
import { call, login } from './support/helpers';
import { buttonId, ensureTenant, roleWithIds, userWithRole as signIn } from './support/identity-admin';
import { API, createTestApp, type TestApp } from './support/test-app';

/**
 * Permission matrix (in the style of Keycloak's and Django's admin tests): users holding exactly
 * one permission each, a user with none, a department-restricted user and an administrator of a
 * second tenant call every route of the identity administration; each answer is asserted allowed
 * or refused. Content-level isolation (what an allowed call may see or change) is asserted in the
 * identity-* area tests and in the cross-tenant section below.
 */

const ISSUE_PREFIXES = [
  '/sys/user/',
  '/sys/role/',
  '/sys/permission/',
  '/sys/sysDepart/',
  '/sys/sysDepartRole/',
  '/sys/sysDepartPermission/',
  '/sys/position/',
  '/sys/tenant/',
  '/sys/online/',
  '/sys/log/',
  // Widget kit pickers and validators (tests/server/widget-*.test.ts).
  '/sys/dict/load',
  '/sys/dict/getDictText/',
  '/sys/category/',
  '/sys/duplicate/',
  '/sys/checkRule/',
  '/online/cgreport/',
  // Online forms (issue 9): the designer and the auto list's runtime API.
  '/online/cgform/',
  // Platform administration (issue 6).
  '/sys/oss/',
  '/sys/thirdApp/',
  '/sys/quartzJob/',
  '/sys/fillRule/',
  '/sys/monitor/',
  '/sys/dataSource/',
  '/sys/gatewayRoute/',
  '/gateway/',
  '/sys/dict/',
  '/sys/dictItem/',
  '/sys/dictTableRegistry/',
  '/sys/dataLog/',
  // In-app, CAS and third-party sign-in (issue 8).
  '/sys/thirdLogin/',
  '/sys/cas/',
  // The business (issue 7).
  '/cwxt/',
];

/**
 * Identity routes that any signed-in user may call: self-service and the pickers every form
 * needs (tenant-scoped, no secrets). Reviewed list: a new entry needs a reason.
 */
const AUTHENTICATED_OK = new Set([
  // Online-form auto list (issue 9): the permission is per form (`online:form:<table>:<action>`), so
  // the policy is `authenticated` and the handler checks the form's code, its menu's data rules and
  // the tenant (tests/server/online-cgform-runtime.test.ts refuses each route without the code).
  'GET /online/cgform/api/getColumns/:headId',
  'GET /online/cgform/api/getData/:headId',
  'GET /online/cgform/api/getTreeData/:headId',
  'GET /online/cgform/api/form/:headId/:id',
  'POST /online/cgform/api/form/:headId',
  'PUT /online/cgform/api/form/:headId',
  'DELETE /online/cgform/api/form/:headId/:id',
  'DELETE /online/cgform/api/form/:headId',
  'GET /online/cgform/api/subForm/:subHeadId/:mainId',
  'GET /online/cgform/api/exportXls/:headId',
  'POST /online/cgform/api/importXls/:headId',
  'GET /sys/permission/getUserPermissionByToken', // the caller's own menu
  'GET /sys/user/getCurrentUserDeparts', // the caller's own departments
  'PUT /sys/selectDepart',
  'POST /sys/selectDepart',
  'PUT /sys/user/updatePassword', // own password
  'GET /sys/tenant/getCurrentUserTenant', // own tenants, for switching
  // 个人设置: each acts on the caller only, no user id from input (tests/server/account-settings.test.ts).
  'GET /sys/user/login/setting/getUserData',
  'PUT /sys/user/login/setting/userEdit',
  'POST /sys/user/login/setting/userEdit',
  'GET /sys/thirdApp/getThirdAccountByUserId',
  'DELETE /sys/thirdApp/unbindThirdAccount',
  // Binding the caller's own WeCom / DingTalk account: the provider proves the app account, the
  // session names the console user; nobody else's binding is reachable (tests/server/in-app-login-*.test.ts).
  'POST /sys/thirdLogin/bindTicket',
  'POST /sys/thirdApp/bindByCode',
  // Starts the caller's own GitHub binding round trip (the state records the session's user).
  'POST /sys/thirdLogin/bindStart',
  'GET /sys/user/setting/notification',
  'PUT /sys/user/setting/notification',
  // Fill rules are executed by the forms of every user; platform-wide codes, nothing else readable.
  'PUT /sys/fillRule/executeRuleByCode/:ruleCode',
  'PUT /sys/fillRule/executeRuleByCodeBatch',
  // The gateway proxy: upstreams the administrator published to every signed-in user; the user's
  // token never leaves (tests/server/gateway.test.ts).
  // Dictionary reads every form needs and the header's 清理缓存 (JeecgBoot lets every user refresh).
  'GET /sys/dict/getDictItems/:code',
  'GET /sys/dict/queryAllDictItems',
  'GET /sys/dict/refleshCache',
  'POST /sys/dict/refleshCache',
  'PUT /sys/dict/refleshCache',
  'DELETE /sys/dict/refleshCache',
  'GET /gateway/*',
  'POST /gateway/*',
  'PUT /gateway/*',
  'PATCH /gateway/*',
  'DELETE /gateway/*',
  // Business dashboards open for every role; each section needs its module's list permission and
  // is scoped by that module's data rules, else it is left out (tests/server/cwxt-dashboard.test.ts).
  'GET /cwxt/dashboard/analysis',
  'GET /cwxt/dashboard/todo',
  'GET /cwxt/dashboard/workplace',
  'GET /cwxt/dashboard/charts',
  'GET /cwxt/dashboard/board',
  'GET /cwxt/dashboard/monitor',
]);

/** Picker reads every form needs; tenant-scoped and without secrets (asserted in the area tests). */
const PICKER_ROUTES = new Set([
  'GET /sys/role/queryall',
  'GET /sys/sysDepart/queryTreeList',
  'GET /sys/sysDepart/queryDepartTreeSync',
  'GET /sys/sysDepart/queryIdTree',
  'GET /sys/sysDepart/searchBy',
  'GET /sys/sysDepart/queryMyDeptTreeList',
  'GET /sys/sysDepart/queryAllParentId',
  'GET /sys/sysDepart/listAll',
  'GET /sys/sysDepart/getDepartName',
  'GET /sys/user/queryUserComponentData',
  'GET /sys/user/queryUserByDepId',
  'GET /sys/user/getMultiUser',
  'GET /sys/position/list',
  'GET /sys/position/queryByCode',
  // Widget kit: registry-only table dictionaries, categories, duplicate and rule-code checks;
  // tenant-scoped, allowlisted columns only (tests/server/widget-*.test.ts).
  'GET /sys/dict/loadDict/:code',
  'GET /sys/dict/loadDictOrderByValue/:code',
  'GET /sys/dict/loadDictItem/:code',
  'GET /sys/dict/getDictText/:code/:key',
  'GET /sys/dict/loadTreeData',
  'GET /sys/category/loadTreeRoot',
  'GET /sys/category/loadTreeChildren',
  'GET /sys/category/loadOne',
  'GET /sys/category/loadTreeData',
  'GET /sys/category/loadDictItem',
  'GET /sys/category/loadDictItem/',
  'GET /sys/duplicate/check',
  'GET /sys/checkRule/checkByCode',
  // Online report popup: reviewed registered sources only, tenant-scoped (tests/server/cgreport-*.test.ts).
  'GET /online/cgreport/api/getRpColumns/:key',
  'GET /online/cgreport/api/getQueryInfo/:key',
  'GET /online/cgreport/api/getData/:key',
  'GET /online/cgreport/api/getColumnsAndData/:key',
  'GET /online/cgreport/api/getParamsInfo/:key',
  // The plant picker: only the plants the caller's business menus show; nothing without one
  // (tests/server/cwxt-plant.test.ts).
  'GET /cwxt/plant/options',
]);

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
  for (const code of ALL_CODES) {
    await userWithRole(
      userFor(code),
      await roleWithIds(t, [await buttonId(t, code)], `r_${userFor(code)}`),
      '1000',
    );
  }
  tokens.set('m_none', (await signIn(t, 'm_none', null)).token);
  // An administrator of a second tenant: every identity code except menus and tenants, in tenant 2000.
  await ensureTenant(t, 2000, '第二租户');
  const tenantCodes = ALL_CODES.filter(
    (c) => !c.startsWith('system:permission:') && !c.startsWith('system:tenant:'),
  );
  const t2Ids = await Promise.all(tenantCodes.map((c) => buttonId(t, c)));
  await userWithRole('m_t2admin', await roleWithIds(t, t2Ids, 'tenant2_admin', 2000), '2000');
  identityRoutes = t.app.routePolicies.filter((r) =>
    ISSUE_PREFIXES.some((p) => r.url.startsWith(`${API}${p}`) || r.url === `${API}/sys/selectDepart`),
  );
}, 120_000);
afterAll(() => t.close());

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
  it('covers the routes of the issue, each with a permission code or on the reviewed list', () => {
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
    for (const r of identityRoutes) {
      const policy = r.policy;
      expect(policy, routeKey(r)).toBeDefined();
      if (!policy || 'anonymous' in policy) {
        // Registration and recovery routes (checkOnlyUser, register, …): only those on the reviewed list.
        expect(ANONYMOUS_ROUTES.map((a) => `${a.method} ${a.path}`)).toContain(routeKey(r));
      } else if ('permission' in policy) {
        expect(ALL_CODES, routeKey(r)).toContain(policy.permission);
      } else {
        expect(
          AUTHENTICATED_OK.has(routeKey(r)) || PICKER_ROUTES.has(routeKey(r)),
          `${routeKey(r)} is ${describePolicy(policy)}: needs a permission code or review`,
        ).toBe(true);
      }
    }
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

  it('lets every signed-in user call the reviewed authenticated routes, and nobody without a session', async () => {
    for (const r of identityRoutes) {
      const policy = r.policy;
      if (!policy || !('authenticated' in policy)) continue;
      expect(refused(await attempt(r, tokens.get('m_none') ?? '')), routeKey(r)).toBe(false);
      const anonymous = await call(t.app, r.method as 'GET', concreteUrl(r), {});
      expect(anonymous.status === 401 || anonymous.body.success === false, `${routeKey(r)} anonymous`).toBe(
        true,
      );
    }
  });
});
