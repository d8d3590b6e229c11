import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { ADMIN_PATHS } from '../../src/shared/domain/routes/admin-paths';
import { SEED } from '../../server/db/seed/ids';
import { GRANT_MESSAGES } from '../../server/modules/access/grant-guard';
import { SCOPE_GRANT_MESSAGES } from '../../server/modules/access/scope-guard';
import { call } from './support/helpers';
import {
  assignRole,
  departIdsOf,
  ensureTenant,
  grantMenuWithRule,
  PASSWORD,
  roleIdsOf,
  roleWith,
  signedInUser,
  userRow,
} from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * 用户管理 security: escalation (grant-guard on every user and role-membership change), tenant
 * isolation by id, data rules on every read and write, and the role/department user links.
 */

let t: TestApp;
const USER_CODES = Object.values(PERM.user);
let mgrRole: string;
let bigRole: string;
let mgr: { id: string; token: string };
let boss: { id: string; token: string };
let plain: { id: string; token: string };
let t2: { id: string; token: string };
let dm: { id: string; token: string };
let sameDept: { id: string; token: string };
let otherDept: { id: string; token: string };

interface PageJson {
  records: Array<{ id: string; username: string }>;
  total: number;
}

beforeAll(async () => {
  t = await createTestApp();
  await ensureTenant(t, 2000);
  // A user manager of tenant 1000, and a role holding something the manager does not.
  mgrRole = await roleWith(t, 'user_manager', [...USER_CODES, PERM.role.users, PERM.depart.users]);
  bigRole = await roleWith(t, 'big_role', [PERM.user.list, PERM.permission.list]);
  mgr = await signedInUser(t, 'mgr', { roleId: mgrRole });
  boss = await signedInUser(t, 'boss', { roleId: bigRole });
  plain = await signedInUser(t, 'plainuser', { departCodes: ['A01A01'] });
  // An administrator of the second tenant with every user code there.
  const t2Role = await roleWith(t, 't2_manager', [...USER_CODES, PERM.role.users, PERM.depart.users], 2000);
  t2 = await signedInUser(t, 't2admin', { roleId: t2Role, tenants: '2000' });
  // A department-restricted manager: the users menu carries `orgCode = #{sys_org_code}`.
  const dmRole = await roleWith(t, 'dept_manager', [...USER_CODES, PERM.role.users, PERM.depart.users]);
  await grantMenuWithRule(t, dmRole, ADMIN_PATHS.user, {
    column: 'orgCode',
    condition: '=',
    value: '#{sys_org_code}',
  });
  dm = await signedInUser(t, 'deptmgr', { roleId: dmRole, departCodes: ['A01A02'] });
  sameDept = await signedInUser(t, 'samedept', { departCodes: ['A01A02'] });
  otherDept = await signedInUser(t, 'otherdept', { departCodes: ['A01A01'] });
});
afterAll(() => t.close());

const put = (token: string, path: string, body: unknown) => call(t.app, 'PUT', path, { token, body });

describe('escalation', () => {
  it('cannot create a user with a role above the actor, nor with the admin role', async () => {
    const above = await call(t.app, 'POST', '/sys/user/add', {
      token: mgr.token,
      body: { username: 'esc1', password: PASSWORD, realname: 'x', selectedroles: bigRole },
    });
    expect(above.body).toMatchObject({ success: false, message: GRANT_MESSAGES.roleAboveActor });
    const adminRole = await call(t.app, 'POST', '/sys/user/add', {
      token: mgr.token,
      body: { username: 'esc2', password: PASSWORD, realname: 'x', selectedroles: SEED.role.admin },
    });
    expect(adminRole.body.message).toBe(GRANT_MESSAGES.superRole);
    expect(await t.db.query("SELECT 1 FROM sys_user WHERE username IN ('esc1','esc2')")).toHaveLength(0);
    // A role within the actor's own permissions is fine.
    const ok = await call(t.app, 'POST', '/sys/user/add', {
      token: mgr.token,
      body: { username: 'esc3', password: PASSWORD, realname: 'x', selectedroles: mgrRole },
    });
    expect(ok.body.success).toBe(true);
  });

  it('cannot edit, freeze, reset or delete a user above them (nor admin)', async () => {
    const adminId = (await t.db.query<{ id: string }>("SELECT id FROM sys_user WHERE username = 'admin'"))[0]!
      .id;
    for (const target of [boss.id, adminId]) {
      const before = await userRow(t, target);
      const edit = await put(mgr.token, '/sys/user/edit', { id: target, realname: 'hijacked' });
      expect(edit.body.message).toBe(GRANT_MESSAGES.userAboveActor);
      const freeze = await put(mgr.token, '/sys/user/frozenBatch', { ids: target, status: '2' });
      expect(freeze.body.success).toBe(false);
      const reset = await put(mgr.token, '/sys/user/changePassword', {
        username: before?.username,
        password: 'Hijack#2025x',
      });
      expect(reset.body.message).toBe(GRANT_MESSAGES.userAboveActor);
      const del = await call(t.app, 'DELETE', '/sys/user/delete', {
        token: mgr.token,
        query: { id: target },
      });
      expect(del.body.success).toBe(false);
      const after = await userRow(t, target);
      expect(after).toEqual(before);
    }
    // boss still signs in with the old password and was never frozen.
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: boss.token })).status).toBe(
      200,
    );
  });

  it('cannot change their own roles, by edit or through the role-user links', async () => {
    const edit = await put(mgr.token, '/sys/user/edit', {
      id: mgr.id,
      selectedroles: `${mgrRole},${bigRole}`,
    });
    expect(edit.body.message).toBe(GRANT_MESSAGES.selfRole);
    const link = await call(t.app, 'POST', '/sys/user/addSysUserRole', {
      token: mgr.token,
      body: { roleId: mgrRole, userIdList: [mgr.id] },
    });
    expect(link.body.message).toBe(GRANT_MESSAGES.selfRole);
    expect(await roleIdsOf(t, mgr.id)).toEqual([mgrRole]);
    // Editing their own profile fields with the same roles is allowed.
    const same = await put(mgr.token, '/sys/user/edit', {
      id: mgr.id,
      realname: '经理',
      selectedroles: mgrRole,
    });
    expect(same.body.success).toBe(true);
  });

  it('cannot hand out a role above them through addSysUserRole', async () => {
    const res = await call(t.app, 'POST', '/sys/user/addSysUserRole', {
      token: mgr.token,
      body: { roleId: bigRole, userIdList: [plain.id] },
    });
    expect(res.body.message).toBe(GRANT_MESSAGES.roleAboveActor);
    expect(await roleIdsOf(t, plain.id)).toEqual([]);
  });
});

describe('role and department user links', () => {
  it('adds, lists and removes the users of a role', async () => {
    const small = await roleWith(t, 'small_role', [PERM.user.list]);
    // Within the actor's permissions but not a role the actor holds: not theirs to hand out.
    const unheld = await call(t.app, 'POST', '/sys/user/addSysUserRole', {
      token: mgr.token,
      body: { roleId: small, userIdList: [plain.id] },
    });
    expect(unheld.body).toMatchObject({ success: false, message: SCOPE_GRANT_MESSAGES.roleNotHeld });
    expect(await roleIdsOf(t, plain.id)).toEqual([]);
    await assignRole(t, mgr.id, small);
    const add = await call(t.app, 'POST', '/sys/user/addSysUserRole', {
      token: mgr.token,
      body: { roleId: small, userIdList: [plain.id, sameDept.id] },
    });
    expect(add.body).toMatchObject({ success: true, message: '添加成功!' });
    const listed = await call<PageJson>(t.app, 'GET', '/sys/user/userRoleList', {
      token: mgr.token,
      query: { roleId: small },
    });
    expect(listed.body.result.records.map((u) => u.username).sort()).toEqual([
      'mgr',
      'plainuser',
      'samedept',
    ]);
    const one = await call(t.app, 'DELETE', '/sys/user/deleteUserRole', {
      token: mgr.token,
      query: { roleId: small, userId: plain.id },
    });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call(t.app, 'DELETE', '/sys/user/deleteUserRoleBatch', {
      token: mgr.token,
      query: { roleId: small, userIds: sameDept.id },
    });
    expect(batch.body.success).toBe(true);
    expect(await roleIdsOf(t, plain.id)).toEqual([]);
    expect(await roleIdsOf(t, sameDept.id)).toEqual([]);
  });

  it('adds, lists and removes the users of a department', async () => {
    // Only a department the actor belongs to (or one below it) is theirs to fill.
    const unheld = await call(t.app, 'POST', '/sys/user/editSysDepartWithUser', {
      token: mgr.token,
      body: { depId: SEED.depart.A03, userIdList: [plain.id] },
    });
    expect(unheld.body).toMatchObject({ success: false, message: SCOPE_GRANT_MESSAGES.departNotHeld });
    expect(await departIdsOf(t, plain.id)).toEqual([SEED.depart.A01A01]);
    await t.db.query("INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ('mgr_in_a03', $1, $2)", [
      mgr.id,
      SEED.depart.A03,
    ]);
    const add = await call(t.app, 'POST', '/sys/user/editSysDepartWithUser', {
      token: mgr.token,
      body: { depId: SEED.depart.A03, userIdList: [plain.id] },
    });
    expect(add.body).toMatchObject({ success: true, message: '添加成功!' });
    const listed = await call<PageJson>(t.app, 'GET', '/sys/user/departUserList', {
      token: mgr.token,
      query: { depId: SEED.depart.A03 },
    });
    expect(listed.body.result.records.map((u) => u.username).sort()).toEqual(['mgr', 'plainuser']);
    // Sub-departments count: A01 lists the users of A01A01 and A01A02.
    const parent = await call<PageJson>(t.app, 'GET', '/sys/user/departUserList', {
      token: mgr.token,
      query: { depId: SEED.depart.A01, pageSize: '50' },
    });
    expect(parent.body.result.records.map((u) => u.username)).toEqual(
      expect.arrayContaining(['plainuser', 'samedept', 'otherdept', 'deptmgr']),
    );
    const del = await call(t.app, 'DELETE', '/sys/user/deleteUserInDepart', {
      token: mgr.token,
      query: { depId: SEED.depart.A03, userId: plain.id },
    });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await departIdsOf(t, plain.id)).toEqual([SEED.depart.A01A01]);
    await call(t.app, 'POST', '/sys/user/editSysDepartWithUser', {
      token: mgr.token,
      body: { depId: SEED.depart.A03, userIdList: [plain.id] },
    });
    const batch = await call(t.app, 'DELETE', '/sys/user/deleteUserInDepartBatch', {
      token: mgr.token,
      query: { depId: SEED.depart.A03, userIds: plain.id },
    });
    expect(batch.body.success).toBe(true);
    expect(await departIdsOf(t, plain.id)).toEqual([SEED.depart.A01A01]);
  });
});

describe('tenant isolation', () => {
  it("a second tenant's administrator sees none of tenant 1000 and changes nothing there by id", async () => {
    const listed = await call<PageJson>(t.app, 'GET', '/sys/user/list', {
      token: t2.token,
      query: { pageSize: '100' },
    });
    expect(listed.body.result.records.map((u) => u.username)).toEqual(['t2admin']);
    const target = plain.id;
    const before = await userRow(t, target);
    const attempts = [
      await call(t.app, 'GET', '/sys/user/queryById', { token: t2.token, query: { id: target } }),
      await call(t.app, 'GET', '/sys/user/queryUserRole', { token: t2.token, query: { userid: target } }),
      await call(t.app, 'GET', '/sys/user/userDepartList', { token: t2.token, query: { userId: target } }),
      await put(t2.token, '/sys/user/edit', { id: target, realname: 'foreign' }),
      await put(t2.token, '/sys/user/frozenBatch', { ids: target, status: '2' }),
      await put(t2.token, '/sys/user/changePassword', { username: 'plainuser', password: 'Foreign#2025' }),
      await call(t.app, 'DELETE', '/sys/user/delete', { token: t2.token, query: { id: target } }),
      await call(t.app, 'DELETE', '/sys/user/deleteBatch', { token: t2.token, query: { ids: target } }),
      await put(t2.token, '/sys/user/putRecycleBin', { userIds: target }),
      await call(t.app, 'POST', '/sys/user/editSysDepartWithUser', {
        token: t2.token,
        body: { depId: SEED.depart.A01, userIdList: [target] },
      }),
    ];
    for (const res of attempts) {
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body)).not.toContain('plainuser');
    }
    expect(await userRow(t, target)).toEqual(before);
    // Tenant 1000's roles and departments are not the second tenant's to hand out.
    const add = await call(t.app, 'POST', '/sys/user/add', {
      token: t2.token,
      body: { username: 't2new', password: PASSWORD, realname: 'x', selectedroles: SEED.role.leader },
    });
    expect(add.body.message).toBe('角色不存在或不属于当前租户');
    const ok = await call(t.app, 'POST', '/sys/user/add', {
      token: t2.token,
      body: { username: 't2new', password: PASSWORD, realname: 'x' },
    });
    expect(ok.body.success).toBe(true);
    const row = await t.db.query<{ rel_tenant_ids: string }>(
      "SELECT rel_tenant_ids FROM sys_user WHERE username = 't2new'",
    );
    expect(row[0]?.rel_tenant_ids).toBe('2000');
  });

  it('does not let a tenant administrator manage a user who also belongs to another tenant', async () => {
    const shared = await signedInUser(t, 'sharedusr', { tenants: '1000,2000' });
    const res = await put(mgr.token, '/sys/user/frozenBatch', { ids: shared.id, status: '2' });
    expect(res.body).toMatchObject({
      success: false,
      message: '该用户同时属于其他租户，只有超级管理员可以修改',
    });
    expect((await userRow(t, shared.id))?.status).toBe(1);
  });
});

describe('data rules (orgCode = #{sys_org_code})', () => {
  it("lists only the users of the manager's own department", async () => {
    const res = await call<PageJson>(t.app, 'GET', '/sys/user/list', {
      token: dm.token,
      query: { pageSize: '100' },
    });
    expect(res.body.result.records.map((u) => u.username).sort()).toEqual(['deptmgr', 'samedept']);
    const byRole = await call<PageJson>(t.app, 'GET', '/sys/user/departUserList', {
      token: dm.token,
      query: { depId: SEED.depart.A01, pageSize: '100' },
    });
    expect(byRole.body.result.records.map((u) => u.username).sort()).toEqual(['deptmgr', 'samedept']);
  });

  it('reads and changes nothing of another department by id', async () => {
    const before = await userRow(t, otherDept.id);
    const attempts = [
      await call(t.app, 'GET', '/sys/user/queryById', { token: dm.token, query: { id: otherDept.id } }),
      await put(dm.token, '/sys/user/edit', { id: otherDept.id, realname: 'x' }),
      await put(dm.token, '/sys/user/frozenBatch', { ids: otherDept.id, status: '2' }),
      await put(dm.token, '/sys/user/changePassword', { username: 'otherdept', password: 'Rule#2025xx' }),
      await call(t.app, 'DELETE', '/sys/user/delete', { token: dm.token, query: { id: otherDept.id } }),
      await call(t.app, 'DELETE', '/sys/user/deleteBatch', {
        token: dm.token,
        query: { ids: `${sameDept.id},${otherDept.id}` },
      }),
    ];
    for (const res of attempts) expect(res.body.success).toBe(false);
    expect(await userRow(t, otherDept.id)).toEqual(before);
    expect((await userRow(t, sameDept.id))?.del_flag).toBe(0);
  });

  it('changes the users of its own department, and cannot create one outside it', async () => {
    const edit = await put(dm.token, '/sys/user/edit', { id: sameDept.id, realname: '同部门' });
    expect(edit.body.success).toBe(true);
    expect((await userRow(t, sameDept.id))?.realname).toBe('同部门');
    const outside = await call(t.app, 'POST', '/sys/user/add', {
      token: dm.token,
      body: { username: 'dmout', password: PASSWORD, realname: 'x', selecteddeparts: SEED.depart.A01A01 },
    });
    expect(outside.body).toMatchObject({ success: false, message: SCOPE_GRANT_MESSAGES.departNotHeld });
    expect(await t.db.query("SELECT 1 FROM sys_user WHERE username = 'dmout'")).toHaveLength(0);
    const inside = await call(t.app, 'POST', '/sys/user/add', {
      token: dm.token,
      body: { username: 'dmin', password: PASSWORD, realname: 'x', selecteddeparts: SEED.depart.A01A02 },
    });
    expect(inside.body.success).toBe(true);
  });

  it('applies on the next request when the rule is removed (no cache)', async () => {
    await t.db.query("UPDATE sys_permission_data_rule SET status = '0' WHERE rule_column = 'orgCode'");
    const res = await call<PageJson>(t.app, 'GET', '/sys/user/list', {
      token: dm.token,
      query: { pageSize: '100' },
    });
    expect(res.body.result.records.map((u) => u.username)).toContain('otherdept');
    await t.db.query("UPDATE sys_permission_data_rule SET status = '1' WHERE rule_column = 'orgCode'");
  });
});
