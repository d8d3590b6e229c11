import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/lib/ids';
import { call, createUser, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: async (api) => {
      api.get('/test/boom', { config: { policy: { anonymous: true } } }, async () => {
        throw new Error('select password from sys_user /etc/secret at Object.<anonymous>');
      });
      api.get('/test/bad-sql', { config: { policy: { anonymous: true } } }, async () => {
        await t.db.query('SELECT no_such_column FROM sys_user');
        return null;
      });
      api.post(
        '/test/validated',
        {
          config: { policy: { anonymous: true } },
          schema: {
            body: {
              type: 'object',
              required: ['name'],
              properties: { name: { type: 'string', maxLength: 3 } },
            },
          },
        },
        async () => ({ ok: true }),
      );
      api.get('/test/secret', { config: { policy: { permission: 'test:secret' } } }, async () => ({
        secret: 42,
      }));
    },
  });
});
afterAll(() => t.close());

describe('envelope and error handler', () => {
  it('hides exception text behind a generic message with HTTP 200 / code 500', async () => {
    for (const path of ['/test/boom', '/test/bad-sql']) {
      const res = await t.app.inject({ method: 'GET', url: `/jeecg-boot${path}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: false,
        code: 500,
        message: '操作失败，请稍后重试',
        result: null,
      });
      expect(typeof body.timestamp).toBe('number');
      expect(res.body).not.toMatch(/select|no_such_column|sys_user|\/etc|Object\.|at /i);
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('turns schema validation errors into a Chinese message, code 500, HTTP 200', async () => {
    const missing = await call(t.app, 'POST', '/test/validated', { body: {} });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ success: false, code: 500, message: '请求参数不正确：name' });
    const tooLong = await call(t.app, 'POST', '/test/validated', { body: { name: 'abcdef' } });
    expect(tooLong.body.message).toBe('请求参数不正确：name');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": select',
    });
    expect(badJson.json()).toMatchObject({ success: false, code: 500, message: '请求参数不正确' });
    expect(badJson.body).not.toContain('Unexpected');
  });

  it('answers 401 with success:false for protected routes without a token', async () => {
    const res = await call(t.app, 'GET', '/sys/permission/getUserPermissionByToken');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      code: 401,
      message: 'Token失效，请重新登录!',
      result: null,
    });
  });

  it('answers unknown API paths with 401 to strangers and 404 to signed-in users', async () => {
    expect((await call(t.app, 'GET', '/sys/does/not/exist')).status).toBe(401);
    expect((await call(t.app, 'DELETE', '/sys/login')).status).toBe(401);
    const token = await login(t.app);
    const res = await call(t.app, 'GET', '/sys/does/not/exist', { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404, message: '路径不存在，请检查路径是否正确' });
  });

  it('answers a permission failure with HTTP 403 / code 510, and grants it through a button row', async () => {
    await createUser(t, { username: 'plain1', password: 'Plain@2025', roleCode: 'grid_staff' });
    const token = await login(t.app, 'plain1', 'Plain@2025');
    const denied = await call(t.app, 'GET', '/test/secret', { token });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });

    const permId = newId();
    await t.db.query(
      `INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, status) VALUES ($1, NULL, '秘密', 2, 'x:y,test:secret', '1', '1')`,
      [permId],
    );
    await t.db.query(
      `INSERT INTO sys_role_permission (id, role_id, permission_id) SELECT $1, id, $2 FROM sys_role WHERE role_code = 'grid_staff'`,
      [newId(), permId],
    );
    const allowed = await call(t.app, 'GET', '/test/secret', { token });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ secret: 42 });

    // An inactive button row (status 0) grants nothing.
    await t.db.query(`UPDATE sys_permission SET status = '0' WHERE id = $1`, [permId]);
    expect((await call(t.app, 'GET', '/test/secret', { token })).status).toBe(403);
  });

  it('sends the security headers on API, error and static responses', async () => {
    for (const url of ['/jeecg-boot/sys/login', '/jeecg-boot/nothing', '/some/page']) {
      const res = await t.app.inject({
        method: url.endsWith('login') ? 'POST' : 'GET',
        url,
        payload: url.endsWith('login') ? {} : undefined,
      });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
      expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });
});
