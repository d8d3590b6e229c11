import type { FastifyRequest } from 'fastify';
import { LOG_TYPE } from '../../../src/shared/domain/resources/login-log';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { effectiveTenantId } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';

export { OPERATE_TYPE };

/** Keys whose values never reach the log (password, oldpassword, salt, token, clientSecret…). */
export const SECRET_KEY_PATTERN = /pass|secret|token|salt/i;
export const REDACTED = '******';
/** sys_log.request_param is text; the cap keeps a hostile body from filling the log. */
export const MAX_REQUEST_PARAM_LENGTH = 2000;
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 500;

export interface OperationEntry {
  /** What happened, in Chinese, e.g. "添加用户：zhangsan". */
  content: string;
  /** OPERATE_TYPE.add / edit / delete / import / export (1 = list). */
  operateType: number;
  ip?: string;
  /** The handler, e.g. "PUT /sys/user/frozenBatch" or a service name. */
  method?: string;
  requestUrl?: string;
  requestType?: string;
  /** The request body or query; secrets are redacted and the JSON is truncated here. */
  requestParam?: unknown;
  costTime?: number;
}

/** A deep copy with secret keys replaced, long strings and long arrays cut, depth bounded. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth >= MAX_DEPTH) return '…';
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => redactSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>).slice(0, MAX_ITEMS)) {
    out[key] = SECRET_KEY_PATTERN.test(key) ? REDACTED : redactSecrets(v, depth + 1);
  }
  return out;
}

/** The stored form of a request parameter: redacted JSON, at most MAX_REQUEST_PARAM_LENGTH chars. */
export function formatRequestParam(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  let json: string;
  try {
    json = JSON.stringify(redactSecrets(value)) ?? '';
  } catch {
    return null;
  }
  return json.length > MAX_REQUEST_PARAM_LENGTH ? `${json.slice(0, MAX_REQUEST_PARAM_LENGTH)}…` : json;
}

const cut = (text: string | undefined, max: number): string | null =>
  text === undefined ? null : text.slice(0, max);

/**
 * Writes one operation-log row (sys_log, log_type 2) for the acting user and tenant. Pass the
 * transaction handle when the write it records is transactional, so both commit or neither does.
 */
export async function logOperation(db: Db, auth: AuthContext, entry: OperationEntry): Promise<void> {
  await db.query(
    `INSERT INTO sys_log (id, log_type, log_content, operate_type, userid, username, ip, method, request_url,
       request_type, request_param, cost_time, tenant_id, create_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      newId(),
      LOG_TYPE.operation,
      entry.content.slice(0, 1000),
      entry.operateType,
      auth.user.id,
      auth.user.username,
      cut(entry.ip, 100),
      cut(entry.method, 500),
      cut(entry.requestUrl, 255),
      cut(entry.requestType, 10),
      formatRequestParam(entry.requestParam),
      entry.costTime ?? null,
      effectiveTenantId(auth),
      auth.user.username,
    ],
  );
}

/** ip / url / method of a Fastify request, for logOperation: `{ ...requestInfo(request), content, … }`. */
export function requestInfo(
  request: Pick<FastifyRequest, 'ip' | 'url' | 'method'>,
): Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'> {
  const path = request.url.split('?')[0] ?? '';
  return {
    ip: request.ip,
    method: `${request.method} ${path}`,
    requestUrl: path,
    requestType: request.method,
  };
}
