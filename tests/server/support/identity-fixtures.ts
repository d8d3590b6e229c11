import { newId } from '../../../server/lib/ids';
import { createUser, login } from './helpers';
import { buttonId, ensureTenant as ensureTenantNamed, roleWithIds } from './identity-admin';

export { buttonId };
import type { TestApp } from './test-app';

/**
 * Fixtures of the users/tenants/positions/online/log tests: roles holding exact permission codes
 * in a tenant, grants of a page menu carrying data rules, users signed in with such roles.
 */

export const PASSWORD = 'Fixture@2025';

export async function menuId(t: TestApp, url: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>(
    'SELECT id FROM sys_permission WHERE url = $1 AND menu_type = 1',
    [url],
  );
  if (!rows[0]) throw new Error(`no seeded menu for ${url}`);
  return rows[0].id;
}

export async function ensureTenant(t: TestApp, id: number, name = `租户${id}`): Promise<void> {
  await ensureTenantNamed(t, id, name);
}

/** A role of `tenantId` holding exactly `codes` (button rows). */
export async function roleWith(
  t: TestApp,
  roleCode: string,
  codes: string[],
  tenantId: number | null = 1000,
) {
  const ids: string[] = [];
  for (const code of codes) ids.push(await buttonId(t, code));
  return roleWithIds(t, ids, roleCode, tenantId);
}

/** A data rule on the menu at `url`, granted to the role with its grant of that menu. */
export async function grantMenuWithRule(
  t: TestApp,
  roleId: string,
  url: string,
  rule: { column: string; condition: string; value: string },
): Promise<string> {
  const permissionId = await menuId(t, url);
  const ruleId = newId();
  await t.db.query(
    `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value, status)
     VALUES ($1, $2, 'rule', $3, $4, $5, '1')`,
    [ruleId, permissionId, rule.column, rule.condition, rule.value],
  );
  await t.db.query(
    'INSERT INTO sys_role_permission (id, role_id, permission_id, data_rule_ids) VALUES ($1, $2, $3, $4)',
    [newId(), roleId, permissionId, ruleId],
  );
  return ruleId;
}

export async function assignRole(t: TestApp, userId: string, roleId: string): Promise<void> {
  await t.db.query('INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)', [
    newId(),
    userId,
    roleId,
  ]);
}

/** A user of `tenants` with the role (if any), in the departments (org codes), signed in. */
export async function signedInUser(
  t: TestApp,
  username: string,
  opts: { roleId?: string; tenants?: string | null; departCodes?: string[] } = {},
): Promise<{ id: string; token: string }> {
  const id = await createUser(t, {
    username,
    password: PASSWORD,
    tenants: opts.tenants === undefined ? '1000' : opts.tenants,
    departCodes: opts.departCodes,
  });
  if (opts.roleId) await assignRole(t, id, opts.roleId);
  // Login picks the single department as the login department (org_code), as for real users.
  return { id, token: await login(t.app, username, PASSWORD) };
}

export async function userRow(t: TestApp, id: string) {
  const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM sys_user WHERE id = $1', [id]);
  return rows[0];
}

export async function roleIdsOf(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.db.query<{ role_id: string }>(
    'SELECT role_id FROM sys_user_role WHERE user_id = $1 ORDER BY role_id',
    [userId],
  );
  return rows.map((r) => r.role_id);
}

export async function departIdsOf(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.db.query<{ dep_id: string }>(
    'SELECT dep_id FROM sys_user_depart WHERE user_id = $1 ORDER BY dep_id',
    [userId],
  );
  return rows.map((r) => r.dep_id);
}

/** The operation-log rows (log_type 2) whose content contains `text`. */
export async function operationLogs(t: TestApp, text: string) {
  return t.db.query<{
    log_content: string;
    request_param: string | null;
    username: string;
    tenant_id: number | null;
  }>(
    "SELECT log_content, request_param, username, tenant_id FROM sys_log WHERE log_type = 2 AND log_content LIKE '%' || $1 || '%'",
    [text],
  );
}
