import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem, DictMap } from '../../src/shared/domain/contract/dict';
import { buildApp } from '../../server/app';
import { call, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  // The bare organisation: no demo plant companies in the department trees.
  t = await createTestApp({ businessDemo: false });
  token = await login(t.app);
});
afterAll(() => t.close());

const items = (code: string) =>
  call<DictItem[]>(t.app, 'GET', `/sys/dict/getDictItems/${encodeURIComponent(code)}`, { token });

describe('dictionaries', () => {
  it('answers plain codes with code 0 and DictModel items (title/label copy text)', async () => {
    const res = await items('priority');
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(res.body.result).toEqual([
      { value: 'L', text: '低', title: '低', label: '低' },
      { value: 'M', text: '中', title: '中', label: '中' },
      { value: 'H', text: '高', title: '高', label: '高' },
    ]);
    expect((await items('no_such_dict')).body.result).toEqual([]);
  });

  it('refuses an empty code', async () => {
    const res = await call(t.app, 'GET', '/sys/dict/getDictItems/', { token });
    expect(res.body).toMatchObject({ success: false, message: '字典Code不能为空!' });
    expect((await items('  ')).body.message).toBe('字典Code不能为空!');
  });

  it('serves registered table dictionaries, with a bound column=value condition', async () => {
    const res = await items('sys_depart,depart_name,org_code');
    expect(res.body.code).toBe(0);
    expect(res.body.result.map((i) => i.value)).toEqual(['A01', 'A01A01', 'A01A02', 'A02', 'A03', 'A04']);
    const cond = await items("sys_depart,depart_name,org_code,org_code='A02'");
    expect(cond.body.result).toEqual([
      { value: 'A02', text: '华能某某电厂', title: '华能某某电厂', label: '华能某某电厂' },
    ]);
    const users = await items('sys_user,realname,username');
    expect(users.body.result).toEqual([{ value: 'admin', text: '管理员', title: '管理员', label: '管理员' }]);
  });

  it('refuses unregistered triples, sensitive columns and injection shapes', async () => {
    const refused = [
      'sys_user,password,username',
      'sys_user,salt,id',
      'sys_user,username,password',
      'sys_secret,value,name',
      'sys_session,id,username',
      'sys_user where 1=1,realname,username',
      'sys_user,realname,username,1=1',
      "sys_user,realname,username,username='admin' or '1'='1'",
      "sys_user,realname,username,password='x'",
      'sys_user,realname,username,username=admin;drop table sys_user',
      'sys_user,(select password from sys_user limit 1),username',
      'sys_user,realname,username union select password,salt from sys_user',
      '"sys_user",realname,username',
      'pg_catalog.pg_tables,tablename,tablename',
      'sys_user,realname',
      'a,b,c,d,e',
    ];
    for (const code of refused) {
      const res = await items(code);
      expect(res.body.success, code).toBe(false);
      expect(JSON.stringify(res.body), code).not.toMatch(/scrypt|\$\d|syntax|relation/);
    }
    expect((await items('sys_user,password,username')).body.message).toBe(
      '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!',
    );
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_user');
    expect(count[0]?.n).toBe(1);
  });

  it('queryAllDictItems answers code 200 with every dictionary, enabled items only', async () => {
    await t.db.query("UPDATE sys_dict_item SET status = 0 WHERE item_value = 'H'");
    const before = await call<DictMap>(t.app, 'GET', '/sys/dict/queryAllDictItems', { token });
    expect(before.body.code).toBe(200);
    // Cached: the direct DB change is not visible until the cache is refreshed.
    expect(before.body.result.priority?.map((i) => i.value)).toEqual(['L', 'M', 'H']);
    const refresh = await call(t.app, 'POST', '/sys/dict/refleshCache', { token });
    expect(refresh.body).toMatchObject({ success: true, code: 0, message: '', result: null });
    const after = await call<DictMap>(t.app, 'GET', '/sys/dict/queryAllDictItems', { token });
    expect(after.body.result.priority?.map((i) => i.value)).toEqual(['L', 'M']);
    // getDictItems has no status filter (CONTRACT §4.2).
    expect((await items('priority')).body.result.map((i) => i.value)).toEqual(['L', 'M', 'H']);
  });

  it('invalidates the cache of every process through the DB version', async () => {
    const second = await buildApp({ config: t.config, db: t.db });
    try {
      const get = async (app: typeof second) =>
        (
          await app.inject({
            method: 'GET',
            url: '/jeecg-boot/sys/dict/queryAllDictItems',
            headers: { 'x-access-token': token },
          })
        ).json().result as DictMap;
      expect((await get(second)).yn?.length).toBe(2);
      await t.db.query("UPDATE sys_dict_item SET status = 0 WHERE item_text = '否'");
      expect((await get(second)).yn?.length).toBe(2);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        expect((await call(t.app, method, '/sys/dict/refleshCache', { token })).body.success).toBe(true);
      }
      expect((await get(second)).yn?.length).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/sys/dict/getDictItems/sex')).status).toBe(401);
    expect((await call(t.app, 'GET', '/sys/dict/queryAllDictItems')).status).toBe(401);
  });
});
