import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from './admin-service';
import {
  ADMIN_USERNAME,
  assertCanManage,
  parseIds,
  requireUsersInScope,
  scopedIdsWhere,
  USER_MESSAGES,
  userScope,
} from './user-scope';

// 回收站: logically deleted users (del_flag 1) of the acting tenant. Restoring and deleting for
// good apply only to rows that are already in the bin, under the same scope and guards as edits.

/** PUT /sys/user/putRecycleBin {userIds}: back to live users. */
export async function restoreUsers(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const scope = await userScope(deps.db, auth);
  const ids = parseIds(rawIds);
  const rows = await requireUsersInScope(deps.db, scope, ids, 1);
  await assertCanManage(deps.db, scope, rows);
  await deps.db.transaction(async (tx) => {
    const p = new SqlParams();
    const set = `del_flag = ${p.add(0)}, update_by = ${p.add(auth.user.username)}, update_time = now()`;
    const w = scopedIdsWhere(scope, ids, 1, p);
    const done = await tx.query(`UPDATE sys_user u SET ${set} WHERE ${w.where} RETURNING u.id`, w.params);
    if (done.length !== ids.length) throw new BizError(USER_MESSAGES.notFound);
    await logOperation(tx, auth, {
      ...meta,
      content: `还原用户：${rows.map((r) => r.username).join(',')}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { userIds: ids },
    });
  });
}

/** DELETE /sys/user/deleteRecycleBin?userIds=: removes the rows and their links for good. */
export async function purgeUsers(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const scope = await userScope(deps.db, auth);
  const ids = parseIds(rawIds);
  const rows = await requireUsersInScope(deps.db, scope, ids, 1);
  if (rows.some((r) => r.username === ADMIN_USERNAME)) throw new BizError(USER_MESSAGES.adminAccount);
  await assertCanManage(deps.db, scope, rows);
  await deps.db.transaction(async (tx) => {
    const p = new SqlParams();
    const w = scopedIdsWhere(scope, ids, 1, p);
    // Roles, departments, sessions and reset tickets go with the row (ON DELETE CASCADE).
    const done = await tx.query(`DELETE FROM sys_user u WHERE ${w.where} RETURNING u.id`, w.params);
    if (done.length !== ids.length) throw new BizError(USER_MESSAGES.notFound);
    // App bindings have no foreign key: without this the app account would stay taken forever.
    await tx.query('DELETE FROM sys_third_account WHERE sys_user_id = ANY($1::varchar[])', [ids]);
    await logOperation(tx, auth, {
      ...meta,
      content: `彻底删除用户：${rows.map((r) => r.username).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { userIds: ids },
    });
  });
}
