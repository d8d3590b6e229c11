import type { Page } from '../../../src/shared/domain/contract/result';
import { departRoleSchema } from '../../../src/shared/domain/resources/depart-role';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { queryText } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { assertCanManageUsers, assertNotSelf } from '../access/grant-guard';
import { assertHoldsDepartRoles } from '../access/scope-guard';
import { assertCanWriteTenant, requireDepart, type DepartScope } from '../depart/depart-scope';
import { audit, type Audit } from '../permission/audit';
import { insertParts, readForm, updateAssignments } from '../permission/form-input';
import { parseIdList } from '../permission/grant-diff';
import { isUniqueViolation } from '../role/service';
import { requireUsersInScope, userScope } from '../user/user-scope';
import {
  assertCanManageDepartRoles,
  DEPART_ROLE_MESSAGES,
  departInScope,
  departRoleIdsWhere,
  departRolesByIds,
  holdsDepartRole,
  requireDepartRole,
  toDepartRoleJson,
  type DepartRoleRow,
} from './scope';

export const actorOf = (scope: DepartScope) => ({ userId: scope.auth.user.id, tenantId: scope.tenantId });

type DepartRoleJson = ReturnType<typeof toDepartRoleJson>;

/** GET /sys/sysDepartRole/list?deptId=: the roles of one department (JeecgBoot: only that one). */
export async function listDepartRoles(
  db: Db,
  scope: DepartScope,
  query: RawQuery,
): Promise<Page<DepartRoleJson>> {
  const deptId = queryText(query.deptId)?.trim() ?? '';
  return runListQuery<DepartRoleRow, DepartRoleJson>(db, {
    schema: departRoleSchema,
    alias: 'dr',
    select: 'dr.*',
    from: 'sys_depart_role dr',
    query: Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'deptId')),
    fixedWhere: (p) => [`dr.depart_id = ${p.add(deptId)}`, departInScope(scope, p)],
    mapRow: toDepartRoleJson,
  });
}

export async function departRoleById(db: Db, scope: DepartScope, id: string): Promise<DepartRoleJson> {
  return toDepartRoleJson(await requireDepartRole(db, scope, id));
}

/** GET getDeptRoleList?departId=: every role of the department (the user's role dialog). */
export async function rolesOfDepart(db: Db, scope: DepartScope, departId: string): Promise<DepartRoleJson[]> {
  const depart = await requireDepart(db, scope, departId);
  const rows = await db.query<DepartRoleRow>(
    'SELECT * FROM sys_depart_role WHERE depart_id = $1 ORDER BY create_time ASC, id ASC LIMIT 1000',
    [depart.id],
  );
  return rows.map(toDepartRoleJson);
}

export async function addDepartRole(db: Db, scope: DepartScope, body: unknown, info: Audit): Promise<void> {
  await assertCanWriteTenant(db, scope);
  const values = readForm(departRoleSchema, body, 'create');
  const departField = departRoleSchema.fields.find((f) => f.key === 'departId')!;
  const depart = await requireDepart(db, scope, String(values.get(departField) ?? '').trim());
  values.set(departField, depart.id);
  try {
    await db.transaction(async (tx) => {
      const p = new SqlParams();
      const parts = insertParts(values, (v) => p.add(v));
      const rows = await tx.query<DepartRoleRow>(
        `INSERT INTO sys_depart_role (id, create_by, create_time, ${parts.columns.join(', ')})
         VALUES (${p.add(newId())}, ${p.add(scope.auth.user.username)}, now(), ${parts.placeholders.join(', ')})
         RETURNING *`,
        p.values,
      );
      await audit(tx, scope.auth, info, 'add', `添加部门角色：${depart.depart_name} / ${rows[0]!.role_name}`);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new BizError(DEPART_ROLE_MESSAGES.codeTaken);
    throw e;
  }
}

export async function editDepartRole(db: Db, scope: DepartScope, body: unknown, info: Audit): Promise<void> {
  await assertCanWriteTenant(db, scope);
  const id = String((body as { id?: unknown } | null)?.id ?? '').trim();
  const values = readForm(departRoleSchema, body, 'edit');
  try {
    await db.transaction(async (tx) => {
      await requireDepartRole(tx, scope, id, true);
      await assertCanManageDepartRoles(tx, actorOf(scope), [id]);
      const p = new SqlParams();
      const set = [
        ...updateAssignments(values, (v) => p.add(v)),
        `update_by = ${p.add(scope.auth.user.username)}`,
        'update_time = now()',
      ];
      const w = departRoleIdsWhere(scope, id, p);
      const rows = await tx.query<DepartRoleRow>(
        `UPDATE sys_depart_role dr SET ${set.join(', ')} WHERE ${w.where} RETURNING dr.*`,
        w.params,
      );
      if (!rows[0]) throw new BizError(DEPART_ROLE_MESSAGES.notFound);
      await audit(tx, scope.auth, info, 'edit', `编辑部门角色：${rows[0].role_name}（${rows[0].role_code}）`);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new BizError(DEPART_ROLE_MESSAGES.codeTaken);
    throw e;
  }
}

/** delete / deleteBatch: all or nothing; never a department role the (non-super) actor holds. */
export async function deleteDepartRoles(
  db: Db,
  scope: DepartScope,
  rawIds: unknown,
  info: Audit,
): Promise<void> {
  await assertCanWriteTenant(db, scope);
  const ids = parseIdList(rawIds);
  if (ids.length === 0) throw new BizError(DEPART_ROLE_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const rows = await departRolesByIds(tx, scope, ids, true);
    if (rows.length !== ids.length) throw new BizError(DEPART_ROLE_MESSAGES.notFound);
    if (!scope.auth.isSuper && (await holdsDepartRole(tx, scope.auth.user.id, ids))) {
      throw new BizError(DEPART_ROLE_MESSAGES.ownRole);
    }
    await assertCanManageDepartRoles(tx, actorOf(scope), ids);
    const w = departRoleIdsWhere(scope, ids);
    await tx.query(`DELETE FROM sys_depart_role dr WHERE ${w.where}`, w.params);
    await audit(tx, scope.auth, info, 'delete', `删除部门角色：${rows.map((r) => r.role_name).join('、')}`);
  });
}

/**
 * POST deptRoleUserAdd {userId, newRoleId, oldRoleId}: the department roles of one user, as the
 * dialog's diff. The user must be one the actor may manage (tenant, data rules, nothing above the
 * actor), not the actor; the roles must be the actor's to hand out and of departments the user
 * belongs to.
 */
export async function setUserDepartRoles(
  db: Db,
  scope: DepartScope,
  body: { userId?: string; newRoleId?: string; oldRoleId?: string },
  info: Audit,
): Promise<void> {
  const userId = (body.userId ?? '').trim();
  const wanted = parseIdList(body.newRoleId);
  const last = parseIdList(body.oldRoleId);
  const add = wanted.filter((id) => !last.includes(id));
  const remove = last.filter((id) => !wanted.includes(id));
  await assertCanWriteTenant(db, scope);
  const users = await userScope(db, scope.auth);
  await db.transaction(async (tx) => {
    const [user] = await requireUsersInScope(tx, users, [userId]);
    assertNotSelf(actorOf(scope), [user!.id]);
    await assertCanManageUsers(tx, actorOf(scope), [user!.id]);
    const changed = [...add, ...remove];
    const roles = await departRolesByIds(tx, scope, changed);
    if (roles.length !== changed.length) throw new BizError(DEPART_ROLE_MESSAGES.notFound);
    await assertCanManageDepartRoles(tx, actorOf(scope), changed);
    await assertHoldsDepartRoles(tx, actorOf(scope), changed);
    const memberOf = new Set(
      (
        await tx.query<{ dep_id: string }>('SELECT dep_id FROM sys_user_depart WHERE user_id = $1', [
          user!.id,
        ])
      ).map((r) => r.dep_id),
    );
    if (roles.some((r) => add.includes(r.id) && !memberOf.has(r.depart_id))) {
      throw new BizError(DEPART_ROLE_MESSAGES.notMember);
    }
    if (remove.length > 0) {
      await tx.query(
        'DELETE FROM sys_depart_role_user WHERE user_id = $1 AND drole_id = ANY($2::varchar[])',
        [user!.id, remove],
      );
    }
    for (const roleId of add) {
      await tx.query(
        `INSERT INTO sys_depart_role_user (id, user_id, drole_id) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, drole_id) DO NOTHING`,
        [newId(), user!.id, roleId],
      );
    }
    await audit(
      tx,
      scope.auth,
      info,
      'edit',
      `设置部门角色：${user!.username}，新增 ${add.length} 个，移除 ${remove.length} 个`,
    );
  });
}

/** GET getDeptRoleByUserId?userId=&departId=: the user's memberships among the department's roles. */
export async function userDepartRoles(
  db: Db,
  scope: DepartScope,
  userId: string,
  departId: string,
): Promise<Array<{ id: string; userId: string; droleId: string }>> {
  const depart = await requireDepart(db, scope, departId);
  const rows = await db.query<{ id: string; user_id: string; drole_id: string }>(
    `SELECT dru.id, dru.user_id, dru.drole_id FROM sys_depart_role_user dru
       JOIN sys_depart_role dr ON dr.id = dru.drole_id
      WHERE dru.user_id = $1 AND dr.depart_id = $2`,
    [userId, depart.id],
  );
  return rows.map((r) => ({ id: r.id, userId: r.user_id, droleId: r.drole_id }));
}
