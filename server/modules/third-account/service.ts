import {
  ACCOUNT_SETTINGS_MESSAGES,
  THIRD_TYPE_TEXT,
  type ThirdAccount,
  type ThirdType,
} from '../../../src/shared/domain/resources/user-setting';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { AppDeps } from '../../fastify-types';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';

interface ThirdAccountRow {
  [key: string]: unknown;
  id: string;
  third_type: ThirdType;
  third_user_id: string;
  realname: string | null;
  avatar: string | null;
  create_time: Date | null;
}

const toJson = (r: ThirdAccountRow): ThirdAccount => ({
  id: r.id,
  thirdType: r.third_type,
  thirdUserId: r.third_user_id,
  realname: r.realname,
  avatar: r.avatar,
  createTime: formatDateTime(r.create_time),
});

/** GET /sys/thirdApp/getThirdAccountByUserId: the caller's own bindings (never another user's). */
export async function ownThirdAccounts(deps: AppDeps, auth: AuthContext): Promise<ThirdAccount[]> {
  const rows = await deps.db.query<ThirdAccountRow>(
    `SELECT id, third_type, third_user_id, realname, avatar, create_time
       FROM sys_third_account WHERE sys_user_id = $1 ORDER BY third_type`,
    [auth.user.id],
  );
  return rows.map(toJson);
}

/** DELETE /sys/thirdApp/unbindThirdAccount?id=: only a binding of the caller; anything else is not found. */
export async function unbindOwnThirdAccount(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<ThirdAccountRow>(
      `DELETE FROM sys_third_account WHERE id = $1 AND sys_user_id = $2
       RETURNING id, third_type, third_user_id, realname, avatar, create_time`,
      [id, auth.user.id],
    );
    if (!row) throw new BizError(ACCOUNT_SETTINGS_MESSAGES.bindingMissing);
    await logOperation(tx, auth, {
      ...meta,
      content: `解绑${THIRD_TYPE_TEXT[row.third_type] ?? row.third_type}账号：${row.realname ?? row.third_user_id}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { id },
    });
  });
}
