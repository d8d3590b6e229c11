import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantUser, demoPlantId } from '../server/support/business';
import { call, login } from '../server/support/helpers';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { MASS_FIELDS, storedMarkers } from './support/attack-mass';

/**
 * Mass assignment in depth (issue 10, attack corpus): for users, roles, tenants and invoices the
 * row a request with forbidden extra fields stores must equal the row the clean request stores.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

async function rowWhere(
  table: 'sys_user' | 'sys_role' | 'sys_tenant' | 'biz_invoice',
  column: string,
  value: unknown,
): Promise<Row> {
  // Table and column names come from this file only.
  const rows = await t.db.query<Row>(`SELECT * FROM ${table} WHERE ${column} = $1`, [value]);
  if (!rows[0]) throw new Error(`no ${table} row with ${column} = ${String(value)}`);
  return rows[0];
}

/** The row without the columns that differ between any two requests (keys, clocks, secrets). */
function comparable(row: Row, drop: string[]): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (!drop.includes(k)) out[k] = v;
  return out;
}

const CLOCKS = ['id', 'create_time', 'update_time'];

describe('mass assignment in depth', () => {
  it('users: add and edit ignore id, tenant, audit, flags, salt and (on edit) password', async () => {
    const clean = { realname: '清白用户', phone: '13900000001', email: 'c@example.com' };
    const { password: _p, ...addExtras } = MASS_FIELDS;
    const a = await call(t.app, 'POST', '/sys/user/add', {
      token: admin,
      body: { ...clean, username: 'ma_clean', password: 'Clean@2025x' },
    });
    expect(a.body.success, a.body.message).toBe(true);
    const b = await call(t.app, 'POST', '/sys/user/add', {
      token: admin,
      body: {
        ...addExtras,
        ...clean,
        phone: '13900000002',
        email: 'd@example.com',
        username: 'ma_dirty',
        password: 'Clean@2025x',
      },
    });
    const drop = [...CLOCKS, 'username', 'password', 'salt', 'phone', 'email'];
    // Accepted (the extras are ignored), so the rows can be compared.
    expect(b.body.success, b.body.message).toBe(true);
    {
      const cleanRow = comparable(await rowWhere('sys_user', 'username', 'ma_clean'), drop);
      const dirtyRow = comparable(await rowWhere('sys_user', 'username', 'ma_dirty'), drop);
      expect(dirtyRow).toEqual(cleanRow);
    }

    // Edit: the password, salt and everything else forbidden stay as they were.
    const target = await rowWhere('sys_user', 'username', 'ma_clean');
    await call(t.app, 'PUT', '/sys/user/edit', { token: admin, body: { id: target.id, realname: '改名一' } });
    const afterClean = await rowWhere('sys_user', 'username', 'ma_clean');
    const e = await call(t.app, 'PUT', '/sys/user/edit', {
      token: admin,
      body: { ...MASS_FIELDS, id: target.id, realname: '改名一' },
    });
    expect(e.status).toBeLessThan(500);
    const afterDirty = await rowWhere('sys_user', 'username', 'ma_clean');
    expect(comparable(afterDirty, ['update_time'])).toEqual(comparable(afterClean, ['update_time']));
    expect(afterDirty.password).toBe(target.password);
    expect(afterDirty.salt).toBe(target.salt);
    await expect(login(t.app, 'ma_clean', 'Clean@2025x')).resolves.toBeTruthy();
    // Nor does an edit naming another row's id through a second id field reach that row.
    const admRow = await rowWhere('sys_user', 'username', 'admin');
    await call(t.app, 'PUT', '/sys/user/edit', {
      token: admin,
      body: { id: target.id, userId: admRow.id, user_id: admRow.id, realname: '改名二' },
    });
    expect((await rowWhere('sys_user', 'username', 'admin')).realname).toBe(admRow.realname);
  });

  it('roles: add and edit ignore id, tenant, audit columns and flags', async () => {
    const a = await call(t.app, 'POST', '/sys/role/add', {
      token: admin,
      body: { roleName: '清白角色', roleCode: 'ma_role_clean', description: '说明' },
    });
    expect(a.body.success, a.body.message).toBe(true);
    const b = await call(t.app, 'POST', '/sys/role/add', {
      token: admin,
      body: { ...MASS_FIELDS, roleName: '清白角色二', roleCode: 'ma_role_dirty', description: '说明' },
    });
    expect(b.status).toBeLessThan(500);
    const drop = [...CLOCKS, 'role_code', 'role_name'];
    expect(b.body.success, b.body.message).toBe(true);
    expect(comparable(await rowWhere('sys_role', 'role_code', 'ma_role_dirty'), drop)).toEqual(
      comparable(await rowWhere('sys_role', 'role_code', 'ma_role_clean'), drop),
    );
    const role = await rowWhere('sys_role', 'role_code', 'ma_role_clean');
    await call(t.app, 'PUT', '/sys/role/edit', {
      token: admin,
      body: { id: role.id, roleName: '改角色', roleCode: 'ma_role_clean' },
    });
    const afterClean = await rowWhere('sys_role', 'role_code', 'ma_role_clean');
    await call(t.app, 'PUT', '/sys/role/edit', {
      token: admin,
      body: { ...MASS_FIELDS, id: role.id, roleName: '改角色', roleCode: 'ma_role_clean' },
    });
    const afterDirty = await rowWhere('sys_role', 'role_code', 'ma_role_clean');
    expect(comparable(afterDirty, ['update_time', 'update_by'])).toEqual(
      comparable(afterClean, ['update_time', 'update_by']),
    );
  });

  it('tenants: an edit ignores audit columns, flags and a second id', async () => {
    const before = await rowWhere('sys_tenant', 'id', 1000);
    await call(t.app, 'PUT', '/sys/tenant/edit', {
      token: admin,
      body: { id: 1000, name: String(before.name) },
    });
    const afterClean = await rowWhere('sys_tenant', 'id', 1000);
    const res = await call(t.app, 'PUT', '/sys/tenant/edit', {
      token: admin,
      body: { ...MASS_FIELDS, id: 1000, tenantId: 7777, name: String(before.name) },
    });
    expect(res.status).toBeLessThan(500);
    const afterDirty = await rowWhere('sys_tenant', 'id', 1000);
    expect(comparable(afterDirty, ['update_time', 'update_by'])).toEqual(
      comparable(afterClean, ['update_time', 'update_by']),
    );
    expect(await t.db.query('SELECT id FROM sys_tenant WHERE id = 7777')).toEqual([]);
  });

  it('invoices: a plant user cannot file for another plant, nor set status, audit or tenant columns', async () => {
    const p1 = await plantUser(t, 'ma_plant1', 1);
    const base = (n: string, extra: Record<string, unknown> = {}) => ({
      plantId: demoPlantId(1),
      invoiceType: 'special',
      invoiceCode: '3200231130',
      invoiceNumber: n,
      invoiceDate: '2025-01-15',
      amount: '100.00',
      taxRate: '13',
      taxAmount: '13.00',
      totalAmount: '113.00',
      buyerName: '国网某某省电力有限公司',
      ...extra,
    });
    const a = await call(t.app, 'POST', '/cwxt/invoice/add', { token: p1.token, body: base('98800001') });
    expect(a.body.success, a.body.message).toBe(true);
    const b = await call(t.app, 'POST', '/cwxt/invoice/add', {
      token: p1.token,
      body: {
        ...MASS_FIELDS,
        ...base('98800002'),
        status: 'approved',
        auditStatus: 'approved',
        verifyStatus: '1',
      },
    });
    expect(b.status).toBeLessThan(500);
    const drop = [...CLOCKS, 'invoice_number'];
    expect(b.body.success, b.body.message).toBe(true);
    expect(comparable(await rowWhere('biz_invoice', 'invoice_number', '98800002'), drop)).toEqual(
      comparable(await rowWhere('biz_invoice', 'invoice_number', '98800001'), drop),
    );
    // Another plant's id in the body: refused, or filed for the user's own plant only.
    const c = await call(t.app, 'POST', '/cwxt/invoice/add', {
      token: p1.token,
      body: base('98800003', { plantId: demoPlantId(2) }),
    });
    expect(c.status).toBeLessThan(500);
    const foreign = await t.db.query<{ plant_id: string }>(
      'SELECT plant_id FROM biz_invoice WHERE invoice_number = $1',
      ['98800003'],
    );
    for (const r of foreign) expect(r.plant_id).toBe(demoPlantId(1));
  });

  it('leaves no forbidden value anywhere', async () => {
    expect(await storedMarkers(t.db)).toEqual([]);
  });
});
