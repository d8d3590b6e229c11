import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { SEED } from '../../server/db/seed/ids';
import { CONTACT_MESSAGES } from '../../server/modules/access/contact-fields';
import { call, createUser, login } from '../server/support/helpers';
import { assignRole, PASSWORD, roleWith } from '../server/support/identity-fixtures';
import { createTestApp, type TestApp } from '../server/support/test-app';

/**
 * Least data about people in the user lists of a role and a department: a holder of the link
 * codes (system:role:users, system:depart:users) without the user list code reads who is there,
 * not their phone, e-mail, office phone or birthday, and cannot search by them either.
 */

let t: TestApp;
let linker: string; // role and department links, no user list
let lister: string; // the same plus system:user:list
let roleId: string;

interface UserJson {
  username: string;
  phone: string | null;
  email: string | null;
  telephone: string | null;
  birthday: string | null;
  realname: string | null;
}
interface Page {
  records: UserJson[];
}

beforeAll(async () => {
  t = await createTestApp();
  const links = [PERM.role.users, PERM.depart.users];
  const linkRole = await roleWith(t, 'cf_linker', links);
  const listRole = await roleWith(t, 'cf_lister', [...links, PERM.user.list]);
  roleId = await roleWith(t, 'cf_members', []);
  const member = await createUser(t, {
    username: 'cf_member',
    password: PASSWORD,
    phone: '13700000001',
    departCodes: ['A01A01'],
  });
  await t.db.query(
    "UPDATE sys_user SET email = 'cf@example.com', telephone = '010-1234', birthday = '1990-05-06' WHERE id = $1",
    [member],
  );
  await assignRole(t, member, roleId);
  for (const [name, role] of [
    ['cf_linker', linkRole],
    ['cf_lister', listRole],
  ] as const) {
    const id = await createUser(t, { username: name, password: PASSWORD });
    await assignRole(t, id, role);
  }
  linker = await login(t.app, 'cf_linker', PASSWORD);
  lister = await login(t.app, 'cf_lister', PASSWORD);
}, 180_000);
afterAll(() => t?.close());

const LISTS = [
  { path: '/sys/user/userRoleList', query: () => ({ roleId }), page: true },
  { path: '/sys/user/departUserList', query: () => ({ depId: SEED.depart.A01A01 }), page: true },
  { path: '/sys/sysDepart/getUsersByDepartId', query: () => ({ id: SEED.depart.A01A01 }), page: false },
];

async function member(path: string, query: Record<string, string>, token: string, page: boolean) {
  const res = await call<Page | UserJson[]>(t.app, 'GET', path, { token, query });
  expect(res.body.success, `${path} ${res.body.message}`).toBe(true);
  const rows = page ? (res.body.result as Page).records : (res.body.result as UserJson[]);
  return rows.find((u) => u.username === 'cf_member');
}

describe('contact fields in the role and department user lists', () => {
  it('are blank for a holder of the link codes alone, present for a user administrator', async () => {
    for (const l of LISTS) {
      const hidden = await member(l.path, l.query(), linker, l.page);
      expect(hidden, l.path).toMatchObject({
        realname: 'cf_member姓名',
        phone: null,
        email: null,
        telephone: null,
        birthday: null,
      });
      const shown = await member(l.path, l.query(), lister, l.page);
      expect(shown, l.path).toMatchObject({
        phone: '13700000001',
        email: 'cf@example.com',
        telephone: '010-1234',
        birthday: '1990-05-06',
      });
    }
  });

  it('cannot be searched or sorted by without the user list code', async () => {
    for (const l of LISTS.filter((x) => x.page)) {
      const extras: Array<Record<string, string>> = [
        { phone: '13700000001' },
        { birthday_begin: '1990-01-01' },
        { column: 'email', order: 'asc' },
        { superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'phone', rule: 'eq', val: '1' }])) },
      ];
      for (const extra of extras) {
        const res = await call(t.app, 'GET', l.path, { token: linker, query: { ...l.query(), ...extra } });
        expect(res.body, `${l.path} ${JSON.stringify(extra)}`).toMatchObject({
          success: false,
          message: CONTACT_MESSAGES.notAllowed,
        });
      }
      const allowed = await call<Page>(t.app, 'GET', l.path, {
        token: lister,
        query: { ...l.query(), phone: '13700000001' },
      });
      expect(allowed.body.result.records.map((u) => u.username)).toEqual(['cf_member']);
    }
  });
});
