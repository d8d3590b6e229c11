import type pg from 'pg';
import type { CheckedHost } from '../net-policy/policy';

/** Connection fields of a PostgreSQL data source, password already in plain text (memory only). */
export interface PgTarget {
  host: string;
  port: number;
  database: string;
  username: string;
  password: string;
}

export const CONNECT_TIMEOUT_MS = 5000;

/** pg settings that connect to the address the policy checked, never to a fresh DNS answer. */
export function clientConfig(checked: CheckedHost, target: PgTarget): pg.ClientConfig {
  return {
    host: checked.address,
    port: target.port,
    database: target.database,
    user: target.username,
    password: target.password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'factory-console',
  };
}

const PG_CODES: Record<string, string> = {
  '28P01': '用户名或密码错误',
  '28000': '用户无权连接该数据库',
  '3D000': '数据库不存在',
  '53300': '数据库连接数已满',
  '57P03': '数据库正在启动或关闭',
};

const NET_CODES: Record<string, string> = {
  ECONNREFUSED: '连接被拒绝，请检查地址和端口',
  ETIMEDOUT: '连接超时',
  EHOSTUNREACH: '主机不可达',
  ENETUNREACH: '网络不可达',
  ECONNRESET: '连接被重置',
  ENOTFOUND: '无法解析主机',
};

/**
 * A Chinese reason for a failed connection. Built from codes only, so neither the password nor
 * the driver's own text (which may quote connection settings) reaches the user.
 */
export function describeConnectError(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  if (PG_CODES[code]) return PG_CODES[code];
  if (NET_CODES[code]) return NET_CODES[code];
  if (/timeout/i.test(message)) return '连接超时';
  if (/SSL|TLS/i.test(message)) return '数据库要求加密连接，当前不支持';
  return code ? `连接失败（${code}）` : '连接失败';
}
