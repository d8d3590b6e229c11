import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { call, login } from './support/helpers';
import { ensureTenant, operationLogs, roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 职务管理: code unique per tenant, immutable, used by the user form; tenant isolation by id. */

let t: TestApp;
let admin: string;
let t2: { id: string; token: string };
let plain: { id: string; token: string };

interface PositionJson {
  id: string;
  code: string;
  name: string;
  postRank: string | null;
  tenantId: number | null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  await ensureTenant(t, 2000);
  t2 = await signedInUser(t, 't2pos', {
    roleId: await roleWith(t, 't2_positions', Object.values(PERM.position), 2000),
    tenants: '2000',
  });
  plain = await signedInUser(t, 'posplain');
});
afterAll(() => t.close());

async function positions(token: string, query: Record<string, string> = {}) {
  return call<{ records: PositionJson[]; total: number }>(t.app, 'GET', '/sys/position/list', {
    token,
    query,
  });
}

async function idOfCode(code: string, tenant = 1000): Promise<string> {
  const rows = await t.db.query<{ id: string }>(
    'SELECT id FROM sys_position WHERE code = $1 AND tenant_id = $2',
    [code, tenant],
  );
  if (!rows[0]) throw new Error(`no position ${code}`);
  return rows[0].id;
}

describe('positions', () => {
  it('adds with the acting tenant; the code is unique per tenant', async () => {
    const add = await call(t.app, 'POST', '/sys/position/add', {
      token: admin,
      body: { code: 'engineer', name: '工程师', postRank: '3', tenantId: 2000, createBy: 'x' },
    });
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    const row = (
      await t.db.query<Record<string, unknown>>("SELECT * FROM sys_position WHERE code = 'engineer'")
    )[0];
    expect(row).toMatchObject({ name: '工程师', post_rank: '3', tenant_id: 1000, create_by: 'admin' });
    const dup = await call(t.app, 'POST', '/sys/position/add', {
      token: admin,
      body: { code: 'engineer', name: '又一个' },
    });
    expect(dup.body).toMatchObject({ success: false, message: '职务编码已存在' });
    // The same code in another tenant is another position.
    const other = await call(t.app, 'POST', '/sys/position/add', {
      token: t2.token,
      body: { code: 'engineer', name: '二号工程师' },
    });
    expect(other.body.success).toBe(true);
    expect(await operationLogs(t, '添加职务：engineer')).toHaveLength(2);
  });

  it('validates the form with its messages', async () => {
    const noCode = await call(t.app, 'POST', '/sys/position/add', { token: admin, body: { name: 'x' } });
    expect(noCode.body.message).toBe('请输入职务编码!');
    const noName = await call(t.app, 'POST', '/sys/position/add', { token: admin, body: { code: 'x1' } });
    expect(noName.body.message).toBe('请输入职务名称!');
    const comma = await call(t.app, 'POST', '/sys/position/add', {
      token: admin,
      body: { code: 'a,b', name: 'x' },
    });
    expect(comma.body.message).toBe('职务编码只允许字母、数字、下划线和短横线');
  });

  it("lists the acting tenant's positions to any signed-in user (the user form picker)", async () => {
    const mine = await positions(plain.token);
    expect(mine.body).toMatchObject({ success: true, code: 200 });
    expect(mine.body.result.records.map((p) => [p.code, p.name])).toEqual([['engineer', '工程师']]);
    const theirs = await positions(t2.token);
    expect(theirs.body.result.records.map((p) => p.name)).toEqual(['二号工程师']);
    const search = await positions(admin, { name: '*工程*', column: 'createTime', order: 'desc' });
    expect(search.body.result.total).toBe(1);
    const byCode = await call<PositionJson>(t.app, 'GET', '/sys/position/queryByCode', {
      token: plain.token,
      query: { code: 'engineer' },
    });
    expect(byCode.body.result).toMatchObject({ name: '工程师', tenantId: 1000 });
  });

  it('edits the name and rank; the code and tenant never change', async () => {
    const id = await idOfCode('engineer');
    const edit = await call(t.app, 'PUT', '/sys/position/edit', {
      token: admin,
      body: { id, code: 'renamed', name: '高级工程师', postRank: '4', tenantId: 2000 },
    });
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    const byId = await call<PositionJson>(t.app, 'GET', '/sys/position/queryById', {
      token: admin,
      query: { id },
    });
    expect(byId.body.result).toMatchObject({
      code: 'engineer',
      name: '高级工程师',
      postRank: '4',
      tenantId: 1000,
    });
  });

  it('keeps tenants apart by id', async () => {
    const id = await idOfCode('engineer');
    const read = await call(t.app, 'GET', '/sys/position/queryById', { token: t2.token, query: { id } });
    expect(read.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const edit = await call(t.app, 'PUT', '/sys/position/edit', {
      token: t2.token,
      body: { id, name: '篡改' },
    });
    expect(edit.body.success).toBe(false);
    const del = await call(t.app, 'DELETE', '/sys/position/delete', { token: t2.token, query: { id } });
    expect(del.body.success).toBe(false);
    const row = (await t.db.query<{ name: string }>('SELECT name FROM sys_position WHERE id = $1', [id]))[0];
    expect(row?.name).toBe('高级工程师');
  });

  it('refuses to delete a position a user holds, deletes the others', async () => {
    await call(t.app, 'POST', '/sys/position/add', { token: admin, body: { code: 'lead', name: '组长' } });
    await call(t.app, 'POST', '/sys/position/add', { token: admin, body: { code: 'spare', name: '备用' } });
    await call(t.app, 'PUT', '/sys/user/edit', { token: admin, body: { id: plain.id, post: 'engineer' } });
    const used = await call(t.app, 'DELETE', '/sys/position/delete', {
      token: admin,
      query: { id: await idOfCode('engineer') },
    });
    expect(used.body).toMatchObject({ success: false, message: '职务已被用户使用，不能删除' });
    const one = await call(t.app, 'DELETE', '/sys/position/delete', {
      token: admin,
      query: { id: await idOfCode('lead') },
    });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call(t.app, 'DELETE', '/sys/position/deleteBatch', {
      token: admin,
      query: { ids: await idOfCode('spare') },
    });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect((await positions(admin)).body.result.records.map((p) => p.code)).toEqual(['engineer']);
  });
});
