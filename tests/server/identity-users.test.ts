import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../server/db/seed/ids';
import { verifyPassword } from '../../server/lib/password';
import { PASSWORD_STRENGTH, USERNAME_CHARSET } from '../../src/shared/domain/validation/messages';
import { call, login } from './support/helpers';
import {
  departIdsOf,
  operationLogs,
  PASSWORD,
  roleIdsOf,
  signedInUser,
  userRow,
} from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 用户管理 as the admin: every endpoint of CONTRACT §10.2 this project serves, and mass assignment. */

let t: TestApp;
let admin: string;

interface UserJson {
  id: string;
  username: string;
  realname: string;
  orgCodeTxt: string | null;
  sex_dictText: string | null;
  status_dictText: string | null;
  post_dictText: string | null;
  status: number;
  relTenantIds: string | null;
  [key: string]: unknown;
}
interface PageJson<T> {
  records: T[];
  total: number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  await t.db.query(
    "INSERT INTO sys_position (id, code, name, tenant_id) VALUES ('p1', 'engineer', '工程师', 1000), ('p2', 'lead', '组长', 1000)",
  );
});
afterAll(() => t.close());

async function addUser(body: Record<string, unknown>, token = admin) {
  return call(t.app, 'POST', '/sys/user/add', {
    token,
    body: { password: PASSWORD, realname: '测试', ...body },
  });
}

async function idOf(username: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]);
  if (!rows[0]) throw new Error(`no user ${username}`);
  return rows[0].id;
}

async function list(query: Record<string, string>, token = admin) {
  return call<PageJson<UserJson>>(t.app, 'GET', '/sys/user/list', { token, query });
}

describe('add', () => {
  it('creates a user in the acting tenant with roles, departments and a scrypt hash', async () => {
    const res = await addUser({
      username: 'zhangsan',
      realname: '张三',
      sex: 1,
      phone: '13900000001',
      email: 'zhangsan@example.com',
      workNo: 'W001',
      post: 'engineer',
      birthday: '1990-05-01',
      avatar: 'avatar/0123456789abcdef0123456789abcdef.png',
      selectedroles: SEED.role.grid_staff,
      selecteddeparts: `${SEED.depart.A01A01},${SEED.depart.A01A02}`,
    });
    expect(res.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const id = await idOf('zhangsan');
    const row = await userRow(t, id);
    expect(row).toMatchObject({
      status: 1,
      del_flag: 0,
      rel_tenant_ids: '1000',
      org_code: 'A01A01',
      post: 'engineer',
    });
    expect(String(row?.password)).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PASSWORD, String(row?.salt), String(row?.password))).toBe(true);
    expect(await roleIdsOf(t, id)).toEqual([SEED.role.grid_staff]);
    expect(await departIdsOf(t, id)).toEqual([SEED.depart.A01A01, SEED.depart.A01A02].sort());
    // The new account can sign in.
    await expect(login(t.app, 'zhangsan', PASSWORD)).resolves.toBeTruthy();
    // And the write is in the operation log, the password redacted.
    const [log] = await operationLogs(t, '添加用户：zhangsan');
    expect(log?.request_param).toContain('"password":"******"');
    expect(log?.request_param).not.toContain(PASSWORD);
  });

  it('ignores status, delFlag, tenants, departIds, salt, orgCode and createBy in the body', async () => {
    const res = await addUser({
      username: 'massadd',
      status: 2,
      delFlag: 1,
      relTenantIds: '2000',
      departIds: SEED.depart.A02,
      salt: 'chosen',
      orgCode: 'A02',
      createBy: 'someone',
      id: 'chosen-id',
      userIdentity: 1,
    });
    expect(res.body.success).toBe(true);
    const id = await idOf('massadd');
    expect(id).not.toBe('chosen-id');
    const row = await userRow(t, id);
    expect(row).toMatchObject({
      status: 1,
      del_flag: 0,
      rel_tenant_ids: '1000',
      depart_ids: null,
      org_code: null,
      create_by: 'admin',
    });
    expect(row?.salt).not.toBe('chosen');
  });

  it("keeps 负责部门 only for 上级 and only among the user's own departments", async () => {
    const outside = await addUser({
      username: 'chargeout',
      userIdentity: 2,
      selecteddeparts: SEED.depart.A01A01,
      departIds: SEED.depart.A02,
    });
    expect(outside.body).toMatchObject({ success: false, message: '负责部门只能从所属部门中选择' });
    const ok = await addUser({
      username: 'chargeok',
      userIdentity: 2,
      selecteddeparts: `${SEED.depart.A01A01},${SEED.depart.A01A02}`,
      departIds: SEED.depart.A01A02,
    });
    expect(ok.body.success).toBe(true);
    const id = await idOf('chargeok');
    expect((await userRow(t, id))?.depart_ids).toBe(SEED.depart.A01A02);
    // Back to 普通用户: the charge goes.
    await call(t.app, 'PUT', '/sys/user/edit', { token: admin, body: { id, userIdentity: 1 } });
    expect((await userRow(t, id))?.depart_ids).toBeNull();
    // Out of the way of the list tests below.
    await call(t.app, 'DELETE', '/sys/user/delete', { token: admin, query: { id } });
  });

  it('applies the form rules with their messages', async () => {
    expect((await addUser({ username: 'weakpw', password: 'abc12345' })).body.message).toBe(
      PASSWORD_STRENGTH,
    );
    expect((await addUser({ username: 'nopw', password: '' })).body.message).toBe('请输入密码!');
    expect((await addUser({ username: 'bad name!' })).body.message).toBe(USERNAME_CHARSET);
    expect((await addUser({ username: 'norealname', realname: '' })).body.message).toBe('请输入用户名称!');
    expect((await addUser({ username: 'badmail', email: 'not-mail' })).body.message).toBe('邮箱格式不正确');
    expect((await addUser({ username: 'badphone', phone: '123' })).body.message).toBe('请输入正确手机号');
    expect((await addUser({ username: 'badsex', sex: 7 })).body.message).toBe('性别的值不正确');
    expect((await addUser({ username: 'badbirth', birthday: '1990-02-30' })).body.message).toBe(
      '生日格式不正确',
    );
    expect((await addUser({ username: 'badavatar', avatar: 'javascript:alert(1)' })).body.message).toBe(
      '头像地址不正确',
    );
    expect((await addUser({ username: 'badpost', post: 'nosuch' })).body.message).toBe('职务不存在：nosuch');
    expect((await addUser({ username: 'badrole', selectedroles: 'nosuchrole' })).body.message).toBe(
      '角色不存在或不属于当前租户',
    );
    expect((await addUser({ username: 'baddep', selecteddeparts: 'nosuchdepart' })).body.message).toBe(
      '部门不存在或不属于当前租户',
    );
    const none = await t.db.query(
      "SELECT 1 FROM sys_user WHERE username LIKE 'bad%' OR username IN ('weakpw','nopw')",
    );
    expect(none).toHaveLength(0);
  });

  it('answers the unique fields with clear messages', async () => {
    await addUser({ username: 'uniq1', phone: '13900000011', email: 'u1@example.com', workNo: 'U1' });
    expect((await addUser({ username: 'uniq1' })).body.message).toBe('用户账号已存在');
    expect((await addUser({ username: 'uniq2', phone: '13900000011' })).body.message).toBe('手机号已存在');
    expect((await addUser({ username: 'uniq3', email: 'u1@example.com' })).body.message).toBe('邮箱已存在');
    expect((await addUser({ username: 'uniq4', workNo: 'U1' })).body.message).toBe('工号已存在');
    expect(
      await t.db.query("SELECT 1 FROM sys_user WHERE username IN ('uniq2','uniq3','uniq4')"),
    ).toHaveLength(0);
  });
});

describe('list and reads', () => {
  it('lists with orgCodeTxt and the _dictText siblings, never a secret', async () => {
    const res = await list({ username: 'zhangsan', column: 'createTime', order: 'desc' });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    const [user] = res.body.result.records;
    expect(user).toMatchObject({
      username: 'zhangsan',
      orgCodeTxt: '营销部,调度控制中心',
      sex_dictText: '男',
      status_dictText: '正常',
      post_dictText: '工程师',
      birthday: '1990-05-01',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"(password|salt)"/);
  });

  it('filters by department, by id list and by search wrapping', async () => {
    const byDepart = await list({ departId: SEED.depart.A01A02, pageSize: '100' });
    expect(byDepart.body.result.records.map((u) => u.username)).toEqual(['zhangsan']);
    const zhang = await idOf('zhangsan');
    const byCode = await list({ code: `${zhang},${await idOf('massadd')}` });
    expect(byCode.body.result.records.map((u) => u.username).sort()).toEqual(['massadd', 'zhangsan']);
    const like = await list({ username: '*hangs*' });
    expect(like.body.result.records.map((u) => u.username)).toEqual(['zhangsan']);
  });

  it('never filters or sorts on password or salt', async () => {
    const all = await list({ pageSize: '100' });
    const withSecretParams = await list({ pageSize: '100', password: 'x', salt: 'y' });
    expect(withSecretParams.body.result.total).toBe(all.body.result.total);
    const sortPw = await list({ column: 'password', order: 'asc' });
    expect(sortPw.body).toMatchObject({
      success: false,
      message: '请注意，将要排序的列字段不存在：password',
    });
    const sortSalt = await list({ column: 'salt', order: 'asc' });
    expect(sortSalt.body.success).toBe(false);
    for (const field of ['password', 'salt']) {
      const superQuery = encodeURIComponent(JSON.stringify([{ field, rule: 'like', val: 'scrypt' }]));
      const res = await list({ superQueryParams: superQuery });
      expect(res.body.success, field).toBe(false);
      expect(res.body.message).toContain(field);
    }
  });

  it('reads one user, its roles and its departments', async () => {
    const id = await idOf('zhangsan');
    const byId = await call<UserJson>(t.app, 'GET', '/sys/user/queryById', { token: admin, query: { id } });
    expect(byId.body).toMatchObject({
      success: true,
      result: { username: 'zhangsan', orgCodeTxt: '营销部,调度控制中心' },
    });
    expect(JSON.stringify(byId.body)).not.toMatch(/"(password|salt)"/);
    const missing = await call(t.app, 'GET', '/sys/user/queryById', { token: admin, query: { id: '999' } });
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应数据' });

    const roles = await call<string[]>(t.app, 'GET', '/sys/user/queryUserRole', {
      token: admin,
      query: { userid: id },
    });
    expect(roles.body).toMatchObject({ success: true, code: 0, result: [SEED.role.grid_staff] });
    const massadd = await idOf('massadd');
    const noRoles = await call(t.app, 'GET', '/sys/user/queryUserRole', {
      token: admin,
      query: { userid: massadd },
    });
    expect(noRoles.body).toMatchObject({ success: false, message: '未找到用户相关角色信息' });

    const departs = await call(t.app, 'GET', '/sys/user/userDepartList', {
      token: admin,
      query: { userId: id },
    });
    expect(departs.body.result).toEqual([
      { key: SEED.depart.A01A01, value: SEED.depart.A01A01, title: '营销部' },
      { key: SEED.depart.A01A02, value: SEED.depart.A01A02, title: '调度控制中心' },
    ]);
    const noDeparts = await call(t.app, 'GET', '/sys/user/userDepartList', {
      token: admin,
      query: { userId: massadd },
    });
    expect(noDeparts.body).toMatchObject({ success: false, message: '查找失败' });
  });

  it('lists the users of a department and its sub-departments (queryUserByDepId)', async () => {
    const res = await call<UserJson[]>(t.app, 'GET', '/sys/user/queryUserByDepId', {
      token: admin,
      query: { id: SEED.depart.A01 },
    });
    expect(res.body.success).toBe(true);
    expect(res.body.result.map((u) => u.username).sort()).toEqual(['admin', 'zhangsan']);
    const byName = await call<UserJson[]>(t.app, 'GET', '/sys/user/queryUserByDepId', {
      token: admin,
      query: { id: SEED.depart.A01, realname: '张' },
    });
    expect(byName.body.result.map((u) => u.username)).toEqual(['zhangsan']);
  });

  it('serves the user picker to any signed-in user with picker fields only', async () => {
    const plain = await signedInUser(t, 'pickeruser');
    const res = await call<PageJson<Record<string, unknown>>>(
      t.app,
      'GET',
      '/sys/user/queryUserComponentData',
      {
        token: plain.token,
        query: { username: 'zhang', pageNo: '1', pageSize: '10' },
      },
    );
    expect(res.body).toMatchObject({ success: true, code: 200 });
    const [picked] = res.body.result.records;
    expect(picked).toMatchObject({
      username: 'zhangsan',
      realname: '张三',
      orgCodeTxt: '营销部,调度控制中心',
    });
    for (const hidden of ['email', 'password', 'salt', 'status', 'relTenantIds'])
      expect(picked, hidden).not.toHaveProperty(hidden);
    const byDepart = await call<PageJson<{ username: string }>>(
      t.app,
      'GET',
      '/sys/user/queryUserComponentData',
      {
        token: plain.token,
        query: { departId: SEED.depart.A01 },
      },
    );
    expect(byDepart.body.result.records.map((u) => u.username).sort()).toEqual(['admin', 'zhangsan']);
  });

  it('generates a user id', async () => {
    const res = await call<string>(t.app, 'GET', '/sys/user/generateUserId', { token: admin });
    expect(res.body.result).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('edit', () => {
  it('changes allowlisted fields, roles and departments', async () => {
    const id = await idOf('zhangsan');
    const res = await call(t.app, 'PUT', '/sys/user/edit', {
      token: admin,
      body: {
        id,
        realname: '张三丰',
        phone: '13900000002',
        post: 'engineer,lead',
        sex: '2',
        selectedroles: `${SEED.role.plant_user},${SEED.role.leader}`,
        selecteddeparts: SEED.depart.A01A02,
      },
    });
    expect(res.body).toMatchObject({ success: true, code: 200, message: '修改成功!' });
    const row = await userRow(t, id);
    expect(row).toMatchObject({ realname: '张三丰', phone: '13900000002', post: 'engineer,lead', sex: 2 });
    // The removed login department is replaced by the first remaining one.
    expect(row?.org_code).toBe('A01A02');
    expect(await roleIdsOf(t, id)).toEqual([SEED.role.plant_user, SEED.role.leader].sort());
    expect(await departIdsOf(t, id)).toEqual([SEED.depart.A01A02]);
    const [json] = (await list({ username: 'zhangsan' })).body.result.records;
    expect(json?.post_dictText).toBe('工程师,组长');
  });

  it('leaves roles and departments alone when the body does not name them (POST works too)', async () => {
    const id = await idOf('zhangsan');
    const res = await call(t.app, 'POST', '/sys/user/edit', {
      token: admin,
      body: { id, telephone: '010-12345678' },
    });
    expect(res.body.success).toBe(true);
    expect(await roleIdsOf(t, id)).toEqual([SEED.role.plant_user, SEED.role.leader].sort());
    expect(await departIdsOf(t, id)).toEqual([SEED.depart.A01A02]);
    expect((await userRow(t, id))?.realname).toBe('张三丰');
  });

  it('never changes username, password, salt, status, delFlag, tenants or departIds', async () => {
    const id = await idOf('zhangsan');
    const before = await userRow(t, id);
    const res = await call(t.app, 'PUT', '/sys/user/edit', {
      token: admin,
      body: {
        id,
        username: 'renamed',
        password: 'Other#Pass99',
        salt: 'x',
        status: 2,
        delFlag: 1,
        relTenantIds: '2000',
        departIds: SEED.depart.A02,
        createBy: 'x',
        orgCode: 'A02',
      },
    });
    expect(res.body.success).toBe(true);
    const after = await userRow(t, id);
    for (const column of [
      'username',
      'password',
      'salt',
      'status',
      'del_flag',
      'rel_tenant_ids',
      'depart_ids',
      'create_by',
      'org_code',
    ])
      expect(after?.[column], column).toEqual(before?.[column]);
  });

  it('answers an unknown id with "未找到对应数据"', async () => {
    const res = await call(t.app, 'PUT', '/sys/user/edit', {
      token: admin,
      body: { id: 'nosuch', realname: 'x' },
    });
    expect(res.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });
});
