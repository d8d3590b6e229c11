import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE_GRANT_MESSAGES } from '../../server/modules/access/scope-guard';
import { PERM } from '../../src/shared/domain/permission/codes';
import { SEED } from '../../server/db/seed/ids';
import { createUser, login } from './support/helpers';
import {
  buttonId,
  call,
  count,
  ensureTenant,
  menuOf,
  PASSWORD,
  roleWithCodes,
  userWithRole,
} from './support/identity-admin';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let manager: { id: string; token: string };
let t2: { id: string; token: string };

const DEPART_CODES = Object.values(PERM.depart);

interface Node {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  id: string;
  orgCode: string;
  departName: string;
  mobile?: string | null;
  children: Node[] | null;
}

beforeAll(async () => {
  // The bare organisation: no demo plant companies in the department trees.
  t = await createTestApp({ businessDemo: false });
  admin = await login(t.app);
  await t.db.query(
    "UPDATE sys_depart SET mobile = '13912345678', address = '某路1号' WHERE org_code = 'A01'",
  );
  const role = await roleWithCodes(
    t,
    [...DEPART_CODES, PERM.user.list, PERM.user.add, PERM.user.edit],
    'depart_manager',
  );
  manager = await userWithRole(t, 'deptmgr', role);
  await ensureTenant(t, 2000, '第二租户');
  t2 = await userWithRole(
    t,
    't2dept',
    await roleWithCodes(t, [...DEPART_CODES, PERM.user.list], 't2_depart_admin', 2000),
    '2000',
  );
});
afterAll(() => t.close());

async function departByCode(code: string) {
  const rows = await t.db.query<{
    id: string;
    depart_name: string;
    org_code: string;
    tenant_id: number | null;
    parent_id: string | null;
    create_by: string;
    del_flag: string;
    org_type: string;
  }>('SELECT * FROM sys_depart WHERE org_code = $1', [code]);
  return rows[0] ?? null;
}

async function departByName(name: string) {
  const rows = await t.db.query<{ id: string; org_code: string; tenant_id: number | null }>(
    'SELECT id, org_code, tenant_id FROM sys_depart WHERE depart_name = $1',
    [name],
  );
  return rows[0] ?? null;
}

describe('department trees and pickers', () => {
  it('queryTreeList: the tenant tree, JeecgBoot node shape, full fields for the department page', async () => {
    const res = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', { token: manager.token });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(res.body.result.map((n) => n.orgCode)).toEqual(['A01', 'A02', 'A03', 'A04']);
    const a01 = res.body.result[0]!;
    expect(a01).toMatchObject({
      key: SEED.depart.A01,
      value: SEED.depart.A01,
      title: '国网某省电力公司',
      isLeaf: false,
      mobile: '13912345678',
    });
    expect(a01.children!.map((c) => c.orgCode)).toEqual(['A01A01', 'A01A02']);
    expect(a01.children![0]).toMatchObject({ isLeaf: true, children: null });
    const byIds = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', {
      token: manager.token,
      query: { ids: `${SEED.depart.A02},${SEED.depart.A03}` },
    });
    expect(byIds.body.result.map((n) => n.orgCode)).toEqual(['A02', 'A03']);
  });

  it('pickers are open to any signed-in user, tenant-scoped, without contact details', async () => {
    const plain = await userWithRole(t, 'plaindept', null);
    const res = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', { token: plain.token });
    expect(res.body.success).toBe(true);
    const a01 = res.body.result.find((n) => n.orgCode === 'A01')!;
    expect(a01).not.toHaveProperty('mobile');
    expect(a01).not.toHaveProperty('address');
    expect(a01.departName).toBe('国网某省电力公司');
    const other = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', { token: t2.token });
    expect(other.body.result).toEqual([]);
  });

  it('queryDepartTreeSync loads one level, by id or by orgCode', async () => {
    const top = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryDepartTreeSync', {
      token: manager.token,
    });
    expect(top.body.result.map((n) => [n.orgCode, n.isLeaf])).toEqual([
      ['A01', false],
      ['A02', true],
      ['A03', true],
      ['A04', true],
    ]);
    const level = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryDepartTreeSync', {
      token: manager.token,
      query: { pid: SEED.depart.A01 },
    });
    expect(level.body.result.map((n) => n.orgCode)).toEqual(['A01A01', 'A01A02']);
    const echo = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryDepartTreeSync', {
      token: manager.token,
      query: { ids: 'A01A02', primaryKey: 'orgCode' },
    });
    expect(echo.body.result).toHaveLength(1);
    expect(echo.body.result[0]).toMatchObject({ key: 'A01A02', value: 'A01A02', title: '调度控制中心' });
    const foreign = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryDepartTreeSync', {
      token: t2.token,
      query: { pid: SEED.depart.A01 },
    });
    expect(foreign.body.result).toEqual([]);
  });

  it('queryIdTree, searchBy, listAll, getDepartName, queryAllParentId', async () => {
    const ids = await call<Array<{ key: string; title: string; children: unknown[] }>>(
      t.app,
      'GET',
      '/sys/sysDepart/queryIdTree',
      { token: manager.token },
    );
    expect(Object.keys(ids.body.result[0]!).sort()).toEqual(['children', 'isLeaf', 'key', 'title', 'value']);
    expect(ids.body.result[0]!.children).toHaveLength(2);

    const found = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/searchBy', {
      token: manager.token,
      query: { keyWord: '营销' },
    });
    expect(found.body.result.map((n) => n.orgCode)).toEqual(['A01A01']);
    const none = await call(t.app, 'GET', '/sys/sysDepart/searchBy', {
      token: manager.token,
      query: { keyWord: '不存在%' },
    });
    expect(none.body).toMatchObject({ success: false, message: '未查询匹配数据！' });
    const foreign = await call(t.app, 'GET', '/sys/sysDepart/searchBy', {
      token: t2.token,
      query: { keyWord: '营销' },
    });
    expect(foreign.body.success).toBe(false);

    const all = await call<Array<{ orgCode: string }>>(t.app, 'GET', '/sys/sysDepart/listAll', {
      token: manager.token,
    });
    expect(all.body.result.map((d) => d.orgCode)).toEqual(['A01', 'A01A01', 'A01A02', 'A02', 'A03', 'A04']);

    const name = await call<{ departName: string }>(t.app, 'GET', '/sys/sysDepart/getDepartName', {
      token: manager.token,
      query: { orgCode: 'A01A01' },
    });
    expect(name.body.result.departName).toBe('营销部');
    const hidden = await call(t.app, 'GET', '/sys/sysDepart/getDepartName', {
      token: t2.token,
      query: { orgCode: 'A01A01' },
    });
    expect(hidden.body.result).toBeNull();

    const chain = await call<Record<string, { parentIds: string[]; parentMap: Record<string, unknown> }>>(
      t.app,
      'GET',
      '/sys/sysDepart/queryAllParentId',
      { token: manager.token, query: { departId: SEED.depart.A01A02 } },
    );
    expect(chain.body.result[SEED.depart.A01A02]!.parentIds).toEqual([SEED.depart.A01, SEED.depart.A01A02]);
    const byCode = await call<Record<string, { parentIds: string[] }>>(
      t.app,
      'GET',
      '/sys/sysDepart/queryAllParentId',
      {
        token: manager.token,
        query: { orgCode: 'A01A01' },
      },
    );
    expect(byCode.body.result.A01A01!.parentIds).toEqual([SEED.depart.A01, SEED.depart.A01A01]);
    const empty = await call(t.app, 'GET', '/sys/sysDepart/queryAllParentId', { token: manager.token });
    expect(empty.body).toMatchObject({ success: false, message: 'departId 和 orgCode 不能都为空！' });
  });

  it('queryMyDeptTreeList: the trees a superior is in charge of', async () => {
    const plain = await call(t.app, 'GET', '/sys/sysDepart/queryMyDeptTreeList', { token: manager.token });
    expect(plain.body).toMatchObject({ success: true, message: '1', result: null });
    await t.db.query('UPDATE sys_user SET user_identity = 2, depart_ids = $1 WHERE id = $2', [
      SEED.depart.A01,
      manager.id,
    ]);
    const mine = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryMyDeptTreeList', {
      token: manager.token,
    });
    expect(mine.body.message).toBe('2');
    expect(mine.body.result.map((n) => n.orgCode)).toEqual(['A01']);
    expect(mine.body.result[0]!.children!.map((n) => n.orgCode)).toEqual(['A01A01', 'A01A02']);
    await t.db.query('UPDATE sys_user SET user_identity = 1, depart_ids = NULL WHERE id = $1', [manager.id]);
  });

  it('getUsersByDepartId lists the members without secrets, tenant scoped', async () => {
    const res = await call<Array<Record<string, unknown>>>(
      t.app,
      'GET',
      '/sys/sysDepart/getUsersByDepartId',
      {
        token: manager.token,
        query: { id: SEED.depart.A01A01 },
      },
    );
    expect(res.body.result.map((u) => u.username)).toContain('admin');
    expect(JSON.stringify(res.body.result)).not.toMatch(/"password"|"salt"/);
    const foreign = await call(t.app, 'GET', '/sys/sysDepart/getUsersByDepartId', {
      token: t2.token,
      query: { id: SEED.depart.A01A01 },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });
  it('data rules on the department menu cut every tree and every write', async () => {
    const departMenu = await menuOf(t, PERM.depart.list);
    const add = await call(t.app, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: {
        permissionId: departMenu,
        ruleName: '仅省公司',
        ruleColumn: 'orgCode',
        ruleConditions: 'IN',
        ruleValue: 'A01,A01A01',
      },
    });
    expect(add.body.success).toBe(true);
    const rule = (
      await t.db.query<{ id: string }>('SELECT id FROM sys_permission_data_rule WHERE permission_id = $1', [
        departMenu,
      ])
    )[0]!.id;
    const role = await roleWithCodes(t, [PERM.depart.list, PERM.depart.edit], 'ruled_departs');
    await t.db.query(
      'UPDATE sys_role_permission SET data_rule_ids = $1 WHERE role_id = $2 AND permission_id = $3',
      [rule, role, departMenu],
    );
    const user = await userWithRole(t, 'ruleddepts', role);
    const tree = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', { token: user.token });
    expect(tree.body.result.map((n) => n.orgCode)).toEqual(['A01']);
    expect(tree.body.result[0]!.children!.map((n) => n.orgCode)).toEqual(['A01A01']);
    const edit = await call(t.app, 'PUT', '/sys/sysDepart/edit', {
      token: user.token,
      body: { id: SEED.depart.A02, departName: '越权' },
    });
    expect(edit.body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect((await departByCode('A02'))?.depart_name).toBe('华能某某电厂');
    const allowed = await call(t.app, 'PUT', '/sys/sysDepart/edit', {
      token: user.token,
      body: { id: SEED.depart.A01A01, departName: '营销部' },
    });
    expect(allowed.body.success).toBe(true);
    await call(t.app, 'DELETE', '/sys/permission/deletePermissionRule', {
      token: admin,
      query: { id: rule },
    });
  });
});

describe('department add / edit / delete', () => {
  it('adds with hierarchical codes in the acting tenant; mass-assigned fields change nothing', async () => {
    const top = await call(t.app, 'POST', '/sys/sysDepart/add', {
      token: manager.token,
      body: {
        departName: '某某光伏电站',
        orgCategory: '1',
        orgCode: 'Z99',
        tenantId: 2000,
        id: '1234',
        delFlag: '1',
        createBy: 'intruder',
        orgType: '9',
      },
    });
    expect(top.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    expect(await departByCode('A05')).toMatchObject({
      depart_name: '某某光伏电站',
      tenant_id: 1000,
      parent_id: null,
      create_by: 'deptmgr',
      del_flag: '0',
      org_type: '1',
    });
    const child = await call(t.app, 'POST', '/sys/sysDepart/add', {
      token: manager.token,
      body: { departName: '运维班', orgCategory: '2', parentId: SEED.depart.A01 },
    });
    expect(child.body.success).toBe(true);
    expect(await departByCode('A01A03')).toMatchObject({
      depart_name: '运维班',
      parent_id: SEED.depart.A01,
      org_type: '2',
    });
  });

  it('concurrent adds under one parent all get distinct codes', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
        call(t.app, 'POST', '/sys/sysDepart/add', {
          token: manager.token,
          body: { departName: `并发班组${i}`, orgCategory: '3', parentId: SEED.depart.A02 },
        }),
      ),
    );
    expect(results.every((r) => r.body.success)).toBe(true);
    const codes = await t.db.query<{ org_code: string }>(
      'SELECT org_code FROM sys_depart WHERE parent_id = $1 ORDER BY org_code',
      [SEED.depart.A02],
    );
    expect(codes.map((r) => r.org_code)).toEqual(Array.from({ length: 8 }, (_, i) => `A02A0${i + 1}`));
  });

  it('another tenant gets its own departments, codes unique over the platform', async () => {
    const res = await call(t.app, 'POST', '/sys/sysDepart/add', {
      token: t2.token,
      body: { departName: '第二租户总部', orgCategory: '1' },
    });
    expect(res.body.success).toBe(true);
    expect(await departByName('第二租户总部')).toMatchObject({ org_code: 'A06', tenant_id: 2000 });
    const tree = await call<Node[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', { token: t2.token });
    expect(tree.body.result.map((n) => n.departName)).toEqual(['第二租户总部']);
  });

  it('refuses invalid input and foreign parents, adding nothing', async () => {
    const before = await count(t, 'SELECT 1 FROM sys_depart');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ orgCategory: '1' }, '请输入机构/部门名称!'],
      [{ departName: '无类型' }, '请选择机构类型!'],
      [{ departName: '坏电话', orgCategory: '1', mobile: 'abc' }, '请输入正确的电话号码'],
      [{ departName: '外租户下级', orgCategory: '2', parentId: SEED.depart.A01 }, '上级部门不存在'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'POST', '/sys/sysDepart/add', { token: t2.token, body });
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    expect(await count(t, 'SELECT 1 FROM sys_depart')).toBe(before);
  });

  it('edits form fields only; foreign departments are not found and stay unchanged', async () => {
    const a05 = (await departByCode('A05'))!;
    const res = await call(t.app, 'PUT', '/sys/sysDepart/edit', {
      token: manager.token,
      body: {
        id: a05.id,
        departName: '光伏电站',
        orgCode: 'B01',
        parentId: SEED.depart.A01,
        tenantId: 2000,
        mobile: '010-12345678',
      },
    });
    expect(res.body).toMatchObject({ success: true, message: '修改成功!' });
    expect(await departByCode('A05')).toMatchObject({
      depart_name: '光伏电站',
      parent_id: null,
      tenant_id: 1000,
    });
    const foreign = await call(t.app, 'PUT', '/sys/sysDepart/edit', {
      token: t2.token,
      body: { id: SEED.depart.A01, departName: '被改了' },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect((await departByCode('A01'))?.depart_name).toBe('国网某省电力公司');
  });

  it('delete: refused while users remain, otherwise the whole subtree goes; foreign ids change nothing', async () => {
    const withUsers = await call(t.app, 'DELETE', '/sys/sysDepart/delete', {
      token: manager.token,
      query: { id: SEED.depart.A01 },
    });
    expect(withUsers.body).toMatchObject({
      success: false,
      message: '该部门或其下级部门中还有用户，请先移除用户后再删除',
    });
    expect(await departByCode('A01A03')).not.toBeNull();

    const foreign = await call(t.app, 'DELETE', '/sys/sysDepart/delete', {
      token: t2.token,
      query: { id: SEED.depart.A02 },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应实体' });

    const res = await call(t.app, 'DELETE', '/sys/sysDepart/delete', {
      token: manager.token,
      query: { id: SEED.depart.A02 },
    });
    expect(res.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await count(t, "SELECT 1 FROM sys_depart WHERE org_code LIKE 'A02%'")).toBe(0);

    const batch = await call(t.app, 'DELETE', '/sys/sysDepart/deleteBatch', {
      token: manager.token,
      query: { ids: `${SEED.depart.A03},${SEED.depart.A04}` },
    });
    expect(batch.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await departByCode('A03')).toBeNull();
    expect(await departByCode('A04')).toBeNull();
  });
});

describe('department permissions and department roles', () => {
  let userList: string;
  let userAdd: string;
  let userEdit: string;
  let userMenu: string;
  let deptRole: string;

  beforeAll(async () => {
    userList = await buttonId(t, PERM.user.list);
    userAdd = await buttonId(t, PERM.user.add);
    userEdit = await buttonId(t, PERM.user.edit);
    userMenu = await menuOf(t, PERM.user.list);
  });

  it('saveDepartPermission sets the department ceiling; only permissions the actor holds', async () => {
    const res = await call(t.app, 'POST', '/sys/permission/saveDepartPermission', {
      token: manager.token,
      body: {
        departId: SEED.depart.A01A01,
        permissionIds: `${userMenu},${userList},${userAdd}`,
        lastpermissionIds: '',
      },
    });
    expect(res.body).toMatchObject({ success: true, message: '保存成功！' });
    const ids = await call<string[]>(t.app, 'GET', '/sys/permission/queryDepartPermission', {
      token: manager.token,
      query: { departId: SEED.depart.A01A01 },
    });
    expect(ids.body.code).toBe(0);
    expect(new Set(ids.body.result)).toEqual(new Set([userMenu, userList, userAdd]));
    const escalate = await call(t.app, 'POST', '/sys/permission/saveDepartPermission', {
      token: manager.token,
      body: { departId: SEED.depart.A01A01, permissionIds: await buttonId(t, PERM.user.delete) },
    });
    expect(escalate.body).toMatchObject({ success: false, message: '不能授予自己没有的权限' });
    const foreign = await call(t.app, 'POST', '/sys/permission/saveDepartPermission', {
      token: t2.token,
      body: { departId: SEED.depart.A01A01, permissionIds: '' },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect(
      await count(t, 'SELECT 1 FROM sys_depart_permission WHERE depart_id = $1', [SEED.depart.A01A01]),
    ).toBe(3);
  });

  it('department roles: add, list, edit, queryById, getDeptRoleList; codes unique per department', async () => {
    const add = await call(t.app, 'POST', '/sys/sysDepartRole/add', {
      token: manager.token,
      body: {
        departId: SEED.depart.A01A01,
        roleName: '营销专员',
        roleCode: 'yx_staff',
        createBy: 'x',
        id: '42',
      },
    });
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    const dup = await call(t.app, 'POST', '/sys/sysDepartRole/add', {
      token: manager.token,
      body: { departId: SEED.depart.A01A01, roleName: '重复', roleCode: 'yx_staff' },
    });
    expect(dup.body).toMatchObject({ success: false, message: '部门角色编码已存在' });
    const foreign = await call(t.app, 'POST', '/sys/sysDepartRole/add', {
      token: t2.token,
      body: { departId: SEED.depart.A01A01, roleName: '越权', roleCode: 'x_role' },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应实体' });

    const list = await call<{
      records: Array<{ id: string; roleCode: string; departId: string }>;
      total: number;
    }>(t.app, 'GET', '/sys/sysDepartRole/list', {
      token: manager.token,
      query: { deptId: SEED.depart.A01A01 },
    });
    expect(list.body.result.records.map((r) => r.roleCode)).toEqual(['yx_staff']);
    deptRole = list.body.result.records[0]!.id;
    expect(deptRole).not.toBe('42');
    const foreignList = await call<{ records: unknown[] }>(t.app, 'GET', '/sys/sysDepartRole/list', {
      token: t2.token,
      query: { deptId: SEED.depart.A01A01 },
    });
    expect(foreignList.body.result.records).toEqual([]);

    const edit = await call(t.app, 'PUT', '/sys/sysDepartRole/edit', {
      token: manager.token,
      body: { id: deptRole, roleName: '营销主管', departId: SEED.depart.A01A02 },
    });
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    const byId = await call<{ roleName: string; departId: string }>(
      t.app,
      'GET',
      '/sys/sysDepartRole/queryById',
      {
        token: manager.token,
        query: { id: deptRole },
      },
    );
    expect(byId.body.result).toMatchObject({ roleName: '营销主管', departId: SEED.depart.A01A01 });
    const hidden = await call(t.app, 'GET', '/sys/sysDepartRole/queryById', {
      token: t2.token,
      query: { id: deptRole },
    });
    expect(hidden.body).toMatchObject({ success: false, message: '部门角色不存在' });
    const roles = await call<Array<{ id: string }>>(t.app, 'GET', '/sys/sysDepartRole/getDeptRoleList', {
      token: manager.token,
      query: { departId: SEED.depart.A01A01, userId: manager.id },
    });
    expect(roles.body.result.map((r) => r.id)).toEqual([deptRole]);
  });

  it("department role permissions stay within the department's permissions", async () => {
    const tree = await call<{ treeList: unknown[]; ids: string[] }>(
      t.app,
      'GET',
      '/sys/sysDepartPermission/queryTreeListForDeptRole',
      { token: manager.token, query: { departId: SEED.depart.A01A01 } },
    );
    expect(new Set(tree.body.result.ids)).toEqual(new Set([userMenu, userList, userAdd]));
    const outside = await call(t.app, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      token: manager.token,
      body: { roleId: deptRole, permissionIds: `${userList},${userEdit}`, lastpermissionIds: '' },
    });
    expect(outside.body).toMatchObject({ success: false, message: '部门角色的权限不能超出部门的权限' });
    expect(await count(t, 'SELECT 1 FROM sys_depart_role_permission WHERE role_id = $1', [deptRole])).toBe(0);
    const ok = await call(t.app, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      token: manager.token,
      body: { roleId: deptRole, permissionIds: `${userMenu},${userList},${userAdd}`, lastpermissionIds: '' },
    });
    expect(ok.body).toMatchObject({ success: true, message: '保存成功！' });
    const ids = await call<string[]>(t.app, 'GET', '/sys/sysDepartPermission/queryDeptRolePermission', {
      token: manager.token,
      query: { roleId: deptRole },
    });
    expect(new Set(ids.body.result)).toEqual(new Set([userMenu, userList, userAdd]));
  });

  it('deptRoleUserAdd gives a member the role; it applies on the next request; never to oneself', async () => {
    const memberId = await createUser(t, {
      username: 'yxmember',
      password: PASSWORD,
      departCodes: ['A01A01'],
    });
    const member = await login(t.app, 'yxmember', PASSWORD);
    const outsiderId = await createUser(t, {
      username: 'outsider',
      password: PASSWORD,
      departCodes: ['A01A02'],
    });
    expect((await call(t.app, 'GET', '/sys/user/list', { token: member })).status).toBe(403);

    // A department role is handed out only by someone in its department (or above it).
    const unheld = await call(t.app, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      token: manager.token,
      body: { userId: memberId, newRoleId: deptRole, oldRoleId: '' },
    });
    expect(unheld.body).toMatchObject({ success: false, message: SCOPE_GRANT_MESSAGES.departNotHeld });
    await t.db.query("INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ('udself', $1, $2)", [
      manager.id,
      SEED.depart.A01A01,
    ]);
    const add = await call(t.app, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      token: manager.token,
      body: { userId: memberId, newRoleId: deptRole, oldRoleId: '' },
    });
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    expect((await call(t.app, 'GET', '/sys/user/list', { token: member })).body.success).toBe(true);
    const held = await call<Array<{ droleId: string; userId: string }>>(
      t.app,
      'GET',
      '/sys/sysDepartRole/getDeptRoleByUserId',
      {
        token: manager.token,
        query: { userId: memberId, departId: SEED.depart.A01A01 },
      },
    );
    expect(held.body.result).toEqual([expect.objectContaining({ droleId: deptRole, userId: memberId })]);

    const notMember = await call(t.app, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      token: manager.token,
      body: { userId: outsiderId, newRoleId: deptRole, oldRoleId: '' },
    });
    expect(notMember.body).toMatchObject({ success: false, message: '该用户不属于此部门' });
    const self = await call(t.app, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      token: manager.token,
      body: { userId: manager.id, newRoleId: deptRole, oldRoleId: '' },
    });
    expect(self.body).toMatchObject({ success: false, message: '不能修改自己的角色' });
    const foreign = await call(t.app, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      token: t2.token,
      body: { userId: memberId, newRoleId: '', oldRoleId: deptRole },
    });
    expect(foreign.body.success).toBe(false);
    expect(await count(t, 'SELECT 1 FROM sys_depart_role_user WHERE drole_id = $1', [deptRole])).toBe(1);

    // Removing a permission from the department removes it from its roles: the member loses it at once.
    const shrink = await call(t.app, 'POST', '/sys/permission/saveDepartPermission', {
      token: manager.token,
      body: {
        departId: SEED.depart.A01A01,
        permissionIds: `${userMenu},${userAdd}`,
        lastpermissionIds: `${userMenu},${userList},${userAdd}`,
      },
    });
    expect(shrink.body.success).toBe(true);
    expect(
      await count(t, 'SELECT 1 FROM sys_depart_role_permission WHERE role_id = $1 AND permission_id = $2', [
        deptRole,
        userList,
      ]),
    ).toBe(0);
    expect((await call(t.app, 'GET', '/sys/user/list', { token: member })).status).toBe(403);

    const remove = await call(t.app, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      token: manager.token,
      body: { userId: memberId, newRoleId: '', oldRoleId: deptRole },
    });
    expect(remove.body.success).toBe(true);
    expect(await count(t, 'SELECT 1 FROM sys_depart_role_user WHERE drole_id = $1', [deptRole])).toBe(0);
  });

  it('department and department-role data rules: the role chooses from the department pool', async () => {
    await call(t.app, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: {
        permissionId: userMenu,
        ruleName: '本部门用户',
        ruleColumn: 'orgCode',
        ruleConditions: '=',
        ruleValue: '#{sys_org_code}',
      },
    });
    await call(t.app, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: {
        permissionId: userMenu,
        ruleName: '正常状态',
        ruleColumn: 'status',
        ruleConditions: '=',
        ruleValue: '1',
      },
    });
    const rules = await t.db.query<{ id: string; rule_name: string }>(
      'SELECT id, rule_name FROM sys_permission_data_rule WHERE permission_id = $1',
      [userMenu],
    );
    const org = rules.find((r) => r.rule_name === '本部门用户')!.id;
    const status = rules.find((r) => r.rule_name === '正常状态')!.id;

    const departRules = await call<{ datarule: Array<{ id: string }>; drChecked?: string }>(
      t.app,
      'GET',
      `/sys/sysDepartPermission/datarule/${userMenu}/${SEED.depart.A01A01}`,
      { token: manager.token },
    );
    expect(departRules.body.result.datarule).toHaveLength(2);
    const pool = await call(t.app, 'POST', '/sys/sysDepartPermission/datarule', {
      token: manager.token,
      body: { permissionId: userMenu, departId: SEED.depart.A01A01, dataRuleIds: org },
    });
    expect(pool.body).toMatchObject({ success: true, message: '保存成功!' });

    const roleRules = await call<{ datarule: Array<{ id: string }> }>(
      t.app,
      'GET',
      `/sys/sysDepartRole/datarule/${userMenu}/${SEED.depart.A01A01}/${deptRole}`,
      { token: manager.token },
    );
    expect(roleRules.body.result.datarule.map((r) => r.id)).toEqual([org]);
    const outside = await call(t.app, 'POST', '/sys/sysDepartRole/datarule', {
      token: manager.token,
      body: { permissionId: userMenu, roleId: deptRole, dataRuleIds: status },
    });
    expect(outside.body).toMatchObject({ success: false, message: '所选数据规则不在部门的数据规则范围内' });
    const saved = await call(t.app, 'POST', '/sys/sysDepartRole/datarule', {
      token: manager.token,
      body: { permissionId: userMenu, roleId: deptRole, dataRuleIds: org },
    });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功!' });
    const stored = await t.db.query<{ data_rule_ids: string }>(
      'SELECT data_rule_ids FROM sys_depart_role_permission WHERE role_id = $1 AND permission_id = $2',
      [deptRole, userMenu],
    );
    expect(stored[0]?.data_rule_ids).toBe(org);
  });

  it('department roles: delete and deleteBatch, tenant scoped, roles above the actor refused', async () => {
    const foreign = await call(t.app, 'DELETE', '/sys/sysDepartRole/delete', {
      token: t2.token,
      query: { id: deptRole },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '部门角色不存在' });
    // A department role holding a permission the manager lacks (put there by the super admin).
    await call(t.app, 'POST', '/sys/sysDepartRole/add', {
      token: admin,
      body: { departId: SEED.depart.A01A01, roleName: '高权限', roleCode: 'yx_high' },
    });
    const high = (
      await t.db.query<{ id: string }>("SELECT id FROM sys_depart_role WHERE role_code = 'yx_high'")
    )[0]!.id;
    await t.db.query(
      "INSERT INTO sys_depart_role_permission (id, depart_id, role_id, permission_id) VALUES ('drph', $1, $2, $3)",
      [SEED.depart.A01A01, high, await buttonId(t, PERM.user.delete)],
    );
    const above = await call(t.app, 'DELETE', '/sys/sysDepartRole/deleteBatch', {
      token: manager.token,
      query: { ids: `${deptRole},${high}` },
    });
    expect(above.body).toMatchObject({ success: false, message: '不能分配或修改权限超出自己的角色' });
    expect(
      await count(t, 'SELECT 1 FROM sys_depart_role WHERE id = ANY($1::varchar[])', [[deptRole, high]]),
    ).toBe(2);
    const one = await call(t.app, 'DELETE', '/sys/sysDepartRole/delete', {
      token: manager.token,
      query: { id: deptRole },
    });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call(t.app, 'DELETE', '/sys/sysDepartRole/deleteBatch', {
      token: admin,
      query: { ids: high },
    });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功！' });
    expect(
      await count(t, 'SELECT 1 FROM sys_depart_role WHERE id = ANY($1::varchar[])', [[deptRole, high]]),
    ).toBe(0);
  });
});
