import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { createUser, login, type Envelope } from './support/helpers';
import { roleWith, signedInUser } from './support/identity-fixtures';
import { API, createTestApp, type TestApp } from './support/test-app';

/**
 * JeecgBoot's Vue 2 admin client as the oracle: each request below is the one the client sends
 * (its list mixin's `_t`, `column=createTime&order=desc`, `field`, paging; its forms' bodies), and
 * each test reads the fields the client's page reads. docs/jeecg-client-endpoints.md lists them.
 */

let t: TestApp;
let admin: string;

/** A GET with the query string exactly as the client builds it. */
async function get<T = unknown>(pathAndQuery: string, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}${pathAndQuery}`,
    headers: { 'x-access-token': token },
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

async function send<T = unknown>(method: 'POST' | 'PUT', path: string, token: string, body: unknown) {
  const res = await t.app.inject({
    method,
    url: `${API}${path}`,
    headers: { 'x-access-token': token },
    payload: body as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

// The list mixin's default sort and paging, with the `_t` the client's request interceptor adds.
const MIXIN = 'column=createTime&order=desc';
const PAGE = 'pageNo=1&pageSize=10';

interface PageOf<R> {
  records: R[];
  total: number;
  current: number;
  size: number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  // The first file of a worker migrates and seeds the shared snapshot: slow on a busy machine.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('JeecgBoot list pages sorted by the mixin default createTime', () => {
  it('在线用户 lists the live sessions with the handle the page forces out as token', async () => {
    const other = await signedInUser(t, 'jc_online');
    const res = await get<PageOf<Record<string, unknown>>>(
      `/sys/online/list?_t=1700000000&${MIXIN}&field=id,,,username,realname,avatar,birthday,sex,phone&${PAGE}`,
      admin,
    );
    expect(res.body, res.body.message).toMatchObject({ success: true });
    const row = res.body.result.records.find((r) => r.username === 'jc_online');
    expect(row).toMatchObject({ username: 'jc_online', realname: 'jc_online姓名' });
    expect(res.body.result.total).toBeGreaterThanOrEqual(2);
    // The newest session first (createTime desc): jc_online signed in after admin.
    expect(res.body.result.records[0]?.username).toBe('jc_online');
    // 强退 posts {token: record.token}: that user's next request is refused.
    expect(typeof row?.token).toBe('string');
    expect(row?.token).not.toBe(other.token);
    const forced = await send('POST', '/sys/online/forceLogout', admin, { token: row?.token });
    expect(forced.body, forced.body.message).toMatchObject({ success: true, message: '退出登录成功！' });
    expect((await get('/sys/user/getCurrentUserDeparts', other.token)).status).toBe(401);
  });

  it('通讯录 lists the tenant people sorted by createTime', async () => {
    await createUser(t, { username: 'jc_addr_old', password: 'Addr@2025x' });
    await createUser(t, { username: 'jc_addr_new', password: 'Addr@2025x' });
    await t.db.query(
      `UPDATE sys_user SET create_time = now() - interval '1 day', phone = '13800000001', email = 'old@jc.test'
        WHERE username = 'jc_addr_old'`,
    );
    await t.db.query(`UPDATE sys_user SET create_time = now() WHERE username = 'jc_addr_new'`);
    const res = await get<PageOf<Record<string, unknown>>>(
      `/sys/user/queryByOrgCodeForAddressList?_t=1700000000&${MIXIN}&field=id,,,realname,workNo,departName,post,telephone,email,phone&${PAGE}`,
      admin,
    );
    expect(res.body, res.body.message).toMatchObject({ success: true });
    const names = res.body.result.records.map((r) => r.realname);
    expect(names.indexOf('jc_addr_new姓名')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('jc_addr_new姓名')).toBeLessThan(names.indexOf('jc_addr_old姓名'));
    expect(res.body.result.records.find((r) => r.realname === 'jc_addr_old姓名')).toMatchObject({
      phone: '13800000001',
      email: 'old@jc.test',
    });
  });

  it('keeps refusing a column outside the sort allowlist', async () => {
    const res = await get(`/sys/online/list?_t=1700000000&column=password&order=desc&${PAGE}`, admin);
    expect(res.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：password' });
  });
});

describe('数据字典 as the dictionary page drives it', () => {
  it('creates a dictionary from the form body without a type (a string dictionary)', async () => {
    const res = await send('POST', '/sys/dict/add', admin, {
      dictName: '兼容字典',
      dictCode: 'jc_compat_dict',
      description: '由 JeecgBoot 表单创建',
    });
    expect(res.body, res.body.message).toMatchObject({ success: true, message: '保存成功!' });
    const list = await get<PageOf<Record<string, unknown>>>(
      `/sys/dict/list?_t=1700000000&dictCode=jc_compat_dict&${MIXIN}&field=id,,,dictName,dictCode,description&${PAGE}`,
      admin,
    );
    expect(list.body.result.records[0]).toMatchObject({ dictCode: 'jc_compat_dict', type: '0' });
  });

  it('answers the item list loaded before a dictionary is chosen with an empty page', async () => {
    const res = await get<PageOf<unknown>>(
      `/sys/dictItem/list?_t=1700000000&${MIXIN}&field=id,,,itemText,itemValue,status&${PAGE}`,
      admin,
    );
    expect(res.body, res.body.message).toMatchObject({
      success: true,
      result: { records: [], total: 0, current: 1, size: 10 },
    });
  });

  it('lists a chosen dictionary items by the mixin default sort', async () => {
    const [dict] = await t.db.query<{ id: string }>("SELECT id FROM sys_dict WHERE dict_code = 'sex'");
    const res = await get<PageOf<{ itemText: string; itemValue: string }>>(
      `/sys/dictItem/list?_t=1700000000&dictId=${dict?.id}&${MIXIN}&field=id,,,itemText,itemValue,status&${PAGE}`,
      admin,
    );
    expect(res.body, res.body.message).toMatchObject({ success: true });
    expect(res.body.result.records.map((r) => r.itemText).sort()).toEqual(['女', '男']);
  });

  it('fills the selects JeecgBoot forms ask for from the login dictionary cache', async () => {
    const res = await get<Record<string, Array<{ value: string; text: string }>>>(
      '/sys/dict/queryAllDictItems?_t=1700000000',
      admin,
    );
    const all = res.body.result;
    expect(all.database_type).toEqual([expect.objectContaining({ value: '6', text: 'PostgreSQL' })]);
    expect(all.position_rank?.map((i) => i.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(all.cgform_table_type?.map((i) => i.text)).toEqual(['单表', '主表', '附表']);
    expect(all.global_perms_type?.map((i) => i.value)).toEqual(['1', '2']);
    expect(all.activiti_sync?.map((i) => i.value)).toEqual(['1', '0']);
  });
});

describe('数据源管理 as the data source form drives it', () => {
  it('checks the code, then saves the form JeecgBoot sends (dbType 6, a PostgreSQL JDBC URL)', async () => {
    const check = await get(
      '/sys/duplicate/check?_t=1700000000&tableName=sys_data_source&fieldName=code&fieldVal=jc_pg',
      admin,
    );
    expect(check.body).toMatchObject({ success: true, message: '该值可用！' });
    const add = await send('POST', '/sys/dataSource/add', admin, {
      code: 'jc_pg',
      name: '兼容数据源',
      remark: '',
      dbType: '6',
      dbDriver: 'org.postgresql.Driver',
      dbUrl: 'jdbc:postgresql://db.example.com:5433/reports',
      dbName: 'reports',
      dbUsername: 'reader',
      dbPassword: 'Reader#2025',
    });
    expect(add.body, add.body.message).toMatchObject({ success: true });
    const [row] = await t.db.query<Record<string, unknown>>(
      'SELECT host, port, database, username, db_type, password_cipher FROM sys_data_source WHERE code = $1',
      ['jc_pg'],
    );
    expect(row).toMatchObject({
      host: 'db.example.com',
      port: 5433,
      database: 'reports',
      username: 'reader',
      db_type: 'postgresql',
    });
    expect(String(row?.password_cipher)).not.toContain('Reader#2025');
    const taken = await get(
      '/sys/duplicate/check?_t=1700000000&tableName=sys_data_source&fieldName=code&fieldVal=jc_pg',
      admin,
    );
    expect(taken.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const options = await get<Array<{ value: string; label: string; text: string }>>(
      '/sys/dataSource/options?_t=1700000000',
      admin,
    );
    expect(options.body.result).toContainEqual({ value: 'jc_pg', label: '兼容数据源', text: '兼容数据源' });
    expect(JSON.stringify(options.body.result)).not.toMatch(/reader|db\.example\.com|Reader#2025/);
  });

  it('keeps refusing connection settings and secrets in the duplicate check', async () => {
    for (const field of ['password_cipher', 'username', 'host']) {
      const res = await get(
        `/sys/duplicate/check?_t=1700000000&tableName=sys_data_source&fieldName=${field}&fieldVal=x`,
        admin,
      );
      expect(res.body.success, field).toBe(false);
    }
    const salt = await get(
      '/sys/duplicate/check?_t=1700000000&tableName=sys_user&fieldName=salt&fieldVal=x',
      admin,
    );
    expect(salt.body.success).toBe(false);
  });

  it('allows the codes of the fill rule and job forms', async () => {
    const fill = await get(
      '/sys/duplicate/check?_t=1700000000&tableName=sys_fill_rule&fieldName=rule_code&fieldVal=jc_free_rule',
      admin,
    );
    expect(fill.body).toMatchObject({ success: true, message: '该值可用！' });
    const job = await get(
      '/sys/duplicate/check?_t=1700000000&tableName=sys_quartz_job&fieldName=job_class_name&fieldVal=jc.FreeJob',
      admin,
    );
    expect(job.body).toMatchObject({ success: true, message: '该值可用！' });
  });
});

describe('修改密码 from the header', () => {
  it('ends the session that changed the password; the fresh token works', async () => {
    await createUser(t, { username: 'jc_pw', password: 'JcPw@2025x' });
    const token = await login(t.app, 'jc_pw', 'JcPw@2025x');
    const res = await send<{ token: string }>('PUT', '/sys/user/updatePassword', token, {
      username: 'jc_pw',
      oldpassword: 'JcPw@2025x',
      password: 'JcPw@2026y',
      confirmpassword: 'JcPw@2026y',
    });
    expect(res.body, res.body.message).toMatchObject({ success: true, message: '密码重置成功!' });
    const old = await get('/sys/user/getCurrentUserDeparts?_t=1700000000', token);
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
    expect((await get('/sys/user/getCurrentUserDeparts?_t=1700000000', res.body.result.token)).status).toBe(
      200,
    );
    expect(await login(t.app, 'jc_pw', 'JcPw@2026y')).toBeTruthy();
  });
});

describe('租户 select of the user form', () => {
  it('offers super users every active tenant and others only their own', async () => {
    await t.db.query(
      "INSERT INTO sys_tenant (id, name, status) VALUES (3101, '兼容租户', 1), (3102, '停用租户', 0) ON CONFLICT DO NOTHING",
    );
    const all = await get<Array<{ id: number; name: string }>>('/sys/tenant/queryList?_t=1700000000', admin);
    expect(all.body, all.body.message).toMatchObject({ success: true });
    const names = all.body.result.map((r) => r.name);
    expect(names).toContain('兼容租户');
    expect(names).not.toContain('停用租户');
    const someone = await signedInUser(t, 'jc_tenant_user', {
      roleId: await roleWith(t, 'jc_tenant_role', [PERM.user.add]),
    });
    const own = await get<Array<{ id: number }>>('/sys/tenant/queryList?_t=1700000000', someone.token);
    expect(own.body.result.map((r) => r.id)).toEqual([1000]);
    const asked = await get<Array<{ id: number }>>(
      '/sys/tenant/queryList?_t=1700000000&ids=3101,1000',
      someone.token,
    );
    expect(asked.body.result.map((r) => r.id)).toEqual([1000]);
  });
});
