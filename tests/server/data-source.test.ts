import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { decryptSecret } from '../../server/lib/datasource/secret-box';
import { withExternalClient } from '../../server/lib/datasource/open-source';
import { checkHost } from '../../server/lib/net-policy/policy';
import { call, login } from './support/helpers';
import { roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 数据源管理: CRUD with a sealed password, connection test, host policy and allowlist, permissions. */

const BASE = '/sys/dataSource';
const SECRET = 'S3cret-pa55!word';
let t: TestApp;
let admin: string;
let plain: { id: string; token: string };
let tester: { id: string; token: string };

interface SourceJson {
  id: string;
  code: string;
  host: string;
  port: number;
  hasPassword: boolean;
  dbType: string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  plain = await signedInUser(t, 'dsplain');
  tester = await signedInUser(t, 'dstester', {
    roleId: await roleWith(t, 'ds_test_role', [PERM.dataSource.list, PERM.dataSource.test]),
  });
});
afterAll(() => t.close());

const body = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `数据源${code}`,
  host: 'db.example.com',
  port: 5432,
  database: 'reports',
  username: 'reader',
  password: SECRET,
  ...extra,
});

async function rowOf(code: string) {
  const [row] = await t.db.query<{ id: string; password_cipher: string; port: number; name: string }>(
    'SELECT id, password_cipher, port, name FROM sys_data_source WHERE code = $1',
    [code],
  );
  return row;
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: string }>(sql, params))[0]?.n ?? 0);

/** A TCP port on 127.0.0.1 that nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('data source CRUD', () => {
  it('adds with the password sealed at rest and never returned', async () => {
    const res = await call(t.app, 'POST', `${BASE}/add`, { token: admin, body: body('ds_a') });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const row = await rowOf('ds_a');
    expect(row?.password_cipher).toBeTruthy();
    expect(row?.password_cipher).not.toContain(SECRET);
    expect(await decryptSecret(t.db, row!.password_cipher)).toBe(SECRET);

    const list = await call<{ records: SourceJson[]; total: number }>(t.app, 'GET', `${BASE}/list`, {
      token: admin,
    });
    expect(list.body.success).toBe(true);
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(row!.password_cipher);
    const record = list.body.result.records.find((r) => r.code === 'ds_a');
    expect(record).toMatchObject({ hasPassword: true, dbType: 'postgresql', port: 5432 });

    const one = await call<SourceJson>(t.app, 'GET', `${BASE}/queryById`, {
      token: admin,
      query: { id: row!.id },
    });
    expect(one.body.result).toMatchObject({ code: 'ds_a', hasPassword: true });
    expect(JSON.stringify(one.body)).not.toContain(SECRET);
    expect(Object.keys(one.body.result)).not.toContain('password');
    // The operation log does not carry it either.
    expect(
      await count(`SELECT count(*) AS n FROM sys_log WHERE request_param LIKE $1`, [`%${SECRET}%`]),
    ).toBe(0);
  });

  it('an edit with an empty password keeps the stored one; a new one replaces it', async () => {
    const before = await rowOf('ds_a');
    const res = await call(t.app, 'PUT', `${BASE}/edit`, {
      token: admin,
      body: { id: before!.id, name: '改名', password: '', port: '5432', host: 'db.example.com' },
    });
    expect(res.body).toMatchObject({ success: true, message: '编辑成功!' });
    const kept = await rowOf('ds_a');
    expect(kept).toMatchObject({ name: '改名', port: 5432, password_cipher: before!.password_cipher });

    // The stored password never follows a changed host or port.
    for (const change of [{ host: 'evil.example.com' }, { port: '5433' }]) {
      const moved = await call(t.app, 'PUT', `${BASE}/edit`, {
        token: admin,
        body: { id: before!.id, ...change },
      });
      expect(moved.body).toMatchObject({ success: false, message: '修改主机或端口时请重新输入密码' });
    }
    expect((await rowOf('ds_a'))?.port).toBe(5432);
    const probe = await call(t.app, 'POST', `${BASE}/testConnection`, {
      token: admin,
      body: { id: before!.id, host: 'evil.example.com' },
    });
    expect(probe.body).toMatchObject({ success: false, message: '修改主机或端口时请重新输入密码' });

    await call(t.app, 'PUT', `${BASE}/edit`, {
      token: admin,
      body: { id: before!.id, password: 'new-pass' },
    });
    const changed = await rowOf('ds_a');
    expect(changed?.password_cipher).not.toBe(before!.password_cipher);
    expect(await decryptSecret(t.db, changed!.password_cipher)).toBe('new-pass');
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const n = await count('SELECT count(*) AS n FROM sys_data_source');
    const cases: [Record<string, unknown>, string][] = [
      [body('ds_a'), '数据源编码已存在'],
      [body('ds_b', { host: '' }), '请输入主机地址!'],
      [body('ds_b', { host: 'bad host!' }), '主机地址格式不正确'],
      [body('ds_b', { port: '70000' }), '端口必须是 1-65535 之间的整数'],
      [body('ds_b', { dbType: 'mysql' }), '仅支持 PostgreSQL 数据源'],
      [body('ds_b', { password: '' }), '请输入密码!'],
      [body('ds b'), '数据源编码只允许字母、数字、下划线和短横线'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t.app, 'POST', `${BASE}/add`, { token: admin, body: payload });
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    expect(await count('SELECT count(*) AS n FROM sys_data_source')).toBe(n);
    const res = await call(t.app, 'PUT', `${BASE}/edit`, { token: admin, body: { id: 'nope', name: 'x' } });
    expect(res.body).toMatchObject({ success: false, message: '数据源不存在' });
  });

  it('deletes one and a batch', async () => {
    await call(t.app, 'POST', `${BASE}/add`, { token: admin, body: body('ds_d1') });
    await call(t.app, 'POST', `${BASE}/add`, { token: admin, body: body('ds_d2') });
    await call(t.app, 'POST', `${BASE}/add`, { token: admin, body: body('ds_d3') });
    const [d1, d2, d3] = [await rowOf('ds_d1'), await rowOf('ds_d2'), await rowOf('ds_d3')];
    const one = await call(t.app, 'DELETE', `${BASE}/delete`, { token: admin, query: { id: d1!.id } });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call(t.app, 'DELETE', `${BASE}/deleteBatch`, {
      token: admin,
      query: { ids: `${d2!.id},${d3!.id}` },
    });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(await count("SELECT count(*) AS n FROM sys_data_source WHERE code LIKE 'ds_d%'")).toBe(0);
  });
});

describe('connection test and host policy', () => {
  const test = (token: string, payload: Record<string, unknown>) =>
    call<{ version: string }>(t.app, 'POST', `${BASE}/testConnection`, { token, body: payload });

  it('refuses URLs and types other than PostgreSQL', async () => {
    for (const url of ['mysql://u:p@db.example.com/x', 'jdbc:postgresql://db/x', 'http://db.example.com']) {
      const res = await test(admin, { url });
      expect(res.body).toMatchObject({ success: false, message: '仅支持 PostgreSQL 数据源' });
    }
    const res = await test(admin, { dbType: 'oracle', host: 'db.example.com', database: 'x', username: 'u' });
    expect(res.body.message).toBe('仅支持 PostgreSQL 数据源');
  });

  it('refuses loopback and private hosts unless allowlisted, without echoing the password', async () => {
    const port = await closedPort();
    for (const host of ['127.0.0.1', '10.0.0.8', '169.254.169.254', '::ffff:127.0.0.1', 'localhost']) {
      const res = await test(admin, { host, port, database: 'x', username: 'u', password: SECRET });
      expect(res.body.success, host).toBe(false);
      expect(res.body.message, host).toMatch(/^不允许访问.*地址白名单$/);
      expect(res.body.message).not.toContain(SECRET);
    }
    const url = await test(admin, { url: `postgresql://u:${SECRET}@127.0.0.1:${port}/x` });
    expect(url.body.message).toContain('不允许访问回环地址');

    await call(t.app, 'POST', `${BASE}/allowlist/add`, {
      token: admin,
      body: { host: '127.0.0.1', remark: '测试' },
    });
    const refused = await test(admin, {
      host: '127.0.0.1',
      port,
      database: 'x',
      username: 'u',
      password: SECRET,
    });
    expect(refused.body).toMatchObject({ success: false, message: '连接失败：连接被拒绝，请检查地址和端口' });
  });

  it('checks every address a name resolves to', async () => {
    const resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.1.9', family: 4 },
    ];
    await expect(checkHost(t.db, 'rebind.example', resolver)).rejects.toThrow('不允许访问内网地址');
    const publicOnly = async () => [{ address: '93.184.216.34', family: 4 }];
    await expect(checkHost(t.db, 'ok.example', publicOnly)).resolves.toMatchObject({
      address: '93.184.216.34',
    });
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(checkHost(t.db, 'nowhere.example', failing)).rejects.toThrow(
      '无法解析主机：nowhere.example',
    );
  });

  it('withExternalClient: unknown code, refused host', async () => {
    await expect(withExternalClient(t.db, 'no_such', async () => 1)).rejects.toThrow('数据源不存在：no_such');
    await call(t.app, 'POST', `${BASE}/add`, {
      token: admin,
      body: body('ds_private', { host: '10.9.9.9' }),
    });
    await expect(withExternalClient(t.db, 'ds_private', async () => 1)).rejects.toThrow('不允许访问内网地址');
  });

  const realDb = process.env.TEST_DATABASE_URL;
  it.runIf(realDb)(
    'connects to a real PostgreSQL: test answers 连接成功, reports read through the pool',
    async () => {
      const url = new URL(realDb!);
      const fields = {
        host: url.hostname,
        port: url.port || '5432',
        database: url.pathname.slice(1) || 'postgres',
        username: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password) || 'unused',
      };
      await call(t.app, 'POST', `${BASE}/allowlist/add`, { token: admin, body: { host: url.hostname } });
      const res = await test(admin, fields);
      expect(res.body).toMatchObject({ success: true, message: '连接成功' });
      expect(res.body.result.version).toMatch(/PostgreSQL/);

      await call(t.app, 'POST', `${BASE}/add`, {
        token: admin,
        body: { ...fields, code: 'ds_real', name: '真实库' },
      });
      const saved = await rowOf('ds_real');
      const byId = await test(admin, { id: saved!.id });
      expect(byId.body.message).toBe('连接成功');
      const answer = await withExternalClient(t.db, 'ds_real', async (client) => {
        const r = await client.query<{ n: number }>('SELECT 41 + 1 AS n');
        return r.rows[0]?.n;
      });
      expect(answer).toBe(42);
    },
  );
});

describe('allowlist', () => {
  it('adds names, addresses and blocks; refuses bad entries and duplicates; deletes', async () => {
    for (const host of ['db.internal', '10.0.0.0/8', 'fd00::/8']) {
      const res = await call(t.app, 'POST', `${BASE}/allowlist/add`, { token: admin, body: { host } });
      expect(res.body, host).toMatchObject({ success: true });
    }
    const n = await count('SELECT count(*) AS n FROM sys_host_allowlist');
    for (const [host, message] of [
      ['', '请输入主机、IP 或网段!'],
      ['10.0.0.0/40', '请输入主机名、IP 地址或 CIDR 网段（如 10.0.0.0/8）'],
      ['http://x', '请输入主机名、IP 地址或 CIDR 网段（如 10.0.0.0/8）'],
      ['DB.internal', '该地址已在白名单中'],
    ] as const) {
      const res = await call(t.app, 'POST', `${BASE}/allowlist/add`, { token: admin, body: { host } });
      expect(res.body, host).toMatchObject({ success: false, message });
    }
    expect(await count('SELECT count(*) AS n FROM sys_host_allowlist')).toBe(n);

    const list = await call<{ records: { id: string; host: string }[] }>(
      t.app,
      'GET',
      `${BASE}/allowlist/list`,
      {
        token: admin,
        query: { pageSize: '100' },
      },
    );
    const entry = list.body.result.records.find((r) => r.host === '10.0.0.0/8');
    expect(entry).toBeTruthy();
    // The block now admits a private address.
    await expect(checkHost(t.db, '10.1.2.3')).resolves.toMatchObject({ address: '10.1.2.3' });
    const del = await call(t.app, 'DELETE', `${BASE}/allowlist/delete`, {
      token: admin,
      query: { id: entry!.id },
    });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    await expect(checkHost(t.db, '10.1.2.3')).rejects.toThrow('不允许访问内网地址');
  });
});

describe('permissions', () => {
  const endpoints: [string, string, Record<string, unknown>][] = [
    ['GET', '/list', {}],
    ['GET', '/queryById?id=1', {}],
    ['POST', '/add', { body: body('perm_x') }],
    ['PUT', '/edit', { body: { id: '1', name: 'x' } }],
    ['DELETE', '/delete?id=1', {}],
    ['DELETE', '/deleteBatch?ids=1', {}],
    ['POST', '/testConnection', { body: { url: 'mysql://x' } }],
    ['GET', '/allowlist/list', {}],
    ['POST', '/allowlist/add', { body: { host: 'perm.example' } }],
    ['DELETE', '/allowlist/delete?id=1', {}],
  ];

  it('a user without the codes is refused everywhere', async () => {
    for (const [method, path, opts] of endpoints) {
      const res = await call(t.app, method as 'GET', `${BASE}${path}`, { token: plain.token, ...opts });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await count("SELECT count(*) AS n FROM sys_data_source WHERE code = 'perm_x'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sys_host_allowlist WHERE host = 'perm.example'")).toBe(0);
  });

  it('list and test codes open only their endpoints', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`, { token: tester.token })).status).toBe(200);
    const probe = await call(t.app, 'POST', `${BASE}/testConnection`, {
      token: tester.token,
      body: { url: 'mysql://x' },
    });
    expect(probe.body.message).toBe('仅支持 PostgreSQL 数据源');
    expect(
      (await call(t.app, 'POST', `${BASE}/add`, { token: tester.token, body: body('t_x') })).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', `${BASE}/allowlist/list`, { token: tester.token })).status).toBe(403);
  });

  it('anonymous requests are refused', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`)).status).toBe(401);
  });
});
