import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken, type TokenClaims } from '../../server/lib/jwt';
import { sessionKey } from '../../server/modules/session/service';
import { call, createUser, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' } });
});
afterAll(() => t.close());

const me = (token: string, headers?: Record<string, string>) =>
  call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token, headers });

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as TokenClaims;

describe('sessions', () => {
  it('logout ends the session at once and always completes', async () => {
    const token = await login(t.app);
    expect((await me(token)).status).toBe(200);
    const out = await call(t.app, 'POST', '/sys/logout', { token });
    expect(out.body).toMatchObject({
      success: true,
      code: 200,
      message: '退出登录成功！',
      result: '退出登录成功！',
    });
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
    // No or dead token: an error envelope, not a 401, so the client's logout still finishes.
    for (const tk of [undefined, token, 'garbage']) {
      const res = await call(t.app, 'POST', '/sys/logout', { token: tk });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, message: '退出登录失败！' });
    }
  });

  it('ends idle sessions and refreshes last_seen at most once a minute', async () => {
    const token = await login(t.app);
    const sid = sessionKey(claimsOf(token).sid);
    await t.db.query("UPDATE sys_session SET last_seen_at = now() - interval '29 minutes' WHERE id = $1", [
      sid,
    ]);
    expect((await me(token)).status).toBe(200);
    const seen = await t.db.query<{ age: number }>(
      'SELECT EXTRACT(EPOCH FROM now() - last_seen_at)::int AS age FROM sys_session WHERE id = $1',
      [sid],
    );
    expect(seen[0]?.age).toBeLessThan(5);
    await t.db.query("UPDATE sys_session SET last_seen_at = now() - interval '31 minutes' WHERE id = $1", [
      sid,
    ]);
    expect((await me(token)).status).toBe(401);
  });

  it('ends sessions at the absolute lifetime even when active', async () => {
    const token = await login(t.app);
    const sid = sessionKey(claimsOf(token).sid);
    await t.db.query(
      "UPDATE sys_session SET created_at = now() - interval '2 hours 1 minute' WHERE id = $1",
      [sid],
    );
    expect((await me(token)).status).toBe(401);
  });

  it('changing the own password ends every session, this one too, and hands back a fresh token', async () => {
    await createUser(t, { username: 'pwchange', password: 'Start@2025', roleCode: 'grid_staff' });
    const a = await login(t.app, 'pwchange', 'Start@2025');
    const b = await login(t.app, 'pwchange', 'Start@2025');
    const res = await call(t.app, 'PUT', '/sys/user/updatePassword', {
      token: a,
      body: {
        username: 'pwchange',
        oldpassword: 'Start@2025',
        password: 'Next@20255',
        confirmpassword: 'Next@20255',
      },
    });
    expect(res.body).toMatchObject({ success: true, code: 200, message: '密码重置成功!' });
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    const fresh = (res.body.result as { token: string }).token;
    expect(fresh).not.toBe(a);
    expect((await me(fresh)).status).toBe(200);
    expect(await login(t.app, 'pwchange', 'Next@20255')).toBeTruthy();
  });

  it('freezing or deleting a user ends access at once', async () => {
    const id = await createUser(t, { username: 'tofreeze', password: 'Freeze@2025' });
    const token = await login(t.app, 'tofreeze', 'Freeze@2025');
    await t.db.query('UPDATE sys_user SET status = 2 WHERE id = $1', [id]);
    expect((await me(token)).status).toBe(401);
    await t.db.query('UPDATE sys_user SET status = 1 WHERE id = $1', [id]);
    const token2 = await login(t.app, 'tofreeze', 'Freeze@2025');
    await t.db.query('UPDATE sys_user SET del_flag = 1 WHERE id = $1', [id]);
    expect((await me(token2)).status).toBe(401);
  });

  it('rejects tampered tokens: alg none, HS512, forged signature, foreign secret, expired, edited claims', async () => {
    const token = await login(t.app);
    const [h, p] = token.split('.') as [string, string];
    const claims = claimsOf(token);
    const secret = t.app.deps.tokenSecret;
    const hs512 = (() => {
      const head = b64({ alg: 'HS512', typ: 'JWT' });
      const sig = createHmac('sha512', secret).update(`${head}.${p}`).digest('base64url');
      return `${head}.${p}.${sig}`;
    })();
    const bad = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${p}`,
      hs512,
      `${h}.${p}.${'A'.repeat(43)}`,
      signToken(claims as never, 'not-the-server-secret'),
      signToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, secret),
      `${h}.${b64({ ...claims, username: 'someone_else' })}.${token.split('.')[2]}`,
      signToken({ ...claims, sid: 'invented-session' }, secret),
      `Bearer ${token}`,
      '',
    ];
    for (const tk of bad) {
      const res = await me(tk);
      expect(res.status, tk).toBe(401);
    }
    expect((await me(token)).status).toBe(200);
  });

  it('refuses a valid signature whose username does not own the session', async () => {
    await createUser(t, { username: 'other1', password: 'Other@2025' });
    const token = await login(t.app);
    const secret = t.app.deps.tokenSecret;
    const forged = signToken({ ...claimsOf(token), username: 'other1' }, secret);
    expect((await me(forged)).status).toBe(401);
  });

  it('uses the tenant header only to choose among the user own tenants', async () => {
    const token = await login(t.app);
    const allowed: Array<Record<string, string>> = [
      {},
      { 'x-tenant-id': '' },
      { 'x-tenant-id': '0' },
      { 'x-tenant-id': '1000' },
      { 'tenant-id': '1000' },
      { 'tenant-id': '0' },
    ];
    for (const headers of allowed) {
      expect((await me(token, headers)).status, JSON.stringify(headers)).toBe(200);
    }
    const refused: Array<Record<string, string>> = [
      { 'x-tenant-id': '2001' },
      { 'tenant-id': '2001' },
      { 'x-tenant-id': '1000 OR 1=1' },
      { 'x-tenant-id': '-1' },
      { 'x-tenant-id': 'abc' },
      { 'x-tenant-id': '1000,2001' },
    ];
    for (const headers of refused) {
      const res = await me(token, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body.message).toBe('用户租户信息变更,请重新登录!');
    }
    await createUser(t, { username: 'notenant', password: 'NoTen@2025', tenants: null });
    const t2 = await login(t.app, 'notenant', 'NoTen@2025');
    expect((await me(t2, { 'x-tenant-id': '1000' })).status).toBe(401);
    expect((await me(t2, { 'x-tenant-id': '0' })).status).toBe(200);
  });
});
