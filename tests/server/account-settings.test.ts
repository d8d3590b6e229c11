import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from '../../src/shared/domain/validation/messages';
import { call, login } from './support/helpers';
import { signedInUser, userRow } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 个人设置: own profile (allowlisted fields), own bindings, own notification preferences. */

let t: TestApp;
let admin: string;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

interface Profile {
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  sex: number | null;
  birthday: string | null;
  email: string | null;
  telephone: string | null;
  phone: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  alice = await signedInUser(t, 'alice_set');
  bob = await signedInUser(t, 'bob_set');
});
afterAll(() => t.close());

const edit = (token: string, body: Record<string, unknown>) =>
  call<Profile>(t.app, 'PUT', '/sys/user/login/setting/userEdit', { token, body });

describe('profile', () => {
  it('answers the own profile without secrets', async () => {
    const res = await call<Profile & Record<string, unknown>>(
      t.app,
      'GET',
      '/sys/user/login/setting/getUserData',
      {
        token: alice.token,
      },
    );
    expect(res.body.result).toMatchObject({ id: alice.id, username: 'alice_set', realname: 'alice_set姓名' });
    expect(res.body.result).not.toHaveProperty('password');
    expect(res.body.result).not.toHaveProperty('salt');
  });

  it('edits the allowlisted fields of the caller only', async () => {
    const res = await edit(alice.token, {
      realname: '爱丽丝',
      avatar: 'avatar/0123456789abcdef0123456789abcdef.png',
      sex: 2,
      birthday: '1990-05-06',
      email: 'alice@example.com',
      telephone: '010-12345678',
    });
    expect(res.body).toMatchObject({ success: true, message: '更新个人信息成功' });
    expect(res.body.result).toMatchObject({ realname: '爱丽丝', sex: 2, birthday: '1990-05-06' });
    const row = await userRow(t, alice.id);
    expect(row).toMatchObject({
      realname: '爱丽丝',
      avatar: 'avatar/0123456789abcdef0123456789abcdef.png',
      sex: 2,
      email: 'alice@example.com',
      telephone: '010-12345678',
    });
    expect((await userRow(t, bob.id))?.realname).toBe('bob_set姓名');
  });

  it('ignores username, phone, status, roles, departs, tenant, password and a foreign id', async () => {
    const before = await userRow(t, alice.id);
    const res = await edit(alice.token, {
      id: bob.id,
      realname: '爱丽丝二',
      username: 'hacker',
      phone: '13900000000',
      status: 2,
      delFlag: 1,
      selectedroles: 'x,y',
      selecteddeparts: ['d1'],
      relTenantIds: '2000',
      password: 'Other@2025x',
      salt: 'abc',
      orgCode: 'A02',
    });
    expect(res.body.success).toBe(true);
    const after = await userRow(t, alice.id);
    expect(after).toMatchObject({
      realname: '爱丽丝二',
      username: before?.username,
      phone: before?.phone,
      status: before?.status,
      del_flag: 0,
      rel_tenant_ids: before?.rel_tenant_ids,
      password: before?.password,
      salt: before?.salt,
      org_code: before?.org_code,
    });
    expect((await userRow(t, bob.id))?.realname).toBe('bob_set姓名');
    const roles = await t.db.query('SELECT 1 FROM sys_user_role WHERE user_id = $1', [alice.id]);
    expect(roles).toHaveLength(0);
  });

  it('refuses bad values with the form messages and changes nothing', async () => {
    const before = await userRow(t, alice.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ realname: '' }, '请输入用户名称!'],
      [{ realname: '改了', email: 'not-an-email' }, EMAIL_INVALID],
      [{ sex: '9' }, '性别的值不正确'],
      [{ birthday: '1990-13-45' }, '生日格式不正确'],
      [{ avatar: 'javascript:alert(1)' }, '头像地址不正确'],
      [{ telephone: '1'.repeat(46) }, '最大长度45位字符'],
    ];
    for (const [body, message] of cases) {
      const res = await edit(alice.token, body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    expect(await userRow(t, alice.id)).toEqual(before);
  });

  it('refuses an e-mail another user has', async () => {
    await edit(bob.token, { email: 'bob@example.com' });
    const res = await edit(alice.token, { email: 'bob@example.com' });
    expect(res.body).toMatchObject({ success: false, message: '邮箱已存在' });
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/sys/user/login/setting/getUserData')).status).toBe(401);
    expect(
      (await call(t.app, 'PUT', '/sys/user/login/setting/userEdit', { body: { realname: 'x' } })).status,
    ).toBe(401);
  });
});

describe('third accounts', () => {
  it('lists the seeded demo binding of admin only to admin', async () => {
    const mine = await call<Array<{ id: string; thirdType: string; realname: string }>>(
      t.app,
      'GET',
      '/sys/thirdApp/getThirdAccountByUserId',
      { token: admin },
    );
    expect(mine.body.result).toEqual([
      expect.objectContaining({ thirdType: 'wechat_enterprise', realname: '管理员（企业微信）' }),
    ]);
    const others = await call<unknown[]>(t.app, 'GET', '/sys/thirdApp/getThirdAccountByUserId', {
      token: alice.token,
    });
    expect(others.body.result).toEqual([]);
  });

  it('unbinds only an own binding', async () => {
    await t.db.query(
      `INSERT INTO sys_third_account (id, sys_user_id, third_type, third_user_id, realname)
       VALUES ('bind_bob_dd', $1, 'dingtalk', 'dd-bob', '鲍勃')`,
      [bob.id],
    );
    const foreign = await call(t.app, 'DELETE', '/sys/thirdApp/unbindThirdAccount', {
      token: alice.token,
      query: { id: 'bind_bob_dd' },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到该绑定' });
    expect(await t.db.query("SELECT 1 FROM sys_third_account WHERE id = 'bind_bob_dd'")).toHaveLength(1);
    const own = await call(t.app, 'DELETE', '/sys/thirdApp/unbindThirdAccount', {
      token: bob.token,
      query: { id: 'bind_bob_dd' },
    });
    expect(own.body).toMatchObject({ success: true, message: '解绑成功' });
    expect(await t.db.query("SELECT 1 FROM sys_third_account WHERE id = 'bind_bob_dd'")).toHaveLength(0);
    const missingId = await call(t.app, 'DELETE', '/sys/thirdApp/unbindThirdAccount', { token: bob.token });
    expect(missingId.body.success).toBe(false);
  });

  it('keeps one binding per app and user, and one user per app account', async () => {
    const insert = (id: string, user: string, thirdUser: string) =>
      t.db.query(
        `INSERT INTO sys_third_account (id, sys_user_id, third_type, third_user_id) VALUES ($1, $2, 'dingtalk', $3)`,
        [id, user, thirdUser],
      );
    await insert('u1', alice.id, 'dd-1');
    await expect(insert('u2', alice.id, 'dd-2')).rejects.toThrow();
    await expect(insert('u3', bob.id, 'dd-1')).rejects.toThrow();
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/sys/thirdApp/getThirdAccountByUserId')).status).toBe(401);
  });
});

describe('notification preferences', () => {
  const get = (token: string) =>
    call<Record<string, unknown>>(t.app, 'GET', '/sys/user/setting/notification', { token });
  const put = (token: string, body: Record<string, unknown>) =>
    call<Record<string, unknown>>(t.app, 'PUT', '/sys/user/setting/notification', { token, body });

  it('answers the defaults until saved', async () => {
    expect((await get(alice.token)).body.result).toEqual({
      notifyAnnouncement: true,
      notifySystem: true,
      notifySpeech: true,
      notifyChannels: ['站内'],
      debugConsole: false,
    });
  });

  it('saves one switch at a time, for the caller only', async () => {
    const res = await put(alice.token, { notifySpeech: false });
    expect(res.body).toMatchObject({ success: true, message: '保存成功' });
    await put(alice.token, { notifyChannels: ['站内', '钉钉'] });
    expect((await get(alice.token)).body.result).toEqual({
      notifyAnnouncement: true,
      notifySystem: true,
      notifySpeech: false,
      notifyChannels: ['站内', '钉钉'],
      debugConsole: false,
    });
    expect((await get(bob.token)).body.result).toMatchObject({ notifySpeech: true });
  });

  it('refuses an unknown channel or a non-switch value and changes nothing', async () => {
    const before = (await get(alice.token)).body.result;
    const bad = await put(alice.token, { notifySystem: false, notifyChannels: '站内,短信' });
    expect(bad.body).toMatchObject({ success: false, message: '通知渠道只能是站内、企业微信或钉钉' });
    const notSwitch = await put(alice.token, { notifySpeech: 'maybe' });
    expect(notSwitch.body).toMatchObject({ success: false, message: '语音播报只能是开或关' });
    expect((await get(alice.token)).body.result).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/sys/user/setting/notification')).status).toBe(401);
    expect((await call(t.app, 'PUT', '/sys/user/setting/notification', { body: {} })).status).toBe(401);
  });
});
