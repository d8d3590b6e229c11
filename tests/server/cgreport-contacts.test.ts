import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RpColumnsResult, RpDataResult } from '../../src/shared/domain/widgets/popup-report/wire';
import { PERM } from '../../src/shared/domain/permission/codes';
import { call, createUser, login } from './support/helpers';
import { roleWithCodes, roleWithIds, userWithRole } from './support/identity-admin';
import { grantReportCode } from './support/report-grants';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The reviewed "users" report source (用户选择) gives phone, e-mail and birthday only to holders of
 * the user list code, like the pickers (server/modules/access/contact-fields.ts).
 */
let t: TestApp;
let admin = '';
let reader = '';
let userAdmin = '';
let reportId = '';
const API = '/online/cgreport/api';
type Row = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  await createUser(t, { username: 'ct_target', password: 'Passw0rd!x', phone: '13722220001' });
  await t.db.query(
    "UPDATE sys_user SET email = 'ct@example.com', birthday = '1991-03-04' WHERE username = $1",
    ['ct_target'],
  );
  const readerRole = await roleWithIds(t, [], 'ct_reader_role');
  await grantReportCode(t, readerRole, 'demo_user');
  reader = (await userWithRole(t, 'ct_reader', readerRole)).token;
  const userAdminRole = await roleWithCodes(t, [PERM.user.list], 'ct_user_admin_role');
  await grantReportCode(t, userAdminRole, 'demo_user');
  userAdmin = (await userWithRole(t, 'ct_useradmin', userAdminRole)).token;
  const cols = await call<RpColumnsResult>(t.app, 'GET', `${API}/getRpColumns/demo_user`, { token: admin });
  reportId = cols.body.result.cgRpConfigId;
}, 60_000);
afterAll(() => t.close());

async function target(token: string, query: Record<string, string> = {}) {
  const res = await call<RpDataResult<Row>>(t.app, 'GET', `${API}/getData/${reportId}`, {
    token,
    query: { username: 'ct_target', ...query },
  });
  return res.body;
}

const CONTACTS = { phone: '13722220001', email: 'ct@example.com', birthday: '1991-03-04' };
const BLANK = { phone: null, email: null, birthday: null };

describe('users report source: contact fields', () => {
  it('gives phone, e-mail and birthday to the super admin and to user admins', async () => {
    for (const token of [admin, userAdmin]) {
      const body = await target(token);
      expect(body.success).toBe(true);
      expect(body.result.records).toEqual([expect.objectContaining({ username: 'ct_target', ...CONTACTS })]);
    }
  });

  it('blanks them for a reader without the user list code, in getData and getColumnsAndData', async () => {
    const body = await target(reader);
    expect(body.success).toBe(true);
    expect(body.result.records).toEqual([expect.objectContaining({ username: 'ct_target', ...BLANK })]);
    const both = await call<{ data: RpDataResult<Row> }>(
      t.app,
      'GET',
      `${API}/getColumnsAndData/${reportId}`,
      { token: reader, query: { username: 'ct_target' } },
    );
    expect(both.body.result.data.records).toEqual([
      expect.objectContaining({ username: 'ct_target', ...BLANK }),
    ]);
    expect(JSON.stringify(both.body)).not.toContain('13722220001');
  });

  it('refuses to filter or sort on them for that reader (it would reveal them)', async () => {
    const queries: Record<string, string>[] = [
      { phone: '13722220001' },
      { birthday_begin: '1991-01-01', birthday_end: '1991-12-31' },
      { column: 'birthday', order: 'asc' },
    ];
    for (const query of queries) {
      expect(await target(reader, query), JSON.stringify(query)).toMatchObject({
        success: false,
        message: '只有用户管理员可以按手机号或生日查找用户',
      });
      expect((await target(userAdmin, query)).success, JSON.stringify(query)).toBe(true);
    }
  });
});
