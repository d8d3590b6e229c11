import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import type { TraceEntry } from '../../src/shared/domain/monitor/types';
import { TRACE_CAPACITY } from '../../server/lib/monitor/request-log';
import { call, login } from './support/helpers';
import { roleWith, signedInUser } from './support/identity-fixtures';
import { API, createTestApp, type TestApp } from './support/test-app';

/** 请求追踪: the last requests, never their tokens, query strings, headers or bodies. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => t.close());

const trace = async (token = admin) =>
  (await call<TraceEntry[]>(t.app, 'GET', '/sys/monitor/httpTrace', { token })).body.result;

describe('request trace', () => {
  it('records method, path, status, duration and the user, never the token, query string or body', async () => {
    const secret = 'S3cret-Pa55word';
    await t.app.inject({
      method: 'GET',
      url: `${API}/sys/online/list?password=${secret}&pageSize=5`,
      headers: { 'x-access-token': admin, authorization: `Bearer ${admin}` },
    });
    await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login?token=${admin}`,
      payload: { username: 'admin', password: secret, captcha: 'never-stored' },
    });
    const entries = await trace();
    const text = JSON.stringify(entries);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(admin);
    expect(text).not.toContain('password');
    expect(text).not.toContain('never-stored');
    expect(text).not.toContain('?');

    const list = entries.find((e) => e.path === `${API}/sys/online/list`);
    expect(list).toMatchObject({ method: 'GET', status: 200, username: 'admin' });
    expect(list?.durationMs).toBeGreaterThanOrEqual(0);
    expect(Object.keys(list ?? {}).sort()).toEqual([
      'at',
      'durationMs',
      'id',
      'method',
      'path',
      'status',
      'username',
    ]);
    const loginHit = entries.find((e) => e.path === `${API}/sys/login`);
    expect(loginHit).toMatchObject({ method: 'POST', username: null });
  });

  it('records the one-time code route of the third-party login by its pattern, never the code', async () => {
    const code = 'OneTimeCode0123456789abcdef';
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/thirdLogin/getLoginUser/${code}/github`,
    });
    expect(res.statusCode).toBe(200);
    const entries = await trace();
    expect(JSON.stringify(entries)).not.toContain(code);
    expect(entries.map((e) => e.path)).toContain(`${API}/sys/thirdLogin/getLoginUser/:token/:thirdType`);
  });

  it('lists newest first and records refused and unknown requests too', async () => {
    await call(t.app, 'GET', '/sys/monitor/server');
    const missing = await call(t.app, 'GET', '/no/such/path', { token: admin });
    const [unknown, refused] = await trace();
    expect(unknown).toMatchObject({ path: `${API}/no/such/path`, status: missing.status, username: null });
    expect(missing.status).toBe(404);
    expect(refused).toMatchObject({ path: `${API}/sys/monitor/server`, status: 401 });
    expect(refused?.at).toBeLessThanOrEqual(unknown?.at ?? 0);
  });

  it('keeps the last 200 only', async () => {
    for (let i = 0; i < TRACE_CAPACITY + 20; i += 1) await call(t.app, 'GET', `/no/such/${i}`);
    const entries = await trace();
    expect(entries).toHaveLength(TRACE_CAPACITY);
    expect(entries.some((e) => e.path === `${API}/no/such/0`)).toBe(false);
    expect(entries.some((e) => e.path === `${API}/no/such/${TRACE_CAPACITY + 19}`)).toBe(true);
  });

  it('is refused without the trace code', async () => {
    const role = await roleWith(t, 'srvonly', [PERM.monitor.server]);
    const user = await signedInUser(t, 'srvonly', { roleId: role });
    const res = await call(t.app, 'GET', '/sys/monitor/httpTrace', { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body.result).toBeNull();
  });
});
