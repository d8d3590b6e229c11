import type { Page } from '../../../src/shared/domain/contract/result';
import { roleSchema } from '../../../src/shared/domain/resources/role';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { buildListWhere, runListQuery } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { assertCanManageRoles, type Actor } from '../access/grant-guard';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import { formText, insertParts, readForm, updateAssignments } from '../permission/form-input';
import { dataRuleConditions as dataRulesFor } from '../access/rule-conditions';
import { audit, type Audit } from '../permission/audit';
import type { AuthContext } from '../session/auth-context';
import {
  findVisibleRoles,
  ROLE_MESSAGES,
  toRoleJson,
  visibleRoleWhere,
  writableRole,
  type RoleJson,
  type RoleRow,
} from './role-scope';

export const actorOf = (auth: AuthContext): Actor => ({
  userId: auth.user.id,
  tenantId: effectiveTenantId(auth),
});

export const roleRules = (db: Db, auth: AuthContext) => dataRulesFor(db, auth, ADMIN_PATHS.role);

/** GET /sys/role/list: the tenant's roles and the platform roles, through the list engine. */
export async function listRoles(db: Db, auth: AuthContext, query: RawQuery): Promise<Page<RoleJson>> {
  return runListQuery<RoleRow, RoleJson>(db, {
    schema: roleSchema,
    alias: 'r',
    select: 'r.*',
    from: 'sys_role r',
    query,
    fixedWhere: (p) => [rowTenantCondition('r', p, effectiveTenantId(auth), true)],
    dataRules: await roleRules(db, auth),
    mapRow: toRoleJson,
  });
}

/** GET /sys/role/queryall: every role the caller may see (the user form's role choice). */
export async function allRoles(db: Db, auth: AuthContext): Promise<RoleJson[]> {
  const w = buildListWhere({
    schema: roleSchema,
    alias: 'r',
    fixedWhere: (p) => [rowTenantCondition('r', p, effectiveTenantId(auth), true)],
    dataRules: await roleRules(db, auth),
  });
  const rows = await db.query<RoleRow>(
    `SELECT r.* FROM sys_role r WHERE ${w.where} ORDER BY r.create_time ASC, r.id ASC LIMIT 1000`,
    w.params,
  );
  return rows.map(toRoleJson);
}

export async function roleById(db: Db, auth: AuthContext, id: string): Promise<RoleJson> {
  const row = (await findVisibleRoles(db, auth, id, await roleRules(db, auth)))[0];
  if (!row) throw new BizError(ROLE_MESSAGES.notFound);
  return toRoleJson(row);
}

/** Role codes are unique over the platform: the super role is known by its code. */
export async function roleCodeTaken(
  db: Db,
  roleCode: string,
  exceptId: string | undefined,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM sys_role WHERE role_code = $1 AND id <> $2 LIMIT 1', [
    roleCode,
    exceptId ?? '',
  ]);
  return rows.length > 0;
}

export const isUniqueViolation = (e: unknown): boolean => (e as { code?: unknown } | null)?.code === '23505';

/** POST /sys/role/add: a role of the acting tenant (a platform role only for a super user without one). */
export async function addRole(db: Db, auth: AuthContext, body: unknown, info: Audit): Promise<RoleJson> {
  const values = readForm(roleSchema, body, 'create');
  const roleCode = formText(values, 'roleCode') ?? '';
  const tenantId = effectiveTenantId(auth);
  if (tenantId === null && !auth.isSuper) {
    throw new BizError(ROLE_MESSAGES.platformReadOnly);
  }
  if (await roleCodeTaken(db, roleCode, undefined)) throw new BizError(ROLE_MESSAGES.codeTaken);
  const p = new SqlParams();
  const parts = insertParts(values, (v) => p.add(v));
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.query<RoleRow>(
        `INSERT INTO sys_role (id, tenant_id, create_by, create_time, ${parts.columns.join(', ')})
       VALUES (${p.add(newId())}, ${p.add(tenantId, 'integer')}, ${p.add(auth.user.username)}, now(),
               ${parts.placeholders.join(', ')})
       RETURNING *`,
        p.values,
      );
      const role = rows[0]!;
      await audit(tx, auth, info, 'add', `添加角色：${role.role_name}（${role.role_code}）`);
      return toRoleJson(role);
    });
  } catch (e) {
    // Two adds of one code at once: the unique index decides.
    if (isUniqueViolation(e)) throw new BizError(ROLE_MESSAGES.codeTaken);
    throw e;
  }
}

const idOf = (body: unknown): string => {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id.trim() : '';
};

/** PUT/POST /sys/role/edit: name and description (the code is fixed) of a role the actor may manage. */
export async function editRole(db: Db, auth: AuthContext, body: unknown, info: Audit): Promise<RoleJson> {
  const id = idOf(body);
  if (!id) throw new BizError(ROLE_MESSAGES.notFound);
  const values = readForm(roleSchema, body, 'edit');
  const dataRules = await roleRules(db, auth);
  return db.transaction(async (tx) => {
    const row = await writableRole(tx, auth, id, dataRules);
    await assertCanManageRoles(tx, actorOf(auth), [id]);
    const p = new SqlParams();
    const set = [
      ...updateAssignments(values, (v) => p.add(v)),
      `update_by = ${p.add(auth.user.username)}`,
      'update_time = now()',
    ];
    const w = visibleRoleWhere(auth, id, dataRules, p);
    const updated = await tx.query<RoleRow>(
      `UPDATE sys_role r SET ${set.join(', ')} WHERE ${w.where} RETURNING r.*`,
      w.params,
    );
    const role = updated[0] ?? row;
    await audit(tx, auth, info, 'edit', `编辑角色：${role.role_name}（${role.role_code}）`);
    return toRoleJson(role);
  });
}
