import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sms = (body: Record<string, string>) =>
  call<{ maskedPhone: string } | null>(t.app, 'POST', '/sys/sms', { body });

describe('SMS codes and phone login', () => {
  it('sends a login code only to a registered phone and logs in with it once', async () => {
    expect((await sms({ smsmode: '0', mobile: '' })).body.message).toBe('手机号不允许为空！');
    expect((await sms({ smsmode: '0', mobile: '12345' })).body.message).toBe('请输入正确手机号');
    // An unregistered number gets the same answer, and no message.
    expect((await sms({ smsmode: '0', mobile: '13700000000' })).body).toMatchObject({
      success: true,
      code: 0,
    });
    expect(t.sms.sent.some((s) => s.mobile === '13700000000')).toBe(false);
    const sent = await sms({ smsmode: '0', mobile: '13800138000' });
    expect(sent.body).toMatchObject({ success: true, code: 0 });
    expect(sent.body.result).toBeNull();
    const code = t.sms.lastCode('13800138000');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM sys_sms_code');
    expect(stored.some((r) => r.code_hash.includes(code))).toBe(false);

    const wrong = await call(t.app, 'POST', '/sys/phoneLogin', {
      body: { mobile: '13800138000', captcha: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body).toMatchObject({ success: false, message: '手机验证码错误' });
    expect(wrong.body.code).not.toBe(200);
    const ok = await call<{ token: string }>(t.app, 'POST', '/sys/phoneLogin', {
      body: { mobile: '13800138000', captcha: code },
    });
    expect(ok.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(ok.body.result.token).toBeTruthy();
    const reuse = await call(t.app, 'POST', '/sys/phoneLogin', {
      body: { mobile: '13800138000', captcha: code },
    });
    expect(reuse.body.success).toBe(false);
  });

  it('keeps a fresh code for 60 s, then replaces it; 5 wrong tries kill it', async () => {
    await sms({ smsmode: '0', mobile: '13800138000' });
    const again = await sms({ smsmode: '0', mobile: '13800138000' });
    expect(again.body).toMatchObject({ success: false, message: '验证码10分钟内，仍然有效！' });
    await t.db.query("UPDATE sys_sms_code SET sent_at = now() - interval '61 seconds'");
    expect((await sms({ smsmode: '0', mobile: '13800138000' })).body.success).toBe(true);
    const code = t.sms.lastCode('13800138000');
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      await call(t.app, 'POST', '/sys/phoneLogin', { body: { mobile: '13800138000', captcha: wrongCode } });
    const late = await call(t.app, 'POST', '/sys/phoneLogin', {
      body: { mobile: '13800138000', captcha: code },
    });
    expect(late.body.success).toBe(false);
  });

  it('parallel wrong guesses never get more than 5 tries at one code', async () => {
    await t.db.query("UPDATE sys_sms_code SET sent_at = now() - interval '2 minutes'");
    await sms({ smsmode: '0', mobile: '13800138000' });
    const code = t.sms.lastCode('13800138000');
    const wrongCode = code === '123456' ? '654321' : '123456';
    await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', '/sys/phoneLogin', { body: { mobile: '13800138000', captcha: wrongCode } }),
      ),
    );
    const rows = await t.db.query<{ attempts: number }>(
      "SELECT attempts FROM sys_sms_code WHERE mobile = '13800138000' AND purpose = 'login'",
    );
    expect(rows[0]?.attempts).toBe(5);
    const late = await call(t.app, 'POST', '/sys/phoneLogin', {
      body: { mobile: '13800138000', captcha: code },
    });
    expect(late.body.success).toBe(false);
  });

  it('expires codes after 10 minutes', async () => {
    await t.db.query("UPDATE sys_sms_code SET sent_at = now() - interval '2 minutes'");
    await sms({ smsmode: '0', mobile: '13800138000' });
    const code = t.sms.lastCode('13800138000');
    await t.db.query("UPDATE sys_sms_code SET expires_at = now() - interval '1 second'");
    expect(
      (await call(t.app, 'POST', '/sys/phoneLogin', { body: { mobile: '13800138000', captcha: code } })).body
        .success,
    ).toBe(false);
  });
});

describe('self-registration', () => {
  it('registers with a mode-1 code, gives role guest only, and refuses duplicates', async () => {
    // A registered number gets the same answer as a free one, and no message.
    const sentBefore = t.sms.sent.length;
    expect((await sms({ smsmode: '1', mobile: '13800138000' })).body).toMatchObject({
      success: true,
      code: 0,
    });
    expect(t.sms.sent).toHaveLength(sentBefore);
    expect((await sms({ smsmode: '1', mobile: '15900000001' })).body.success).toBe(true);
    const code = t.sms.lastCode('15900000001');
    const reg = (body: Record<string, string>) => call(t.app, 'POST', '/sys/user/register', { body });
    const base = { username: 'newbie1', password: 'Newbie@2025', phone: '15900000001', smscode: code };
    expect((await reg({ ...base, username: 'ab' })).body.message).toBe('长度6到18个字符');
    expect((await reg({ ...base, username: 'bad-name' })).body.message).toBe('只允许字母、数字、下划线');
    expect((await reg({ ...base, phone: '12900000001' })).body.message).toBe('请输入正确手机号');
    expect((await reg({ ...base, password: 'weakpass' })).body.message).toBe(
      '密码由8位数字、大小写字母和特殊符号组成!',
    );
    expect((await reg({ ...base, username: 'admin' })).body.message).toBe('用户名已注册');
    expect((await reg({ ...base, smscode: code === '000000' ? '000001' : '000000' })).body.success).toBe(
      false,
    );
    const ok = await reg(base);
    expect(ok.body).toMatchObject({ success: true, code: 200, message: '注册成功' });
    const roles = await t.db.query<{ role_code: string }>(
      `SELECT r.role_code FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.id JOIN sys_user u ON u.id = ur.user_id WHERE u.username = 'newbie1'`,
    );
    expect(roles.map((r) => r.role_code)).toEqual(['guest']);
    expect(await login(t.app, 'newbie1', 'Newbie@2025')).toBeTruthy();
    expect((await reg({ ...base, username: 'newbie2' })).body.message).toBe('该手机号已注册');
  });

  it('checkOnlyUser checks only username or phone', async () => {
    const check = (query: Record<string, string>) =>
      call<boolean>(t.app, 'GET', '/sys/user/checkOnlyUser', { query });
    expect((await check({ username: 'admin' })).body).toMatchObject({
      success: false,
      message: '用户账号已存在',
      result: true,
    });
    expect((await check({ username: 'free_name' })).body).toMatchObject({
      success: true,
      code: 0,
      result: true,
    });
    expect((await check({ phone: '13800138000' })).body.success).toBe(false);
    expect((await check({ phone: '13800138000', _t: '1700000000' })).body.success).toBe(false);
    const refused: Array<Record<string, string>> = [
      { email: 'a@b.c' },
      { password: 'x' },
      { username: 'admin', phone: '1' },
      { salt: 'abc' },
      {},
    ];
    for (const query of refused) {
      expect((await check(query)).body.message, JSON.stringify(query)).toBe('只允许校验用户名或手机号');
    }
  });

  it('is refused when SELF_REGISTRATION=off', async () => {
    const off = await createTestApp({ env: { SELF_REGISTRATION: 'off' } });
    try {
      const res = await call(off.app, 'POST', '/sys/user/register', {
        body: { username: 'newbie9', password: 'Newbie@2025', phone: '15900000009', smscode: '123456' },
      });
      expect(res.body).toMatchObject({ success: false, message: '系统已关闭自助注册' });
      const code = await call(off.app, 'POST', '/sys/sms', { body: { smsmode: '1', mobile: '15900000009' } });
      expect(code.body.message).toBe('系统已关闭自助注册');
    } finally {
      await off.close();
    }
  });
});

describe('forgotten password (alteration)', () => {
  const requestCode = async (username: string) => {
    await t.db.query("UPDATE sys_sms_code SET sent_at = now() - interval '2 minutes'");
    return sms({ smsmode: '2', username });
  };

  it('sends the code to the account own phone and trades it for a single-use ticket', async () => {
    await createUser(t, { username: 'alice1', password: 'Alice@2025', phone: '13600000001' });
    await createUser(t, { username: 'bob001', password: 'Bob@20255', phone: '13600000002' });
    const aliceToken = await login(t.app, 'alice1', 'Alice@2025');
    const unknown = await requestCode('nobody_x');
    const sent = await requestCode('alice1');
    // The same answer for an unknown account (no masked phone: it told which accounts exist).
    expect(sent.body).toMatchObject({ success: true, code: 0, result: null });
    expect(unknown.body).toMatchObject({ success: true, code: 0, result: null });
    // A `mobile` in the body is ignored: the code goes to the phone on file.
    await requestCode('alice1');
    await t.db.query("UPDATE sys_sms_code SET sent_at = now() - interval '2 minutes'");
    expect((await sms({ smsmode: '2', username: 'alice1', mobile: '13900009999' })).body.success).toBe(true);
    expect(t.sms.sent.some((s) => s.mobile === '13900009999')).toBe(false);
    const code = t.sms.lastCode('13600000001');

    // Alice's code cannot verify Bob.
    const cross = await call(t.app, 'POST', '/sys/user/phoneVerification', {
      body: { username: 'bob001', smscode: code },
    });
    expect(cross.body.success).toBe(false);
    const verified = await call<{ username: string; ticket: string }>(
      t.app,
      'POST',
      '/sys/user/phoneVerification',
      {
        body: { username: 'alice1', smscode: code },
      },
    );
    expect(verified.body).toMatchObject({ success: true, result: { username: 'alice1' } });
    const ticket = verified.body.result.ticket;
    expect(ticket.length).toBeGreaterThan(30);

    const change = (body: Record<string, string>) =>
      call(t.app, 'POST', '/sys/user/passwordChange', { body });
    // Alice's ticket can never reset Bob.
    expect(
      (await change({ username: 'bob001', password: 'Hacked@2025', confirmpassword: 'Hacked@2025', ticket }))
        .body.success,
    ).toBe(false);
    expect(await login(t.app, 'bob001', 'Bob@20255')).toBeTruthy();
    expect(
      (await change({ username: 'alice1', password: 'weak', confirmpassword: 'weak', ticket })).body.message,
    ).toBe('密码由8位数字、大小写字母和特殊符号组成!');
    expect(
      (await change({ username: 'alice1', password: 'New@20255x', confirmpassword: 'Other@2025', ticket }))
        .body.message,
    ).toBe('两次输入密码不一致!');
    const done = await change({
      username: 'alice1',
      password: 'New@20255x',
      confirmpassword: 'New@20255x',
      ticket,
    });
    expect(done.body).toMatchObject({ success: true, code: 200, message: '密码修改成功!' });
    // All of Alice's sessions end; the new password works; the ticket is spent.
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token: aliceToken })).status).toBe(
      401,
    );
    expect(await login(t.app, 'alice1', 'New@20255x')).toBeTruthy();
    expect(
      (await change({ username: 'alice1', password: 'Again@2025', confirmpassword: 'Again@2025', ticket }))
        .body.success,
    ).toBe(false);
    // The used SMS code cannot mint a second ticket.
    expect(
      (
        await call(t.app, 'POST', '/sys/user/phoneVerification', {
          body: { username: 'alice1', smscode: code },
        })
      ).body.success,
    ).toBe(false);
  });

  it('refuses expired tickets, invented tickets and codes from other purposes', async () => {
    await requestCode('bob001');
    const code = t.sms.lastCode('13600000002');
    const verified = await call<{ ticket: string }>(t.app, 'POST', '/sys/user/phoneVerification', {
      body: { username: 'bob001', smscode: code },
    });
    const ticket = verified.body.result.ticket;
    await t.db.query("UPDATE sys_password_ticket SET expires_at = now() - interval '1 second'");
    const change = (tk: string) =>
      call(t.app, 'POST', '/sys/user/passwordChange', {
        body: { username: 'bob001', password: 'Later@2025', confirmpassword: 'Later@2025', ticket: tk },
      });
    expect((await change(ticket)).body.success).toBe(false);
    expect((await change('x'.repeat(43))).body.success).toBe(false);
    expect((await change('')).body.success).toBe(false);
    // A login (mode 0) code for Bob's phone is not a reset code.
    await t.db.query("UPDATE sys_sms_code SET sent_at = now() - interval '2 minutes'");
    await sms({ smsmode: '0', mobile: '13600000002' });
    const loginCode = t.sms.lastCode('13600000002');
    expect(
      (
        await call(t.app, 'POST', '/sys/user/phoneVerification', {
          body: { username: 'bob001', smscode: loginCode },
        })
      ).body.success,
    ).toBe(false);
    expect(await login(t.app, 'bob001', 'Bob@20255')).toBeTruthy();
  });
});
