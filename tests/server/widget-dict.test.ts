import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem } from '../../src/shared/domain/contract/dict';
import { newId } from '../../server/lib/ids';
import { SEED } from '../../server/db/seed/ids';
import type { TreeSelectModel } from '../../src/shared/domain/contract/tree-select';
import { call, login } from './support/helpers';
import { addTenant2User, TENANT2_PASSWORD } from './support/second-tenant';
import { createTestApp, type TestApp } from './support/test-app';

const FORBIDDEN = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';
const CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

type TreeNode = TreeSelectModel;

let t: TestApp;
let admin: string;
let other: string; // a user of tenant 2000

beforeAll(async () => {
  // The bare organisation: no demo plant companies in the department trees.
  t = await createTestApp({ businessDemo: false });
  admin = await login(t.app);
  await addTenant2User(t, 'tenant2_user');
  await t.db.query(
    `INSERT INTO sys_depart (id, parent_id, depart_name, org_code, org_category, tenant_id)
     VALUES ($1, NULL, '第二租户电厂', 'T2A01', '1', 2000)`,
    [newId()],
  );
  // 120 positions of the demo tenant, for the page-size cap.
  for (let i = 0; i < 120; i += 1) {
    await t.db.query('INSERT INTO sys_position (id, code, name, tenant_id) VALUES ($1, $2, $3, 1000)', [
      newId(),
      `P${String(i).padStart(3, '0')}`,
      `职务${i}`,
    ]);
  }
  other = await login(t.app, 'tenant2_user', TENANT2_PASSWORD);
}, 60_000);
afterAll(() => t.close());

const get = <T>(path: string, query?: Record<string, string>, token = admin) =>
  call<T>(t.app, 'GET', path, { token, ...(query ? { query } : {}) });
const loadDict = (code: string, query?: Record<string, string>, token = admin) =>
  get<DictItem[]>(`/sys/dict/loadDict/${encodeURIComponent(code)}`, query, token);
const values = (items: DictItem[]) => items.map((i) => i.value);

describe('GET /sys/dict/loadDict/{dictCode}', () => {
  it('searches a registered triple by keyword (contains on text or code), code 0', async () => {
    const res = await loadDict('sys_depart,depart_name,org_code', { keyword: '电' });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(values(res.body.result)).toEqual(['A01', 'A02', 'A03', 'A04']);
    expect(res.body.result[1]).toEqual({
      value: 'A02',
      text: '华能某某电厂',
      title: '华能某某电厂',
      label: '华能某某电厂',
    });
    expect(
      values((await loadDict('sys_depart,depart_name,org_code', { keyword: 'a01a' })).body.result),
    ).toEqual(['A01A01', 'A01A02']);
  });

  it('treats a comma keyword as an exact IN on text or code', async () => {
    const res = await loadDict('sys_depart,depart_name,org_code', { keyword: 'A03,营销部, A04 ,A0' });
    expect(values(res.body.result)).toEqual(['A01A01', 'A03', 'A04']);
  });

  it('orders by the [orderby:…] suffix on the own columns only', async () => {
    const desc = await loadDict('sys_depart,depart_name,org_code', { keyword: 'A0[orderby:org_code,desc]' });
    expect(values(desc.body.result)).toEqual(['A04', 'A03', 'A02', 'A01A02', 'A01A01', 'A01']);
    const byText = await loadDict('sys_depart,depart_name,org_code', {
      keyword: '[orderby:depart_name,asc]',
    });
    expect(byText.body.result).toHaveLength(6);
    for (const bad of ['[orderby:password,asc]', '[orderby:id,asc]', '[orderby:org_code,asc;drop table x]']) {
      const res = await loadDict('sys_depart,depart_name,org_code', { keyword: bad });
      expect(res.body, bad).toMatchObject({ success: false, message: FORBIDDEN });
    }
  });

  it('gives the first page only with pageSize, capped at 100, and everything without', async () => {
    const code = 'sys_position,name,code';
    expect((await loadDict(code, { pageSize: '10' })).body.result).toHaveLength(10);
    expect((await loadDict(code, { pageSize: '1000' })).body.result).toHaveLength(100);
    expect((await loadDict(code)).body.result).toHaveLength(120);
    expect((await loadDict(code, { pageSize: 'x' })).body.success).toBe(false);
  });

  it('binds keywords: quotes, LIKE wildcards and SQL do nothing', async () => {
    for (const keyword of ["' OR '1'='1", '%', '_', "A01' --", 'A01); DROP TABLE sys_user; --']) {
      const res = await loadDict('sys_depart,depart_name,org_code', { keyword });
      expect(res.body.success, keyword).toBe(true);
      expect(res.body.result, keyword).toEqual([]);
    }
    expect((await t.db.query('SELECT 1 FROM sys_user')).length).toBeGreaterThan(0);
  });

  it('replaces #{sys_user_code} in a condition with the caller’s value', async () => {
    const res = await loadDict("sys_user,realname,username,username='#{sys_user_code}'");
    expect(res.body.result).toEqual([{ value: 'admin', text: '管理员', title: '管理员', label: '管理员' }]);
    const unknown = await loadDict("sys_user,realname,username,username='#{no_such_var}'");
    expect(unknown.body.success).toBe(false);
  });

  it('refuses empty and plain codes, unregistered tables and sensitive columns', async () => {
    expect((await get('/sys/dict/loadDict/')).body).toMatchObject({
      success: false,
      message: '字典Code不能为空!',
    });
    expect((await loadDict('sex')).body).toMatchObject({ success: false, message: '字典Code格式不正确！' });
    for (const code of [
      'sys_user,password,username',
      'sys_user,salt,id',
      'sys_session,id,username',
      'sys_secret,value,name',
      'sys_user where 1=1,realname,username',
      'sys_user,realname,username,password=x',
      'sys_position,name,id',
    ]) {
      expect((await loadDict(code)).body, code).toMatchObject({ success: false, message: FORBIDDEN });
    }
  });
});

describe('loadDictOrderByValue, loadDictItem and getDictText', () => {
  it('puts the keyword matches before the first page', async () => {
    const res = await get<DictItem[]>('/sys/dict/loadDictOrderByValue/sys_position,name,code', {
      keyword: 'P119,P118',
      pageSize: '3',
    });
    expect(res.body.code).toBe(0);
    expect(values(res.body.result)).toEqual(['P118', 'P119', 'P000', 'P001', 'P002']);
    const missing = await get('/sys/dict/loadDictOrderByValue/sys_position,name,code', {});
    expect(missing.body).toMatchObject({ success: false, message: '参数keyword不能为空' });
  });

  it('answers texts in key order, dropping or keeping unknown keys', async () => {
    const path = '/sys/dict/loadDictItem/sys_depart,depart_name,org_code';
    const res = await get<string[]>(path, { key: 'A04,A01,nope,A02' });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(res.body.result).toEqual(['某某风电场', '国网某省电力公司', '华能某某电厂']);
    const kept = await get<string[]>(path, { key: 'A04,nope,A01', delNotExist: 'false' });
    expect(kept.body.result).toEqual(['某某风电场', 'nope', '国网某省电力公司']);
    expect((await get<string[]>(path, { key: '' })).body.result).toEqual([]);
  });

  it('translates plain codes through sys_dict_item, in key order', async () => {
    const res = await get<string[]>('/sys/dict/loadDictItem/priority', { key: 'H,L,X' });
    expect(res.body.result).toEqual(['高', '低']);
    expect((await get('/sys/dict/loadDictItem/%20', { key: 'H' })).body.message).toBe('字典Code不能为空!');
    const four = await get('/sys/dict/loadDictItem/sys_depart,depart_name,org_code,org_code=A01', {
      key: 'A01',
    });
    expect(four.body.message).toBe('字典Code格式不正确！');
    const refused = await get('/sys/dict/loadDictItem/sys_user,password,username', { key: 'admin' });
    expect(refused.body.message).toBe(FORBIDDEN);
  });

  it('getDictText answers one text, null when unknown', async () => {
    expect((await get('/sys/dict/getDictText/priority/M')).body).toMatchObject({
      success: true,
      code: 0,
      result: '中',
    });
    expect((await get('/sys/dict/getDictText/priority/Z')).body.result).toBeNull();
    expect((await get('/sys/dict/getDictText/sys_user,realname,username/admin')).body.result).toBe('管理员');
    expect((await get('/sys/dict/getDictText/sys_user,salt,username/admin')).body.message).toBe(FORBIDDEN);
  });
});

describe('GET /sys/dict/loadTreeData', () => {
  const tree = (q: Record<string, string>, token = admin) =>
    get<TreeNode[]>('/sys/dict/loadTreeData', q, token);
  const category = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid' };

  it('lists roots and children of a registered tree with isLeaf from the has-child column', async () => {
    const roots = await tree({ ...category, pid: '', hasChildField: 'has_child' });
    expect(roots.body).toMatchObject({ success: true, code: 0 });
    expect(roots.body.result.map((n) => [n.title, n.isLeaf])).toEqual([
      ['设备类型', false],
      ['电厂类型', false],
    ]);
    const first = roots.body.result[0];
    expect(first).toMatchObject({ value: first?.key, parentId: '0', children: null });
    const kids = await tree({ ...category, pid: first?.key ?? '', hasChildField: 'has_child' });
    expect(kids.body.result.map((n) => [n.title, n.isLeaf])).toEqual([
      ['变压器', true],
      ['断路器', true],
      ['隔离开关', true],
      ['发电机组', true],
    ]);
    // converIsLeafVal=0: the column value as is ('1' reads as leaf).
    const raw = await tree({ ...category, pid: '', hasChildField: 'has_child', converIsLeafVal: '0' });
    expect(raw.body.result.every((n) => n.isLeaf)).toBe(true);
  });

  it('computes isLeaf for trees without a has-child column (departments)', async () => {
    const res = await tree({
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      pidField: 'parent_id',
      pid: '',
    });
    expect(res.body.result.map((n) => [n.title, n.isLeaf])).toEqual([
      ['国网某省电力公司', false],
      ['华能某某电厂', true],
      ['大唐某某水电站', true],
      ['某某风电场', true],
    ]);
    const kids = await tree({
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      pidField: 'parent_id',
      pid: SEED.depart.A01,
    });
    expect(kids.body.result.map((n) => n.title)).toEqual(['营销部', '调度控制中心']);
  });

  it('filters by a JSON object condition on registered columns, values bound', async () => {
    const ok = await tree({ ...category, pid: '', condition: JSON.stringify({ code: 'B0%' }) });
    expect(ok.body.result).toHaveLength(2);
    const one = await tree({ ...category, pid: '', condition: '{"code":"B02"}' });
    expect(one.body.result.map((n) => n.title)).toEqual(['电厂类型']);
    const injected = await tree({
      ...category,
      pid: '',
      condition: JSON.stringify({ code: "B01' OR '1'='1" }),
    });
    expect(injected.body.result).toEqual([]);
    for (const condition of ['[1]', '"x"', '1', 'null', '{bad', '{"code":{"a":1}}']) {
      expect((await tree({ ...category, pid: '', condition })).body, condition).toMatchObject({
        success: false,
        message: CONDITION_ERROR,
      });
    }
    for (const condition of [
      '{"create_by":"system"}',
      '{"code = code OR 1=1 --":"x"}',
      '{"tenant_id":"1"}',
    ]) {
      expect((await tree({ ...category, pid: '', condition })).body.message, condition).toBe(FORBIDDEN);
    }
  });

  it('refuses unregistered trees, pid and has-child columns', async () => {
    for (const q of [
      { ...category, pidField: 'code' },
      { ...category, hasChildField: 'code' },
      { ...category, tableName: 'sys_user', text: 'realname', code: 'id' },
      { tableName: 'sys_position', text: 'name', code: 'code', pidField: 'code' },
      { tableName: 'sys_user', text: 'password', code: 'id', pidField: 'id' },
    ]) {
      expect((await tree({ ...q, pid: '' })).body.message, JSON.stringify(q)).toBe(FORBIDDEN);
    }
  });
});

describe('tenant isolation of table dictionaries', () => {
  it('shows each caller only their tenant’s rows', async () => {
    const code = 'sys_depart,depart_name,org_code';
    expect(values((await loadDict(code)).body.result)).not.toContain('T2A01');
    expect(values((await loadDict(code, {}, other)).body.result)).toEqual(['T2A01']);
    const items = await get<DictItem[]>(`/sys/dict/getDictItems/${code}`);
    expect(values(items.body.result)).not.toContain('T2A01');
    const texts = await get<string[]>(`/sys/dict/loadDictItem/${code}`, { key: 'T2A01,A01' });
    expect(texts.body.result).toEqual(['国网某省电力公司']);
    expect((await get(`/sys/dict/getDictText/${code}/T2A01`)).body.result).toBeNull();
    const users = await loadDict('sys_user,realname,username', {}, other);
    expect(values(users.body.result)).toEqual(['tenant2_user']);
    expect(values((await loadDict('sys_user,realname,username')).body.result)).not.toContain('tenant2_user');
    const tree = await get<TreeNode[]>(
      '/sys/dict/loadTreeData',
      { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id', pid: '' },
      other,
    );
    expect(tree.body.result.map((n) => n.title)).toEqual(['第二租户电厂']);
    expect((await loadDict('sys_position,name,code', {}, other)).body.result).toEqual([]);
  });

  it('needs a session', async () => {
    for (const path of [
      '/sys/dict/loadDict/sys_user,realname,username',
      '/sys/dict/loadDictOrderByValue/sys_user,realname,username?keyword=a',
      '/sys/dict/loadDictItem/sys_user,realname,username?key=admin',
      '/sys/dict/getDictText/sex/1',
      '/sys/dict/loadTreeData',
    ]) {
      expect((await call(t.app, 'GET', path)).status, path).toBe(401);
    }
  });
});
