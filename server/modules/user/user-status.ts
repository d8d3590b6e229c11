import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { SYS_USER_MESSAGES, sysUserSchema } from '../../../src/shared/domain/resources/sys-user';
import { validatePasswordStrength, validateRequired } from '../../../src/shared/domain/validation/rules';
import { buildListWhere } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { hashPassword, newSalt } from '../../lib/password';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { endUserSessions } from '../session/service';
import type { RequestMeta } from './admin-service';
import {
  ADMIN_USERNAME,
  assertCanManage,
  parseIds,
  publicUserSelect,
  requireUsersInScope,
  scopedIdsWhere,
  USER_MESSAGES,
  userFixedWhere,
  userScope,
  type PublicUserRow,
} from './user-scope';

const names = (rows: readonly PublicUserRow[]) => rows.map((r) => r.username).join(',');

/** DELETE /sys/user/delete|deleteBatch: logical delete (del_flag 1); their sessions end at once. */
export async function deleteUsers(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const scope = await userScope(deps.db, auth);
  const ids = parseIds(rawIds);
  const rows = await requireUsersInScope(deps.db, scope, ids);
  if (rows.some((r) => r.id === auth.user.id)) throw new BizError(USER_MESSAGES.selfDelete);
  if (rows.some((r) => r.username === ADMIN_USERNAME)) throw new BizError(USER_MESSAGES.adminAccount);
  await assertCanManage(deps.db, scope, rows);
  await deps.db.transaction(async (tx) => {
    const p = new SqlParams();
    const set = `del_flag = ${p.add(1)}, update_by = ${p.add(auth.user.username)}, update_time = now()`;
    const w = scopedIdsWhere(scope, ids, 0, p);
    const done = await tx.query(`UPDATE sys_user u SET ${set} WHERE ${w.where} RETURNING u.id`, w.params);
    if (done.length !== ids.length) throw new BizError(USER_MESSAGES.notFound);
    for (const id of ids) await endUserSessions(tx, id, 'deleted');
    await logOperation(tx, auth, {
      ...meta,
      content: `删除用户：${names(rows)}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    });
  });
}

/** PUT /sys/user/frozenBatch {ids, status}: 2 freezes (sessions end at once), 1 unfreezes. */
export async function freezeUsers(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: { ids?: unknown; status?: unknown },
) {
  const status = String(body.status ?? '');
  if (status !== '1' && status !== '2') throw new BizError(USER_MESSAGES.badIds);
  const scope = await userScope(deps.db, auth);
  const ids = parseIds(body.ids);
  const rows = await requireUsersInScope(deps.db, scope, ids);
  if (status === '2') {
    if (rows.some((r) => r.username === ADMIN_USERNAME)) throw new BizError(USER_MESSAGES.adminAccount);
    if (rows.some((r) => r.id === auth.user.id)) throw new BizError(USER_MESSAGES.selfFreeze);
  }
  await assertCanManage(deps.db, scope, rows);
  await deps.db.transaction(async (tx) => {
    const p = new SqlParams();
    const set = `status = ${p.add(Number(status))}, update_by = ${p.add(auth.user.username)}, update_time = now()`;
    const w = scopedIdsWhere(scope, ids, 0, p);
    const done = await tx.query(`UPDATE sys_user u SET ${set} WHERE ${w.where} RETURNING u.id`, w.params);
    if (done.length !== ids.length) throw new BizError(USER_MESSAGES.notFound);
    if (status === '2') for (const id of ids) await endUserSessions(tx, id, 'frozen');
    await logOperation(tx, auth, {
      ...meta,
      content: `${status === '2' ? '冻结' : '解冻'}用户：${names(rows)}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { ids, status },
    });
  });
}

const PASSWORD_RULES = [validateRequired(SYS_USER_MESSAGES.passwordRequired), validatePasswordStrength];

/**
 * PUT /sys/user/changePassword {username, password, confirmpassword?}: the administrator's reset.
 * New salt and hash; every session of that user ends (the actor's own current one is kept).
 */
export async function resetPassword(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: { username?: unknown; password?: unknown; confirmpassword?: unknown },
) {
  const username = typeof body.username === 'string' ? body.username : '';
  const scope = await userScope(deps.db, auth);
  const found = buildListWhere({
    schema: sysUserSchema,
    alias: 'u',
    fixedWhere: (p) => [...userFixedWhere(scope, 'u', 0)(p), `u.username = ${p.add(username)}`],
    dataRules: scope.dataRules,
  });
  const [row] = username
    ? await deps.db.query<PublicUserRow>(
        `SELECT ${publicUserSelect('u')} FROM sys_user u WHERE ${found.where}`,
        found.params,
      )
    : [];
  if (!row) throw new BizError(USER_MESSAGES.userNotFound);
  await assertCanManage(deps.db, scope, [row]);
  for (const rule of PASSWORD_RULES) {
    const message = rule(body.password);
    if (message) throw new BizError(message);
  }
  const password = String(body.password);
  if (body.confirmpassword !== undefined && body.confirmpassword !== password) {
    throw new BizError('两次输入密码不一致!');
  }
  const salt = newSalt();
  const hash = await hashPassword(password, salt);
  await deps.db.transaction(async (tx) => {
    const q = new SqlParams();
    const set = `password = ${q.add(hash)}, salt = ${q.add(salt)}, update_by = ${q.add(auth.user.username)}, update_time = now()`;
    const w = scopedIdsWhere(scope, [row.id], 0, q);
    const done = await tx.query(`UPDATE sys_user u SET ${set} WHERE ${w.where} RETURNING u.id`, w.params);
    if (done.length !== 1) throw new BizError(USER_MESSAGES.userNotFound);
    await endUserSessions(tx, row.id, 'password-reset', row.id === auth.user.id ? auth.sessionId : undefined);
    await logOperation(tx, auth, {
      ...meta,
      content: `重置用户密码：${row.username}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    });
  });
}
