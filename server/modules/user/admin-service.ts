import { recordDataVersion } from '../../lib/data-log/record-version';
import { randomUUID } from 'node:crypto';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { SYS_USER_MESSAGES, sysUserSchema } from '../../../src/shared/domain/resources/sys-user';
import { findField } from '../../../src/shared/domain/resources/types';
import { firstError } from '../../../src/shared/domain/validation/rules';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { SqlParams } from '../../lib/list-query/sql-params';
import { hashPassword, newSalt } from '../../lib/password';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import {
  assertHoldsDeparts,
  assertHoldsRoles,
  assertHoldsTenants,
  assertNotOwnScope,
} from '../access/scope-guard';
import { logOperation, type OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { readFormValues, setClause, uniqueViolation, type ColumnValue } from './form-values';
import { readThirdUserIds, saveThirdUserIds } from './third-bindings';
import { THIRD_APP_MESSAGES } from '../../../src/shared/domain/resources/third-app';
import {
  requireDeparts,
  requirePositionCodes,
  requireRoles,
  userDeparts,
  userRoleIds,
} from './org-visibility';
import {
  assertCanManage,
  assertStillInScope,
  parseIds,
  requireUsersInScope,
  scopedIdsWhere,
  USER_MESSAGES,
  userScope,
  type PublicUserRow,
  type UserScope,
} from './user-scope';

/** The request's ip / method / url for the operation log. */
export type RequestMeta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

/** The add/edit body: record fields (read through the schema allowlist) plus the relation lists. */
export type UserFormBody = Record<string, unknown> & {
  id?: unknown;
  selectedroles?: unknown;
  selecteddeparts?: unknown;
};

const UNIQUE_MESSAGES: Record<string, string> = {
  uniq_sys_user_username: SYS_USER_MESSAGES.usernameTaken,
  uniq_sys_user_phone: SYS_USER_MESSAGES.phoneTaken,
  uniq_sys_user_email: SYS_USER_MESSAGES.emailTaken,
  uniq_sys_user_work_no: SYS_USER_MESSAGES.workNoTaken,
  uniq_sys_third_account_third: THIRD_APP_MESSAGES.accountTaken,
};
const DUPLICATE = '数据库中已存在该记录';

/** Runs a write and turns a unique-index violation into the field's message (no check-then-insert). */
export async function withUniqueMessages<T>(
  messages: Record<string, string>,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null) throw new BizError(messages[constraint] ?? DUPLICATE);
    throw error;
  }
}

/** A comma list of ids in the body; absent → undefined (leave the relation alone). */
function relationIds(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  return parseIds(Array.isArray(raw) ? raw : String(raw), 200);
}

function postCodes(values: readonly ColumnValue[]): string[] {
  const post = values.find((v) => v.column === 'post')?.value;
  return typeof post === 'string'
    ? [
        ...new Set(
          post
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== ''),
        ),
      ]
    : [];
}

/**
 * 负责部门 (depart_ids): kept only for 上级 (user_identity 2) and only among the user's own
 * departments, so the field can never reach a department the user is not in.
 */
function chargeDeparts(body: UserFormBody, identity: unknown, own: readonly string[]): ColumnValue[] {
  if (body.departIds === undefined && identity === undefined) return [];
  const wanted = relationIds(body.departIds) ?? [];
  if (Number(identity) !== 2 || wanted.length === 0) return [{ column: 'depart_ids', value: null }];
  if (wanted.some((d) => !own.includes(d))) throw new BizError(USER_MESSAGES.chargeDepartOutside);
  return [{ column: 'depart_ids', value: wanted.join(',') }];
}

const identityOf = (values: readonly ColumnValue[]) =>
  values.find((v) => v.column === 'user_identity')?.value;

function usernameOf(body: UserFormBody): string {
  return typeof body.username === 'string' ? body.username : '';
}

/** The body for the log: what was asked, secrets are redacted by the log writer. */
const logBody = (body: UserFormBody) => body;

async function insertRelations(
  tx: Db,
  userId: string,
  roleIds: readonly string[],
  departIds: readonly string[],
) {
  for (const roleId of roleIds) {
    await tx.query(
      'INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, role_id) DO NOTHING',
      [newId(), userId, roleId],
    );
  }
  for (const depId of departIds) {
    await tx.query(
      'INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, dep_id) DO NOTHING',
      [newId(), userId, depId],
    );
  }
}

/** POST /sys/user/add → the new id. The user joins the acting tenant; status 1, not deleted. */
export async function addUser(deps: AppDeps, auth: AuthContext, meta: RequestMeta, body: UserFormBody) {
  const scope = await userScope(deps.db, auth);
  const values = await readFormValues(sysUserSchema, body, 'create', deps.dicts);
  const passwordError = firstError(body.password, findField(sysUserSchema, 'password')?.rules ?? []);
  if (passwordError) throw new BizError(passwordError);
  await requirePositionCodes(deps.db, scope.tenantId, postCodes(values));
  const roleIds = relationIds(body.selectedroles) ?? [];
  const departIds = relationIds(body.selecteddeparts) ?? [];
  await requireRoles(deps.db, scope.tenantId, roleIds);
  await assertHoldsRoles(deps.db, scope.actor, roleIds);
  const departs = await requireDeparts(deps.db, scope.tenantId, departIds);
  await assertHoldsDeparts(deps.db, scope.actor, departIds);
  await assertHoldsTenants(deps.db, scope.actor, [scope.tenantId]);
  const thirdIds = readThirdUserIds(body);
  const salt = newSalt();
  const hash = await hashPassword(String(body.password), salt);
  const id = newId();
  // The login department starts as the first chosen one, so data rules on orgCode see the user.
  const orgCode = departs.find((d) => d.id === departIds[0])?.org_code ?? null;
  const fixed: ColumnValue[] = [
    { column: 'id', value: id },
    { column: 'password', value: hash },
    { column: 'salt', value: salt },
    { column: 'status', value: 1 },
    { column: 'del_flag', value: 0 },
    { column: 'rel_tenant_ids', value: scope.tenantId === null ? null : String(scope.tenantId) },
    { column: 'org_code', value: orgCode },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  const all = [...values, ...chargeDeparts(body, identityOf(values), departIds), ...fixed];
  const p = new SqlParams();
  const placeholders = all.map((v) => p.add(v.value)).join(', ');
  await withUniqueMessages(UNIQUE_MESSAGES, () =>
    deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sys_user (${all.map((v) => `"${v.column}"`).join(', ')}) VALUES (${placeholders})`,
        p.values,
      );
      await insertRelations(tx, id, roleIds, departIds);
      await saveThirdUserIds(tx, id, thirdIds);
      await assertStillInScope(tx, scope, [id]);
      await recordDataVersion(tx, auth, 'sys_user', id);
      await logOperation(tx, auth, {
        ...meta,
        content: `添加用户：${usernameOf(body)}`,
        operateType: OPERATE_TYPE.add,
        requestParam: logBody(body),
      });
    }),
  );
  return id;
}

/** Replaces the user's roles among those the tenant sees; any change is guarded. */
async function planRoleChange(db: Db, scope: UserScope, userId: string, wanted: string[] | undefined) {
  if (wanted === undefined) return null;
  const current = await userRoleIds(db, scope.tenantId, userId);
  const added = wanted.filter((r) => !current.includes(r));
  const removed = current.filter((r) => !wanted.includes(r));
  if (added.length === 0 && removed.length === 0) return null;
  await assertNotOwnScope(db, scope.actor, [userId], 'role');
  await requireRoles(db, scope.tenantId, added);
  await assertHoldsRoles(db, scope.actor, [...added, ...removed]);
  return { added, removed };
}

/** Replaces the user's departments among those the tenant sees. */
async function planDepartChange(db: Db, scope: UserScope, userId: string, wanted: string[] | undefined) {
  if (wanted === undefined) return null;
  const current = await userDeparts(db, scope.tenantId, userId);
  const added = wanted.filter((d) => !current.some((c) => c.id === d));
  const removed = current.filter((c) => !wanted.includes(c.id));
  const addedRows = await requireDeparts(db, scope.tenantId, added);
  if (added.length > 0 || removed.length > 0) {
    await assertNotOwnScope(db, scope.actor, [userId], 'depart');
    await assertHoldsDeparts(db, scope.actor, [...added, ...removed.map((d) => d.id)]);
  }
  const firstCode =
    [...current.filter((c) => wanted.includes(c.id)), ...addedRows].find((d) => d.id === wanted[0])
      ?.org_code ?? null;
  return { added, removed, firstCode };
}

/** A comma list compared as a set ('' and null alike). */
function sameList(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) =>
    [
      ...new Set(
        String(v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ]
      .sort()
      .join(',');
  return norm(a) === norm(b);
}

/** The actor's own positions, identity and 负责部门 are scope too: not theirs to change here. */
async function assertOwnOrgFieldsKept(
  db: Db,
  scope: UserScope,
  row: PublicUserRow,
  values: readonly ColumnValue[],
): Promise<void> {
  if (row.id !== scope.actor.userId) return;
  // An unset identity reads as 1 (普通用户), the form's default.
  const stored: Record<string, unknown> = {
    post: row.post,
    user_identity: row.user_identity ?? 1,
    depart_ids: row.depart_ids,
  };
  const changed = (column: string) => {
    const v = values.find((x) => x.column === column);
    const value = column === 'user_identity' ? (v?.value ?? 1) : v?.value;
    return v !== undefined && !sameList(value, stored[column]);
  };
  if (changed('post')) await assertNotOwnScope(db, scope.actor, [row.id], 'post');
  if (changed('user_identity') || changed('depart_ids'))
    await assertNotOwnScope(db, scope.actor, [row.id], 'depart');
}

/** PUT /sys/user/edit: allowlisted fields; username and password never change here. */
export async function editUser(deps: AppDeps, auth: AuthContext, meta: RequestMeta, body: UserFormBody) {
  const scope = await userScope(deps.db, auth);
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  if (!id) throw new BizError(USER_MESSAGES.notFound);
  const [row] = await requireUsersInScope(deps.db, scope, [id]);
  if (!row) throw new BizError(USER_MESSAGES.notFound);
  await assertCanManage(deps.db, scope, [row]);
  const values = await readFormValues(sysUserSchema, body, 'edit', deps.dicts);
  await requirePositionCodes(deps.db, scope.tenantId, postCodes(values));
  const roles = await planRoleChange(deps.db, scope, id, relationIds(body.selectedroles));
  const departs = await planDepartChange(deps.db, scope, id, relationIds(body.selecteddeparts));
  const thirdIds = readThirdUserIds(body);
  const removedCodes = new Set(departs?.removed.map((d) => d.org_code) ?? []);
  const ownDeparts =
    relationIds(body.selecteddeparts) ?? (await userDeparts(deps.db, scope.tenantId, id)).map((d) => d.id);
  const identity = identityOf(values) ?? (body.departIds === undefined ? undefined : row.user_identity);
  const charge = chargeDeparts(body, identity, ownDeparts);
  await assertOwnOrgFieldsKept(deps.db, scope, row, [...values, ...charge]);
  const set: ColumnValue[] = [
    ...values,
    ...charge,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  // The login department follows the departments: a removed one is replaced by the first chosen.
  if (departs && (row.org_code === null || removedCodes.has(row.org_code))) {
    set.push({ column: 'org_code', value: departs.firstCode });
  }
  await withUniqueMessages(UNIQUE_MESSAGES, () =>
    deps.db.transaction(async (tx) => {
      const p = new SqlParams();
      const assignments = setClause(set, (v) => p.add(v));
      const w = scopedIdsWhere(scope, [id], 0, p);
      const updated = await tx.query(
        `UPDATE sys_user u SET ${assignments} WHERE ${w.where} RETURNING u.id`,
        w.params,
      );
      if (updated.length !== 1) throw new BizError(USER_MESSAGES.notFound);
      await recordDataVersion(tx, auth, 'sys_user', id);
      if (roles) {
        if (roles.removed.length)
          await tx.query('DELETE FROM sys_user_role WHERE user_id = $1 AND role_id = ANY($2::varchar[])', [
            id,
            roles.removed,
          ]);
        await insertRelations(tx, id, roles.added, []);
      }
      if (departs) {
        const gone = departs.removed.map((d) => d.id);
        if (gone.length)
          await tx.query('DELETE FROM sys_user_depart WHERE user_id = $1 AND dep_id = ANY($2::varchar[])', [
            id,
            gone,
          ]);
        await insertRelations(tx, id, [], departs.added);
      }
      await saveThirdUserIds(tx, id, thirdIds);
      await assertStillInScope(tx, scope, [id]);
      await logOperation(tx, auth, {
        ...meta,
        content: `编辑用户：${row.username}`,
        operateType: OPERATE_TYPE.edit,
        requestParam: logBody(body),
      });
    }),
  );
}

/** GET /sys/user/generateUserId: a dash-less UUID (JeecgBoot's shape; add ignores ids anyway). */
export function generateUserId(): string {
  return randomUUID().replace(/-/g, '');
}
