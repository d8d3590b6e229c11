import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../server/db/seed/ids';
import { call } from './support/helpers';
import { createUser } from './support/helpers';
import { ADMIN_PATHS } from '../../src/shared/domain/routes/admin-paths';
import {
  ensureTenant,
  grantMenuWithRule,
  PASSWORD,
  roleWith,
  signedInUser,
} from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { PERM } from '../../src/shared/domain/permission/codes';
import { CONTACT_MESSAGES } from '../../server/modules/access/contact-fields';

/** The user pickers (spec 001 §2/§7): any signed-in user, tenant-scoped, picker fields only. */

let t: TestApp;
let plain: string; // a signed-in user of tenant 1000 without any permission
let other: string; // a signed-in user of tenant 2000
let userAdmin: string; // holds the user list code: may read phone and birthday

interface PickerJson {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  birthday: string | null;
  sex: number | null;
  sex_dictText: string | null;
  orgCodeTxt: string | null;
  [key: string]: unknown;
}
interface PageJson<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

const SECRET_OR_PRIVATE = ['password', 'salt', 'email', 'status', 'relTenantIds', 'departIds', 'clientId'];
/** Contact fields: only user administrators (the user list code) read them in a picker. */
const CONTACTS = ['phone', 'birthday', 'telephone'];

/** pk_* users in tenant 1000 with distinct creation times (pk_a oldest … pk_e newest). */
const PEOPLE: Array<[string, string, 1 | 2, string, string[]]> = [
  ['pk_a', '13900000001', 1, '1990-01-15', ['A01A01']],
  ['pk_b', '13900000002', 2, '1991-02-20', ['A01A02']],
  ['pk_c', '13900000003', 1, '1992-03-25', ['A02']],
  ['pk_d', '13900000004', 2, '1990-01-15', []],
  ['pk_e', '13900000005', 1, '1985-12-01', ['A01A01']],
];

async function picker(query: Record<string, string>, token = plain) {
  return call<PageJson<PickerJson>>(t.app, 'GET', '/sys/user/queryUserComponentData', { token, query });
}

beforeAll(async () => {
  t = await createTestApp();
  await ensureTenant(t, 2000);
  for (const [i, [username, phone, sex, birthday, departs]] of PEOPLE.entries()) {
    const id = await createUser(t, { username, password: PASSWORD, phone, departCodes: departs });
    await t.db.query(
      `UPDATE sys_user SET sex = $2, birthday = $3::date, email = $4,
         create_time = TIMESTAMPTZ '2024-01-01 00:00:00+00' + ($5 || ' minutes')::interval WHERE id = $1`,
      [id, sex, birthday, `${username}@example.com`, String(i)],
    );
  }
  await createUser(t, { username: 'pk_frozen', password: PASSWORD, status: 2 });
  await createUser(t, { username: 'pk_foreign', password: PASSWORD, tenants: '2000' });
  plain = (await signedInUser(t, 'pk_viewer')).token;
  other = (await signedInUser(t, 'pk_other', { tenants: '2000' })).token;
  const listRole = await roleWith(t, 'pk_user_lister', [PERM.user.list]);
  userAdmin = (await signedInUser(t, 'pk_useradmin', { roleId: listRole })).token;
  // The viewer is the newest user: keep the pk_* order above stable for the sort assertions.
  await t.db.query(
    "UPDATE sys_user SET create_time = TIMESTAMPTZ '2023-01-01 00:00:00+00' WHERE username IN ('pk_viewer', 'pk_useradmin')",
  );
  // Eight scrypt hashes and three sign-ins: generous on a shared two-core machine.
}, 180_000);
afterAll(() => t.close());

describe('GET /sys/user/queryUserComponentData', () => {
  it('answers one page of active users of the tenant with picker fields only, newest first', async () => {
    const res = await picker({ username: 'pk_', pageNo: '1', pageSize: '10' });
    expect(res.body).toMatchObject({ success: true, code: 200 });
    const names = res.body.result.records.map((u) => u.username);
    // Frozen and other-tenant users are never offered; createTime descending by default.
    expect(names.slice(0, 5)).toEqual(['pk_e', 'pk_d', 'pk_c', 'pk_b', 'pk_a']);
    expect(names.slice(5).sort()).toEqual(['pk_useradmin', 'pk_viewer']);
    expect(res.body.result.total).toBe(7);
    const e = res.body.result.records[0]!;
    expect(e).toMatchObject({
      username: 'pk_e',
      realname: 'pk_e姓名',
      sex: 1,
      sex_dictText: '男',
      orgCodeTxt: '营销部',
    });
    for (const record of res.body.result.records)
      for (const key of [...SECRET_OR_PRIVATE, ...CONTACTS]) expect(record, key).not.toHaveProperty(key);
    // A user administrator reads the phone and birthday (as on 用户管理), still no secrets.
    const admin = await picker({ username: 'pk_e' }, userAdmin);
    expect(admin.body.result.records[0]).toMatchObject({ phone: '13900000005', birthday: '1985-12-01' });
    for (const key of SECRET_OR_PRIVATE) expect(admin.body.result.records[0], key).not.toHaveProperty(key);
  });

  it('refuses to search or sort by phone or birthday for anyone but a user administrator', async () => {
    const queries: Array<Record<string, string>> = [
      { birthday: '1990-01-15' },
      { birthday_begin: '1990-01-01' },
      { birthday_end: '1991-12-31' },
      { column: 'phone', order: 'asc' },
      { column: 'birthday', order: 'desc' },
    ];
    for (const query of queries) {
      const res = await picker(query);
      expect(res.body, JSON.stringify(query)).toMatchObject({
        success: false,
        message: CONTACT_MESSAGES.notAllowed,
      });
    }
  });

  it('pages with pageNo/pageSize and sorts by an allowlisted column only', async () => {
    const second = await picker({ username: 'pk_', pageNo: '2', pageSize: '2' });
    expect(second.body.result).toMatchObject({ current: 2, size: 2, total: 7 });
    expect(second.body.result.records.map((u) => u.username)).toEqual(['pk_c', 'pk_b']);

    const asc = await picker({ username: 'pk_', column: 'username', order: 'asc', pageSize: '3' });
    expect(asc.body.result.records.map((u) => u.username)).toEqual(['pk_a', 'pk_b', 'pk_c']);
    const byBirthday = await picker({ sex: '1', column: 'birthday', order: 'desc' }, userAdmin);
    expect(byBirthday.body.result.records.map((u) => u.username)).toEqual(['pk_c', 'pk_a', 'pk_e']);

    for (const column of ['password', 'salt', 'email', 'status', 'u.id; drop table sys_user']) {
      // As a user administrator: the sort allowlist answers, not the contact-field refusal.
      const bad = await picker({ column, order: 'asc' }, userAdmin);
      expect(bad.body.success, column).toBe(false);
      expect(bad.body.message).toContain('请注意，将要排序的列字段不存在');
    }
  });

  it('filters by sex, birthday (day or range), realname and department with its sub-departments', async () => {
    const women = await picker({ username: 'pk_', sex: '2' });
    expect(women.body.result.records.map((u) => u.username).sort()).toEqual(['pk_b', 'pk_d']);
    const day = await picker({ birthday: '1990-01-15' }, userAdmin);
    expect(day.body.result.records.map((u) => u.username).sort()).toEqual(['pk_a', 'pk_d']);
    const range = await picker({ birthday_begin: '1990-01-01', birthday_end: '1991-12-31' }, userAdmin);
    expect(range.body.result.records.map((u) => u.username).sort()).toEqual(['pk_a', 'pk_b', 'pk_d']);
    const dep = await picker({ departId: SEED.depart.A01, username: 'pk_' });
    expect(dep.body.result.records.map((u) => u.username).sort()).toEqual(['pk_a', 'pk_b', 'pk_e']);
    const byName = await picker({ realname: 'pk_c姓' });
    expect(byName.body.result.records.map((u) => u.username)).toEqual(['pk_c']);
  });

  it('refuses bad filter values with a Chinese message', async () => {
    expect((await picker({ sex: '3' })).body).toMatchObject({ success: false, message: '性别参数不正确' });
    for (const birthday of ['1990-02-30', '90-01-01', "1990-01-01' OR 1=1"]) {
      const res = await picker({ birthday }, userAdmin);
      expect(res.body.success, birthday).toBe(false);
    }
    const bad = await picker({ birthday: '1990-02-30' }, userAdmin);
    expect(bad.body.message).toBe('生日格式不正确，应为 YYYY-MM-DD');
  });

  it('narrows the answer to the fields named in `field`', async () => {
    const res = await picker({ username: 'pk_a', field: 'id,,username,sex,password,salt' });
    expect(Object.keys(res.body.result.records[0]!).sort()).toEqual([
      'id',
      'sex',
      'sex_dictText',
      'username',
    ]);
  });

  it('keeps tenants apart, also through a department id of another tenant', async () => {
    const foreign = await picker({ username: 'pk_' }, other);
    expect(foreign.body.result.records.map((u) => u.username).sort()).toEqual(['pk_foreign', 'pk_other']);
    const dep = await picker({ departId: SEED.depart.A01 }, other);
    expect(dep.body).toMatchObject({ success: false, message: '部门不存在或不属于当前租户' });
  });

  it('ignores keys it does not know (the client adds _t), never treating them as filters', async () => {
    const res = await picker({ username: 'pk_a', _t: '1700000000', password: 'x', 'u.id': 'y' });
    expect(res.body.result.records.map((u) => u.username)).toEqual(['pk_a']);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'GET', '/sys/user/queryUserComponentData', {});
    expect(res.status).toBe(401);
  });
});

describe('data rules of the user menu', () => {
  it('restrict the pickers as they restrict the user admin list (here: only women)', async () => {
    const role = await roleWith(t, 'pk_women_only', []);
    await grantMenuWithRule(t, role, ADMIN_PATHS.user, { column: 'sex', condition: '=', value: '2' });
    const limited = (await signedInUser(t, 'pk_limited', { roleId: role })).token;
    const page = await picker({ username: 'pk_' }, limited);
    expect(page.body.result.records.map((u) => u.username).sort()).toEqual(['pk_b', 'pk_d']);
    const multi = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/user/getMultiUser',
      headers: { 'x-access-token': limited },
      query: { username: 'pk_a,pk_b,' },
    });
    expect((multi.json() as PickerJson[]).map((u) => u.username)).toEqual(['pk_b']);
  });
});

describe('GET /sys/user/getMultiUser', () => {
  async function multi(query: Record<string, string>, token = plain) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/user/getMultiUser',
      headers: { 'x-access-token': token },
      query,
    });
    return { status: res.statusCode, body: res.json() as unknown };
  }

  it('answers a bare array in the order of the stored value (trailing comma allowed)', async () => {
    const res = await multi({ username: 'pk_c,pk_a,pk_e,' });
    expect(Array.isArray(res.body)).toBe(true);
    const users = res.body as PickerJson[];
    expect(users.map((u) => u.username)).toEqual(['pk_c', 'pk_a', 'pk_e']);
    expect(users[0]).toMatchObject({ realname: 'pk_c姓名', sex_dictText: '男' });
    for (const u of users)
      for (const key of [...SECRET_OR_PRIVATE, ...CONTACTS]) expect(u, key).not.toHaveProperty(key);
  });

  it('looks up by phone for user administrators only (a reverse lookup reveals whose number it is)', async () => {
    expect(await multi({ phone: '13900000003' })).toMatchObject({
      body: { success: false, message: CONTACT_MESSAGES.notAllowed },
    });
    const res = await multi({ phone: '13900000003' }, userAdmin);
    expect(res.body).toMatchObject([{ username: 'pk_c', phone: '13900000003' }]);
  });

  it('looks up by another store field (id) and skips foreign, frozen and unknown values', async () => {
    const ids = await t.db.query<{ id: string; username: string }>(
      "SELECT id, username FROM sys_user WHERE username IN ('pk_b', 'pk_foreign', 'pk_frozen') ORDER BY username DESC",
    );
    const res = await multi({ id: `${ids.map((r) => r.id).join(',')},nope,` });
    expect((res.body as PickerJson[]).map((u) => u.username)).toEqual(['pk_b']);
    const fromOther = await multi({ username: 'pk_a,pk_foreign,' }, other);
    expect((fromOther.body as PickerJson[]).map((u) => u.username)).toEqual(['pk_foreign']);
  });

  it('needs exactly one store field, and a session', async () => {
    expect(await multi({})).toMatchObject({ body: { success: false, message: '请指定要查询的用户字段' } });
    expect(await multi({ username: 'pk_a', id: 'x' })).toMatchObject({ body: { success: false } });
    expect((await multi({ username: 'pk_a' }, '')).status).toBe(401);
  });
});

describe('GET /sys/user/queryUserByDepId', () => {
  it('lists the department users for any signed-in user, picker fields only', async () => {
    const res = await call<PickerJson[]>(t.app, 'GET', '/sys/user/queryUserByDepId', {
      token: plain,
      query: { id: SEED.depart.A01A01 },
    });
    expect(res.body.success).toBe(true);
    expect(res.body.result.map((u) => u.username).sort()).toEqual(['admin', 'pk_a', 'pk_e']);
    for (const u of res.body.result)
      for (const key of [...SECRET_OR_PRIVATE, ...CONTACTS]) expect(u).not.toHaveProperty(key);
    const foreign = await call(t.app, 'GET', '/sys/user/queryUserByDepId', {
      token: other,
      query: { id: SEED.depart.A01A01 },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '部门不存在或不属于当前租户' });
  });
});

describe('role and position pickers for a user without admin rights', () => {
  it('/sys/role/queryall answers the roles of the tenant (and platform roles) to a plain user', async () => {
    const res = await call<Array<{ id: string; roleCode: string; roleName: string }>>(
      t.app,
      'GET',
      '/sys/role/queryall',
      { token: plain },
    );
    expect(res.body.success).toBe(true);
    const codes = res.body.result.map((r) => r.roleCode);
    expect(codes).toEqual(expect.arrayContaining(['grid_staff', 'plant_user']));
    expect(res.body.result[0]).toHaveProperty('id');
    const foreign = await call<Array<{ roleCode: string }>>(t.app, 'GET', '/sys/role/queryall', {
      token: other,
    });
    const foreignCodes = foreign.body.success ? foreign.body.result.map((r) => r.roleCode) : [];
    expect(foreignCodes).not.toContain('grid_staff');
  });

  it('/sys/position/list is searched by name (*x*) and looked up by a trailing-comma code list', async () => {
    await t.db.query(
      `INSERT INTO sys_position (id, code, name, post_rank, tenant_id) VALUES
         ('pp1', 'pk_engineer', '工程师', 'P5', 1000), ('pp2', 'pk_lead', '班组长', 'P6', 1000),
         ('pp3', 'pk_other', '工程师', 'P5', 2000)`,
    );
    const byName = await call<PageJson<{ code: string; postRank: string }>>(
      t.app,
      'GET',
      '/sys/position/list',
      {
        token: plain,
        query: { name: '*工程*', pageNo: '1', pageSize: '10' },
      },
    );
    expect(byName.body.result.records.map((p) => p.code)).toEqual(['pk_engineer']);
    const byCodes = await call<PageJson<{ code: string }>>(t.app, 'GET', '/sys/position/list', {
      token: plain,
      query: { code: 'pk_lead,pk_engineer,pk_other,', pageNo: '1', pageSize: '3' },
    });
    expect(byCodes.body.result.records.map((p) => p.code).sort()).toEqual(['pk_engineer', 'pk_lead']);
  });
});
