import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './support/helpers';
import { PASSWORD, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 用户管理's 企业微信UserId / 钉钉UserId: sys_third_account rows through add, edit, list and queryById. */

let t: TestApp;
let admin: string;

interface UserJson {
  id: string;
  username: string;
  wecomUserId?: string | null;
  dingtalkUserId?: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => t.close());

const addUser = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/sys/user/add', {
    token: admin,
    body: { password: PASSWORD, realname: '测试', ...body },
  });
const editUser = (body: Record<string, unknown>) =>
  call(t.app, 'PUT', '/sys/user/edit', { token: admin, body });

async function idOf(username: string): Promise<string | null> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]);
  return rows[0]?.id ?? null;
}

async function bindings(userId: string) {
  return t.db.query<{ third_type: string; third_user_id: string }>(
    'SELECT third_type, third_user_id FROM sys_third_account WHERE sys_user_id = $1 ORDER BY third_type',
    [userId],
  );
}

async function queryById(id: string) {
  return (await call<UserJson>(t.app, 'GET', '/sys/user/queryById', { token: admin, query: { id } })).body;
}

describe('user form binding fields', () => {
  it('adds a user with both app userids, returned by queryById and list', async () => {
    const res = await addUser({
      username: 'bindone',
      phone: '13900000001',
      wecomUserId: 'zhang.san@corp',
      dingtalkUserId: 'ding-001',
    });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = (await idOf('bindone'))!;
    expect(await bindings(id)).toEqual([
      { third_type: 'dingtalk', third_user_id: 'ding-001' },
      { third_type: 'wechat_enterprise', third_user_id: 'zhang.san@corp' },
    ]);
    expect((await queryById(id)).result).toMatchObject({
      wecomUserId: 'zhang.san@corp',
      dingtalkUserId: 'ding-001',
    });
    const list = await call<{ records: UserJson[] }>(t.app, 'GET', '/sys/user/list', {
      token: admin,
      query: { username: 'bindone' },
    });
    expect(list.body.result.records).toEqual([
      expect.objectContaining({
        username: 'bindone',
        wecomUserId: 'zhang.san@corp',
        dingtalkUserId: 'ding-001',
      }),
    ]);
  });

  it('a user without bindings reads null for both', async () => {
    await addUser({ username: 'bindnone', phone: '13900000002' });
    const id = (await idOf('bindnone'))!;
    expect((await queryById(id)).result).toMatchObject({ wecomUserId: null, dingtalkUserId: null });
  });

  it('edit changes one binding, clears another with an empty value and leaves absent keys alone', async () => {
    await addUser({
      username: 'bindtwo',
      phone: '13900000003',
      wecomUserId: 'wx_two',
      dingtalkUserId: 'dd_two',
    });
    const id = (await idOf('bindtwo'))!;
    // A binding made by the in-app sign-in carries the app profile name; a new userid drops it.
    await t.db.query("UPDATE sys_third_account SET realname = '旧名' WHERE sys_user_id = $1", [id]);
    expect(
      (await editUser({ id, realname: '改名', wecomUserId: 'wx_two_new', dingtalkUserId: '' })).body,
    ).toMatchObject({
      success: true,
    });
    expect(await bindings(id)).toEqual([{ third_type: 'wechat_enterprise', third_user_id: 'wx_two_new' }]);
    const [row] = await t.db.query<{ realname: string | null }>(
      'SELECT realname FROM sys_third_account WHERE sys_user_id = $1',
      [id],
    );
    expect(row?.realname).toBeNull();
    expect((await editUser({ id, realname: '再改' })).body.success).toBe(true);
    expect(await bindings(id)).toEqual([{ third_type: 'wechat_enterprise', third_user_id: 'wx_two_new' }]);
  });

  it('refuses a malformed or too long userid with the field named, and changes nothing', async () => {
    const bad = await addUser({ username: 'bindbad', phone: '13900000004', wecomUserId: 'zhang san' });
    expect(bad.body).toMatchObject({ success: false, message: '企业微信UserId只能包含字母、数字和 _ . @ -' });
    expect(await idOf('bindbad')).toBeNull();
    const long = await addUser({
      username: 'bindbad',
      phone: '13900000004',
      dingtalkUserId: 'a'.repeat(101),
    });
    expect(long.body).toMatchObject({ success: false, message: '钉钉UserId最长100位字符' });
    expect(await idOf('bindbad')).toBeNull();
    const id = (await idOf('bindone'))!;
    const edit = await editUser({ id, realname: '不应保存', dingtalkUserId: '<script>' });
    expect(edit.body).toMatchObject({ success: false, message: '钉钉UserId只能包含字母、数字和 _ . @ -' });
    const [user] = await t.db.query<{ realname: string }>('SELECT realname FROM sys_user WHERE id = $1', [
      id,
    ]);
    expect(user?.realname).toBe('测试');
    expect(await bindings(id)).toHaveLength(2);
  });

  it('one console user per app account: a taken userid is refused with a clear message', async () => {
    const taken = await addUser({
      username: 'bindthree',
      phone: '13900000005',
      wecomUserId: 'zhang.san@corp',
    });
    expect(taken.body).toMatchObject({ success: false, message: '该企业微信账号已绑定其他用户' });
    expect(await idOf('bindthree')).toBeNull();
    const id = (await idOf('bindnone'))!;
    const edit = await editUser({
      id,
      realname: '不应保存',
      dingtalkUserId: 'ding-001',
      wecomUserId: 'free_one',
    });
    expect(edit.body).toMatchObject({ success: false, message: '该钉钉账号已绑定其他用户' });
    // The whole edit is refused: neither the name nor the other binding changed.
    expect(await bindings(id)).toEqual([]);
    const [user] = await t.db.query<{ realname: string }>('SELECT realname FROM sys_user WHERE id = $1', [
      id,
    ]);
    expect(user?.realname).toBe('测试');
    // The same userid on another app is a different account.
    expect((await editUser({ id, wecomUserId: 'ding-001' })).body.success).toBe(true);
  });

  it('the bindings are for administrators: the user picker does not carry them', async () => {
    const plain = await signedInUser(t, 'bindpicker');
    const res = await call<{ records: Array<Record<string, unknown>> }>(
      t.app,
      'GET',
      '/sys/user/queryUserComponentData',
      { token: plain.token, query: { username: 'bindone' } },
    );
    expect(res.body.result.records.map((r) => r.username)).toEqual(['bindone']);
    expect(res.body.result.records[0]).not.toHaveProperty('wecomUserId');
    expect(res.body.result.records[0]).not.toHaveProperty('dingtalkUserId');
    const list = await call(t.app, 'GET', '/sys/user/list', { token: plain.token });
    expect(list.body).toMatchObject({ success: false, code: 510 });
  });

  it('deleting a user for good removes the bindings, so the app account can be bound again', async () => {
    const id = (await idOf('bindone'))!;
    expect(
      (await call(t.app, 'DELETE', '/sys/user/delete', { token: admin, query: { id } })).body.success,
    ).toBe(true);
    const purge = await call(t.app, 'DELETE', '/sys/user/deleteRecycleBin', {
      token: admin,
      query: { userIds: id },
    });
    expect(purge.body.success).toBe(true);
    expect(await bindings(id)).toEqual([]);
    const again = await addUser({
      username: 'bindfour',
      phone: '13900000006',
      wecomUserId: 'zhang.san@corp',
    });
    expect(again.body.success).toBe(true);
  });
});
