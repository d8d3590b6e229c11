import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM, SUPER_ROLE_CODE } from '../../src/shared/domain/permission/codes';
import { SEED } from '../../server/db/seed/ids';
import { call, login } from './support/helpers';
import {
  buttonId,
  count,
  ensureTenant,
  menuOf,
  roleIdByCode,
  roleWithCodes,
  roleWithIds,
  userWithRole,
} from './support/identity-admin';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
/** Tenant-1000 role manager: every role code plus user list/add. */
let manager: { id: string; token: string };
let managerRole: string;
/** Tenant-2000 administrator with the same codes. */
let t2: { id: string; token: string };
let t2Role: string;

const ROLE_CODES = Object.values(PERM.role);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  managerRole = await roleWithCodes(t, [...ROLE_CODES, PERM.user.list, PERM.user.add], 'role_manager');
  manager = await userWithRole(t, 'rolemgr', managerRole);
  await ensureTenant(t, 2000, '第二租户');
  t2Role = await roleWithCodes(t, [...ROLE_CODES, PERM.user.list, PERM.user.add], 'tenant2_admin', 2000);
  t2 = await userWithRole(t, 't2admin', t2Role, '2000');
});
afterAll(() => t.close());

interface RoleJson {
  id: string;
  roleName: string;
  roleCode: string;
  tenantId: number | null;
  createBy: string | null;
}
interface PageJson<T> {
  records: T[];
  total: number;
}

async function addRole(token: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/sys/role/add', { token, body });
}

async function roleRow(id: string) {
  const rows = await t.db.query<{
    role_name: string;
    role_code: string;
    tenant_id: number | null;
    create_by: string;
  }>('SELECT role_name, role_code, tenant_id, create_by FROM sys_role WHERE id = $1', [id]);
  return rows[0] ?? null;
}

describe('role list and reads', () => {
  it('lists the acting tenant roles plus the platform roles, with code 0', async () => {
    const res = await call<PageJson<RoleJson>>(t.app, 'GET', '/sys/role/list', {
      token: admin,
      query: { pageSize: '100' },
    });
    expect(res.body.success).toBe(true);
    expect(res.body.code).toBe(0);
    const codes = res.body.result.records.map((r) => r.roleCode);
    expect(codes).toEqual(expect.arrayContaining([SUPER_ROLE_CODE, 'grid_staff', 'role_manager']));
    expect(codes).not.toContain('tenant2_admin');

    const other = await call<PageJson<RoleJson>>(t.app, 'GET', '/sys/role/list', {
      token: t2.token,
      query: { pageSize: '100' },
    });
    const otherCodes = other.body.result.records.map((r) => r.roleCode);
    expect(otherCodes).toContain('tenant2_admin');
    expect(otherCodes).toContain(SUPER_ROLE_CODE);
    expect(otherCodes).not.toContain('grid_staff');
    // A tenant filter narrows, it never widens.
    const widened = await call<PageJson<RoleJson>>(t.app, 'GET', '/sys/role/list', {
      token: t2.token,
      query: { pageSize: '100', tenantId: '1000' },
    });
    expect(widened.body.result.records).toEqual([]);
  });

  it('searches by name (like) and sorts through the list engine, refusing unknown sort columns', async () => {
    const res = await call<PageJson<RoleJson>>(t.app, 'GET', '/sys/role/list', {
      token: admin,
      query: { roleName: '*电厂*', column: 'roleCode', order: 'asc' },
    });
    expect(res.body.result.records.map((r) => r.roleCode)).toEqual(['plant_user']);
    const bad = await call(t.app, 'GET', '/sys/role/list', {
      token: admin,
      query: { column: 'nope', order: 'asc' },
    });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('排序的列字段不存在');
  });

  it('queryById answers its own tenant and platform roles, and "not found" across tenants', async () => {
    const own = await call<RoleJson>(t.app, 'GET', '/sys/role/queryById', {
      token: t2.token,
      query: { id: t2Role },
    });
    expect(own.body.result.roleCode).toBe('tenant2_admin');
    const platform = await call<RoleJson>(t.app, 'GET', '/sys/role/queryById', {
      token: t2.token,
      query: { id: SEED.role.admin },
    });
    expect(platform.body.result.roleCode).toBe(SUPER_ROLE_CODE);
    const foreign = await call(t.app, 'GET', '/sys/role/queryById', {
      token: t2.token,
      query: { id: managerRole },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应实体', result: null });
  });

  it('queryall is a tenant-scoped picker for any signed-in user', async () => {
    const plain = await userWithRole(t, 'plainuser', null);
    const res = await call<RoleJson[]>(t.app, 'GET', '/sys/role/queryall', { token: plain.token });
    expect(res.body.success).toBe(true);
    expect(res.body.code).toBe(0);
    const codes = res.body.result.map((r) => r.roleCode);
    expect(codes).toContain('grid_staff');
    expect(codes).not.toContain('tenant2_admin');
    expect(JSON.stringify(res.body.result)).not.toMatch(/password|salt/i);
  });

  it("checkRoleCode: taken codes answer 角色编码已存在, the role's own code is fine", async () => {
    const taken = await call(t.app, 'GET', '/sys/role/checkRoleCode', {
      token: admin,
      query: { roleCode: 'grid_staff' },
    });
    expect(taken.body).toMatchObject({ success: false, message: '角色编码已存在' });
    // Codes are unique over the platform: another tenant's code is taken too.
    const other = await call(t.app, 'GET', '/sys/role/checkRoleCode', {
      token: admin,
      query: { roleCode: 'tenant2_admin' },
    });
    expect(other.body.success).toBe(false);
    const self = await call(t.app, 'GET', '/sys/role/checkRoleCode', {
      token: admin,
      query: { roleCode: 'grid_staff', id: SEED.role.grid_staff },
    });
    expect(self.body.success).toBe(true);
    const free = await call(t.app, 'GET', '/sys/role/checkRoleCode', {
      token: admin,
      query: { roleCode: 'brand_new' },
    });
    expect(free.body.success).toBe(true);
  });
});

describe('role add and edit', () => {
  it('adds a role in the acting tenant; mass-assigned fields change nothing', async () => {
    const res = await addRole(t2.token, {
      roleName: '质检员',
      roleCode: 't2_qc',
      description: '第二租户的质检',
      tenantId: 1000,
      createBy: 'someone',
      delFlag: 1,
      id: '1234567890123456789',
    });
    expect(res.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const id = await roleIdByCode(t, 't2_qc');
    expect(id).not.toBe('1234567890123456789');
    const row = await roleRow(id!);
    expect(row).toMatchObject({ role_name: '质检员', tenant_id: 2000, create_by: 't2admin' });
  });

  it('refuses duplicate codes (also across tenants) and invalid input, adding nothing', async () => {
    const before = await count(t, 'SELECT 1 FROM sys_role');
    const dup = await addRole(t2.token, { roleName: '重复', roleCode: 'grid_staff' });
    expect(dup.body).toMatchObject({ success: false, message: '角色编码已存在' });
    const superCode = await addRole(t2.token, { roleName: '冒充管理员', roleCode: SUPER_ROLE_CODE });
    expect(superCode.body.success).toBe(false);
    const noName = await addRole(t2.token, { roleCode: 'x_no_name' });
    expect(noName.body).toMatchObject({ success: false, message: '请输入角色名称!' });
    const chinese = await addRole(t2.token, { roleName: '中文编码', roleCode: '编码' });
    expect(chinese.body).toMatchObject({ success: false, message: '角色编码不可输入汉字!' });
    const tooLong = await addRole(t2.token, { roleName: 'x'.repeat(31), roleCode: 'x_long' });
    expect(tooLong.body).toMatchObject({ success: false, message: '最大长度30位字符' });
    expect(await count(t, 'SELECT 1 FROM sys_role')).toBe(before);
  });

  it('edits name and description only; the code, tenant and creator stay', async () => {
    const id = (await roleIdByCode(t, 't2_qc'))!;
    const res = await call(t.app, 'PUT', '/sys/role/edit', {
      token: t2.token,
      body: {
        id,
        roleName: '质检主管',
        roleCode: 'changed_code',
        tenantId: 1000,
        createBy: 'x',
        description: '新描述',
      },
    });
    expect(res.body).toMatchObject({ success: true, message: '修改成功!' });
    expect(await roleRow(id)).toMatchObject({
      role_name: '质检主管',
      role_code: 't2_qc',
      tenant_id: 2000,
      create_by: 't2admin',
    });
    const post = await call(t.app, 'POST', '/sys/role/edit', {
      token: t2.token,
      body: { id, roleName: '质检员' },
    });
    expect(post.body.success).toBe(true);
  });

  it("cannot edit another tenant's role or a platform role", async () => {
    const foreign = await call(t.app, 'PUT', '/sys/role/edit', {
      token: t2.token,
      body: { id: SEED.role.grid_staff, roleName: '被改了' },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const platform = await call(t.app, 'PUT', '/sys/role/edit', {
      token: t2.token,
      body: { id: SEED.role.admin, roleName: '被改了' },
    });
    expect(platform.body).toMatchObject({ success: false, message: '平台角色只有超级管理员可以修改' });
    expect((await roleRow(SEED.role.grid_staff))?.role_name).toBe('电网营销人员');
    expect((await roleRow(SEED.role.admin))?.role_name).toBe('管理员');
  });

  it("cannot edit a role whose permissions exceed the actor's", async () => {
    const big = await roleWithCodes(t, [PERM.user.delete], 'big_role_edit');
    const res = await call(t.app, 'PUT', '/sys/role/edit', {
      token: manager.token,
      body: { id: big, roleName: '降级' },
    });
    expect(res.body).toMatchObject({ success: false, message: '不能分配或修改权限超出自己的角色' });
    expect((await roleRow(big))?.role_name).toBe('big_role_edit名称');
  });

  it('writes an operation-log row for each change', async () => {
    const rows = await t.db.query<{ log_content: string; operate_type: number; tenant_id: number }>(
      "SELECT log_content, operate_type, tenant_id FROM sys_log WHERE username = 't2admin' ORDER BY create_time",
    );
    expect(
      rows.some((r) => r.log_content.includes('添加角色') && r.operate_type === 2 && r.tenant_id === 2000),
    ).toBe(true);
    expect(rows.some((r) => r.log_content.includes('编辑角色') && r.operate_type === 3)).toBe(true);
  });
});

describe('role delete', () => {
  it('deletes a role (and its grants), answering 删除角色成功', async () => {
    const id = await roleWithCodes(t, [PERM.user.list], 'to_delete');
    const res = await call(t.app, 'DELETE', '/sys/role/delete', { token: manager.token, query: { id } });
    expect(res.body).toMatchObject({ success: true, message: '删除角色成功', result: '删除角色成功' });
    expect(await roleRow(id)).toBeNull();
    expect(await count(t, 'SELECT 1 FROM sys_role_permission WHERE role_id = $1', [id])).toBe(0);
  });

  it('deleteBatch is all or nothing', async () => {
    const a = await roleWithCodes(t, [PERM.user.list], 'batch_a');
    const b = await roleWithCodes(t, [PERM.user.list], 'batch_b');
    const bad = await call(t.app, 'DELETE', '/sys/role/deleteBatch', {
      token: manager.token,
      query: { ids: `${a},${b},${t2Role}` },
    });
    expect(bad.body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect(await roleRow(a)).not.toBeNull();
    const good = await call(t.app, 'DELETE', '/sys/role/deleteBatch', {
      token: manager.token,
      query: { ids: `${a},${b}` },
    });
    expect(good.body).toMatchObject({ success: true, message: '删除角色成功!' });
    expect(await roleRow(a)).toBeNull();
    expect(await roleRow(b)).toBeNull();
  });

  it('refuses: other tenant, platform, super role, own role, role above the actor', async () => {
    const cases: Array<[string, string, string]> = [
      [t2.token, SEED.role.grid_staff, '未找到对应实体'],
      [t2.token, SEED.role.admin, '平台角色只有超级管理员可以修改'],
      [admin, SEED.role.admin, '超级管理员角色不能删除'],
      [manager.token, managerRole, '不能删除自己所属的角色'],
      [
        manager.token,
        await roleWithCodes(t, [PERM.user.delete], 'big_role_del'),
        '不能分配或修改权限超出自己的角色',
      ],
    ];
    for (const [token, id, message] of cases) {
      const res = await call(t.app, 'DELETE', '/sys/role/delete', { token, query: { id } });
      expect(res.body, message).toMatchObject({ success: false, message });
      expect(await roleRow(id)).not.toBeNull();
    }
    const none = await call(t.app, 'DELETE', '/sys/role/deleteBatch', { token: admin, query: { ids: '' } });
    expect(none.body).toMatchObject({ success: false, message: '未选中角色！' });
  });
});

describe('role permission assignment', () => {
  it('queryTreeList: the whole tree for super users, only held permissions (ancestors disabled) otherwise', async () => {
    interface Node {
      key: string;
      title: string;
      slotTitle: string;
      isLeaf: boolean;
      ruleFlag: number;
      menuType: number;
      disableCheckbox?: boolean;
      children: Node[] | null;
    }
    const all = await call<{ treeList: Node[]; ids: string[] }>(t.app, 'GET', '/sys/role/queryTreeList', {
      token: admin,
    });
    expect(all.body.code).toBe(0);
    const total = await count(t, 'SELECT 1 FROM sys_permission WHERE del_flag = 0');
    expect(all.body.result.ids).toHaveLength(total);
    const system = all.body.result.treeList.find((n) => n.key === SEED.menu.system)!;
    expect(system).toMatchObject({ title: '系统管理', slotTitle: '系统管理', isLeaf: false, menuType: 0 });

    const mine = await call<{ treeList: Node[]; ids: string[] }>(t.app, 'GET', '/sys/role/queryTreeList', {
      token: manager.token,
    });
    const held = await t.db.query<{ permission_id: string }>(
      'SELECT permission_id FROM sys_role_permission WHERE role_id = $1',
      [managerRole],
    );
    expect(new Set(mine.body.result.ids)).toEqual(new Set(held.map((r) => r.permission_id)));
    const root = mine.body.result.treeList.find((n) => n.key === SEED.menu.system)!;
    expect(root.disableCheckbox).toBe(true);
    expect(root.children?.map((c) => c.title).sort()).toEqual(['用户管理', '角色管理'].sort());
  });

  it('saveRolePermission applies the screen diff in one go and keeps data rules of kept grants', async () => {
    const role = await roleWithIds(t, [], 'assign_target');
    const list = await buttonId(t, PERM.user.list);
    const add = await buttonId(t, PERM.user.add);
    const userMenu = await menuOf(t, PERM.user.list);
    const first = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: manager.token,
      body: { roleId: role, permissionIds: `${userMenu},${list},${add}`, lastpermissionIds: '' },
    });
    expect(first.body).toMatchObject({ success: true, message: '保存成功！' });
    await t.db.query(
      "UPDATE sys_role_permission SET data_rule_ids = 'r1' WHERE role_id = $1 AND permission_id = $2",
      [role, userMenu],
    );
    const second = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: manager.token,
      body: {
        roleId: role,
        permissionIds: `${userMenu},${list}`,
        lastpermissionIds: `${userMenu},${list},${add}`,
      },
    });
    expect(second.body.success).toBe(true);
    const ids = await call<string[]>(t.app, 'GET', '/sys/permission/queryRolePermission', {
      token: manager.token,
      query: { roleId: role },
    });
    expect(ids.body.code).toBe(0);
    expect(new Set(ids.body.result)).toEqual(new Set([userMenu, list]));
    const kept = await t.db.query<{ data_rule_ids: string }>(
      'SELECT data_rule_ids FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2',
      [role, userMenu],
    );
    expect(kept[0]?.data_rule_ids).toBe('r1');
  });

  it('refuses permissions the actor does not hold, changing nothing', async () => {
    const role = await roleWithIds(t, [], 'assign_escalate');
    const del = await buttonId(t, PERM.user.delete);
    const list = await buttonId(t, PERM.user.list);
    const res = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: manager.token,
      body: { roleId: role, permissionIds: `${list},${del}`, lastpermissionIds: '' },
    });
    expect(res.body).toMatchObject({ success: false, message: '不能授予自己没有的权限' });
    expect(await count(t, 'SELECT 1 FROM sys_role_permission WHERE role_id = $1', [role])).toBe(0);
  });

  it("refuses roles above the actor, the super role, the actor's own role, other tenants, unknown ids", async () => {
    const list = await buttonId(t, PERM.user.list);
    const big = await roleWithCodes(t, [PERM.user.delete], 'assign_big');
    const cases: Array<[string, string, string, string]> = [
      [manager.token, big, list, '不能分配或修改权限超出自己的角色'],
      [manager.token, SEED.role.admin, list, '平台角色只有超级管理员可以修改'],
      [manager.token, managerRole, list, '不能修改自己所属角色的权限'],
      [t2.token, SEED.role.guest, list, '未找到对应实体'],
      [admin, SEED.role.guest, 'nonexistent00000001', '所选权限不存在或已删除'],
      [admin, SEED.role.guest, "x'; drop", '权限ID格式不正确'],
    ];
    const removeAbove = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: manager.token,
      body: { roleId: big, permissionIds: '', lastpermissionIds: await buttonId(t, PERM.user.delete) },
    });
    expect(removeAbove.body).toMatchObject({ success: false, message: '不能分配或修改权限超出自己的角色' });
    expect(await count(t, 'SELECT 1 FROM sys_role_permission WHERE role_id = $1', [big])).toBe(2);
    for (const [token, roleId, permissionIds, message] of cases) {
      const before = await count(t, 'SELECT 1 FROM sys_role_permission WHERE role_id = $1', [roleId]);
      const res = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
        token,
        body: { roleId, permissionIds, lastpermissionIds: '' },
      });
      expect(res.body, message).toMatchObject({ success: false, message });
      expect(await count(t, 'SELECT 1 FROM sys_role_permission WHERE role_id = $1', [roleId])).toBe(before);
    }
  });

  it('never grants menu-maintenance codes to a tenant role (menus are platform rows)', async () => {
    const res = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: {
        roleId: SEED.role.guest,
        permissionIds: await buttonId(t, PERM.permission.edit),
        lastpermissionIds: '',
      },
    });
    expect(res.body).toMatchObject({ success: false, message: '菜单维护权限只能授予平台角色' });
    const list = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: {
        roleId: SEED.role.guest,
        permissionIds: await buttonId(t, PERM.permission.list),
        lastpermissionIds: '',
      },
    });
    expect(list.body.success).toBe(true);
  });

  it('queryRolePermission is tenant scoped', async () => {
    const res = await call(t.app, 'GET', '/sys/permission/queryRolePermission', {
      token: t2.token,
      query: { roleId: managerRole },
    });
    expect(res.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('grants and revocations apply on the next request of every session, and in getUserPermissionByToken', async () => {
    const role = await roleWithIds(t, [], 'live_role');
    const user = await userWithRole(t, 'liveuser', role);
    const second = await login(t.app, 'liveuser', 'Ident@2025x');
    const listId = await buttonId(t, PERM.role.list);
    const menuId = await menuOf(t, PERM.role.list);
    const listRoles = (token: string) => call(t.app, 'GET', '/sys/role/list', { token });
    expect((await listRoles(user.token)).status).toBe(403);

    const grant = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: role, permissionIds: `${SEED.menu.system},${menuId},${listId}`, lastpermissionIds: '' },
    });
    expect(grant.body.success).toBe(true);
    for (const token of [user.token, second]) expect((await listRoles(token)).body.success).toBe(true);
    const perms = await call<{
      auth: Array<{ action: string }>;
      menu: Array<{ children?: Array<{ path: string }> }>;
    }>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token: second });
    expect(perms.body.result.auth.map((a) => a.action)).toEqual([PERM.role.list]);
    expect(JSON.stringify(perms.body.result.menu)).toContain('/isystem/role');

    const revoke = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: {
        roleId: role,
        permissionIds: SEED.menu.system,
        lastpermissionIds: `${SEED.menu.system},${menuId},${listId}`,
      },
    });
    expect(revoke.body.success).toBe(true);
    for (const token of [user.token, second]) {
      const res = await listRoles(token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(510);
    }
    const after = await call<{ auth: unknown[] }>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', {
      token: user.token,
    });
    expect(after.body.result.auth).toEqual([]);
  });
});

describe('role data rules', () => {
  let ruleA: string;
  let ruleB: string;
  let userMenu: string;
  let role: string;

  beforeAll(async () => {
    userMenu = await menuOf(t, PERM.user.list);
    const add = (name: string, column: string, value: string) =>
      call(t.app, 'POST', '/sys/permission/addPermissionRule', {
        token: admin,
        body: {
          permissionId: userMenu,
          ruleName: name,
          ruleColumn: column,
          ruleConditions: '=',
          ruleValue: value,
          status: '1',
        },
      });
    expect((await add('本部门', 'orgCode', '#{sys_org_code}')).body.success).toBe(true);
    expect((await add('正常用户', 'status', '1')).body.success).toBe(true);
    const rules = await t.db.query<{ id: string; rule_name: string }>(
      'SELECT id, rule_name FROM sys_permission_data_rule WHERE permission_id = $1',
      [userMenu],
    );
    ruleA = rules.find((r) => r.rule_name === '本部门')!.id;
    ruleB = rules.find((r) => r.rule_name === '正常用户')!.id;
    role = await roleWithIds(t, [], 'rule_role');
  });

  it('GET lists the menu rules; POST needs the grant first, then saves the chosen ids', async () => {
    const empty = await call<{ datarule: Array<{ id: string }>; drChecked?: string }>(
      t.app,
      'GET',
      `/sys/role/datarule/${userMenu}/${role}`,
      { token: manager.token },
    );
    expect(empty.body.success).toBe(true);
    expect(empty.body.result.datarule.map((r) => r.id).sort()).toEqual([ruleA, ruleB].sort());
    expect(empty.body.result.drChecked).toBeUndefined();

    const early = await call(t.app, 'POST', '/sys/role/datarule', {
      token: manager.token,
      body: { permissionId: userMenu, roleId: role, dataRuleIds: ruleA },
    });
    expect(early.body).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });

    await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: manager.token,
      body: { roleId: role, permissionIds: userMenu, lastpermissionIds: '' },
    });
    const saved = await call(t.app, 'POST', '/sys/role/datarule', {
      token: manager.token,
      body: { permissionId: userMenu, roleId: role, dataRuleIds: `${ruleA},${ruleB}` },
    });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功!' });
    const read = await call<{ drChecked: string }>(t.app, 'GET', `/sys/role/datarule/${userMenu}/${role}`, {
      token: manager.token,
    });
    expect(read.body.result.drChecked).toBe(`${ruleA},${ruleB}`);
  });

  it('refuses rules of another menu and menus without rules', async () => {
    const roleMenu = await menuOf(t, PERM.role.list);
    const foreign = await call(t.app, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: roleMenu, roleId: role, dataRuleIds: ruleA },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '所选数据规则不属于该菜单' });
    const none = await call(t.app, 'GET', `/sys/role/datarule/${roleMenu}/${role}`, { token: admin });
    expect(none.body).toMatchObject({ success: false, message: '未找到权限配置信息' });
  });

  it('a restricted actor hands out the menu with their own rules and cannot drop them', async () => {
    // rolemgr holds the user menu; restrict that grant by ruleA.
    await t.db.query(
      'UPDATE sys_role_permission SET data_rule_ids = $1 WHERE role_id = $2 AND permission_id = $3',
      [ruleA, managerRole, userMenu],
    );
    const target = await roleWithIds(t, [], 'inherit_target');
    await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: manager.token,
      body: { roleId: target, permissionIds: userMenu, lastpermissionIds: '' },
    });
    const grant = await t.db.query<{ data_rule_ids: string | null }>(
      'SELECT data_rule_ids FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2',
      [target, userMenu],
    );
    expect(grant[0]?.data_rule_ids).toBe(ruleA);
    const loosen = await call(t.app, 'POST', '/sys/role/datarule', {
      token: manager.token,
      body: { permissionId: userMenu, roleId: target, dataRuleIds: ruleB },
    });
    expect(loosen.body).toMatchObject({ success: false, message: '不能去除自己也受其约束的数据规则' });
    await t.db.query('UPDATE sys_role_permission SET data_rule_ids = NULL WHERE role_id = $1', [managerRole]);
  });

  it('data rules on the role menu restrict the role list, queryall and writes', async () => {
    const roleMenu = await menuOf(t, PERM.role.list);
    const add = await call(t.app, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: {
        permissionId: roleMenu,
        ruleName: '仅电厂',
        ruleColumn: 'roleCode',
        ruleConditions: '=',
        ruleValue: 'plant_user',
      },
    });
    expect(add.body.success).toBe(true);
    const ruleId = (
      await t.db.query<{ id: string }>('SELECT id FROM sys_permission_data_rule WHERE permission_id = $1', [
        roleMenu,
      ])
    )[0]!.id;
    const restricted = await roleWithCodes(t, [PERM.role.list, PERM.role.edit], 'restricted_roles');
    await t.db.query(
      'UPDATE sys_role_permission SET data_rule_ids = $1 WHERE role_id = $2 AND permission_id = $3',
      [ruleId, restricted, roleMenu],
    );
    const user = await userWithRole(t, 'restrictedroles', restricted);
    const list = await call<PageJson<RoleJson>>(t.app, 'GET', '/sys/role/list', { token: user.token });
    expect(list.body.result.records.map((r) => r.roleCode)).toEqual(['plant_user']);
    const byId = await call(t.app, 'GET', '/sys/role/queryById', {
      token: user.token,
      query: { id: SEED.role.guest },
    });
    expect(byId.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const edit = await call(t.app, 'PUT', '/sys/role/edit', {
      token: user.token,
      body: { id: SEED.role.guest, roleName: '越权修改' },
    });
    expect(edit.body.success).toBe(false);
    expect((await roleRow(SEED.role.guest))?.role_name).toBe('注册用户');

    await t.db.query("UPDATE sys_permission_data_rule SET rule_value = 'no_such_code' WHERE id = $1", [
      ruleId,
    ]);
    const none = await call(t.app, 'GET', '/sys/role/queryall', { token: user.token });
    expect(none.body).toMatchObject({ success: false, message: '未找到角色信息' });
  });
});
