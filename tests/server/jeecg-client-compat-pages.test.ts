import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import type { MenuItem } from '../../src/shared/domain/contract/permission';
import { login, type Envelope } from './support/helpers';
import { ensureTenant, roleWith, signedInUser } from './support/identity-fixtures';
import { API, createTestApp, type TestApp } from './support/test-app';

/**
 * The endpoints JeecgBoot's Vue 2 admin client calls that had no counterpart here (home page
 * charts, monitor pages, option lists, the announcement page) and the menu it navigates by,
 * replayed with the client's own query strings; each test reads the fields the client reads.
 */

let t: TestApp;
let admin: string;

async function raw(pathAndQuery: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `${API}${pathAndQuery}`,
    headers: token ? { 'x-access-token': token } : {},
  });
}

async function get<T = unknown>(pathAndQuery: string, token: string) {
  const res = await raw(pathAndQuery, token);
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  // The first file of a worker migrates and seeds the shared snapshot: slow on a busy machine.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('home page charts (IndexChart)', () => {
  it('loginfo counts the login log: all rows, today, today distinct addresses', async () => {
    const before = (await get<Record<string, number>>('/sys/loginfo?_t=1700000000', admin)).body.result;
    await login(t.app);
    const res = await get<Record<string, number>>('/sys/loginfo?_t=1700000000', admin);
    expect(res.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(res.body.result.totalVisitCount).toBe((before.totalVisitCount ?? 0) + 1);
    expect(res.body.result.todayVisitCount).toBe((before.todayVisitCount ?? 0) + 1);
    expect(res.body.result.todayIp).toBeGreaterThanOrEqual(1);
  });

  it('visitInfo gives the last seven days with visits, oldest first, labelled for the axis', async () => {
    await t.db.query(
      `INSERT INTO sys_log (id, log_type, log_content, userid, username, ip, create_time)
       SELECT 'jcvisit' || g, 1, '用户名: admin,登录成功！', u.id, 'admin', '10.0.0.' || g,
              now() - interval '3 days'
         FROM generate_series(1, 3) g, sys_user u WHERE u.username = 'admin'`,
    );
    const res = await get<Array<{ visit: number; ip: number; tian: string; type: string }>>(
      '/sys/visitInfo?_t=1700000000',
      admin,
    );
    expect(res.body, res.body.message).toMatchObject({ success: true });
    const days = res.body.result;
    expect(days.map((d) => d.tian)).toEqual([...days.map((d) => d.tian)].sort());
    const three = days.find((d) => d.visit === 3 && d.ip === 3);
    expect(three?.tian).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(three?.type).toBe(three?.tian.slice(5));
    expect(days.length).toBeLessThanOrEqual(7);
  });

  it('counts only the login rows of the caller tenant users', async () => {
    await ensureTenant(t, 3200);
    const outsider = await signedInUser(t, 'jc_visit_other', { tenants: '3200' });
    const res = await get<Record<string, number>>('/sys/loginfo?_t=1700000000', outsider.token);
    // Only the outsider's own sign-in belongs to tenant 3200.
    expect(res.body.result).toMatchObject({ totalVisitCount: 1, todayVisitCount: 1, todayIp: 1 });
  });
});

describe('monitor pages (SystemInfo, HttpTrace, DiskMonitoring)', () => {
  it('answers the five metrics of 服务器信息 in the actuator shape', async () => {
    for (const name of [
      'system.cpu.count',
      'system.cpu.usage',
      'process.start.time',
      'process.uptime',
      'process.cpu.usage',
    ]) {
      const res = await raw(`/actuator/metrics/${name}?_t=1700000000`, admin);
      expect(res.statusCode, name).toBe(200);
      const body = res.json() as { name: string; measurements: Array<{ statistic: string; value: number }> };
      expect(body.name).toBe(name);
      expect(body.measurements[0]?.statistic).toBe('VALUE');
      expect(Number.isFinite(body.measurements[0]?.value)).toBe(true);
    }
    const count = (await raw('/actuator/metrics/system.cpu.count', admin)).json() as {
      measurements: Array<{ value: number }>;
    };
    expect(count.measurements[0]?.value).toBeGreaterThanOrEqual(1);
    const start = (await raw('/actuator/metrics/process.start.time', admin)).json() as {
      baseUnit: string;
      measurements: Array<{ value: number }>;
    };
    expect(start.baseUnit).toBe('seconds');
    expect(start.measurements[0]?.value).toBeLessThanOrEqual(Date.now() / 1000);
    expect((await raw('/actuator/metrics/jvm.memory.used', admin)).statusCode).toBe(404);
  });

  it('lists the request trace as traces without query strings or headers', async () => {
    await raw('/sys/user/getCurrentUserDeparts?secretish=1', admin);
    const res = await raw('/actuator/httptrace?_t=1700000000', admin);
    expect(res.statusCode).toBe(200);
    const { traces } = res.json() as {
      traces: Array<{
        timestamp: string;
        request: { method: string; uri: string; headers: Record<string, string> };
        response: { status: number };
        timeTaken: number;
      }>;
    };
    const hit = traces.find((tr) => tr.request.uri.endsWith('/sys/user/getCurrentUserDeparts'));
    expect(hit).toMatchObject({ request: { method: 'GET', headers: {} }, response: { status: 200 } });
    expect(Number.isNaN(Date.parse(hit?.timestamp ?? ''))).toBe(false);
    expect(JSON.stringify(traces)).not.toContain('secretish');
    expect(JSON.stringify(traces)).not.toContain(admin);
  });

  it('lists the disks of 磁盘监控 with sizes and the used share', async () => {
    const res = await get<Array<{ name: string; max: number; rest: number; restPPT: number }>>(
      '/sys/actuator/redis/queryDiskInfo?_t=1700000000',
      admin,
    );
    expect(res.body).toMatchObject({ success: true, message: '查询成功' });
    expect(res.body.result.length).toBeGreaterThanOrEqual(1);
    for (const d of res.body.result) {
      expect(d.max).toBeGreaterThan(0);
      expect(d.rest).toBeLessThanOrEqual(d.max);
      expect(d.restPPT).toBeGreaterThanOrEqual(0);
      expect(d.restPPT).toBeLessThanOrEqual(100);
    }
  });

  it('refuses the monitor answers without the page codes', async () => {
    const plain = await signedInUser(t, 'jc_no_monitor', {
      roleId: await roleWith(t, 'jc_no_monitor_role', [PERM.user.list]),
    });
    for (const path of [
      '/actuator/metrics/system.cpu.count',
      '/actuator/httptrace',
      '/sys/actuator/redis/queryDiskInfo',
      '/sys/dataSource/options',
    ]) {
      const res = await get(path, plain.token);
      expect(res.status, path).toBe(403);
      expect(res.body.code, path).toBe(510);
    }
    const disk = await signedInUser(t, 'jc_disk_only', {
      roleId: await roleWith(t, 'jc_disk_role', [PERM.monitor.disk]),
    });
    expect((await get('/sys/actuator/redis/queryDiskInfo', disk.token)).status).toBe(200);
    expect((await raw('/actuator/httptrace', disk.token)).statusCode).toBe(403);
  });
});

describe('同步 buttons of the user and department lists', () => {
  it('reports which directory apps the acting tenant has enabled', async () => {
    const off = await get<Record<string, boolean>>('/sys/thirdApp/getEnabledType?_t=1700000000', admin);
    expect(off.body).toMatchObject({ success: true, result: { wechatEnterprise: false, dingtalk: false } });
    await t.db.query(
      `INSERT INTO sys_third_app_config (id, tenant_id, third_type, corp_id, client_id, client_secret_enc, status)
       VALUES ('jcapp1', 1000, 'dingtalk', 'ding-corp', 'ding-client', 'v1:iv:tag:data', 1)`,
    );
    const on = await get<Record<string, boolean>>('/sys/thirdApp/getEnabledType?_t=1700000000', admin);
    expect(on.body.result).toEqual({ wechatEnterprise: false, dingtalk: true });
  });
});

interface MenuTree {
  menu: MenuItem[];
}

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}

/** The JeecgBoot Vue 2 client's own views our seeded menus name (its src/views, and layouts). */
const JEECG_VIEWS = new Set([
  'dashboard/Analysis',
  'dashboard/Workplace',
  'account/center/Index',
  'account/settings/Index',
  'account/settings/Security',
  'account/settings/BaseSetting',
  'system/UserList',
  'system/RoleList',
  'system/DepartList',
  'system/PermissionList',
  'system/TenantList',
  'system/SysPositionList',
  'system/SysUserOnlineList',
  'system/LogList',
  'system/SysAnnouncementList',
  'system/UserAnnouncementList',
  'system/DictList',
  'system/SysCategoryList',
  'system/SysCheckRuleList',
  'system/SysFillRuleList',
  'system/SysDataSourceList',
  'system/AddressList',
  'system/QuartzJobList',
  'system/DataLogList',
  'system/SysGatewayRouteList',
  'modules/message/SysMessageTemplateList',
  'modules/oss/OSSFileList',
  'modules/monitor/SystemInfo',
  'modules/monitor/DiskMonitoring',
  'modules/monitor/HttpTrace',
  'modules/online/cgreport/OnlCgreportHeadList',
  'modules/online/cgreport/auto/OnlCgreportAutoList',
  'modules/online/cgform/OnlCgformHeadList',
  'layouts/RouteView',
]);

describe('the menu JeecgBoot clients navigate by', () => {
  it('names only JeecgBoot views, or pages in our own folders (cwxt/, examples/)', async () => {
    const res = await get<MenuTree>('/sys/permission/getUserPermissionByToken?_t=1700000000', admin);
    const unknown = flatten(res.body.result.menu)
      .map((m) => m.component ?? '')
      .filter((c) => !JEECG_VIEWS.has(c) && !/^(cwxt|examples)\//.test(c));
    expect(unknown).toEqual([]);
  });

  it('has the header routes account-center and account-settings-base, and the bell path', async () => {
    const staff = await signedInUser(t, 'jc_menu_staff', { roleId: '1800000000000000202' });
    for (const token of [admin, staff.token]) {
      const res = await get<MenuTree>('/sys/permission/getUserPermissionByToken?_t=1700000000', token);
      const all = flatten(res.body.result.menu);
      expect(all.find((m) => m.name === 'account-center')).toMatchObject({
        path: '/account/center',
        component: 'account/center/Index',
      });
      expect(all.find((m) => m.name === 'account-settings-base')).toMatchObject({
        path: '/account/settings/base',
        component: 'account/settings/BaseSetting',
        hidden: true,
      });
      expect(all.find((m) => m.path === '/isps/userAnnouncement')).toMatchObject({
        component: 'system/UserAnnouncementList',
        hidden: true,
      });
    }
  });

  it('moves an existing installation menu rows along (migration 033)', async () => {
    await t.db.query(
      "UPDATE sys_permission SET component = 'modules/monitor/ProcessInfo' WHERE component = 'cwxt/monitor/ProcessInfo'",
    );
    await t.db.query(
      "UPDATE sys_permission SET component_name = 'AccountCenter' WHERE id = '1800000000000000303'",
    );
    const { readFileSync } = await import('node:fs');
    const sql = readFileSync(
      new URL('../../server/db/migrations/033_jeecg_menu_names.sql', import.meta.url),
      'utf8',
    );
    await t.db.exec(sql);
    const rows = await t.db.query<{ component: string; component_name: string | null }>(
      `SELECT component, component_name FROM sys_permission
        WHERE component IN ('modules/monitor/ProcessInfo', 'cwxt/monitor/ProcessInfo') OR id = '1800000000000000303'
        ORDER BY component`,
    );
    expect(rows).toEqual([
      { component: 'account/center/Index', component_name: null },
      { component: 'cwxt/monitor/ProcessInfo', component_name: 'ProcessInfo' },
    ]);
  });
});
