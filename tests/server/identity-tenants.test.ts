import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { call, login } from './support/helpers';
import { ensureTenant, roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 租户管理 and the tenant header: tenants are platform rows; the header only chooses among the user's own. */

let t: TestApp;
let admin: string;
let tenantMgr: { id: string; token: string };
let both: { id: string; token: string };

interface TenantJson {
  id: number;
  name: string;
  status: number;
  status_dictText: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  await ensureTenant(t, 2000, '第二租户');
  await ensureTenant(t, 2100, '第三租户');
  const role = await roleWith(t, 'tenant_keeper', [...Object.values(PERM.tenant), PERM.user.list]);
  tenantMgr = await signedInUser(t, 'tenantmgr', { roleId: role });
  const role2000 = await roleWith(t, 'reader2000', [PERM.user.list], 2000);
  both = await signedInUser(t, 'bothtenants', { tenants: '1000,2000' });
  await t.db.query('INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)', [
    'ur-both',
    both.id,
    role2000,
  ]);
  await signedInUser(t, 'only2000', { tenants: '2000' });
});
afterAll(() => t.close());

const ids = (records: TenantJson[]) => records.map((r) => r.id);

describe('list and read', () => {
  it('super users see every tenant; others only their own', async () => {
    const all = await call<{ records: TenantJson[] }>(t.app, 'GET', '/sys/tenant/list', { token: admin });
    expect(all.body).toMatchObject({ success: true, code: 0 });
    expect(ids(all.body.result.records)).toEqual([1000, 2000, 2100]);
    expect(all.body.result.records[0]).toMatchObject({
      name: '默认租户',
      status: 1,
      status_dictText: '有效',
    });
    const own = await call<{ records: TenantJson[] }>(t.app, 'GET', '/sys/tenant/list', {
      token: tenantMgr.token,
    });
    expect(ids(own.body.result.records)).toEqual([1000]);
    const foreign = await call(t.app, 'GET', '/sys/tenant/queryById', {
      token: tenantMgr.token,
      query: { id: '2000' },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const mine = await call<TenantJson>(t.app, 'GET', '/sys/tenant/queryById', {
      token: tenantMgr.token,
      query: { id: '1000' },
    });
    expect(mine.body.result.name).toBe('默认租户');
  });

  it("getCurrentUserTenant answers the session user's tenants and the acting one", async () => {
    const res = await call<{ list: TenantJson[]; tenantId: number }>(
      t.app,
      'GET',
      '/sys/tenant/getCurrentUserTenant',
      {
        token: both.token,
        headers: { 'X-Tenant-Id': '2000' },
      },
    );
    expect(res.body).toMatchObject({ success: true, result: { tenantId: 2000 } });
    expect(ids(res.body.result.list)).toEqual([1000, 2000]);
    const none = await signedInUser(t, 'notenant', { tenants: null });
    const empty = await call<{ list: TenantJson[]; tenantId: number | null }>(
      t.app,
      'GET',
      '/sys/tenant/getCurrentUserTenant',
      { token: none.token },
    );
    expect(empty.body.result).toEqual({ list: [], tenantId: null });
  });
});

describe('writes are for super users only', () => {
  it('refuses a non-super holder of the tenant codes', async () => {
    const add = await call(t.app, 'POST', '/sys/tenant/add', {
      token: tenantMgr.token,
      body: { id: 3000, name: '越权租户' },
    });
    expect(add.body).toMatchObject({ success: false, message: '只有超级管理员可以管理租户' });
    const edit = await call(t.app, 'PUT', '/sys/tenant/edit', {
      token: tenantMgr.token,
      body: { id: 1000, name: 'x' },
    });
    expect(edit.body.success).toBe(false);
    const del = await call(t.app, 'DELETE', '/sys/tenant/delete', {
      token: tenantMgr.token,
      query: { id: '2100' },
    });
    expect(del.body.success).toBe(false);
    const rows = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM sys_tenant ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1000, name: '默认租户' },
      { id: 2000, name: '第二租户' },
      { id: 2100, name: '第三租户' },
    ]);
  });

  it('adds, edits and deletes as a super user, with clear messages', async () => {
    const add = await call(t.app, 'POST', '/sys/tenant/add', {
      token: admin,
      body: {
        id: '3000',
        name: '新租户',
        beginDate: '2025-01-01 00:00:00',
        endDate: '2030-01-01 00:00:00',
        createBy: 'x',
      },
    });
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    const row = (await t.db.query<Record<string, unknown>>('SELECT * FROM sys_tenant WHERE id = 3000'))[0];
    expect(row).toMatchObject({ name: '新租户', status: 1, create_by: 'admin' });
    const dup = await call(t.app, 'POST', '/sys/tenant/add', {
      token: admin,
      body: { id: 3000, name: '重复' },
    });
    expect(dup.body.message).toBe('租户编号已存在');
    for (const bad of ['1e3', '-1', '0', '1000,2000', '12345678901']) {
      const res = await call(t.app, 'POST', '/sys/tenant/add', {
        token: admin,
        body: { id: bad, name: '坏编号' },
      });
      expect(res.body.success, bad).toBe(false);
    }
    const order = await call(t.app, 'POST', '/sys/tenant/add', {
      token: admin,
      body: { id: 3001, name: '时间颠倒', beginDate: '2025-01-02', endDate: '2025-01-01' },
    });
    expect(order.body.message).toBe('结束时间不能早于开始时间');
    const edit = await call(t.app, 'PUT', '/sys/tenant/edit', {
      token: admin,
      body: { id: 3000, name: '改名租户', status: '0' },
    });
    expect(edit.body).toMatchObject({ success: true, message: '修改成功!' });
    const edited = (
      await t.db.query<{ name: string; status: number }>(
        'SELECT name, status FROM sys_tenant WHERE id = 3000',
      )
    )[0];
    expect(edited).toEqual({ name: '改名租户', status: 0 });
    const del = await call(t.app, 'DELETE', '/sys/tenant/delete', { token: admin, query: { id: '3000' } });
    expect(del.body).toMatchObject({ success: true, message: '删除成功' });
    const inUse = await call(t.app, 'DELETE', '/sys/tenant/deleteBatch', {
      token: admin,
      query: { ids: '1000,2100' },
    });
    expect(inUse.body).toMatchObject({ success: false, message: '该租户下仍有用户或数据，不能删除' });
    expect(await t.db.query('SELECT 1 FROM sys_tenant WHERE id IN (1000, 2100)')).toHaveLength(2);
    const batch = await call(t.app, 'DELETE', '/sys/tenant/deleteBatch', {
      token: admin,
      query: { ids: '2100' },
    });
    expect(batch.body).toMatchObject({ success: true, message: '删除成功!' });
  });
});

describe('tenant header', () => {
  it('never widens access: empty, foreign and malformed values', async () => {
    const plain = await signedInUser(t, 'hdruser', {
      roleId: await roleWith(t, 'hdr_reader', [PERM.user.list]),
    });
    const listWith = (value: string) =>
      call<{ records: Array<{ username: string }> }>(t.app, 'GET', '/sys/user/list', {
        token: plain.token,
        headers: { 'X-Tenant-Id': value },
        query: { pageSize: '100' },
      });
    const empty = await listWith('');
    expect(empty.status).toBe(200);
    expect(empty.body.result.records.map((u) => u.username)).not.toContain('only2000');
    for (const value of ['2000', '1e3', '-1', '1000,2000', ' 2000', '1'.repeat(5000), '0x3e8', '1000.0']) {
      const res = await listWith(value);
      expect(res.status, value.slice(0, 20)).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain('only2000');
    }
    const legacy = await call(t.app, 'GET', '/sys/user/list', {
      token: plain.token,
      headers: { 'tenant-id': '2000' },
    });
    expect(legacy.status).toBe(401);
  });

  it("chooses among the user's own tenants: each tenant sees its own users", async () => {
    const in2000 = await call<{ records: Array<{ username: string }> }>(t.app, 'GET', '/sys/user/list', {
      token: both.token,
      headers: { 'X-Tenant-Id': '2000' },
      query: { pageSize: '100' },
    });
    expect(in2000.body.result.records.map((u) => u.username).sort()).toEqual(['bothtenants', 'only2000']);
    // Acting in 1000 the same user holds no user code (its role belongs to 2000): refused.
    const in1000 = await call(t.app, 'GET', '/sys/user/list', {
      token: both.token,
      headers: { 'X-Tenant-Id': '1000' },
    });
    expect(in1000.status).toBe(403);
  });

  it('refuses a tenant of the user while that tenant is frozen', async () => {
    const select2000 = () =>
      call(t.app, 'GET', '/sys/user/list', { token: both.token, headers: { 'X-Tenant-Id': '2000' } });
    expect((await select2000()).status).toBe(200);
    await t.db.query('UPDATE sys_tenant SET status = 0 WHERE id = 2000');
    try {
      const frozen = await select2000();
      expect(frozen.status).toBe(401);
      expect(frozen.body.message).toBe('用户租户信息变更,请重新登录!');
    } finally {
      await t.db.query('UPDATE sys_tenant SET status = 1 WHERE id = 2000');
    }
    expect((await select2000()).status).toBe(200);
  });
});
