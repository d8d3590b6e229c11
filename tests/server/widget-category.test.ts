import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreeSelectModel } from '../../src/shared/domain/contract/tree-select';
import { call, login } from './support/helpers';
import { addTenant2User, TENANT2_PASSWORD } from './support/second-tenant';
import { createTestApp, type TestApp } from './support/test-app';

const B01 = '18000000000901' + '00' + '000';
const B01A02 = '18000000000901' + '00' + '002';

type TreeNode = TreeSelectModel;

let t: TestApp;
let admin: string;
let other: string; // a user of tenant 2000

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  await addTenant2User(t, 'tenant2_cat');
  // Tenant 2000's own category under the shared 设备类型, and its own top-level one.
  await t.db.query(
    `INSERT INTO sys_category (id, pid, name, code, has_child, tenant_id) VALUES
       ('9000000000000000001', $1, '租户二专用设备', 'B01A99', '0', 2000),
       ('9000000000000000002', '0', '租户二分类', 'C01', '0', 2000)`,
    [B01],
  );
  other = await login(t.app, 'tenant2_cat', TENANT2_PASSWORD);
}, 60_000);
afterAll(() => t.close());

const get = <T>(path: string, query: Record<string, string>, token = admin) =>
  call<T>(t.app, 'GET', path, { token, query });
const titles = (nodes: TreeNode[]) => nodes.map((n) => n.title);

describe('GET /sys/category/loadTreeRoot', () => {
  it('answers the children of pcode as TreeSelectModel, code 0', async () => {
    const res = await get<TreeNode[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: 'B01' });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(titles(res.body.result)).toEqual(['变压器', '断路器', '隔离开关', '发电机组']);
    expect(res.body.result[1]).toEqual({
      key: B01A02,
      title: '断路器',
      value: B01A02,
      code: 'B01A02',
      isLeaf: true,
      parentId: B01,
      icon: null,
      children: null,
    });
  });

  it('lists the top level without pcode, and the whole tree with async=false', async () => {
    const lazy = await get<TreeNode[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: '' });
    expect(titles(lazy.body.result)).toEqual(['设备类型', '电厂类型']);
    expect(lazy.body.result.every((n) => n.children === null && !n.isLeaf)).toBe(true);
    const full = await get<TreeNode[]>('/sys/category/loadTreeRoot', { async: 'false', pcode: '' });
    expect(full.body.result.map((n) => [n.title, titles(n.children ?? [])])).toEqual([
      ['设备类型', ['变压器', '断路器', '隔离开关', '发电机组']],
      ['电厂类型', ['火电', '水电', '风电', '光伏']],
    ]);
    expect(full.body.result[0]?.children?.[0]?.children).toBeNull();
  });

  it('reports an unknown pcode', async () => {
    const res = await get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'ZZ9' });
    expect(res.body).toMatchObject({ success: false, message: '该编码【ZZ9】不存在，请核实!' });
  });
});

describe('loadTreeChildren, loadOne, loadTreeData, loadDictItem', () => {
  it('loads children by pid', async () => {
    const res = await get<TreeNode[]>('/sys/category/loadTreeChildren', { pid: B01 });
    expect(titles(res.body.result)).toEqual(['变压器', '断路器', '隔离开关', '发电机组']);
    expect((await get<TreeNode[]>('/sys/category/loadTreeChildren', { pid: 'nope' })).body.result).toEqual(
      [],
    );
    expect((await get('/sys/category/loadTreeChildren', { pid: '' })).body.message).toBe('参数pid不能为空');
  });

  it('loads one category by code or id; other fields are refused', async () => {
    const byCode = await get<Record<string, unknown>>('/sys/category/loadOne', {
      field: 'code',
      val: 'B01A02',
    });
    expect(byCode.body).toMatchObject({ success: true, code: 0 });
    expect(byCode.body.result).toMatchObject({
      id: B01A02,
      pid: B01,
      name: '断路器',
      code: 'B01A02',
      hasChild: '0',
    });
    const byId = await get<Record<string, unknown>>('/sys/category/loadOne', { field: 'id', val: B01 });
    expect(byId.body.result).toMatchObject({ code: 'B01', hasChild: '1' });
    expect((await get('/sys/category/loadOne', { field: 'code', val: 'none' })).body.message).toBe(
      '查询无果',
    );
    for (const field of ['name', 'tenant_id', 'id;drop table sys_category', '']) {
      expect((await get('/sys/category/loadOne', { field, val: 'x' })).body.message, field).toBe(
        '字段无效，请检查!',
      );
    }
  });

  it('loads a level by pid or pcode with an equality condition', async () => {
    const byPcode = await get<TreeNode[]>('/sys/category/loadTreeData', { pcode: 'B02' });
    expect(titles(byPcode.body.result)).toEqual(['火电', '水电', '风电', '光伏']);
    const rootLevel = await get<TreeNode[]>('/sys/category/loadTreeData', { pcode: '0' });
    expect(titles(rootLevel.body.result)).toEqual(['设备类型', '电厂类型']);
    const filtered = await get<TreeNode[]>('/sys/category/loadTreeData', {
      pid: B01,
      pcode: 'B02',
      condition: '{"code":"B01A03"}',
    });
    expect(titles(filtered.body.result)).toEqual(['隔离开关']);
    const injected = await get<TreeNode[]>('/sys/category/loadTreeData', {
      pid: B01,
      condition: JSON.stringify({ name: "x' OR '1'='1" }),
    });
    expect(injected.body.result).toEqual([]);
  });

  it('answers the Chinese errors of loadTreeData', async () => {
    expect((await get('/sys/category/loadTreeData', {})).body.message).toBe('加载分类字典树参数有误.[null]!');
    expect((await get('/sys/category/loadTreeData', { pcode: 'none' })).body.message).toBe(
      '加载分类字典树参数有误.[code]!',
    );
    expect((await get('/sys/category/loadTreeData', { pid: B01, condition: '["code"]' })).body.message).toBe(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    );
    expect(
      (await get('/sys/category/loadTreeData', { pid: B01, condition: '{"tenant_id":"2000"}' })).body.message,
    ).toBe('系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!');
  });

  it('translates ids to names in id order, with and without the trailing slash', async () => {
    const ids = `${B01A02},missing,${B01}`;
    for (const path of ['/sys/category/loadDictItem/', '/sys/category/loadDictItem']) {
      const res = await get<string[]>(path, { ids });
      expect(res.body).toMatchObject({ success: true, code: 0, result: ['断路器', '设备类型'] });
    }
    const kept = await get<string[]>('/sys/category/loadDictItem/', { ids, delNotExist: 'false' });
    expect(kept.body.result).toEqual(['断路器', 'missing', '设备类型']);
    expect((await get('/sys/category/loadDictItem/', { ids: '' })).body.message).toBe('ids 不能为空');
  });
});

describe('category tenant isolation', () => {
  it('shows shared categories to everyone and a tenant’s own only to that tenant', async () => {
    const mine = await get<TreeNode[]>('/sys/category/loadTreeChildren', { pid: B01 }, other);
    expect(titles(mine.body.result)).toContain('租户二专用设备');
    const theirs = await get<TreeNode[]>('/sys/category/loadTreeChildren', { pid: B01 });
    expect(titles(theirs.body.result)).not.toContain('租户二专用设备');
    expect((await get('/sys/category/loadOne', { field: 'code', val: 'C01' })).body.message).toBe('查询无果');
    expect((await get('/sys/category/loadOne', { field: 'code', val: 'C01' }, other)).body.success).toBe(
      true,
    );
    expect((await get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'C01' })).body.success).toBe(
      false,
    );
    const roots = await get<TreeNode[]>('/sys/category/loadTreeRoot', { async: 'false', pcode: '' });
    expect(JSON.stringify(roots.body.result)).not.toContain('租户二');
    // A tenant's own category coded like a shared one shadows it for that tenant only.
    await t.db.query(
      `INSERT INTO sys_category (id, pid, name, code, has_child, tenant_id)
       VALUES ('9000000000000000003', '0', '租户二设备类型', 'B01', '0', 2000)`,
    );
    expect(
      (await get('/sys/category/loadOne', { field: 'code', val: 'B01' }, other)).body.result,
    ).toMatchObject({
      name: '租户二设备类型',
    });
    expect((await get('/sys/category/loadOne', { field: 'code', val: 'B01' })).body.result).toMatchObject({
      name: '设备类型',
    });
    expect(
      (await get<TreeNode[]>('/sys/category/loadTreeRoot', { pcode: 'B01' }, other)).body.result,
    ).toEqual([]);
    const texts = await get<string[]>('/sys/category/loadDictItem/', { ids: '9000000000000000001' });
    expect(texts.body.result).toEqual([]);
    const tree = await get<TreeNode[]>('/sys/dict/loadTreeData', {
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      pid: '',
    });
    expect(titles(tree.body.result)).toEqual(['设备类型', '电厂类型']);
  });

  it('needs a session', async () => {
    for (const path of ['loadTreeRoot', 'loadTreeChildren', 'loadOne', 'loadTreeData', 'loadDictItem/']) {
      expect((await call(t.app, 'GET', `/sys/category/${path}`)).status, path).toBe(401);
    }
  });
});
