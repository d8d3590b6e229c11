import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './support/helpers';
import { signedInUser } from './support/identity-fixtures';
import { API, createTestApp, type TestApp } from './support/test-app';

/** 网关路由: admin CRUD with the host policy, and the proxy against a local upstream. */

const BASE = '/sys/gatewayRoute';
let t: TestApp;
let admin: string;
let plain: { id: string; token: string };
let upstream: Server;
let upstreamUrl: string;
let lastSeen: { method: string; url: string; headers: IncomingMessage['headers']; body: string } | null =
  null;

function startUpstream(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      lastSeen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      if (req.url?.includes('/redirect')) {
        res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
      } else if (req.url?.includes('/slow')) {
        setTimeout(() => res.end('late'), 2000);
      } else if (req.url?.includes('/huge')) {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.alloc(6 * 1024 * 1024, 97));
      } else if (req.url?.includes('/html')) {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
      } else {
        res
          .writeHead(201, {
            'content-type': 'application/json; charset=utf-8',
            'set-cookie': 'up=1',
            'x-upstream': 'yes',
          })
          .end(JSON.stringify({ echo: req.url, method: req.method }));
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  plain = await signedInUser(t, 'gwplain');
  upstream = await startUpstream();
  const address = upstream.address();
  if (!address || typeof address === 'string') throw new Error('no upstream port');
  upstreamUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t.close();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const add = (payload: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', `${BASE}/add`, { token, body: payload });
const allow = (host: string) =>
  call(t.app, 'POST', '/sys/dataSource/allowlist/add', { token: admin, body: { host } });
const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: string }>(sql, params))[0]?.n ?? 0);

async function idOf(prefix: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_gateway_route WHERE path_prefix = $1', [
    prefix,
  ]);
  if (!rows[0]) throw new Error(`no route ${prefix}`);
  return rows[0].id;
}

function proxy(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { token?: string; headers?: Record<string, string>; payload?: string } = {},
) {
  return t.app.inject({
    method,
    url: `${API}/gateway${path}`,
    headers: {
      ...(opts.token === undefined
        ? { 'x-access-token': plain.token }
        : opts.token
          ? { 'x-access-token': opts.token }
          : {}),
      ...opts.headers,
    },
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });
}

describe('route admin', () => {
  it('refuses an upstream the policy refuses, until the host is allowlisted', async () => {
    const refused = await add({ name: '回显', pathPrefix: '/echo', upstreamUrl: `${upstreamUrl}/base` });
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toContain('不允许访问回环地址');
    expect(await count('SELECT count(*) AS n FROM sys_gateway_route')).toBe(0);

    await allow('127.0.0.1');
    const ok = await add({
      name: '回显',
      pathPrefix: '/echo',
      upstreamUrl: `${upstreamUrl}/base/`,
      timeoutMs: 1000,
    });
    expect(ok.body).toMatchObject({ success: true, message: '添加成功！' });
    const one = await call<Record<string, unknown>>(t.app, 'GET', `${BASE}/queryById`, {
      token: admin,
      query: { id: await idOf('/echo') },
    });
    expect(one.body.result).toMatchObject({
      pathPrefix: '/echo',
      upstreamUrl: `${upstreamUrl}/base`,
      enabled: true,
      stripPrefix: true,
      timeoutMs: 1000,
    });
    const list = await call<{ total: number }>(t.app, 'GET', `${BASE}/list`, { token: admin });
    expect(list.body.result.total).toBe(1);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const n = await count('SELECT count(*) AS n FROM sys_gateway_route');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x', pathPrefix: '/echo', upstreamUrl }, '路径前缀已存在'],
      [
        { name: 'x', pathPrefix: 'echo2', upstreamUrl },
        '路径前缀以 / 开头，由字母、数字、下划线和短横线组成的路径段（如 /weather）',
      ],
      [
        { name: 'x', pathPrefix: '/a/../b', upstreamUrl },
        '路径前缀以 / 开头，由字母、数字、下划线和短横线组成的路径段（如 /weather）',
      ],
      [
        { name: 'x', pathPrefix: '/ftp', upstreamUrl: 'ftp://example.com' },
        '上游地址必须是 http:// 或 https:// 开头的完整地址',
      ],
      [
        { name: 'x', pathPrefix: '/cred', upstreamUrl: 'http://u:p@example.com' },
        '上游地址必须是 http:// 或 https:// 开头的完整地址',
      ],
      [{ name: 'x', pathPrefix: '/t', upstreamUrl, timeoutMs: 5 }, '超时时间必须是 100-60000 之间的毫秒数'],
      [{ name: '', pathPrefix: '/t', upstreamUrl }, '请输入路由名称!'],
      [{ name: 'x', pathPrefix: '/t', upstreamUrl, enabled: 'maybe' }, '启用格式不正确'],
    ];
    for (const [payload, message] of cases) {
      const res = await add(payload);
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    expect(await count('SELECT count(*) AS n FROM sys_gateway_route')).toBe(n);
  });

  it('edits and deletes', async () => {
    await add({ name: '临时', pathPrefix: '/tmp1', upstreamUrl });
    const id = await idOf('/tmp1');
    const edit = await call(t.app, 'PUT', `${BASE}/edit`, {
      token: admin,
      body: { id, enabled: false, name: '临时2' },
    });
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    const row = await t.db.query<{ enabled: boolean; name: string }>(
      'SELECT enabled, name FROM sys_gateway_route WHERE id = $1',
      [id],
    );
    expect(row[0]).toEqual({ enabled: false, name: '临时2' });
    const bad = await call(t.app, 'PUT', `${BASE}/edit`, {
      token: admin,
      body: { id, upstreamUrl: 'http://10.0.0.1' },
    });
    expect(bad.body.message).toContain('不允许访问内网地址');
    const del = await call(t.app, 'DELETE', `${BASE}/delete`, { token: admin, query: { id } });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await count('SELECT count(*) AS n FROM sys_gateway_route WHERE id = $1', [id])).toBe(0);
    await add({ name: '批量1', pathPrefix: '/b1', upstreamUrl });
    await add({ name: '批量2', pathPrefix: '/b2', upstreamUrl });
    const ids = `${await idOf('/b1')},${await idOf('/b2')}`;
    const batch = await call(t.app, 'DELETE', `${BASE}/deleteBatch`, { token: admin, query: { ids } });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(
      await count("SELECT count(*) AS n FROM sys_gateway_route WHERE path_prefix IN ('/b1', '/b2')"),
    ).toBe(0);
  });

  it('a user without the codes is refused every admin endpoint', async () => {
    const endpoints: [string, string, Record<string, unknown>][] = [
      ['GET', '/list', {}],
      ['GET', '/queryById?id=1', {}],
      ['POST', '/add', { body: { name: 'p', pathPrefix: '/p', upstreamUrl } }],
      ['PUT', '/edit', { body: { id: '1', name: 'x' } }],
      ['DELETE', '/delete?id=1', {}],
      ['DELETE', '/deleteBatch?ids=1', {}],
    ];
    for (const [method, path, opts] of endpoints) {
      const res = await call(t.app, method as 'GET', `${BASE}${path}`, { token: plain.token, ...opts });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await count("SELECT count(*) AS n FROM sys_gateway_route WHERE path_prefix = '/p'")).toBe(0);
  });
});

describe('proxy', () => {
  it('forwards method, rest of the path and query; strips the token, Authorization and cookies', async () => {
    const res = await proxy('GET', '/echo/a/b?x=1&y=%E4%B8%AD', {
      headers: {
        authorization: 'Bearer secret',
        cookie: 'sid=abc',
        'accept-language': 'zh-CN',
        accept: 'application/json',
        'x-forwarded-for': '1.2.3.4',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ echo: '/base/a/b?x=1&y=%E4%B8%AD', method: 'GET' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-upstream']).toBeUndefined();
    expect(lastSeen?.headers['x-access-token']).toBeUndefined();
    expect(lastSeen?.headers.authorization).toBeUndefined();
    expect(lastSeen?.headers.cookie).toBeUndefined();
    expect(lastSeen?.headers['x-forwarded-for']).toBeUndefined();
    expect(lastSeen?.headers['accept-language']).toBe('zh-CN');
    expect(lastSeen?.headers.accept).toBe('application/json');
  });

  it('forwards a body with its content type', async () => {
    const res = await proxy('POST', '/echo/save', {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 1 }),
    });
    expect(res.statusCode).toBe(201);
    expect(lastSeen).toMatchObject({ method: 'POST', url: '/base/save', body: '{"a":1}' });
    expect(lastSeen?.headers['content-type']).toBe('application/json');
    const text = await proxy('PUT', '/echo/t', {
      headers: { 'content-type': 'text/plain' },
      payload: '你好',
    });
    expect(text.statusCode).toBe(201);
    expect(lastSeen).toMatchObject({ method: 'PUT', body: '你好' });
  });

  it('keeps the prefix when strip_prefix is off', async () => {
    await add({ name: '保留前缀', pathPrefix: '/keep', upstreamUrl, stripPrefix: false });
    const res = await proxy('GET', '/keep/x');
    expect(res.json()).toMatchObject({ echo: '/keep/x' });
  });

  it('sandboxes upstream HTML and passes redirects back without following them', async () => {
    const html = await proxy('GET', '/echo/html');
    expect(html.headers['content-type']).toBe('text/html');
    expect(html.headers['content-security-policy']).toContain('sandbox');
    const redirect = await proxy('GET', '/echo/redirect');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBeUndefined();
    expect(lastSeen?.url).toBe('/base/redirect');
  });

  it('answers 404 for an unknown or disabled prefix, and for a prefix that is only a name start', async () => {
    for (const path of ['/nope/x', '/echoes/x']) {
      const res = await proxy('GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: '网关路由不存在或未启用' });
    }
    await add({ name: '停用', pathPrefix: '/off', upstreamUrl, enabled: false });
    const off = await proxy('GET', '/off/x');
    expect(off.statusCode).toBe(404);
    // Enabling it reloads the table at once.
    await call(t.app, 'PUT', `${BASE}/edit`, {
      token: admin,
      body: { id: await idOf('/off'), enabled: true },
    });
    expect((await proxy('GET', '/off/x')).statusCode).toBe(201);
  });

  it('refuses dot segments and encoded slashes', async () => {
    for (const path of ['/echo/a%2Fsecret', '/echo/a%5Csecret']) {
      const res = await proxy('GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: '网关请求路径不正确' });
    }
    // inject() resolves "..", a real socket does not: send it raw.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const target = new URL(address);
      const options = {
        host: target.hostname,
        port: target.port,
        path: `${API}/gateway/echo/../../secret`,
        headers: { 'x-access-token': plain.token },
      };
      const req = request(options, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(raw.status).toBe(400);
    expect(raw.body).toContain('网关请求路径不正确');
    expect(lastSeen?.url).not.toContain('secret');
  });

  it('answers 502 when the upstream fails, is too slow or too large', async () => {
    const slow = await proxy('GET', '/echo/slow');
    expect(slow.statusCode).toBe(502);
    expect(slow.json()).toMatchObject({ success: false, message: '网关上游服务响应超时' });
    const huge = await proxy('GET', '/echo/huge');
    expect(huge.statusCode).toBe(502);
    expect(huge.json()).toMatchObject({ message: '网关上游服务响应过大' });
    await add({ name: '无人', pathPrefix: '/dead', upstreamUrl: 'http://127.0.0.1:1' });
    const dead = await proxy('GET', '/dead/x');
    expect(dead.statusCode).toBe(502);
    expect(dead.json()).toMatchObject({ message: '网关上游服务请求失败' });
  });

  it('re-checks the host policy on every request', async () => {
    await t.db.query("DELETE FROM sys_host_allowlist WHERE host = '127.0.0.1'");
    const res = await proxy('GET', '/echo/a');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('不允许访问回环地址');
    await allow('127.0.0.1');
    expect((await proxy('GET', '/echo/a')).statusCode).toBe(201);
  });

  it('needs a session (any signed-in user), never anonymous', async () => {
    expect((await proxy('GET', '/echo/a', { token: '' })).statusCode).toBe(401);
    expect((await proxy('GET', '/echo/a', { token: admin })).statusCode).toBe(201);
  });
});
