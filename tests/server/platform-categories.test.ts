import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { call, login } from './support/helpers';
import { ensureTenant, operationLogs, roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 分类字典 administration: generated hierarchical codes (also under concurrency), tree reads, guards. */

let t: TestApp;
let admin: string;
let other: { id: string; token: string };
let reader: { id: string; token: string };

interface CategoryJson {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
  tenantId: number | null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  await ensureTenant(t, 2000);
  other = await signedInUser(t, 'cat2000', {
    roleId: await roleWith(t, 'cat_admins_2000', Object.values(PERM.category), 2000),
    tenants: '2000',
  });
  reader = await signedInUser(t, 'catreader', {
    roleId: await roleWith(t, 'cat_readers', [PERM.category.list]),
  });
});
afterAll(() => t.close());

async function add(token: string, body: Record<string, unknown>) {
  return call<CategoryJson>(t.app, 'POST', '/sys/category/add', { token, body });
}

async function byCode(code: string): Promise<CategoryJson> {
  const res = await call<CategoryJson>(t.app, 'GET', '/sys/category/loadOne', {
    token: admin,
    query: { field: 'code', val: code },
  });
  return res.body.result;
}

describe('category codes', () => {
  it('adds roots and children with the next hierarchical code; the parent gets has_child', async () => {
    const root = await add(admin, { name: '物资类别', code: 'ignored', tenantId: 9 });
    expect(root.body).toMatchObject({ success: true, message: '添加成功！' });
    expect(root.body.result).toMatchObject({ code: 'B03', pid: '0', hasChild: '0', tenantId: 1000 });
    const child = await add(admin, { name: '备品备件', pid: root.body.result.id });
    expect(child.body.result.code).toBe('B03A01');
    expect((await byCode('B03')).hasChild).toBe('1');
    const second = await add(admin, { name: '耗材', pid: root.body.result.id });
    expect(second.body.result.code).toBe('B03A02');
    const under = await add(admin, { name: '接线端子', pid: second.body.result.id });
    expect(under.body.result.code).toBe('B03A02A01');
    // Below a shared (seeded) parent the codes continue after the seeded ones.
    const shared = await byCode('B01');
    expect((await add(admin, { name: '电抗器', pid: shared.id })).body.result.code).toBe('B01A05');
    expect(await operationLogs(t, '添加分类字典：备品备件（B03A01）')).toHaveLength(1);
  });

  it('gives 30 concurrent adds under one parent 30 distinct codes', async () => {
    const parent = (await add(admin, { name: '并发父级' })).body.result;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => add(admin, { name: `并发${i}`, pid: parent.id })),
    );
    expect(results.every((r) => r.body.success)).toBe(true);
    const codes = results.map((r) => r.body.result.code).sort();
    expect(new Set(codes).size).toBe(30);
    expect(codes[0]).toBe(`${parent.code}A01`);
    expect(codes[29]).toBe(`${parent.code}A30`);
  });

  it('refuses a missing name or an unknown parent, adding nothing', async () => {
    const before = await t.db.query('SELECT id FROM sys_category');
    expect((await add(admin, { name: '' })).body).toMatchObject({
      success: false,
      message: '请输入类型名称!',
    });
    expect((await add(admin, { name: '孤儿', pid: 'nope' })).body).toMatchObject({
      success: false,
      message: '父级分类不存在',
    });
    expect(await t.db.query('SELECT id FROM sys_category')).toHaveLength(before.length);
  });
});

describe('category tree reads', () => {
  it('rootList pages the top level with hasChild; a name search reaches sub-categories', async () => {
    const roots = await call<{ records: CategoryJson[]; total: number }>(
      t.app,
      'GET',
      '/sys/category/rootList',
      {
        token: reader.token,
        query: { pageNo: '1', pageSize: '2', column: 'code', order: 'asc' },
      },
    );
    expect(roots.body.result.records.map((r) => r.code)).toEqual(['B01', 'B02']);
    expect(roots.body.result.records[0]!.hasChild).toBe('1');
    expect(roots.body.result.total).toBeGreaterThanOrEqual(4);
    const search = await call<{ records: CategoryJson[] }>(t.app, 'GET', '/sys/category/rootList', {
      token: reader.token,
      query: { name: '*端子*' },
    });
    expect(search.body.result.records.map((r) => r.code)).toEqual(['B03A02A01']);
  });

  it('childList and queryById read one level and one node', async () => {
    const root = await byCode('B03');
    const kids = await call<CategoryJson[]>(t.app, 'GET', '/sys/category/childList', {
      token: reader.token,
      query: { pid: root.id },
    });
    expect(kids.body.result.map((k) => k.code)).toEqual(['B03A01', 'B03A02']);
    const noPid = await call(t.app, 'GET', '/sys/category/childList', { token: reader.token });
    expect(noPid.body).toMatchObject({ success: false, message: '参数pid不能为空' });
    const one = await call<CategoryJson>(t.app, 'GET', '/sys/category/queryById', {
      token: reader.token,
      query: { id: root.id },
    });
    expect(one.body.result.name).toBe('物资类别');
  });

  it('another tenant sees shared categories but not this tenant’s, and cannot change shared ones', async () => {
    const roots = await call<{ records: CategoryJson[] }>(t.app, 'GET', '/sys/category/rootList', {
      token: other.token,
      query: { pageSize: '100' },
    });
    const codes = roots.body.result.records.map((r) => r.code);
    expect(codes).toContain('B01');
    expect(codes).not.toContain('B03');
    const own = await add(other.token, { name: '二号租户分类' });
    expect(own.body.result).toMatchObject({ tenantId: 2000 });
    expect(own.body.result.code).not.toBe('B03');
    const shared = await byCode('B02');
    const edit = await call(t.app, 'PUT', '/sys/category/edit', {
      token: other.token,
      body: { id: shared.id, name: '被改了' },
    });
    expect(edit.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const mine = await byCode('B03');
    const peek = await call(t.app, 'GET', '/sys/category/queryById', {
      token: other.token,
      query: { id: mine.id },
    });
    expect(peek.body.success).toBe(false);
  });
});

describe('category edit and delete', () => {
  it('edits the name only', async () => {
    const node = await byCode('B03A01');
    const res = await call(t.app, 'PUT', '/sys/category/edit', {
      token: admin,
      body: { id: node.id, name: '备品', code: 'Z99', pid: '0' },
    });
    expect(res.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect(await byCode('B03A01')).toMatchObject({ name: '备品', pid: node.pid });
    const empty = await call(t.app, 'PUT', '/sys/category/edit', {
      token: admin,
      body: { id: node.id, name: '' },
    });
    expect(empty.body.message).toBe('请输入类型名称!');
  });

  it('refuses to delete a node with children; deleting the last child clears has_child', async () => {
    const parent = await byCode('B03A02');
    const refused = await call(t.app, 'DELETE', '/sys/category/delete', {
      token: admin,
      query: { id: parent.id },
    });
    expect(refused.body).toMatchObject({ success: false, message: '该分类下还有子分类，请先删除子分类！' });
    const leaf = await byCode('B03A02A01');
    const ok = await call(t.app, 'DELETE', '/sys/category/delete', { token: admin, query: { id: leaf.id } });
    expect(ok.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await byCode('B03A02')).hasChild).toBe('0');
    const again = await call(t.app, 'DELETE', '/sys/category/delete', {
      token: admin,
      query: { id: leaf.id },
    });
    expect(again.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('refuses users without the codes', async () => {
    const plain = await signedInUser(t, 'catplain');
    const node = await byCode('B03A01');
    const attempts = [
      call(t.app, 'GET', '/sys/category/rootList', { token: plain.token }),
      call(t.app, 'GET', '/sys/category/childList', { token: plain.token, query: { pid: node.pid } }),
      call(t.app, 'GET', '/sys/category/queryById', { token: plain.token, query: { id: node.id } }),
      call(t.app, 'POST', '/sys/category/add', { token: reader.token, body: { name: 'x' } }),
      call(t.app, 'PUT', '/sys/category/edit', { token: reader.token, body: { id: node.id, name: 'x' } }),
      call(t.app, 'DELETE', '/sys/category/delete', { token: reader.token, query: { id: node.id } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.body.code).toBe(510);
    expect((await byCode('B03A01')).name).toBe('备品');
  });
});
