import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAS_MESSAGES } from '../../server/modules/cas/service';
import { startCasEmulator, type CasEmulator } from '../support/emulators/cas';
import { call, createUser } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

const ORIGIN = 'https://console.example.com';
const SERVICE = `${ORIGIN}/user/cas-return?redirect=${encodeURIComponent('/isys/user')}`;

let cas: CasEmulator;
let t: TestApp;

beforeAll(async () => {
  cas = await startCasEmulator();
  t = await createTestApp({ env: { CAS_SERVER_URL: `${cas.url}/`, PUBLIC_ORIGIN: ORIGIN } });
  await createUser(t, { username: 'casfrozen', password: 'Pass@2025x', status: 2 });
  const gone = await createUser(t, { username: 'casgone', password: 'Pass@2025x' });
  await t.db.query('UPDATE sys_user SET del_flag = 1 WHERE id = $1', [gone]);
});
afterAll(async () => {
  await t.close();
  await cas.stop();
});

const validate = (query: Record<string, string>) =>
  call<Record<string, unknown>>(t.app, 'GET', '/sys/cas/client/validateLogin', { query });

describe('GET /sys/cas/client/validateLogin', () => {
  it('signs the CAS principal in as the local user of that name, with a normal session', async () => {
    const ticket = cas.issueTicket('admin', SERVICE);
    const res = await validate({ ticket, service: SERVICE });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    // The contract's keys come first, in the contract's order.
    expect(Object.keys(res.body.result).slice(0, 4)).toEqual([
      'departs',
      'multi_depart',
      'token',
      'userInfo',
    ]);
    expect(res.body.result.userInfo).toMatchObject({ username: 'admin' });
    const token = String(res.body.result.token);
    const perms = await call(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(perms.body.success).toBe(true);
    // The ticket went to the configured server with the exact service.
    const sent = cas.calls.filter((c) => c.path === '/p3/serviceValidate').at(-1);
    expect(sent?.query.get('ticket')).toBe(ticket);
    expect(sent?.query.get('service')).toBe(SERVICE);
    const [log] = await t.db.query<{ log_content: string }>(
      "SELECT log_content FROM sys_log WHERE log_content LIKE '%CAS登录成功%' ORDER BY create_time DESC LIMIT 1",
    );
    expect(log?.log_content).toContain('admin');
  });

  it('refuses a used, unknown or foreign-service ticket with the ticket message (code 500)', async () => {
    const ticket = cas.issueTicket('admin', SERVICE);
    expect((await validate({ ticket, service: SERVICE })).body.code).toBe(200);
    const reused = await validate({ ticket, service: SERVICE });
    expect(reused.status).toBe(200);
    expect(reused.body).toMatchObject({ success: false, code: 500, message: CAS_MESSAGES.ticketInvalid });
    expect((await validate({ ticket: 'ST-unknown', service: SERVICE })).body.message).toBe(
      CAS_MESSAGES.ticketInvalid,
    );
    const other = cas.issueTicket('admin', `${ORIGIN}/user/cas-return`);
    expect((await validate({ ticket: other, service: SERVICE })).body.message).toBe(
      CAS_MESSAGES.ticketInvalid,
    );
  });

  it('accepts only a service on our own origin whose path is a safe redirect, before calling CAS', async () => {
    const before = cas.calls.length;
    const bad = [
      'https://evil.example.com/user/cas-return',
      'http://console.example.com/user/cas-return',
      `${ORIGIN}.evil.com/user/cas-return`,
      `${ORIGIN}@evil.com/user/cas-return`,
      `https://user:pw@console.example.com/user/cas-return`,
      `${ORIGIN}//evil.com/x`,
      `${ORIGIN}/%2F%2Fevil.com`,
      `${ORIGIN}/user/cas-return#frag`,
      'javascript:alert(1)',
      '/user/cas-return',
      '',
    ];
    for (const service of bad) {
      const res = await validate({ ticket: 'ST-1', service });
      expect(res.body, service).toMatchObject({
        success: false,
        code: 500,
        message: CAS_MESSAGES.badService,
      });
    }
    expect(cas.calls.length).toBe(before);
  });

  it('asks for a ticket', async () => {
    expect((await validate({ service: SERVICE })).body.message).toBe(CAS_MESSAGES.ticketMissing);
  });

  it('refuses unknown, deleted and frozen users, and writes nothing but the log', async () => {
    const sessions = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sys_session'))[0]?.n);
    const n = await sessions();
    for (const [user, message] of [
      ['nobody', CAS_MESSAGES.unknownUser],
      ['casgone', CAS_MESSAGES.unknownUser],
      ['casfrozen', CAS_MESSAGES.frozen],
    ] as const) {
      const res = await validate({ ticket: cas.issueTicket(user, SERVICE), service: SERVICE });
      expect(res.body, user).toMatchObject({ success: false, code: 500, message });
    }
    expect(await sessions()).toBe(n);
  });

  it('says so when CAS is down or answers something unreadable', async () => {
    cas.mode = 'down';
    try {
      const res = await validate({ ticket: cas.issueTicket('admin', SERVICE), service: SERVICE });
      expect(res.body).toMatchObject({ success: false, code: 500, message: CAS_MESSAGES.unreachable });
      cas.mode = 'garbage';
      const odd = await validate({ ticket: cas.issueTicket('admin', SERVICE), service: SERVICE });
      expect(odd.body.message).toBe(CAS_MESSAGES.badAnswer);
    } finally {
      cas.mode = 'ok';
    }
  });

  it('lists the CAS login page in the public options, and nothing else', async () => {
    const res = await call<{ cas: { loginUrl: string } | null; sources: string[] }>(
      t.app,
      'GET',
      '/sys/thirdLogin/options',
    );
    expect(res.body.result).toEqual({ cas: { loginUrl: `${cas.url}/login` }, sources: [] });
  });
});

describe('CAS without configuration or with a dead server', () => {
  it('answers 未配置 when CAS_SERVER_URL is not set', async () => {
    const plain = await createTestApp();
    try {
      const res = await call(plain.app, 'GET', '/sys/cas/client/validateLogin', {
        query: { ticket: 'ST-1', service: 'http://localhost/user/cas-return' },
      });
      expect(res.body).toMatchObject({ success: false, code: 500, message: CAS_MESSAGES.notConfigured });
      const options = await call<{ cas: unknown }>(plain.app, 'GET', '/sys/thirdLogin/options');
      expect(options.body.result.cas).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it("checks the service against the request's own origin when PUBLIC_ORIGIN is not set", async () => {
    const dead = await startCasEmulator();
    const deadUrl = dead.url;
    await dead.stop();
    const app = await createTestApp({ env: { CAS_SERVER_URL: deadUrl } });
    try {
      // inject() talks to http://localhost:80: that origin passes the service check, CAS is unreachable.
      const own = await call(app.app, 'GET', '/sys/cas/client/validateLogin', {
        query: { ticket: 'ST-1', service: 'http://localhost/user/cas-return' },
      });
      expect(own.body.message).toBe(CAS_MESSAGES.unreachable);
      const foreign = await call(app.app, 'GET', '/sys/cas/client/validateLogin', {
        query: { ticket: 'ST-1', service: `${ORIGIN}/user/cas-return` },
      });
      expect(foreign.body.message).toBe(CAS_MESSAGES.badService);
    } finally {
      await app.close();
    }
  });
});
