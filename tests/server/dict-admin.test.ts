import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem, DictMap } from '../../src/shared/domain/contract/dict';
import { PERM } from '../../src/shared/domain/permission/codes';
import { call, login } from './support/helpers';
import { operationLogs, roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 数据字典 admin: dictionaries (recycle bin, unique code, type) and their items. */

let t: TestApp;
let admin: string;
let plain: string;
let reader: string;

interface DictJson {
  id: string;
  dictName: string;
  dictCode: string;
  type: string;
  description: string | null;
}
interface ItemJson {
  id: string;
  itemText: string;
  itemValue: string;
  sortOrder: number;
  status: string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  plain = (await signedInUser(t, 'dictplain')).token;
  reader = (
    await signedInUser(t, 'dictreader', { roleId: await roleWith(t, 'dict_reader', [PERM.dict.list]) })
  ).token;
});
afterAll(() => t.close());

const version = async () =>
  Number(
    (await t.db.query<{ version: string }>("SELECT version FROM sys_cache_version WHERE name = 'dict'"))[0]
      ?.version,
  );

async function dictIdOf(code: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_dict WHERE dict_code = $1', [code]);
  if (!rows[0]) throw new Error(`no dict ${code}`);
  return rows[0].id;
}

async function addDict(code: string, type = '0', token = admin) {
  return call(t.app, 'POST', '/sys/dict/add', {
    token,
    body: { dictName: `名称${code}`, dictCode: code, type, description: '说明' },
  });
}

async function addItem(
  dictId: string,
  itemValue: string,
  extra: Record<string, unknown> = {},
  token = admin,
) {
  return call(t.app, 'POST', '/sys/dictItem/add', {
    token,
    body: { dictId, itemText: `项${itemValue}`, itemValue, ...extra },
  });
}

async function items(dictId: string, query: Record<string, string> = {}, token = admin) {
  return call<{ records: ItemJson[]; total: number }>(t.app, 'GET', '/sys/dictItem/list', {
    token,
    query: { dictId, ...query },
  });
}

describe('dictionaries', () => {
  it('adds, lists with search, bumps the cache version and logs', async () => {
    const before = await version();
    const res = await addDict('color_a');
    expect(res.body).toMatchObject({ success: true, message: '保存成功!' });
    expect(await version()).toBe(before + 1);
    const list = await call<{ records: DictJson[]; total: number }>(t.app, 'GET', '/sys/dict/list', {
      token: admin,
      query: { dictCode: '*color_*', pageNo: '1', pageSize: '10' },
    });
    expect(list.body.result.total).toBe(1);
    expect(list.body.result.records[0]).toMatchObject({
      dictName: '名称color_a',
      dictCode: 'color_a',
      type: '0',
    });
    const byName = await call<{ records: DictJson[] }>(t.app, 'GET', '/sys/dict/list', {
      token: admin,
      query: { dictName: '*名称color*' },
    });
    expect(byName.body.result.records.map((r) => r.dictCode)).toEqual(['color_a']);
    expect(await operationLogs(t, '添加字典：color_a')).toHaveLength(1);
    // The new, empty dictionary is in the map every client caches at once.
    const all = await call<DictMap>(t.app, 'GET', '/sys/dict/queryAllDictItems', { token: admin });
    expect(all.body.result.color_a).toEqual([]);
  });

  it('refuses a taken code, a bad code, a bad type and missing fields, writing nothing', async () => {
    const count = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sys_dict'))[0]?.n);
    const before = await count();
    const v = await version();
    expect((await addDict('color_a')).body).toMatchObject({ success: false, message: '字典编码已存在' });
    expect((await addDict('a,b')).body.message).toBe('字典编码只允许字母、数字、下划线和短横线');
    expect((await addDict('color_x', '7')).body.success).toBe(false);
    const missing = await call(t.app, 'POST', '/sys/dict/add', {
      token: admin,
      body: { dictCode: 'nn', type: '0' },
    });
    expect(missing.body.message).toBe('请输入字典名称!');
    expect(await count()).toBe(before);
    expect(await version()).toBe(v);
  });

  it('edits name, code and type; a number type refuses text items', async () => {
    await addDict('color_b');
    const id = await dictIdOf('color_b');
    await addItem(id, 'red');
    const toNumber = await call(t.app, 'PUT', '/sys/dict/edit', { token: admin, body: { id, type: '1' } });
    expect(toNumber.body).toMatchObject({
      success: false,
      message: '字典中已有不是数字的数据值，不能改为数字类型',
    });
    const edit = await call(t.app, 'PUT', '/sys/dict/edit', {
      token: admin,
      body: { id, dictName: '颜色B', dictCode: 'color_bb' },
    });
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    const row = (await t.db.query<Record<string, unknown>>('SELECT * FROM sys_dict WHERE id = $1', [id]))[0];
    expect(row).toMatchObject({ dict_name: '颜色B', dict_code: 'color_bb', update_by: 'admin' });
    const taken = await call(t.app, 'PUT', '/sys/dict/edit', {
      token: admin,
      body: { id, dictCode: 'color_a' },
    });
    expect(taken.body.message).toBe('字典编码已存在');
    const unknown = await call(t.app, 'PUT', '/sys/dict/edit', {
      token: admin,
      body: { id: 'nope', dictName: 'x' },
    });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('deletes logically into the recycle bin, restores and purges', async () => {
    await addDict('bin_a');
    await addDict('bin_b');
    const a = await dictIdOf('bin_a');
    const b = await dictIdOf('bin_b');
    await addItem(b, 'x1');
    const del = await call(t.app, 'DELETE', '/sys/dict/delete', { token: admin, query: { id: a } });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call(t.app, 'DELETE', '/sys/dict/deleteBatch', {
      token: admin,
      query: { ids: `${b}` },
    });
    expect(batch.body.success).toBe(true);
    const all = await call<DictMap>(t.app, 'GET', '/sys/dict/queryAllDictItems', { token: admin });
    expect(all.body.result.bin_a).toBeUndefined();
    expect((await addDict('bin_a')).body.message).toBe('字典编码已存在（在回收站中，可还原或彻底删除）');

    const bin = await call<DictJson[]>(t.app, 'GET', '/sys/dict/deleteList', { token: admin });
    expect(bin.body.result.map((d) => d.dictCode).sort()).toEqual(['bin_a', 'bin_b']);
    const back = await call(t.app, 'PUT', `/sys/dict/back/${a}`, { token: admin });
    expect(back.body).toMatchObject({ success: true, message: '还原成功!' });
    expect((await call(t.app, 'PUT', `/sys/dict/back/${a}`, { token: admin })).body.success).toBe(false);
    // Only recycle-bin rows are purged; a live one is refused and kept.
    const live = await call(t.app, 'DELETE', `/sys/dict/deletePhysic/${a}`, { token: admin });
    expect(live.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const purge = await call(t.app, 'DELETE', `/sys/dict/deletePhysic/${b}`, { token: admin });
    expect(purge.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await t.db.query('SELECT 1 FROM sys_dict WHERE id = $1', [b])).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM sys_dict_item WHERE dict_id = $1', [b])).toHaveLength(0);
    const unknown = await call(t.app, 'DELETE', '/sys/dict/deleteBatch', {
      token: admin,
      query: { ids: `${a},nope` },
    });
    expect(unknown.body.success).toBe(false);
    expect(await t.db.query('SELECT 1 FROM sys_dict WHERE id = $1 AND del_flag = 0', [a])).toHaveLength(1);
  });
});

describe('dictionary items', () => {
  it('adds items (defaults enabled, sort 1), lists them in sort order, enabled ones reach the cache', async () => {
    await addDict('level', '1');
    const id = await dictIdOf('level');
    expect((await addItem(id, '3', { sortOrder: 3 })).body).toMatchObject({
      success: true,
      message: '保存成功!',
    });
    await addItem(id, '1', { sortOrder: 1, itemText: '一级' });
    await addItem(id, '2', { sortOrder: 2, status: '0' });
    await addItem(id, '9');
    const list = await items(id);
    expect(list.body.result.records.map((r) => r.itemValue)).toEqual(['1', '9', '2', '3']);
    expect(list.body.result.records.find((r) => r.itemValue === '9')).toMatchObject({
      sortOrder: 1,
      status: '1',
    });
    expect((await items(id, { itemText: '*一级*' })).body.result.records.map((r) => r.itemValue)).toEqual([
      '1',
    ]);
    expect((await items(id, { status: '0' })).body.result.records.map((r) => r.itemValue)).toEqual(['2']);
    const all = await call<DictMap>(t.app, 'GET', '/sys/dict/queryAllDictItems', { token: admin });
    expect(all.body.result.level?.map((i: DictItem) => i.value)).toEqual(['1', '9', '3']);
  });

  it('refuses a duplicate value, a text value in a number dictionary and a comma; no dictionary is an empty page', async () => {
    const id = await dictIdOf('level');
    const v = await version();
    expect((await addItem(id, '3')).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    expect((await addItem(id, 'abc')).body.message).toBe('数字类型的字典，数据值必须是数字');
    expect((await addItem(await dictIdOf('color_a'), 'a,b')).body.message).toBe('数据值不能包含逗号');
    expect((await addItem('', 'x')).body.message).toBe('请先选择字典');
    expect((await addItem('nope', 'x')).body.message).toBe('字典不存在或已删除');
    expect((await addItem(id, '5', { sortOrder: 'x' })).body.message).toBe('排序值必须是整数');
    expect((await addItem(id, '5', { status: '7' })).body.success).toBe(false);
    expect((await items(id)).body.result.total).toBe(4);
    expect(await version()).toBe(v);
    // No dictionary chosen yet (JeecgBoot's item list loads once before one is): an empty page.
    expect((await items('')).body).toMatchObject({ success: true, result: { records: [], total: 0 } });
  });

  it('checks a value for the form (dictItemCheck)', async () => {
    const id = await dictIdOf('level');
    const check = (query: Record<string, string>) =>
      call(t.app, 'GET', '/sys/dictItem/dictItemCheck', { token: reader, query: { dictId: id, ...query } });
    expect((await check({ itemValue: '3' })).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    expect((await check({ itemValue: '4' })).body).toMatchObject({ success: true, message: '该值可用！' });
    const own = (await items(id)).body.result.records.find((r) => r.itemValue === '3');
    expect((await check({ itemValue: '3', id: own?.id ?? '' })).body.success).toBe(true);
    expect((await check({ itemValue: 'x' })).body.message).toBe('数字类型的字典，数据值必须是数字');
  });

  it('edits and deletes items, each write bumping the version', async () => {
    const id = await dictIdOf('level');
    const rows = (await items(id)).body.result.records;
    const one = rows.find((r) => r.itemValue === '1');
    const nine = rows.find((r) => r.itemValue === '9');
    const v = await version();
    const edit = await call(t.app, 'PUT', '/sys/dictItem/edit', {
      token: admin,
      body: { id: one?.id, itemText: '第一级', sortOrder: 10, status: '0', dictId: 'other' },
    });
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect(await version()).toBe(v + 1);
    const row = (
      await t.db.query<Record<string, unknown>>('SELECT * FROM sys_dict_item WHERE id = $1', [one?.id])
    )[0];
    expect(row).toMatchObject({ item_text: '第一级', sort_order: 10, status: 0, dict_id: id });
    const dup = await call(t.app, 'PUT', '/sys/dictItem/edit', {
      token: admin,
      body: { id: one?.id, itemValue: '3' },
    });
    expect(dup.body.message).toBe('该值不可用，系统中已存在！');
    const del = await call(t.app, 'DELETE', '/sys/dictItem/delete', {
      token: admin,
      query: { id: nine?.id ?? '' },
    });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call(t.app, 'DELETE', '/sys/dictItem/deleteBatch', {
      token: admin,
      query: { ids: `${one?.id ?? ''},nope` },
    });
    expect(batch.body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await items(id)).body.result.records.map((r) => r.itemValue).sort()).toEqual(['1', '2', '3']);
  });
});

describe('permissions', () => {
  it('refuses every admin route without the code; list-only users read but do not write', async () => {
    const id = await dictIdOf('color_a');
    const routes: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', '/sys/dict/list'],
      ['POST', '/sys/dict/add', { dictName: 'x', dictCode: 'perm_x', type: '0' }],
      ['PUT', '/sys/dict/edit', { id, dictName: 'x' }],
      ['DELETE', `/sys/dict/delete?id=${id}`],
      ['DELETE', `/sys/dict/deleteBatch?ids=${id}`],
      ['GET', '/sys/dict/deleteList'],
      ['PUT', `/sys/dict/back/${id}`],
      ['DELETE', `/sys/dict/deletePhysic/${id}`],
      ['GET', `/sys/dictItem/list?dictId=${id}`],
      ['GET', `/sys/dictItem/dictItemCheck?dictId=${id}&itemValue=z`],
      ['POST', '/sys/dictItem/add', { dictId: id, itemText: 'z', itemValue: 'z' }],
      ['PUT', '/sys/dictItem/edit', { id: 'x', itemText: 'z' }],
      ['DELETE', '/sys/dictItem/delete?id=x'],
      ['DELETE', '/sys/dictItem/deleteBatch?ids=x'],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(t.app, method as 'GET', path, { token: plain, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe(510);
    }
    expect((await call(t.app, 'GET', '/sys/dict/list', { token: reader })).status).toBe(200);
    expect((await call(t.app, 'GET', '/sys/dict/deleteList', { token: reader })).status).toBe(200);
    for (const [method, path, body] of routes.filter(([m]) => m !== 'GET')) {
      const res = await call(t.app, method as 'GET', path, { token: reader, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await t.db.query("SELECT 1 FROM sys_dict WHERE dict_code = 'perm_x'")).toHaveLength(0);
  });
});
