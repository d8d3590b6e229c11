import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { SEED } from '../../server/db/seed/ids';
import { GRANT_MESSAGES } from '../../server/modules/access/grant-guard';
import { assertHoldsTenants, SCOPE_GRANT_MESSAGES } from '../../server/modules/access/scope-guard';
import { call, createUser, login } from '../server/support/helpers';
import { assignRole, departIdsOf, PASSWORD, roleIdsOf, roleWith } from '../server/support/identity-fixtures';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { expectUnchanged, fingerprint, type Fingerprint } from './support/data-snapshot';

/**
 * Self-granted scope: a tenant-level user administrator who is also a 电厂用户 of plant 1 (A02)
 * cannot change their own departments, roles or positions, nor hand out a department, role or
 * department role they do not hold; admin can. Every refusal leaves the stored rows as they were,
 * and the probe's plant data rule (#{sys_plant_ids}) does not widen.
 */

let t: TestApp;
let admin: string;
const PLANT1 = SEED.depart.A02; // demo plant 1's department
const PLANT2 = SEED.depart.A03; // demo plant 2's department
const CHILD = 'scope_a02_child'; // a department below plant 1's
let spare: string; // a role within the probes' permissions that none of them holds
let plantRole: string;
let drole2: string; // a department role of plant 2
interface Probe {
  id: string;
  token: string;
}
let ue: Probe; // holds only system:user:edit (plus the plant role)
let du: Probe; // holds only system:depart:users (plus the plant role)
let ua: Probe; // a tenant user administrator (plus the plant role)
let victim: string; // plant 1 user
let victim2: string; // plant 2 user

async function probe(username: string, codes: string[]): Promise<Probe> {
  const role = await roleWith(t, `${username}_role`, codes);
  const id = await createUser(t, {
    username,
    password: PASSWORD,
    roleCode: 'plant_user',
    departCodes: ['A02'],
  });
  await assignRole(t, id, role);
  return { id, token: await login(t.app, username, PASSWORD) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  plantRole = SEED.role.plant_user;
  spare = await roleWith(t, 'scope_spare', [PERM.user.edit]);
  await t.db.query(
    `INSERT INTO sys_depart (id, parent_id, depart_name, org_code, tenant_id)
     SELECT $1, id, '一号电厂运行部', org_code || 'A01', tenant_id FROM sys_depart WHERE id = $2`,
    [CHILD, PLANT1],
  );
  await t.db.query(
    "INSERT INTO sys_depart_role (id, depart_id, role_name, role_code) VALUES ('scope_drole2', $1, '值长', 'zz')",
    [PLANT2],
  );
  drole2 = 'scope_drole2';
  await t.db.query(
    "INSERT INTO sys_position (id, code, name, post_rank, tenant_id) VALUES ('scope_pos', 'scope_boss', '厂长', 'P9', 1000)",
  );
  ue = await probe('scope_ue', [PERM.user.edit]);
  du = await probe('scope_du', [PERM.depart.users]);
  ua = await probe('scope_ua', [
    PERM.user.list,
    PERM.user.add,
    PERM.user.edit,
    PERM.role.users,
    PERM.depart.users,
    PERM.depart.role,
  ]);
  victim = await createUser(t, { username: 'scope_v1', password: PASSWORD, departCodes: ['A02'] });
  victim2 = await createUser(t, { username: 'scope_v2', password: PASSWORD, departCodes: ['A03'] });
  // A seeded app and four scrypt sign-ins: generous on a shared two-core machine.
}, 180_000);
afterAll(() => t?.close());

/** The tables a scope write touches; the whole database is compared once around the block too. */
const SCOPE_TABLES = ['sys_user', 'sys_user_role', 'sys_user_depart', 'sys_depart_role_user'];
let others: string[] = [];
async function scopeTables(): Promise<Fingerprint> {
  if (others.length === 0) {
    const rows = await t.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    others = rows.map((r) => r.name).filter((n) => !SCOPE_TABLES.includes(n));
  }
  return fingerprint(t.db, { exclude: others });
}

interface Case {
  name: string;
  who: () => Probe;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: () => unknown;
  query?: () => Record<string, string>;
  message: string;
}

const ids = (...list: string[]) => list.join(',');

/** Self-grants: the probe's own departments, roles, department roles and position. */
const SELF: Case[] = [
  {
    name: 'edit: own departments',
    who: () => ue,
    method: 'PUT',
    path: '/sys/user/edit',
    body: () => ({ id: ue.id, selecteddeparts: ids(PLANT1, PLANT2) }),
    message: SCOPE_GRANT_MESSAGES.selfDepart,
  },
  {
    name: 'edit: own roles',
    who: () => ue,
    method: 'PUT',
    path: '/sys/user/edit',
    body: () => ({ id: ue.id, selectedroles: ids(plantRole, spare) }),
    message: SCOPE_GRANT_MESSAGES.selfRole,
  },
  {
    name: 'edit: own position',
    who: () => ua,
    method: 'PUT',
    path: '/sys/user/edit',
    body: () => ({ id: ua.id, post: 'scope_boss' }),
    message: SCOPE_GRANT_MESSAGES.selfPost,
  },
  {
    name: 'edit: own identity and 负责部门',
    who: () => ua,
    method: 'PUT',
    path: '/sys/user/edit',
    body: () => ({ id: ua.id, userIdentity: 2, departIds: PLANT1 }),
    message: SCOPE_GRANT_MESSAGES.selfDepart,
  },
  {
    name: 'editSysDepartWithUser: self into plant 2',
    who: () => du,
    method: 'POST',
    path: '/sys/user/editSysDepartWithUser',
    body: () => ({ depId: PLANT2, userIdList: [du.id] }),
    message: SCOPE_GRANT_MESSAGES.selfDepart,
  },
  {
    name: 'editSysDepartWithUser: self into a held department',
    who: () => du,
    method: 'POST',
    path: '/sys/user/editSysDepartWithUser',
    body: () => ({ depId: CHILD, userIdList: [du.id] }),
    message: SCOPE_GRANT_MESSAGES.selfDepart,
  },
  {
    name: 'deleteUserInDepart: self',
    who: () => du,
    method: 'DELETE',
    path: '/sys/user/deleteUserInDepart',
    query: () => ({ depId: PLANT1, userId: du.id }),
    message: SCOPE_GRANT_MESSAGES.selfDepart,
  },
  {
    name: 'addSysUserRole: self',
    who: () => ua,
    method: 'POST',
    path: '/sys/user/addSysUserRole',
    body: () => ({ roleId: spare, userIdList: [ua.id] }),
    message: SCOPE_GRANT_MESSAGES.selfRole,
  },
  {
    name: 'deleteUserRoleBatch: self',
    who: () => ua,
    method: 'DELETE',
    path: '/sys/user/deleteUserRoleBatch',
    query: () => ({ roleId: plantRole, userIds: ua.id }),
    message: SCOPE_GRANT_MESSAGES.selfRole,
  },
  {
    name: 'deptRoleUserAdd: self',
    who: () => ua,
    method: 'POST',
    path: '/sys/sysDepartRole/deptRoleUserAdd',
    body: () => ({ userId: ua.id, newRoleId: drole2, oldRoleId: '' }),
    message: GRANT_MESSAGES.selfRole,
  },
];

/** Grants of what the probe does not hold, to another user (the department role first: admin's
 * run below needs plant 2's user still in plant 2 for it). */
const UNHELD: Case[] = [
  {
    name: "deptRoleUserAdd: plant 2's department role",
    who: () => ua,
    method: 'POST',
    path: '/sys/sysDepartRole/deptRoleUserAdd',
    body: () => ({ userId: victim2, newRoleId: drole2, oldRoleId: '' }),
    message: SCOPE_GRANT_MESSAGES.departNotHeld,
  },
  {
    name: 'edit: another user into plant 2',
    who: () => ue,
    method: 'PUT',
    path: '/sys/user/edit',
    body: () => ({ id: victim, selecteddeparts: ids(PLANT1, PLANT2) }),
    message: SCOPE_GRANT_MESSAGES.departNotHeld,
  },
  {
    name: 'edit: another user out of plant 2',
    who: () => ue,
    method: 'PUT',
    path: '/sys/user/edit',
    body: () => ({ id: victim2, selecteddeparts: '' }),
    message: SCOPE_GRANT_MESSAGES.departNotHeld,
  },
  {
    name: 'edit: a role the probe does not hold',
    who: () => ue,
    method: 'PUT',
    path: '/sys/user/edit',
    body: () => ({ id: victim, selectedroles: spare }),
    message: SCOPE_GRANT_MESSAGES.roleNotHeld,
  },
  {
    name: 'add: a user in plant 2',
    who: () => ua,
    method: 'POST',
    path: '/sys/user/add',
    body: () => ({ username: 'scope_new1', password: PASSWORD, realname: '新人', selecteddeparts: PLANT2 }),
    message: SCOPE_GRANT_MESSAGES.departNotHeld,
  },
  {
    name: 'add: a user with a role the probe does not hold',
    who: () => ua,
    method: 'POST',
    path: '/sys/user/add',
    body: () => ({ username: 'scope_new2', password: PASSWORD, realname: '新人', selectedroles: spare }),
    message: SCOPE_GRANT_MESSAGES.roleNotHeld,
  },
  {
    name: 'editSysDepartWithUser: another user into plant 2',
    who: () => du,
    method: 'POST',
    path: '/sys/user/editSysDepartWithUser',
    body: () => ({ depId: PLANT2, userIdList: [victim] }),
    message: SCOPE_GRANT_MESSAGES.departNotHeld,
  },
  {
    name: 'deleteUserInDepartBatch: another user out of plant 2',
    who: () => du,
    method: 'DELETE',
    path: '/sys/user/deleteUserInDepartBatch',
    query: () => ({ depId: PLANT2, userIds: victim2 }),
    message: SCOPE_GRANT_MESSAGES.departNotHeld,
  },
  {
    name: 'addSysUserRole: a role the probe does not hold',
    who: () => ua,
    method: 'POST',
    path: '/sys/user/addSysUserRole',
    body: () => ({ roleId: spare, userIdList: [victim] }),
    message: SCOPE_GRANT_MESSAGES.roleNotHeld,
  },
  {
    name: 'addSysUserRole: the admin role',
    who: () => ua,
    method: 'POST',
    path: '/sys/user/addSysUserRole',
    body: () => ({ roleId: SEED.role.admin, userIdList: [victim] }),
    message: GRANT_MESSAGES.superRole,
  },
];

async function send(c: Case, token: string) {
  return call(t.app, c.method, c.path, {
    token,
    ...(c.body ? { body: c.body() } : {}),
    ...(c.query ? { query: c.query() } : {}),
  });
}

const settlementIds = async (token: string) => {
  const res = await call<{ records: Array<{ id: string; plantId: string }> }>(
    t.app,
    'GET',
    '/cwxt/settlement/list',
    { token, query: { pageSize: '500' } },
  );
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.result.records.map((r) => `${r.plantId}:${r.id}`).sort();
};

describe('scope grants: role × route matrix', () => {
  it("keeps the probes' plant data rule where it was, whatever they try on themselves", async () => {
    // Plant 2 has settlements a widened rule would show.
    const [other] = await t.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM biz_settlement_task s JOIN biz_plant p ON p.id = s.plant_id WHERE p.depart_id = $1',
      [PLANT2],
    );
    expect(Number(other?.n)).toBeGreaterThan(0);
    const probes = [ue, du, ua];
    const before = await Promise.all(probes.map((p) => settlementIds(p.token)));
    for (const list of before) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((s) => s.split(':')[0])).size).toBe(1);
    }
    for (const c of SELF) await send(c, c.who().token);
    expect(await Promise.all(probes.map((p) => settlementIds(p.token)))).toEqual(before);
    for (const p of probes) expect(await departIdsOf(t, p.id)).toEqual([PLANT1]);
  });

  it('refuses every self-grant and every grant of an unheld department or role, changing nothing', async () => {
    const whole = await fingerprint(t.db);
    for (const c of [...SELF, ...UNHELD]) {
      const before = await scopeTables();
      const res = await send(c, c.who().token);
      expect(res.body, c.name).toMatchObject({ success: false, message: c.message });
      expectUnchanged(before, await scopeTables(), c.name);
    }
    expectUnchanged(whole, await fingerprint(t.db), 'the whole block');
  });

  it('lets a department member hand out a sub-department and the roles they hold', async () => {
    const sub = await call(t.app, 'POST', '/sys/user/editSysDepartWithUser', {
      token: du.token,
      body: { depId: CHILD, userIdList: [victim] },
    });
    expect(sub.body).toMatchObject({ success: true });
    expect(await departIdsOf(t, victim)).toEqual([PLANT1, CHILD].sort());
    const role = await call(t.app, 'POST', '/sys/user/addSysUserRole', {
      token: ua.token,
      body: { roleId: plantRole, userIdList: [victim] },
    });
    expect(role.body).toMatchObject({ success: true });
    expect(await roleIdsOf(t, victim)).toEqual([plantRole]);
  });

  it('lets admin make every one of those grants for other users', async () => {
    const droleRows = () =>
      t.db.query('SELECT 1 FROM sys_depart_role_user WHERE user_id = $1 AND drole_id = $2', [
        victim2,
        drole2,
      ]);
    for (const c of UNHELD.filter((x) => x.message !== GRANT_MESSAGES.superRole)) {
      const res = await send(c, admin);
      expect(res.body, c.name).toMatchObject({ success: true });
      // Checked at once: a later case takes plant 2's user out of plant 2 and its roles.
      if (c.path.endsWith('deptRoleUserAdd')) expect(await droleRows()).toHaveLength(1);
    }
    expect(await departIdsOf(t, victim)).toEqual(expect.arrayContaining([PLANT2]));
    expect(await roleIdsOf(t, victim)).toEqual(expect.arrayContaining([spare]));
    expect(await departIdsOf(t, victim2)).toEqual([]);
  });

  it('refuses a tenant the granter does not belong to (the one rule behind add and import)', async () => {
    const actor = { userId: ua.id, tenantId: 1000 };
    await expect(assertHoldsTenants(t.db, actor, [1000])).resolves.toBeUndefined();
    await expect(assertHoldsTenants(t.db, actor, [2000])).rejects.toThrow(SCOPE_GRANT_MESSAGES.tenantNotHeld);
    const adminId = (await t.db.query<{ id: string }>("SELECT id FROM sys_user WHERE username = 'admin'"))[0]!
      .id;
    await expect(
      assertHoldsTenants(t.db, { userId: adminId, tenantId: 1000 }, [2000]),
    ).resolves.toBeUndefined();
    // A mass-assigned tenant on add is ignored: the new user joins the acting tenant only.
    const res = await call(t.app, 'POST', '/sys/user/add', {
      token: ua.token,
      body: { username: 'scope_new3', password: PASSWORD, realname: '新人', relTenantIds: '1000,2000' },
    });
    expect(res.body).toMatchObject({ success: true });
    const [row] = await t.db.query<{ rel_tenant_ids: string }>(
      "SELECT rel_tenant_ids FROM sys_user WHERE username = 'scope_new3'",
    );
    expect(row?.rel_tenant_ids).toBe('1000');
  });
});
