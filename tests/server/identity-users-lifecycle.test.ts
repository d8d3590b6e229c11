import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH } from '../../src/shared/domain/validation/messages';
import { call, login } from './support/helpers';
import { operationLogs, PASSWORD, signedInUser, userRow } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 用户管理 lifecycle: freeze, admin password reset, logical delete, recycle bin; self-service allowlists. */

let t: TestApp;
let admin: string;

interface UserJson {
  id: string;
  username: string;
}

const NEW_PASSWORD = 'Nouveau#2025';

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => t.close());

async function idOf(username: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]);
  if (!rows[0]) throw new Error(`no user ${username}`);
  return rows[0].id;
}

async function list(query: Record<string, string>) {
  return call<{ records: UserJson[]; total: number }>(t.app, 'GET', '/sys/user/list', {
    token: admin,
    query,
  });
}

describe('freeze, password reset, delete, recycle bin', () => {
  it("freezes: the user's sessions end at once; unfreezing lets them sign in again", async () => {
    const victim = await signedInUser(t, 'freezeme');
    expect(
      (await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: victim.token })).status,
    ).toBe(200);
    const res = await call(t.app, 'PUT', '/sys/user/frozenBatch', {
      token: admin,
      body: { ids: victim.id, status: '2' },
    });
    expect(res.body).toMatchObject({ success: true, message: '操作成功!' });
    expect(
      (await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: victim.token })).status,
    ).toBe(401);
    const live = await t.db.query('SELECT 1 FROM sys_session WHERE user_id = $1 AND revoked_at IS NULL', [
      victim.id,
    ]);
    expect(live).toHaveLength(0);
    const frozenLogin = await call(t.app, 'POST', '/sys/login', {
      body: { username: 'freezeme', password: PASSWORD },
    });
    expect(frozenLogin.body.message).toBe('该用户已冻结');
    await call(t.app, 'PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: victim.id, status: 1 } });
    await expect(login(t.app, 'freezeme', PASSWORD)).resolves.toBeTruthy();
  });

  it('never freezes admin, nor the caller, and refuses a bad status', async () => {
    const adminId = await idOf('admin');
    const bystander = await signedInUser(t, 'bystander');
    const refuse = await call(t.app, 'PUT', '/sys/user/frozenBatch', {
      token: admin,
      body: { ids: `${adminId},${bystander.id}`, status: '2' },
    });
    expect(refuse.body).toMatchObject({ success: false, message: '管理员账号不允许此操作,请重新选择！' });
    expect((await userRow(t, bystander.id))?.status).toBe(1);
    const bad = await call(t.app, 'PUT', '/sys/user/frozenBatch', {
      token: admin,
      body: { ids: adminId, status: '3' },
    });
    expect(bad.body.success).toBe(false);
  });

  it('resets a password: strength rule, sessions end, new password works', async () => {
    const target = await signedInUser(t, 'resetme');
    const weak = await call(t.app, 'PUT', '/sys/user/changePassword', {
      token: admin,
      body: { username: 'resetme', password: 'short1!' },
    });
    expect(weak.body.message).toBe(PASSWORD_STRENGTH);
    const unknown = await call(t.app, 'PUT', '/sys/user/changePassword', {
      token: admin,
      body: { username: 'nobody', password: NEW_PASSWORD },
    });
    expect(unknown.body).toMatchObject({ success: false, message: '用户不存在！' });
    const mismatch = await call(t.app, 'PUT', '/sys/user/changePassword', {
      token: admin,
      body: { username: 'resetme', password: NEW_PASSWORD, confirmpassword: 'other' },
    });
    expect(mismatch.body.success).toBe(false);
    const res = await call(t.app, 'PUT', '/sys/user/changePassword', {
      token: admin,
      body: { username: 'resetme', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
    });
    expect(res.body).toMatchObject({ success: true, message: '密码修改成功!' });
    expect(
      (await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: target.token })).status,
    ).toBe(401);
    await expect(login(t.app, 'resetme', PASSWORD)).rejects.toThrow();
    await expect(login(t.app, 'resetme', NEW_PASSWORD)).resolves.toBeTruthy();
    const [log] = await operationLogs(t, '重置用户密码：resetme');
    expect(log?.request_param).not.toContain(NEW_PASSWORD);
  });

  it('deletes logically, ends the sessions, and the recycle bin restores or deletes for good', async () => {
    const one = await signedInUser(t, 'delone');
    const two = await signedInUser(t, 'deltwo');
    const three = await signedInUser(t, 'delthree');
    const del = await call(t.app, 'DELETE', '/sys/user/delete', { token: admin, query: { id: one.id } });
    expect(del.body).toMatchObject({ success: true, message: '删除用户成功' });
    expect((await userRow(t, one.id))?.del_flag).toBe(1);
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: one.token })).status).toBe(
      401,
    );
    const batch = await call(t.app, 'DELETE', '/sys/user/deleteBatch', {
      token: admin,
      query: { ids: `${two.id},${three.id}` },
    });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除用户成功' });
    expect((await list({ username: 'del*' })).body.result.total).toBe(0);

    const bin = await call<UserJson[]>(t.app, 'GET', '/sys/user/recycleBin', { token: admin });
    expect(bin.body.result.map((u) => u.username).sort()).toEqual(['delone', 'delthree', 'deltwo']);

    const restore = await call(t.app, 'PUT', '/sys/user/putRecycleBin', {
      token: admin,
      body: { userIds: one.id },
    });
    expect(restore.body).toMatchObject({ success: true, message: '还原成功' });
    expect((await userRow(t, one.id))?.del_flag).toBe(0);

    // Only users already in the bin can be deleted for good.
    const live = await call(t.app, 'DELETE', '/sys/user/deleteRecycleBin', {
      token: admin,
      query: { userIds: one.id },
    });
    expect(live.body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect(await userRow(t, one.id)).toBeDefined();

    const purge = await call(t.app, 'DELETE', '/sys/user/deleteRecycleBin', {
      token: admin,
      query: { userIds: `${two.id},${three.id}` },
    });
    expect(purge.body).toMatchObject({ success: true, message: '删除成功' });
    expect(await userRow(t, two.id)).toBeUndefined();
    expect(await t.db.query('SELECT 1 FROM sys_session WHERE user_id = $1', [three.id])).toHaveLength(0);
  });

  it('never deletes admin or the caller', async () => {
    const adminId = await idOf('admin');
    const self = await call(t.app, 'DELETE', '/sys/user/delete', { token: admin, query: { id: adminId } });
    expect(self.body).toMatchObject({ success: false, message: '不能删除当前登录用户' });
    expect((await userRow(t, adminId))?.del_flag).toBe(0);
  });
});

describe('self-service profile endpoints', () => {
  it('selectDepart copies only orgCode, whatever else the body says', async () => {
    const self = await signedInUser(t, 'selfsvc', { departCodes: ['A01A01', 'A01A02'] });
    const before = await userRow(t, self.id);
    const res = await call(t.app, 'PUT', '/sys/selectDepart', {
      token: self.token,
      body: {
        orgCode: 'A01A02',
        status: 2,
        delFlag: 1,
        relTenantIds: '2000',
        realname: 'x',
        password: 'Other#Pass99',
      },
    });
    expect(res.body.success).toBe(true);
    const after = await userRow(t, self.id);
    expect(after?.org_code).toBe('A01A02');
    for (const column of ['status', 'del_flag', 'rel_tenant_ids', 'realname', 'password', 'salt'])
      expect(after?.[column], column).toEqual(before?.[column]);
  });
});
