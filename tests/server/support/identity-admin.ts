import { newId } from '../../../server/lib/ids';
import { call, createUser, login } from './helpers';
import type { TestApp } from './test-app';

/** Fixtures of the role / menu / department tests: roles holding exact codes, users holding them. */

export const PASSWORD = 'Ident@2025x';

export async function buttonId(t: TestApp, code: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_permission WHERE perms = $1', [code]);
  if (!rows[0]) throw new Error(`no seeded button for ${code}`);
  return rows[0].id;
}

/** The page menu (parent) of a seeded button. */
export async function menuOf(t: TestApp, code: string): Promise<string> {
  const rows = await t.db.query<{ parent_id: string }>(
    'SELECT parent_id FROM sys_permission WHERE perms = $1',
    [code],
  );
  if (!rows[0]) throw new Error(`no seeded button for ${code}`);
  return rows[0].parent_id;
}

/** A role of `tenantId` (null = platform) granted exactly these permission ids. */
export async function roleWithIds(
  t: TestApp,
  permissionIds: string[],
  roleCode: string,
  tenantId: number | null = 1000,
): Promise<string> {
  const roleId = newId();
  await t.db.query('INSERT INTO sys_role (id, role_name, role_code, tenant_id) VALUES ($1, $2, $3, $4)', [
    roleId,
    `${roleCode}名称`,
    roleCode,
    tenantId,
  ]);
  for (const id of permissionIds) {
    await t.db.query('INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)', [
      newId(),
      roleId,
      id,
    ]);
  }
  return roleId;
}

/** A role holding the buttons of these codes and their page menus. */
export async function roleWithCodes(
  t: TestApp,
  codes: string[],
  roleCode: string,
  tenantId: number | null = 1000,
): Promise<string> {
  const ids = new Set<string>();
  for (const code of codes) {
    ids.add(await buttonId(t, code));
    ids.add(await menuOf(t, code));
  }
  return roleWithIds(t, [...ids], roleCode, tenantId);
}

export async function grantRole(t: TestApp, userId: string, roleId: string): Promise<void> {
  await t.db.query('INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)', [
    newId(),
    userId,
    roleId,
  ]);
}

/** A user of `tenants` holding `roleId`, signed in. */
export async function userWithRole(
  t: TestApp,
  username: string,
  roleId: string | null,
  tenants = '1000',
): Promise<{ id: string; token: string }> {
  const id = await createUser(t, { username, password: PASSWORD, tenants });
  if (roleId) await grantRole(t, id, roleId);
  return { id, token: await login(t.app, username, PASSWORD) };
}

export async function ensureTenant(t: TestApp, id: number, name: string): Promise<void> {
  await t.db.query(
    'INSERT INTO sys_tenant (id, name, status) VALUES ($1, $2, 1) ON CONFLICT (id) DO NOTHING',
    [id, name],
  );
}

export async function roleIdByCode(t: TestApp, roleCode: string): Promise<string | null> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_role WHERE role_code = $1', [roleCode]);
  return rows[0]?.id ?? null;
}

/** Number of rows matching a condition (for "nothing changed" assertions). */
export async function count(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const rows = await t.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM (${sql}) x`, params);
  return Number(rows[0]?.n ?? 0);
}

export { call };
