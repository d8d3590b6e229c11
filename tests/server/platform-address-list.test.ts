import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { ADDRESS_LIST_URL } from '../../src/shared/domain/resources/address-list';
import { call, createUser, login } from './support/helpers';
import { ensureTenant, roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 通讯录: tenant-scoped, live and enabled users only, department subtree filter, contact fields only. */

let t: TestApp;
let admin: string;
let viewer: { id: string; token: string };

interface Entry extends Record<string, unknown> {
  realname: string;
  workNo: string | null;
  departNames: string | null;
  postNames: string | null;
  phone: string | null;
  email: string | null;
  telephone: string | null;
}

async function person(
  username: string,
  fields: { realname: string; workNo?: string; phone?: string; email?: string; post?: string },
  opts: { departCodes?: string[]; status?: number; delFlag?: number; tenants?: string } = {},
) {
  const id = await createUser(t, {
    username,
    password: 'Person@2025x',
    status: opts.status,
    departCodes: opts.departCodes,
    tenants: opts.tenants,
  });
  await t.db.query(
    `UPDATE sys_user SET realname = $2, work_no = $3, phone = $4, email = $5, post = $6, telephone = '0571-8888888',
       del_flag = $7 WHERE id = $1`,
    [
      id,
      fields.realname,
      fields.workNo ?? null,
      fields.phone ?? null,
      fields.email ?? null,
      fields.post ?? null,
      opts.delFlag ?? 0,
    ],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  await ensureTenant(t, 2000);
  viewer = await signedInUser(t, 'addrviewer', {
    roleId: await roleWith(t, 'addr_viewers', [PERM.addressList.list]),
  });
  await t.db.query(
    `INSERT INTO sys_position (id, code, name, tenant_id) VALUES ('addrpos1', 'dispatcher', '调度员', 1000)`,
  );
  await person(
    'zhang',
    { realname: '张营销', workNo: 'W001', phone: '13900000001', email: 'zhang@example.com' },
    {
      departCodes: ['A01A01'],
    },
  );
  await person(
    'li',
    { realname: '李调度', workNo: 'W002', phone: '13900000002', post: 'dispatcher' },
    {
      departCodes: ['A01A02'],
    },
  );
  await person('frozen', { realname: '冻结者', workNo: 'W003' }, { departCodes: ['A01A01'], status: 2 });
  await person('gone', { realname: '已删除', workNo: 'W004' }, { departCodes: ['A01A01'], delFlag: 1 });
  await person('outsider', { realname: '外租户', workNo: 'W005' }, { tenants: '2000' });
});
afterAll(() => t.close());

async function list(query: Record<string, string> = {}, token = viewer.token) {
  return call<{ records: Entry[]; total: number }>(t.app, 'GET', ADDRESS_LIST_URL, {
    token,
    query: { pageSize: '100', ...query },
  });
}

describe('address list', () => {
  it('lists live, enabled users of the tenant with contact fields only', async () => {
    const res = await list();
    expect(res.body.success).toBe(true);
    const names = res.body.result.records.map((r) => r.realname);
    expect(names).toEqual(expect.arrayContaining(['张营销', '李调度']));
    for (const hidden of ['冻结者', '已删除', '外租户']) expect(names).not.toContain(hidden);
    const li = res.body.result.records.find((r) => r.realname === '李调度')!;
    expect(li).toMatchObject({
      workNo: 'W002',
      phone: '13900000002',
      departNames: '调度控制中心',
      postNames: '调度员',
      telephone: '0571-8888888',
    });
    for (const record of res.body.result.records) {
      expect(Object.keys(record).sort()).toEqual(
        [
          'departNames',
          'email',
          'id',
          'phone',
          'post',
          'postNames',
          'realname',
          'telephone',
          'workNo',
        ].sort(),
      );
    }
  });

  it('filters by department subtree, realname and work number, and pages', async () => {
    const marketing = await list({ orgCode: 'A01A01' });
    const inMarketing = marketing.body.result.records.map((r) => r.realname);
    expect(inMarketing).toContain('张营销');
    expect(inMarketing).not.toContain('李调度');
    const company = await list({ orgCode: 'A01' });
    expect(company.body.result.records.map((r) => r.realname)).toEqual(
      expect.arrayContaining(['张营销', '李调度']),
    );
    expect((await list({ realname: '*调度*' })).body.result.records.map((r) => r.realname)).toEqual([
      '李调度',
    ]);
    expect((await list({ workNo: 'W001' })).body.result.records.map((r) => r.realname)).toEqual(['张营销']);
    const paged = await list({ pageSize: '1', pageNo: '1', column: 'realname', order: 'asc' });
    expect(paged.body.result.records).toHaveLength(1);
    expect(paged.body.result.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a malformed orgCode and unknown filters with a Chinese message', async () => {
    const bad = await list({ orgCode: "A01%' OR 1=1" });
    expect(bad.body).toMatchObject({ success: false, message: '部门编码格式不正确' });
    const secret = await list({ password: 'x' });
    expect(secret.body.success).toBe(true);
    expect(secret.body.result.records.some((r) => 'password' in r)).toBe(false);
  });

  it('needs the address-list permission', async () => {
    const plain = await signedInUser(t, 'addrplain');
    expect((await list({}, plain.token)).body.code).toBe(510);
    expect((await list({}, admin)).body.success).toBe(true);
  });
});
