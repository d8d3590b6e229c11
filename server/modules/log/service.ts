import type { Page } from '../../../src/shared/domain/contract/result';
import { LOG_TYPE, loginLogSchema } from '../../../src/shared/domain/resources/login-log';
import { OPERATE_TYPE_TEXT, operationLogSchema } from '../../../src/shared/domain/resources/operation-log';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Row } from '../../db/db';
import { queryText, type RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, userTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { containsCondition } from '../user/admin-list';

export const LOG_MESSAGES = { badType: '日志类型不正确' } as const;

interface LogRow extends Row {
  id: string;
  log_type: number;
  log_content: string | null;
  operate_type: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  request_url: string | null;
  request_type: string | null;
  request_param: string | null;
  cost_time: number | string | null;
  create_by: string | null;
  create_time: Date;
}

export interface LogJson {
  id: string;
  logType: number;
  logContent: string | null;
  operateType: number | null;
  operateType_dictText: string | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestType: string | null;
  requestParam: string | null;
  costTime: number | null;
  createBy: string | null;
  createTime: string | null;
}

const toJson = (r: LogRow): LogJson => ({
  id: r.id,
  logType: r.log_type,
  logContent: r.log_content,
  operateType: r.operate_type,
  operateType_dictText:
    r.operate_type === null ? null : (OPERATE_TYPE_TEXT[r.operate_type] ?? String(r.operate_type)),
  userid: r.userid,
  username: r.username,
  ip: r.ip,
  method: r.method,
  requestUrl: r.request_url,
  requestType: r.request_type,
  requestParam: r.request_param,
  costTime: r.cost_time === null ? null : Number(r.cost_time),
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
});

const COLUMNS =
  'l.id, l.log_type, l.log_content, l.operate_type, l.userid, l.username, l.ip, l.method, l.request_url, ' +
  'l.request_type, l.request_param, l.cost_time, l.create_by, l.create_time';

/**
 * GET /sys/log/list?logType=1|2 (login / operation log), searchable through the list engine
 * (username, content, ip, createTime range…) plus JeecgBoot's `keyWord` (content contains).
 * Super users see every row; others the rows of their acting tenant: operation rows written in
 * it, login rows of its users (a failed login with an unknown name belongs to no tenant).
 */
export async function listLogs(deps: AppDeps, auth: AuthContext, query: RawQuery): Promise<Page<LogJson>> {
  const type = Number(queryText(query.logType) ?? '');
  if (type !== LOG_TYPE.login && type !== LOG_TYPE.operation) throw new BizError(LOG_MESSAGES.badType);
  const schema = type === LOG_TYPE.login ? loginLogSchema : operationLogSchema;
  const isSuper = auth.isSuper;
  const tenantId = effectiveTenantId(auth);
  const keyWord = queryText(query.keyWord)?.trim();
  const tenantScope = (p: SqlParams): string[] => {
    if (isSuper) return [];
    if (type === LOG_TYPE.operation) {
      return [tenantId === null ? 'l.tenant_id IS NULL' : `l.tenant_id = ${p.add(tenantId)}`];
    }
    return [`l.userid IN (SELECT u.id FROM sys_user u WHERE ${userTenantCondition('u', p, tenantId)})`];
  };
  return runListQuery<LogRow, LogJson>(deps.db, {
    schema,
    alias: 'l',
    select: COLUMNS,
    from: 'sys_log l',
    query,
    fixedWhere: (p) => [
      `l.log_type = ${p.add(type)}`,
      ...tenantScope(p),
      ...(keyWord ? [containsCondition('l.log_content', p, keyWord)] : []),
    ],
    dataRules: await dataRuleConditions(deps.db, auth, ADMIN_PATHS.log),
    mapRow: toJson,
  });
}
