import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { call, createUser, login } from './support/helpers';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface LoginBody {
  token: string;
  tenantList?: Array<{ id: number; name: string; status: number }>;
  userInfo: Record<string, unknown>;
  departs: Array<{ orgCode: string }>;
  multi_depart: number;
  sysAllDictItems: Record<string, Array<{ value: string; text: string; title: string; label: string }>>;
}

describe('POST /sys/login', () => {
  it('answers the CONTRACT §2.4 shape, keys in order, without password or salt', async () => {
    const res = await call<LoginBody>(t.app, 'POST', '/sys/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, remember_me: true },
    });
    expect(res.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const r = res.body.result;
    expect(Object.keys(r)).toEqual([
      'token',
      'tenantList',
      'userInfo',
      'departs',
      'multi_depart',
      'sysAllDictItems',
    ]);
    expect(r.token.split('.')).toHaveLength(3);
    expect(r.tenantList).toEqual([expect.objectContaining({ id: 1000, name: '默认租户', status: 1 })]);
    expect(r.userInfo).toMatchObject({
      username: 'admin',
      realname: '管理员',
      nickname: '管理员',
      orgCode: 'A01A01',
      status: 1,
      delFlag: 0,
    });
    expect(r.userInfo.id).toMatch(/^\d{19}$/);
    expect(r.userInfo.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(r.userInfo).not.toHaveProperty('password');
    expect(r.userInfo).not.toHaveProperty('salt');
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
    expect(r.departs.map((d) => d.orgCode)).toEqual(['A01A01']);
    expect(r.multi_depart).toBe(1);
    expect(r.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
    for (const code of [
      'user_status',
      'del_flag',
      'priority',
      'msg_category',
      'msg_type',
      'send_status',
      'quartz_status',
      'org_category',
      'valid_status',
      'yn',
    ]) {
      expect(r.sysAllDictItems[code]?.length, code).toBeGreaterThan(0);
    }
    const logs = await t.db.query<{ log_content: string }>(
      "SELECT log_content FROM sys_log WHERE log_type = 1 AND username = 'admin'",
    );
    expect(logs.some((l) => l.log_content.includes('登录成功'))).toBe(true);
  });

  it('omits tenantList without tenants, and picks the first depart with several', async () => {
    await createUser(t, {
      username: 'multi1',
      password: 'Multi@2025',
      departCodes: ['A02', 'A03'],
      tenants: null,
    });
    const res = await call<LoginBody>(t.app, 'POST', '/sys/login', {
      body: { username: 'multi1', password: 'Multi@2025' },
    });
    expect(res.body.result).not.toHaveProperty('tenantList');
    expect(res.body.result.multi_depart).toBe(2);
    expect(res.body.result.userInfo.orgCode).toBe('A02');
  });

  it('refuses when every tenant of the user is frozen', async () => {
    await t.db.query('INSERT INTO sys_tenant (id, name, status) VALUES (2000, $1, 0)', ['冻结租户']);
    await createUser(t, { username: 'tenfroz', password: 'Tenant@2025', tenants: '2000' });
    const res = await call(t.app, 'POST', '/sys/login', {
      body: { username: 'tenfroz', password: 'Tenant@2025' },
    });
    expect(res.body).toMatchObject({ success: false, message: '与该用户关联的租户均已被冻结，无法登录！' });
  });

  it('gives one message for unknown, deleted and wrong-password accounts (no enumeration)', async () => {
    const id = await createUser(t, { username: 'gone1', password: 'Gone@20255' });
    await t.db.query('UPDATE sys_user SET del_flag = 1 WHERE id = $1', [id]);
    for (const body of [
      { username: 'nobody_here', password: 'Whatever@1' },
      { username: 'gone1', password: 'Gone@20255' },
      { username: 'admin', password: 'Wrong@2025' },
      { username: '', password: '' },
    ]) {
      const res = await call(t.app, 'POST', '/sys/login', { body });
      expect(res.body, body.username).toMatchObject({
        success: false,
        code: 500,
        message: '用户名或密码错误',
      });
    }
  });

  it('says 该用户已冻结 only after a correct password', async () => {
    await createUser(t, { username: 'frozen1', password: 'Frozen@2025', status: 2 });
    const wrong = await call(t.app, 'POST', '/sys/login', {
      body: { username: 'frozen1', password: 'Nope@20255' },
    });
    expect(wrong.body.message).toBe('用户名或密码错误');
    const right = await call(t.app, 'POST', '/sys/login', {
      body: { username: 'frozen1', password: 'Frozen@2025' },
    });
    expect(right.body).toMatchObject({ success: false, message: '该用户已冻结' });
  });

  it('locks a username at this address after 5 wrong passwords, even with the right one', async () => {
    await createUser(t, { username: 'lockme', password: 'Lock@20255' });
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (await call(t.app, 'POST', '/sys/login', { body: { username: 'lockme', password: `Bad@2025${i}` } }))
          .body.message,
      );
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('用户名或密码错误'));
    expect(messages[4]).toBe('密码错误次数过多，账号已锁定，请10分钟后再试');
    const right = await call(t.app, 'POST', '/sys/login', {
      body: { username: 'lockme', password: 'Lock@20255' },
    });
    expect(right.body.message).toBe('密码错误次数过多，账号已锁定，请10分钟后再试');
    // Other accounts are unaffected.
    expect(await login(t.app)).toBeTruthy();
    // After the lock expires the right password works again and clears the counter.
    await t.db.query(
      "UPDATE sys_login_throttle SET blocked_until = now() - interval '1 second' WHERE username = 'lockme'",
    );
    expect(await login(t.app, 'lockme', 'Lock@20255')).toBeTruthy();
  });

  it('a parallel burst of wrong passwords gets 4 answers, then the lock', async () => {
    await createUser(t, { username: 'burst1', password: 'Burst@20255' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', '/sys/login', { body: { username: 'burst1', password: `Bad@2025${i}` } }),
      ),
    );
    const messages = answers.map((a) => a.body.message);
    expect(messages.filter((m) => m === '用户名或密码错误')).toHaveLength(4);
    expect(messages.filter((m) => m === '密码错误次数过多，账号已锁定，请10分钟后再试')).toHaveLength(16);
    const right = await call(t.app, 'POST', '/sys/login', {
      body: { username: 'burst1', password: 'Burst@20255' },
    });
    expect(right.body.message).toBe('密码错误次数过多，账号已锁定，请10分钟后再试');
  });

  it('rate-limits login per IP with HTTP 429', async () => {
    const limited = await buildApp({
      config: t.config,
      db: t.db,
      rateLimits: { login: { max: 3, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: '/jeecg-boot/sys/login',
          payload: { username: 'x', password: 'y' },
          remoteAddress: '10.0.0.7',
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toMatchObject({ success: false, message: '请求过于频繁，请稍后再试' });
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const other = await limited.inject({
        method: 'POST',
        url: '/jeecg-boot/sys/login',
        payload: { username: 'x', password: 'y' },
        remoteAddress: '10.0.0.8',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
