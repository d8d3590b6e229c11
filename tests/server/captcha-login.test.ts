import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCaptcha } from '../../server/modules/captcha/service';
import { call, createUser } from './support/helpers';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_CAPTCHA: 'on' } });
});
afterAll(() => t.close());

const loginWith = (body: Record<string, unknown>) =>
  call<Record<string, unknown>>(t.app, 'POST', '/sys/login', { body });

describe('captcha', () => {
  it('answers a 105×35 PNG data URL with code 0', async () => {
    const res = await call<string>(t.app, 'GET', '/sys/randomImage/1700000000000');
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(res.body.result.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(res.body.result.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(105);
    expect(png.readUInt32BE(20)).toBe(35);
    const rows = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM sys_captcha');
    // Stored hashed: never the 4 characters themselves.
    expect(rows.every((r) => r.code_hash.length === 64)).toBe(true);
  });

  it('checks the captcha before anything else: missing → 500 验证码无效, wrong → 412', async () => {
    const missing = await loginWith({ username: 'admin', password: ADMIN_PASSWORD });
    expect(missing.body).toMatchObject({ success: false, code: 500, message: '验证码无效' });
    await storeCaptcha(t.app.deps, 'k1', 'Ab3d');
    const wrong = await loginWith({
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: 'zzzz',
      checkKey: 'k1',
    });
    expect(wrong.body).toMatchObject({ success: false, code: 412, message: '验证码错误' });
    // Consumed by the wrong attempt: the right answer no longer works.
    const retry = await loginWith({
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: 'Ab3d',
      checkKey: 'k1',
    });
    expect(retry.body.code).toBe(412);
  });

  it('is case-insensitive, single-use and consumed even when the password is wrong', async () => {
    await storeCaptcha(t.app.deps, 'k2', 'Ab3d');
    const okRes = await loginWith({
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: 'aB3D',
      checkKey: 'k2',
    });
    expect(okRes.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const again = await loginWith({
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: 'aB3D',
      checkKey: 'k2',
    });
    expect(again.body.code).toBe(412);

    await storeCaptcha(t.app.deps, 'k3', 'Ab3d');
    const badPw = await loginWith({ username: 'admin', password: 'nope', captcha: 'Ab3d', checkKey: 'k3' });
    expect(badPw.body.message).toBe('用户名或密码错误');
    const reuse = await loginWith({
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: 'Ab3d',
      checkKey: 'k3',
    });
    expect(reuse.body.code).toBe(412);
  });

  it('expires after 60 seconds', async () => {
    await storeCaptcha(t.app.deps, 'k4', 'Ab3d');
    await t.db.query("UPDATE sys_captcha SET expires_at = now() - interval '1 second'");
    const res = await loginWith({
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: 'Ab3d',
      checkKey: 'k4',
    });
    expect(res.body.code).toBe(412);
  });

  it('binds the answer to its key', async () => {
    await storeCaptcha(t.app.deps, 'k5', 'Ab3d');
    await storeCaptcha(t.app.deps, 'k6', 'Zz9y');
    const res = await loginWith({
      username: 'admin',
      password: ADMIN_PASSWORD,
      captcha: 'Zz9y',
      checkKey: 'k5',
    });
    expect(res.body.code).toBe(412);
  });

  it('needs the image captcha for the mode-2 SMS too', async () => {
    await createUser(t, { username: 'capuser', password: 'Cap@20255', phone: '13900000011' });
    const res = await call(t.app, 'POST', '/sys/sms', { body: { smsmode: '2', username: 'capuser' } });
    expect(res.body.message).toBe('验证码无效');
    await storeCaptcha(t.app.deps, 'k7', 'Ab3d');
    const sent = await call<{ maskedPhone: string }>(t.app, 'POST', '/sys/sms', {
      body: { smsmode: '2', username: 'capuser', captcha: 'ab3d', checkKey: 'k7' },
    });
    expect(sent.body).toMatchObject({ success: true, code: 0, result: null });
    expect(t.sms.lastCode('13900000011')).toMatch(/^\d{6}$/);
  });
});
