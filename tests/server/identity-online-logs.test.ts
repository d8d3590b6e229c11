import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { GRANT_MESSAGES } from '../../server/modules/access/grant-guard';
import {
  formatRequestParam,
  MAX_REQUEST_PARAM_LENGTH,
  redactSecrets,
} from '../../server/modules/log/operation-log';
import { addressOf, call, login } from './support/helpers';
import { ensureTenant, PASSWORD, roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 在线用户 (live sessions, force logout) and 日志管理 (login and operation logs). */

let t: TestApp;
let admin: string;
let watcher: { id: string; token: string };
let boss: { id: string; token: string };
let target: { id: string; token: string };
let t2: { id: string; token: string };

interface OnlineJson {
  id: string;
  username: string;
  realname: string | null;
  ip: string | null;
  userAgent: string | null;
  loginTime: string | null;
  lastSeen: string | null;
  current: boolean;
}
interface LogJson {
  username: string | null;
  logContent: string | null;
  ip: string | null;
  operateType: number | null;
  operateType_dictText: string | null;
  requestParam: string | null;
  createTime: string | null;
}
type PageOf<T> = { records: T[]; total: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  await ensureTenant(t, 2000);
  const watchRole = await roleWith(t, 'watcher', [...Object.values(PERM.online), PERM.log.list]);
  watcher = await signedInUser(t, 'watcher', { roleId: watchRole });
  boss = await signedInUser(t, 'bossy', { roleId: await roleWith(t, 'bossy', [PERM.permission.list]) });
  target = await signedInUser(t, 'target');
  t2 = await signedInUser(t, 't2watch', {
    roleId: await roleWith(t, 't2_watch', [...Object.values(PERM.online), PERM.log.list], 2000),
    tenants: '2000',
  });
});
afterAll(() => t.close());

const online = (token: string, query: Record<string, string> = {}) =>
  call<PageOf<OnlineJson>>(t.app, 'GET', '/sys/online/list', { token, query: { pageSize: '100', ...query } });

async function handleOf(username: string, token = admin): Promise<string> {
  const hit = (await online(token, { username })).body.result.records[0];
  if (!hit) throw new Error(`no session of ${username}`);
  return hit.id;
}

describe('online users', () => {
  it('lists live sessions of the tenant with who, where and since when, never a token', async () => {
    const res = await call<PageOf<OnlineJson>>(t.app, 'GET', '/sys/online/list', {
      token: watcher.token,
      headers: { 'user-agent': 'vitest-agent' },
      query: { pageSize: '100', column: 'loginTime', order: 'desc' },
    });
    expect(res.body).toMatchObject({ success: true });
    const names = res.body.result.records.map((r) => r.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'watcher', 'bossy', 'target']));
    expect(names).not.toContain('t2watch');
    const row = res.body.result.records.find((r) => r.username === 'target');
    // The address the sign-in came from (each test user signs in from a loopback address of its own).
    expect(row).toMatchObject({ realname: 'target姓名', ip: addressOf('target') });
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.body.result.records.find((r) => r.username === 'watcher')?.current).toBe(true);
    const text = JSON.stringify(res.body);
    const sessionIds = await t.db.query<{ id: string }>('SELECT id FROM sys_session');
    for (const s of sessionIds) expect(text).not.toContain(s.id);
    for (const token of [admin, watcher.token, target.token]) expect(text).not.toContain(token);
    const theirs = await online(t2.token);
    expect(theirs.body.result.records.map((r) => r.username)).toEqual(['t2watch']);
  });

  it('forces a session out: its next request gets 401', async () => {
    expect(
      (await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: target.token })).status,
    ).toBe(200);
    const res = await call(t.app, 'POST', '/sys/online/forceLogout', {
      token: watcher.token,
      body: { sessionId: await handleOf('target') },
    });
    expect(res.body).toMatchObject({ success: true, message: '退出登录成功！' });
    expect(
      (await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: target.token })).status,
    ).toBe(401);
    expect((await online(admin, { username: 'target' })).body.result.total).toBe(0);
    const logs = await t.db.query("SELECT 1 FROM sys_log WHERE log_type = 1 AND log_content LIKE '强制:%'");
    expect(logs).toHaveLength(1);
  });

  it("refuses the caller's own session, a user above them, another tenant and bad handles", async () => {
    const own = await call(t.app, 'POST', '/sys/online/forceLogout', {
      token: watcher.token,
      body: { sessionId: await handleOf('watcher') },
    });
    expect(own.body).toMatchObject({ success: false, message: '不能强制退出自己当前的会话' });
    const above = await call(t.app, 'POST', '/sys/online/forceLogout', {
      token: watcher.token,
      body: { sessionId: await handleOf('bossy') },
    });
    expect(above.body.message).toBe(GRANT_MESSAGES.userAboveActor);
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: boss.token })).status).toBe(
      200,
    );
    const foreign = await call(t.app, 'POST', '/sys/online/forceLogout', {
      token: t2.token,
      body: { sessionId: await handleOf('admin') },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '该会话不存在或已退出' });
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: admin })).status).toBe(200);
    for (const sessionId of ['', 'x', '../../', 'A'.repeat(64)]) {
      const bad = await call(t.app, 'POST', '/sys/online/forceLogout', {
        token: watcher.token,
        body: { sessionId },
      });
      expect(bad.body).toMatchObject({ success: false, message: '退出登录失败！' });
    }
  });
});

describe('logs', () => {
  const logs = (token: string, query: Record<string, string>) =>
    call<PageOf<LogJson>>(t.app, 'GET', '/sys/log/list', { token, query: { pageSize: '100', ...query } });

  it('records failed logins in the login log too', async () => {
    const bad = await call(t.app, 'POST', '/sys/login', {
      body: { username: 'target', password: 'Wrong#2025x' },
    });
    expect(bad.body.success).toBe(false);
    await call(t.app, 'POST', '/sys/login', { body: { username: 'ghost_user', password: 'Wrong#2025x' } });
    const res = await logs(admin, { logType: '1', username: 'target' });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    const contents = res.body.result.records.map((r) => r.logContent);
    expect(contents).toEqual(
      expect.arrayContaining(['用户名: target,登录成功！', '用户名: target,登录失败，用户名或密码错误']),
    );
    // An unknown account is logged (for super users) without a user id.
    const ghost = await logs(admin, { logType: '1', username: 'ghost_user' });
    expect(ghost.body.result.total).toBe(1);
  });

  it('lists operation logs with the operate type text and redacted parameters, searchable', async () => {
    await call(t.app, 'POST', '/sys/user/add', {
      token: admin,
      body: { username: 'logged', password: PASSWORD, realname: '日志', confirmpassword: PASSWORD },
    });
    const res = await logs(admin, { logType: '2', logContent: '*logged*' });
    const [row] = res.body.result.records;
    expect(row).toMatchObject({
      username: 'admin',
      operateType: 2,
      operateType_dictText: '添加',
      ip: '127.0.0.1',
    });
    expect(row?.requestParam).toContain('"password":"******"');
    expect(row?.requestParam).toContain('"confirmpassword":"******"');
    expect(row?.requestParam).not.toContain(PASSWORD);
    const byIp = await logs(admin, { logType: '2', ip: '127.0.0.1' });
    expect(byIp.body.result.total).toBeGreaterThan(0);
    const keyWord = await logs(admin, { logType: '2', keyWord: 'logged' });
    expect(keyWord.body.result.total).toBe(1);
    const today = row?.createTime?.slice(0, 10) ?? '';
    const inRange = await logs(admin, { logType: '2', createTime_begin: today, createTime_end: today });
    expect(inRange.body.result.total).toBeGreaterThan(0);
    const outOfRange = await logs(admin, {
      logType: '2',
      createTime_begin: '2000-01-01',
      createTime_end: '2000-01-02',
    });
    expect(outOfRange.body.result.total).toBe(0);
    const sorted = await logs(admin, { logType: '2', column: 'createTime', order: 'asc' });
    expect(sorted.body.success).toBe(true);
  });

  it('refuses an unknown log type and secret filters', async () => {
    expect((await logs(admin, { logType: '3' })).body).toMatchObject({
      success: false,
      message: '日志类型不正确',
    });
    expect((await logs(admin, {})).body.success).toBe(false);
    const sort = await logs(admin, { logType: '2', column: 'requestParam', order: 'asc' });
    expect(sort.body.success).toBe(false);
  });

  it('scopes logs to the acting tenant for non-super users', async () => {
    const mine = await logs(watcher.token, { logType: '1' });
    const names = new Set(mine.body.result.records.map((r) => r.username));
    expect(names.has('target')).toBe(true);
    expect(names.has('t2watch')).toBe(false);
    expect(names.has('ghost_user')).toBe(false);
    const theirs = await logs(t2.token, { logType: '1' });
    expect(new Set(theirs.body.result.records.map((r) => r.username))).toEqual(new Set(['t2watch']));
    const ops = await logs(t2.token, { logType: '2' });
    expect(ops.body.result.records.map((r) => r.logContent)).not.toContain('添加用户：logged');
  });
});

describe('operation-log writer', () => {
  it('redacts secret keys at any depth and bounds the stored text', () => {
    const redacted = redactSecrets({
      username: 'a',
      password: 'p',
      oldpassword: 'o',
      nested: { clientSecret: 's', accessToken: 't', list: [{ salt: 'x', keep: 1 }] },
      PassWord2: 'q',
    });
    expect(redacted).toEqual({
      username: 'a',
      password: '******',
      oldpassword: '******',
      nested: { clientSecret: '******', accessToken: '******', list: [{ salt: '******', keep: 1 }] },
      PassWord2: '******',
    });
    const long = formatRequestParam({
      text: 'x'.repeat(10_000),
      items: Array.from({ length: 500 }, (_, i) => i),
    });
    expect(long!.length).toBeLessThanOrEqual(MAX_REQUEST_PARAM_LENGTH + 1);
    expect(formatRequestParam(undefined)).toBeNull();
  });
});
