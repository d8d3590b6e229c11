import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { ADMIN_PATHS } from '../../src/shared/domain/routes/admin-paths';
import { SEED } from '../../server/db/seed/ids';
import { login } from './support/helpers';
import { buttonId, call, count, menuOf, roleWithCodes, userWithRole } from './support/identity-admin';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

interface MenuJson {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  menuType: number;
  perms: string | null;
  permsType: string | null;
  isLeaf: boolean;
  route: boolean;
  keepAlive: boolean;
  hidden: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  ruleFlag: number;
  status: string | null;
  sortNo: number;
  createBy: string | null;
  delFlag: number;
  children: MenuJson[] | null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => t.close());

const flatten = (nodes: MenuJson[]): MenuJson[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function menuRow(id: string) {
  const rows = await t.db.query<{
    name: string;
    parent_id: string | null;
    url: string | null;
    component: string | null;
    is_leaf: boolean;
    del_flag: number;
    rule_flag: number;
    create_by: string;
    perms_type: string;
    status: string;
  }>('SELECT * FROM sys_permission WHERE id = $1', [id]);
  return rows[0] ?? null;
}

async function addMenu(body: Record<string, unknown>, token = admin) {
  return call(t.app, 'POST', '/sys/permission/add', { token, body });
}

async function idByName(name: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_permission WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`no menu ${name}`);
  return rows[0].id;
}

describe('menu reads', () => {
  it('list: the whole tree with every menu field, code 0', async () => {
    const res = await call<MenuJson[]>(t.app, 'GET', '/sys/permission/list', { token: admin });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    const all = flatten(res.body.result);
    expect(all).toHaveLength(await count(t, 'SELECT 1 FROM sys_permission WHERE del_flag = 0'));
    const system = res.body.result.find((m) => m.id === SEED.menu.system)!;
    expect(system).toMatchObject({
      key: SEED.menu.system,
      title: '系统管理',
      menuType: 0,
      isLeaf: false,
      parentId: null,
    });
    const userPage = system.children!.find((m) => m.url === ADMIN_PATHS.user)!;
    expect(userPage).toMatchObject({
      component: 'system/UserList',
      componentName: 'UserList',
      route: true,
      keepAlive: false,
    });
    const addButton = userPage.children!.find((m) => m.perms === PERM.user.add)!;
    expect(addButton).toMatchObject({
      menuType: 2,
      permsType: '1',
      status: '1',
      isLeaf: true,
      children: null,
    });
    for (const key of [
      'hidden',
      'alwaysShow',
      'internalOrExternal',
      'ruleFlag',
      'sortNo',
      'icon',
      'redirect',
    ]) {
      expect(addButton).toHaveProperty(key);
    }
  });

  it('getSystemMenuList / getSystemSubmenu / getSystemSubmenuBatch load the tree level by level', async () => {
    const top = await call<MenuJson[]>(t.app, 'GET', '/sys/permission/getSystemMenuList', { token: admin });
    expect(top.body.result.every((m) => m.menuType === 0)).toBe(true);
    expect(top.body.result.map((m) => m.id)).toContain(SEED.menu.system);
    const sub = await call<MenuJson[]>(t.app, 'GET', '/sys/permission/getSystemSubmenu', {
      token: admin,
      query: { parentId: SEED.menu.system },
    });
    const monitorAndOnline = /^\/(monitor|online)(\/|$)/;
    expect(sub.body.result.map((m) => m.url)).toEqual(
      expect.arrayContaining(
        Object.values(ADMIN_PATHS).filter((p) => p !== ADMIN_PATHS.system && !monitorAndOnline.test(p)),
      ),
    );
    expect(sub.body.result.every((m) => m.children === null || m.children.length === 0)).toBe(true);
    const userMenu = await menuOf(t, PERM.user.list);
    const roleMenu = await menuOf(t, PERM.role.list);
    const batch = await call<Record<string, MenuJson[]>>(
      t.app,
      'GET',
      '/sys/permission/getSystemSubmenuBatch',
      {
        token: admin,
        query: { parentIds: `${userMenu},${roleMenu}` },
      },
    );
    expect(batch.body.success).toBe(true);
    expect(batch.body.result[userMenu]!.map((m) => m.perms)).toContain(PERM.user.add);
    expect(batch.body.result[roleMenu]!.map((m) => m.perms)).toContain(PERM.role.auth);
  });

  it('queryTreeList: the picker tree {treeList, ids}', async () => {
    const res = await call<{ treeList: Array<{ key: string; title: string }>; ids: string[] }>(
      t.app,
      'GET',
      '/sys/permission/queryTreeList',
      { token: admin },
    );
    expect(res.body.result.ids).toHaveLength(
      await count(t, 'SELECT 1 FROM sys_permission WHERE del_flag = 0'),
    );
    expect(res.body.result.treeList.map((n) => n.title)).toContain('系统管理');
  });

  it('reads need the menu list code', async () => {
    const roleOnly = await userWithRole(
      t,
      'menureader',
      await roleWithCodes(t, [PERM.role.list], 'menu_reader'),
    );
    const res = await call(t.app, 'GET', '/sys/permission/list', { token: roleOnly.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(510);
  });
});

describe('menu add / edit / delete', () => {
  it('adds a top-level menu, normalised like JeecgBoot; mass-assigned fields change nothing', async () => {
    const res = await addMenu({
      name: '厂网业务',
      menuType: 0,
      url: 'cwxt',
      icon: 'appstore',
      sortNo: 5,
      id: '1111111111111111111',
      delFlag: 1,
      ruleFlag: 1,
      createBy: 'intruder',
      leaf: false,
      isLeaf: false,
      parentId: SEED.menu.system,
    });
    expect(res.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const id = await idByName('厂网业务');
    expect(id).not.toBe('1111111111111111111');
    expect(await menuRow(id)).toMatchObject({
      parent_id: null,
      url: '/cwxt',
      component: 'layouts/RouteView',
      del_flag: 0,
      rule_flag: 0,
      is_leaf: true,
      create_by: 'admin',
      status: '1',
    });
  });

  it('adds sub-menus and buttons under it, keeping the parent is_leaf right', async () => {
    const parent = await idByName('厂网业务');
    const sub = await addMenu({
      name: '电厂档案',
      menuType: 1,
      parentId: parent,
      url: '/cwxt/plant',
      component: 'src/views/cwxt/PlantList.vue',
      keepAlive: true,
      hidden: '0',
      alwaysShow: 0,
      route: 1,
    });
    expect(sub.body.success).toBe(true);
    const subId = await idByName('电厂档案');
    expect(await menuRow(subId)).toMatchObject({ component: 'cwxt/PlantList', is_leaf: true });
    expect((await menuRow(parent))?.is_leaf).toBe(false);
    const button = await addMenu({
      name: '新增测试电厂',
      menuType: 2,
      parentId: subId,
      perms: 'test:plant:add',
      permsType: '2',
    });
    expect(button.body.success).toBe(true);
    expect(await menuRow(await idByName('新增测试电厂'))).toMatchObject({ perms_type: '2' });
    expect((await menuRow(subId))?.is_leaf).toBe(false);
  });

  it('validates by menu type and refuses unsafe urls, adding nothing', async () => {
    const parent = await idByName('厂网业务');
    const before = await count(t, 'SELECT 1 FROM sys_permission');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '无类型' }, '请选择菜单类型!'],
      [{ menuType: 0, url: '/x' }, '请输入菜单标题!'],
      [{ name: '无路径', menuType: 0 }, '请输入菜单路径!'],
      [{ name: '无上级', menuType: 1, url: '/a', component: 'a/B' }, '请选择上级菜单!'],
      [{ name: '无组件', menuType: 1, parentId: parent, url: '/a' }, '请输入前端组件!'],
      [{ name: '无标识', menuType: 2, parentId: parent }, '请输入授权标识!'],
      [{ name: '按钮无上级', menuType: 2, perms: 'a:b' }, '请选择上级菜单!'],
      [
        { name: '脚本', menuType: 1, parentId: parent, url: 'javascript:alert(1)', component: 'a/B' },
        '菜单路径不能包含脚本',
      ],
      [
        { name: '外链', menuType: 1, parentId: parent, url: 'ftp://x.example', internalOrExternal: true },
        '外部链接必须以http://或https://开头',
      ],
      [
        {
          name: '模板脚本',
          menuType: 1,
          parentId: parent,
          url: "{{ 'javascript:alert(1)' }}",
          internalOrExternal: true,
        },
        '菜单路径格式不正确',
      ],
      [
        { name: '坏组件', menuType: 1, parentId: parent, url: '/a', component: '../../etc/passwd' },
        '前端组件格式不正确',
      ],
      [
        { name: '坏标识', menuType: 2, parentId: parent, perms: 'a b;drop' },
        '授权标识只能包含字母、数字、下划线、冒号、中划线和点，多个用逗号分隔',
      ],
      [{ name: '坏策略', menuType: 2, parentId: parent, perms: 'a:b', permsType: '9' }, '授权策略不正确'],
      [{ name: '上级不存在', menuType: 1, parentId: '999', url: '/a', component: 'a/B' }, '上级菜单不存在'],
      [
        {
          name: '按钮下挂菜单',
          menuType: 1,
          parentId: await buttonId(t, PERM.user.add),
          url: '/a',
          component: 'a/B',
        },
        '按钮/权限不能作为上级菜单',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await addMenu(body);
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    expect(await count(t, 'SELECT 1 FROM sys_permission')).toBe(before);
  });

  it('accepts external links (http/https, config templates) opened outside', async () => {
    const parent = await idByName('厂网业务');
    const ext = await addMenu({
      name: '国网官网',
      menuType: 1,
      parentId: parent,
      url: 'https://www.sgcc.com.cn/',
      internalOrExternal: true,
    });
    expect(ext.body.success).toBe(true);
    const tpl = await addMenu({
      name: '监控',
      menuType: 1,
      parentId: parent,
      url: "{{ window._CONFIG['domianURL'] }}/druid/",
      internalOrExternal: true,
    });
    expect(tpl.body.success).toBe(true);
  });

  it('edits, moves a menu between parents and keeps is_leaf of both right', async () => {
    const parent = await idByName('厂网业务');
    const plant = await idByName('电厂档案');
    const res = await call(t.app, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: { id: plant, name: '电厂台账', parentId: SEED.menu.system, delFlag: 1, createBy: 'x' },
    });
    expect(res.body).toMatchObject({ success: true, message: '修改成功！' });
    expect(await menuRow(plant)).toMatchObject({
      name: '电厂台账',
      parent_id: SEED.menu.system,
      del_flag: 0,
      create_by: 'admin',
    });
    // 厂网业务 keeps the two external links, so it is still no leaf; move them away too.
    for (const name of ['国网官网', '监控']) {
      await call(t.app, 'PUT', '/sys/permission/edit', {
        token: admin,
        body: { id: await idByName(name), parentId: SEED.menu.system },
      });
    }
    expect((await menuRow(parent))?.is_leaf).toBe(true);
    const back = await call(t.app, 'POST', '/sys/permission/edit', {
      token: admin,
      body: { id: plant, parentId: parent },
    });
    expect(back.body.success).toBe(true);
    expect((await menuRow(parent))?.is_leaf).toBe(false);
  });

  it('refuses a parent below itself, a button with children, unknown ids', async () => {
    const parent = await idByName('厂网业务');
    const plant = await idByName('电厂台账');
    const cycle = await call(t.app, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: { id: parent, menuType: 1, parentId: plant, component: 'layouts/RouteView' },
    });
    expect(cycle.body).toMatchObject({ success: false, message: '上级菜单不能是自己或自己的下级' });
    const toButton = await call(t.app, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: { id: plant, menuType: 2, perms: 'test:plant' },
    });
    expect(toButton.body).toMatchObject({ success: false, message: '有下级菜单的菜单不能改为按钮' });
    const unknown = await call(t.app, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: { id: 'nope', name: 'x' },
    });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    expect(await menuRow(parent)).toMatchObject({ parent_id: null });
  });

  it('deletes a menu with its children, their grants and data rules; the parent becomes a leaf again', async () => {
    const parent = await idByName('厂网业务');
    const plant = await idByName('电厂台账');
    const button = await idByName('新增测试电厂');
    const role = await roleWithCodes(t, [PERM.user.list], 'menu_delete_role');
    await t.db.query(
      "INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ('rpx1', $1, $2), ('rpx2', $1, $3)",
      [role, plant, button],
    );
    await t.db.query(
      `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value)
       VALUES ('drx1', $1, 'r', 'orgCode', '=', 'A01')`,
      [plant],
    );
    const res = await call(t.app, 'DELETE', '/sys/permission/delete', { token: admin, query: { id: plant } });
    expect(res.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await menuRow(plant)).toBeNull();
    expect(await menuRow(button)).toBeNull();
    expect(await count(t, "SELECT 1 FROM sys_role_permission WHERE id IN ('rpx1','rpx2')")).toBe(0);
    expect(await count(t, "SELECT 1 FROM sys_permission_data_rule WHERE id = 'drx1'")).toBe(0);
    expect((await menuRow(parent))?.is_leaf).toBe(true);
  });

  it('deleteBatch deletes several; unknown ids delete nothing', async () => {
    const a = await idByName('国网官网');
    const b = await idByName('监控');
    const bad = await call(t.app, 'DELETE', '/sys/permission/deleteBatch', {
      token: admin,
      query: { ids: `${a},nope` },
    });
    expect(bad.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    expect(await menuRow(a)).not.toBeNull();
    const good = await call(t.app, 'DELETE', '/sys/permission/deleteBatch', {
      token: admin,
      query: { ids: `${a},${b}` },
    });
    expect(good.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await menuRow(a)).toBeNull();
    expect(await menuRow(b)).toBeNull();
  });

  it('menu writes need their own codes; a list-only holder is refused with 510', async () => {
    const reader = await userWithRole(
      t,
      'menulister',
      await roleWithCodes(t, [PERM.permission.list], 'menu_lister'),
    );
    const res = await addMenu({ name: '越权', menuType: 0, url: '/x' }, reader.token);
    expect(res.status).toBe(403);
    expect(await count(t, "SELECT 1 FROM sys_permission WHERE name = '越权'")).toBe(0);
  });

  it('writes an operation-log row per menu change', async () => {
    const rows = await t.db.query<{ log_content: string; operate_type: number }>(
      "SELECT log_content, operate_type FROM sys_log WHERE log_content LIKE '%菜单：%'",
    );
    expect(rows.some((r) => r.operate_type === 2 && r.log_content.includes('厂网业务'))).toBe(true);
    expect(rows.some((r) => r.operate_type === 3)).toBe(true);
    expect(rows.some((r) => r.operate_type === 4)).toBe(true);
  });
});
