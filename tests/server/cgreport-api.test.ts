import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/lib/ids';
import type {
  QueryInfoItem,
  RpColumnsResult,
  RpDataResult,
} from '../../src/shared/domain/widgets/popup-report/wire';
import { call, createUser, login } from './support/helpers';
import { PERM } from '../../src/shared/domain/permission/codes';
import { ensureTenant, roleWithCodes, roleWithIds, userWithRole } from './support/identity-admin';
import { grantReportCode } from './support/report-grants';
import { createTestApp, type TestApp } from './support/test-app';

/** Online report popup API (spec 001 §7, CONTRACT §9) over the reviewed sources. */

let t: TestApp;
let admin = '';
let plain = '';
let plainRole = '';
let other = '';
const API = '/online/cgreport/api';
type Row = Record<string, unknown>;

async function get<T>(path: string, query: Record<string, string> = {}, token = admin) {
  return call<T>(t.app, 'GET', path, { token, query });
}

async function setSex(username: string, sex: number | null, birthday: string | null) {
  await t.db.query('UPDATE sys_user SET sex = $2, birthday = $3 WHERE username = $1', [
    username,
    sex,
    birthday,
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  for (const [name, sex, birthday] of [
    ['rp_alice', 2, '1990-01-05'],
    ['rp_bob', 1, '1985-06-01'],
    ['rp_carol', 2, '2000-12-31'],
  ] as const) {
    await createUser(t, { username: name, password: 'Passw0rd!x' });
    await setSex(name, sex, birthday);
  }
  await createUser(t, { username: 'rp_frozen', password: 'Passw0rd!x', status: 2 });
  plainRole = await roleWithIds(t, [], 'rp_plain_role');
  plain = (await userWithRole(t, 'rp_plain', plainRole)).token;
  await ensureTenant(t, 2000, '第二租户');
  // The second tenant's report admin (the designer's list code): previews its tenant's reports.
  const otherRole = await roleWithCodes(t, [PERM.cgreport.list], 'rp_other_admin', 2000);
  other = (await userWithRole(t, 'rp_other', otherRole, '2000')).token;
  await createUser(t, { username: 'rp_t2user', password: 'Passw0rd!x', tenants: '2000' });
  await t.db.query(
    `INSERT INTO sys_depart (id, depart_name, org_code, org_category, tenant_id) VALUES ($1, '二租户部门', 'B99', '1', 2000)`,
    [newId()],
  );
}, 60_000);
afterAll(() => t.close());

async function columns(code = 'demo_user', token = admin) {
  return get<RpColumnsResult>(`${API}/getRpColumns/${code}`, {}, token);
}
async function data(query: Record<string, string> = {}, id?: string, token = admin) {
  const head = id ?? (await columns()).body.result.cgRpConfigId;
  return get<RpDataResult<Row>>(`${API}/getData/${head}`, query, token);
}

describe('getRpColumns', () => {
  it('answers the head id, name, shown columns in order and the dictionaries by field', async () => {
    const res = await columns();
    expect(res.body).toMatchObject({ success: true, code: 200 });
    const r = res.body.result;
    expect(r.cgRpConfigName).toBe('用户选择');
    expect(r.cgRpConfigId).toMatch(/^\d+$/);
    expect(r.columns.map((c) => c.dataIndex)).toEqual([
      'username',
      'realname',
      'sex',
      'phone',
      'birthday',
      'createTime',
    ]);
    expect(r.columns.find((c) => c.dataIndex === 'sex')).toMatchObject({
      title: '性别',
      customRender: 'sex',
      sorter: 'true',
      align: 'center',
    });
    expect(r.columns.find((c) => c.dataIndex === 'phone')?.sorter).toBe('false');
    expect(r.dictOptions.sex?.map((o) => [o.value, o.text])).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
  });

  it('answers 实体不存在 for an unknown code, and for a report naming an unregistered source', async () => {
    expect((await columns('no_such_report')).body).toMatchObject({ success: false, message: '实体不存在' });
    await t.db.query(
      `INSERT INTO onl_cgreport_head (id, code, name, data_source) VALUES ($1, 'rogue', 'x', 'select * from sys_user')`,
      [newId()],
    );
    expect((await columns('rogue')).body).toMatchObject({ success: false, message: '实体不存在' });
  });

  it('needs a session, and the report menu or grant (an unknown report reads the same)', async () => {
    const anonymous = await call(t.app, 'GET', `${API}/getRpColumns/demo_user`);
    expect(anonymous.status).toBe(401);
    const refused = await columns('demo_user', plain);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
    const unknown = await columns('no_such_report', plain);
    expect(unknown.status).toBe(403);
    expect({ ...unknown.body, timestamp: 0 }).toEqual({ ...refused.body, timestamp: 0 });
    await grantReportCode(t, plainRole, 'demo_user');
    expect((await columns('demo_user', plain)).body.success).toBe(true);
    // The grant names one report: the other source report stays refused.
    expect((await columns('demo_depart', plain)).status).toBe(403);
  });
});

describe('getQueryInfo', () => {
  it('lists the searchable items: dict → list, group mode, hidden from the third item on', async () => {
    const id = (await columns()).body.result.cgRpConfigId;
    const res = await get<QueryInfoItem[]>(`${API}/getQueryInfo/${id}`);
    expect(res.body.success).toBe(true);
    expect(res.body.result).toEqual([
      { field: 'username', label: '用户账号', view: 'string', mode: 'single' },
      { field: 'realname', label: '用户姓名', view: 'string', mode: 'single' },
      { field: 'sex', label: '性别', view: 'list', mode: 'single', hidden: '1', dictCode: 'sex' },
      { field: 'phone', label: '手机号码', view: 'string', mode: 'single', hidden: '1' },
      { field: 'birthday', label: '生日', view: 'date', mode: 'group', hidden: '1' },
    ]);
  });

  it('answers 实体不存在 for an unknown id', async () => {
    const res = await get(`${API}/getQueryInfo/nope`);
    expect(res.body).toMatchObject({ success: false, message: '实体不存在' });
  });
});

describe('getData', () => {
  it('pages the rows with total, never a secret column, and the default status parameter', async () => {
    const res = await data({ pageNo: '1', pageSize: '2', username: '*rp_*' });
    expect(res.body.success).toBe(true);
    const page = res.body.result;
    // rp_frozen has status 2: the report's status parameter defaults to 1.
    expect(page.total).toBe(4);
    expect(page.records).toHaveLength(2);
    for (const r of page.records) {
      expect(Object.keys(r)).not.toContain('password');
      expect(Object.keys(r)).not.toContain('salt');
    }
    expect(JSON.stringify(page)).not.toMatch(/password|salt/);
  });

  it('filters single items, group ranges and binds self_ parameters', async () => {
    const bySex = await data({ sex: '2', username: '*rp_*' });
    expect(bySex.body.result.records.map((r) => r.username).sort()).toEqual(['rp_alice', 'rp_carol']);
    const range = await data({ birthday_begin: '1986-01-01', birthday_end: '1999-12-31' });
    expect(range.body.result.records.map((r) => r.username)).toEqual(['rp_alice']);
    const frozen = await data({ self_status: '2' });
    expect(frozen.body.result.records.map((r) => r.username)).toEqual(['rp_frozen']);
    const selfSex = await data({ self_sex: '1', username: '*rp_*' });
    expect(selfSex.body.result.records.map((r) => r.username)).toEqual(['rp_bob']);
  });

  it('sorts by column/order on sortable items only', async () => {
    const asc = await data({ column: 'birthday', order: 'asc', username: '*rp_*' });
    // NULL birthdays sort last ascending (PostgreSQL), the dated users first in order.
    const birthdays = asc.body.result.records.map((r) => r.birthday).filter((b) => b !== null);
    expect(birthdays).toEqual(['1985-06-01', '1990-01-05', '2000-12-31']);
    const desc = await data({ column: 'username', order: 'desc', username: '*rp_*' });
    expect(desc.body.result.records[0]?.username).toBe('rp_plain');
    const phone = await data({ column: 'phone', order: 'asc' });
    expect(phone.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：phone' });
  });

  it('refuses injection attempts in sort, filters and self_ parameters, changing nothing', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM sys_user');
    const sort = await data({ column: 'username;drop table sys_user', order: 'asc' });
    expect(sort.body.success).toBe(false);
    expect(sort.body.message).toMatch(/^请注意，将要排序的列字段不存在/);
    const password = await data({ column: 'password', order: 'asc' });
    expect(password.body.success).toBe(false);
    const order = await data({ column: 'username', order: 'asc; drop table sys_user' });
    expect(order.body.success).toBe(true);
    // Filter values are bound: a quote is just a character that matches nothing.
    const filter = await data({ username: "x' OR '1'='1" });
    expect(filter.body.result.total).toBe(0);
    // Not a report item: ignored like any unknown property (never a column of the SQL).
    const secret = await data({ password: 'x', salt: 'y' });
    expect(secret.body.result.total).toBeGreaterThan(0);
    const selfInject = await data({ self_status: "1' OR '1'='1" });
    expect(selfInject.body.result.total).toBe(0);
    const selfNumber = await data(
      { self_parentId: 'x' },
      (await columns('demo_depart')).body.result.cgRpConfigId,
    );
    expect(selfNumber.body.result.total).toBe(0);
    const unknown = await data({ self_password: 'x' });
    expect(unknown.body).toMatchObject({ success: false, message: '报表参数不存在：password' });
    const bad = await data({ birthday_begin: "2020-01-01'; --" });
    expect(bad.body.success).toBe(false);
    const after = await t.db.query('SELECT count(*)::int AS n FROM sys_user');
    expect(after).toEqual(before);
  });

  it('caps the page size at 1000', async () => {
    const res = await data({ pageSize: '5000' });
    expect(res.body.result).toMatchObject({ size: 1000 });
  });

  it('keeps each tenant to its own rows', async () => {
    const mine = await data({ pageSize: '100' });
    const names = mine.body.result.records.map((r) => r.username);
    expect(names).toContain('rp_alice');
    expect(names).not.toContain('rp_t2user');
    const id = (await columns('demo_user', other)).body.result.cgRpConfigId;
    const theirs = await data({ pageSize: '100' }, id, other);
    const theirNames = theirs.body.result.records.map((r) => r.username).sort();
    expect(theirNames).toEqual(['rp_other', 'rp_t2user']);
    const departs = (await columns('demo_depart', other)).body.result.cgRpConfigId;
    const d = await data({}, departs, other);
    expect(d.body.result.records.map((r) => r.orgCode)).toEqual(['B99']);
    const d1 = await data({ pageSize: '100' }, departs);
    expect(d1.body.result.records.map((r) => r.orgCode)).not.toContain('B99');
    expect(d1.body.result.records.map((r) => r.orgCode)).toContain('A01');
  });

  it('hides a tenant report from other tenants (实体不存在)', async () => {
    const id = newId();
    await t.db.query(
      `INSERT INTO onl_cgreport_head (id, code, name, data_source, tenant_id) VALUES ($1, 't2_users', '二', 'demo_user', 2000)`,
      [id],
    );
    expect((await columns('t2_users')).body).toMatchObject({ success: false, message: '实体不存在' });
    expect((await data({}, id)).body).toMatchObject({ success: false, message: '实体不存在' });
    expect((await columns('t2_users', other)).body.success).toBe(true);
  });

  it('ignores items naming fields outside the source', async () => {
    const id = newId();
    await t.db.query(
      `INSERT INTO onl_cgreport_head (id, code, name, data_source) VALUES ($1, 'sneaky', 's', 'demo_user')`,
      [id],
    );
    await t.db.query(
      `INSERT INTO onl_cgreport_item (id, cgrhead_id, field_name, field_txt, is_show, is_search, is_order)
       VALUES ($1, $2, 'password', '密码', 1, 1, 1), ($3, $2, 'username', '账号', 1, 1, 1)`,
      [newId(), id, newId()],
    );
    const res = await columns('sneaky');
    expect(res.body.result.columns.map((c) => c.dataIndex)).toEqual(['username']);
    const rows = await data({ password: 'x', column: 'password', order: 'asc' }, id);
    expect(rows.body.success).toBe(false);
  });

  it('resolves table dictionaries of items only through the registry, in the caller tenant', async () => {
    const id = newId();
    await t.db.query(
      `INSERT INTO onl_cgreport_head (id, code, name, data_source) VALUES ($1, 'dep_dict', 'd', 'demo_depart')`,
      [id],
    );
    await t.db.query(
      `INSERT INTO onl_cgreport_item (id, cgrhead_id, field_name, field_txt, is_show, dict_code)
       VALUES ($1, $2, 'parentId', '上级', 1, 'sys_depart,depart_name,id')`,
      [newId(), id],
    );
    const mine = (await columns('dep_dict')).body.result.dictOptions.parentId?.map((o) => o.text) ?? [];
    expect(mine).toContain('国网某省电力公司');
    expect(mine).not.toContain('二租户部门');
    const theirs = (await columns('dep_dict', other)).body.result.dictOptions.parentId?.map((o) => o.text);
    expect(theirs).toEqual(['二租户部门']);
    await t.db.query(
      `UPDATE onl_cgreport_item SET dict_code = 'sys_user,password,id' WHERE cgrhead_id = $1`,
      [id],
    );
    const refused = await columns('dep_dict');
    expect(refused.body).toMatchObject({
      success: false,
      message: '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!',
    });
  });
});
