import { createHash } from 'node:crypto';
import type { Page } from '../../../src/shared/domain/contract/result';
import { onlineUserSchema } from '../../../src/shared/domain/resources/online-user';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Row } from '../../db/db';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import type { RawQuery } from '../../lib/list-query/query-input';
import { buildListWhere, runListQuery } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { assertCanManageUsers } from '../access/grant-guard';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, userTenantCondition } from '../access/tenant-scope';
import { writeLoginLog } from '../auth/login-log';
import { logOperation, type OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { endSession } from '../session/service';

export const ONLINE_MESSAGES = {
  missing: '退出登录失败！',
  notFound: '该会话不存在或已退出',
  ownSession: '不能强制退出自己当前的会话',
  done: '退出登录成功！',
} as const;

interface OnlineRow extends Row {
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
}

export interface OnlineUserJson {
  /** sha256 of the session id: an opaque handle, never the token or the session id. */
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  ip: string | null;
  userAgent: string | null;
  loginTime: string | null;
  lastSeen: string | null;
  current: boolean;
}

const toJson = (r: OnlineRow, ownHandle: string): OnlineUserJson => ({
  id: r.id,
  username: r.username,
  realname: r.realname,
  avatar: r.avatar,
  ip: r.ip,
  userAgent: r.user_agent,
  loginTime: formatDateTime(r.created_at),
  lastSeen: formatDateTime(r.last_seen_at),
  current: r.id === ownHandle,
});

/**
 * Sessions as a derived table `o` (never selected whole: `sid` stays on the server). Live means
 * not revoked, not expired, of a usable account, and not idle past the limit (liveConditions).
 */
const SESSIONS = `(SELECT encode(sha256(convert_to(s.id, 'UTF8')), 'hex') AS id, s.id AS sid, s.user_id, s.username,
      u.realname, u.avatar, s.ip, s.user_agent, s.created_at, s.last_seen_at, u.rel_tenant_ids
    FROM sys_session s JOIN sys_user u ON u.id = s.user_id
    WHERE s.revoked_at IS NULL AND u.del_flag = 0 AND u.status = 1) o`;

function liveConditions(deps: AppDeps, scope: OnlineScope, p: SqlParams): string[] {
  const idleSince = new Date(Date.now() - deps.config.sessionIdleMinutes * 60_000);
  return [
    `o.created_at > ${p.add(new Date(Date.now() - deps.config.sessionMaxHours * 3600_000), 'timestamptz')}`,
    `o.last_seen_at > ${p.add(idleSince, 'timestamptz')}`,
    userTenantCondition('o', p, scope.tenantId),
  ];
}

const handleOf = (sessionId: string) => createHash('sha256').update(sessionId, 'utf8').digest('hex');

interface OnlineScope {
  tenantId: number | null;
  dataRules: DataRuleCondition[];
}

async function onlineScope(deps: AppDeps, auth: AuthContext): Promise<OnlineScope> {
  return {
    tenantId: effectiveTenantId(auth),
    dataRules: await dataRuleConditions(deps.db, auth, ADMIN_PATHS.online),
  };
}

/** GET /sys/online/list: the live sessions of the acting tenant's users. */
export async function listOnline(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<OnlineUserJson>> {
  const scope = await onlineScope(deps, auth);
  const own = handleOf(auth.sessionId);
  return runListQuery<OnlineRow, OnlineUserJson>(deps.db, {
    schema: onlineUserSchema,
    alias: 'o',
    select: 'o.id, o.username, o.realname, o.avatar, o.ip, o.user_agent, o.created_at, o.last_seen_at',
    from: SESSIONS,
    query,
    fixedWhere: (p) => liveConditions(deps, scope, p),
    dataRules: scope.dataRules,
    mapRow: (row) => toJson(row, own),
  });
}

/**
 * POST /sys/online/forceLogout {sessionId}: ends that session now (its next request gets 401).
 * Only sessions the caller can list; never their own current one; never a user above them.
 */
export async function forceLogout(
  deps: AppDeps,
  auth: AuthContext,
  meta: Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>,
  handle: unknown,
): Promise<void> {
  if (typeof handle !== 'string' || !/^[0-9a-f]{64}$/.test(handle))
    throw new BizError(ONLINE_MESSAGES.missing);
  const scope = await onlineScope(deps, auth);
  const w = buildListWhere({
    schema: onlineUserSchema,
    alias: 'o',
    fixedWhere: (p) => [...liveConditions(deps, scope, p), `o.id = ${p.add(handle)}`],
    dataRules: scope.dataRules,
  });
  const [target] = await deps.db.query<{
    sid: string;
    user_id: string;
    username: string;
    realname: string | null;
  }>(`SELECT o.sid, o.user_id, o.username, o.realname FROM ${SESSIONS} WHERE ${w.where}`, w.params);
  if (!target) throw new BizError(ONLINE_MESSAGES.notFound);
  if (target.sid === auth.sessionId) throw new BizError(ONLINE_MESSAGES.ownSession);
  await assertCanManageUsers(deps.db, { userId: auth.user.id, tenantId: scope.tenantId }, [target.user_id]);
  await deps.db.transaction(async (tx) => {
    await endSession(tx, target.sid, 'force-logout');
    await writeLoginLog(tx, {
      userId: target.user_id,
      username: target.username,
      content: `强制: ${target.realname ?? target.username}退出成功！`,
      ip: meta.ip ?? '',
      url: meta.requestUrl ?? '',
    });
    await logOperation(tx, auth, {
      ...meta,
      content: `强制退出：${target.username}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { sessionId: handle },
    });
  });
}
