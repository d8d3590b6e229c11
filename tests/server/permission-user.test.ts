import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionResult } from '../../src/shared/domain/contract/permission';
import { newId } from '../../server/lib/ids';
import { call, createUser, login } from './support/helpers';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const perms = (token: string) =>
  call<PermissionResult>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token });

describe('GET /sys/permission/getUserPermissionByToken', () => {
  it('answers the CONTRACT §3 menu tree for admin, 首页 first, code 0', async () => {
    const res = await perms(await login(t.app));
    expect(res.body).toMatchObject({ success: true, code: 0, message: '' });
    const { menu, auth, allAuth, sysSafeMode } = res.body.result;
    expect(sysSafeMode).toBe(false);
    // admin holds the super role: every seeded button, and the 系统管理 menu.
    expect(auth.map((a) => a.action)).toContain('system:user:list');
    expect(allAuth.length).toBe(auth.length);
    expect(menu.map((m) => m.meta.title)).toEqual([
      '首页',
      '电厂管理',
      '电费管理',
      '发票管理',
      '协同办公',
      '资讯动态',
      '仪表盘',
      '系统管理',
      '示例',
      '系统监控',
      '在线开发',
      '个人中心',
    ]);
    const [home, , , , , , , , examples, , , account] = menu;
    expect(examples?.children?.map((c) => [c.path, c.component, c.meta.title])).toEqual([
      ['/examples/widgets', 'examples/WidgetDemo', '组件示例'],
    ]);
    expect(home).toMatchObject({
      route: '1',
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      component: 'dashboard/Analysis',
      redirect: null,
    });
    expect(home?.meta).toEqual({
      keepAlive: false,
      internalOrExternal: false,
      title: '首页',
      componentName: 'Analysis',
      icon: 'home',
    });
    expect(Object.keys(home ?? {})).toEqual(['id', 'route', 'path', 'name', 'redirect', 'component', 'meta']);
    expect(account).toMatchObject({ path: '/account', component: 'layouts/RouteView', name: 'account' });
    expect(account?.children?.map((c) => [c.path, c.name, c.component, c.meta.keepAlive])).toEqual([
      // Route names JeecgBoot's header links by (account-center, account-settings-base) and the
      // bell's 查看更多 path; the last two rows are hidden.
      ['/account/center', 'account-center', 'account/center/Index', true],
      ['/account/settings/security', 'account-settings-security', 'account/settings/Security', false],
      ['/account/settings', 'AccountSettings', 'account/settings/Index', false],
      ['/account/settings/base', 'account-settings-base', 'account/settings/BaseSetting', false],
      ['/isps/userAnnouncement', 'isps-userAnnouncement', 'system/UserAnnouncementList', false],
    ]);
    expect(account?.children?.map((c) => c.hidden ?? false)).toEqual([false, false, false, true, true]);
    expect(account?.children?.[0]).not.toHaveProperty('redirect');
  });

  it('gives guests (self-registered) only the always-first 首页', async () => {
    await createUser(t, { username: 'guest1', password: 'Guest@2025', roleCode: 'guest' });
    const res = await perms(await login(t.app, 'guest1', 'Guest@2025'));
    expect(res.body.result.menu.map((m) => m.meta.title)).toEqual(['首页']);
    expect(res.body.result.auth).toEqual([]);
  });

  it('adds rows granted through department roles, buttons to auth/allAuth, and hides parents of hidden children', async () => {
    const userId = await createUser(t, { username: 'drole1', password: 'Drole@2025', departCodes: ['A02'] });
    const menuId = newId();
    const childId = newId();
    const buttonId = newId();
    const inactiveId = newId();
    const extId = newId();
    await t.db.query(
      `INSERT INTO sys_permission (id, parent_id, name, url, component, menu_type, sort_no, is_leaf, hidden, perms, perms_type, status) VALUES
       ($1, NULL, '电厂管理', '/plant', 'layouts/RouteView', 0, 5, false, false, NULL, '0', '1'),
       ($2, $1, '隐藏页', '/plant/hidden', 'plant/Hidden', 1, 1, true, true, NULL, '0', '1'),
       ($3, $1, '新增电厂', NULL, NULL, 2, 1, true, false, 'plant:add', '1', '1'),
       ($4, $1, '删除电厂', NULL, NULL, 2, 2, true, false, 'plant:delete', '2', '0'),
       ($5, NULL, '外部链接', 'https://example.com/x', 'layouts/IframePageView', 0, 6, true, false, NULL, '0', '1')`,
      [menuId, childId, buttonId, inactiveId, extId],
    );
    const droleId = newId();
    await t.db.query(
      `INSERT INTO sys_depart_role (id, depart_id, role_name, role_code) SELECT $1, id, '电厂管理员', 'plant_admin' FROM sys_depart WHERE org_code = 'A02'`,
      [droleId],
    );
    await t.db.query('INSERT INTO sys_depart_role_user (id, user_id, drole_id) VALUES ($1, $2, $3)', [
      newId(),
      userId,
      droleId,
    ]);
    for (const pid of [menuId, childId, buttonId, inactiveId, extId]) {
      await t.db.query(
        'INSERT INTO sys_depart_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)',
        [newId(), droleId, pid],
      );
    }
    const { menu, auth, allAuth } = (await perms(await login(t.app, 'drole1', 'Drole@2025'))).body.result;
    expect(menu.map((m) => m.meta.title ?? '(hidden)')).toEqual(['首页', '(hidden)', '外部链接']);
    const plant = menu[1];
    expect(plant).toMatchObject({ hidden: true, meta: { hideMenu: true } });
    expect(plant?.children?.[0]).toMatchObject({ hidden: true, meta: { hideMenu: true, title: '隐藏页' } });
    const ext = menu[2];
    expect(ext?.path).toMatch(/^[0-9a-f]{32}$/);
    expect(ext?.meta.url).toBe('https://example.com/x');
    expect(auth).toEqual([{ action: 'plant:add', type: '1', describe: '新增电厂' }]);
    expect(allAuth.filter((a) => a.action.startsWith('plant:'))).toEqual([
      { action: 'plant:add', status: '1', type: '1', describe: '新增电厂' },
      { action: 'plant:delete', status: '0', type: '2', describe: '删除电厂' },
    ]);
  });
});

describe('departments', () => {
  it('lists the current user departments with code 0', async () => {
    const res = await call<{ list: Array<{ orgCode: string }>; orgCode: string }>(
      t.app,
      'GET',
      '/sys/user/getCurrentUserDeparts',
      {
        token: await login(t.app),
      },
    );
    expect(res.body).toMatchObject({ success: true, code: 0, result: { orgCode: 'A01A01' } });
    expect(res.body.result.list.map((d) => d.orgCode)).toEqual(['A01A01']);
  });

  it('switches only to a department the user belongs to (PUT and POST)', async () => {
    await createUser(t, { username: 'twodeps', password: 'TwoDep@2025', departCodes: ['A01A01', 'A01A02'] });
    const token = await login(t.app, 'twodeps', 'TwoDep@2025');
    for (const method of ['PUT', 'POST'] as const) {
      const res = await call<{ userInfo: { orgCode: string } }>(t.app, method, '/sys/selectDepart', {
        token,
        body: { orgCode: 'A01A02', username: 'twodeps' },
      });
      expect(res.body).toMatchObject({ success: true, code: 0, result: { userInfo: { orgCode: 'A01A02' } } });
    }
    for (const body of [
      { orgCode: 'A03' },
      { orgCode: "A01A01' OR '1'='1" },
      { orgCode: '' },
      { orgCode: 'A01A01', username: 'admin' },
    ]) {
      const res = await call(t.app, 'PUT', '/sys/selectDepart', { token, body });
      expect(res.body.success, JSON.stringify(body)).toBe(false);
    }
    const now = await call<{ orgCode: string }>(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(now.body.result.orgCode).toBe('A01A02');
  });
});

describe('PUT /sys/user/updatePassword', () => {
  it('only changes the caller own password and enforces the messages and strength rule', async () => {
    await createUser(t, { username: 'pwuser', password: 'PwUser@2025' });
    const token = await login(t.app, 'pwuser', 'PwUser@2025');
    const put = (body: Record<string, string>) =>
      call(t.app, 'PUT', '/sys/user/updatePassword', { token, body });
    const base = {
      username: 'pwuser',
      oldpassword: 'PwUser@2025',
      password: 'Fresh@2025',
      confirmpassword: 'Fresh@2025',
    };
    expect((await put({ ...base, username: 'admin' })).body.message).toBe('只允许修改自己的密码！');
    expect((await put({ ...base, oldpassword: 'wrong' })).body.message).toBe('旧密码输入错误!');
    expect((await put({ ...base, password: '', confirmpassword: '' })).body.message).toBe(
      '新密码不允许为空!',
    );
    expect((await put({ ...base, confirmpassword: 'Other@2025' })).body.message).toBe('两次输入密码不一致!');
    for (const weak of ['short1!', 'nodigits!!', 'nospecial123', '12345678!']) {
      expect((await put({ ...base, password: weak, confirmpassword: weak })).body.message, weak).toBe(
        '密码由8位数字、大小写字母和特殊符号组成!',
      );
    }
    // admin's password is untouched by all of the above.
    expect(await login(t.app, 'admin', ADMIN_PASSWORD)).toBeTruthy();
    expect((await put(base)).body).toMatchObject({ success: true, code: 200, message: '密码重置成功!' });
    expect(await login(t.app, 'pwuser', 'Fresh@2025')).toBeTruthy();
  });
});
