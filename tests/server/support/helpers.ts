import type { FastifyInstance, InjectOptions } from 'fastify';
import { newId } from '../../../server/lib/ids';
import { hashPassword, newSalt } from '../../../server/lib/password';
import { ADMIN_PASSWORD, API, type TestApp } from './test-app';

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    query?: Record<string, string>;
    /** The caller's address (default: inject's 127.0.0.1). */
    remoteAddress?: string;
  } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }> {
  const res = await app.inject({
    method,
    url: `${API}${path}`,
    headers: { ...(opts.token ? { 'x-access-token': opts.token } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
}

/** A stable loopback address per user name (127.x.y.z, never 127.0.0.1). */
export function addressOf(username: string): string {
  let h = 0;
  for (const ch of username) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `127.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${(h & 254) + 1}`;
}

export async function login(
  app: FastifyInstance,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<string> {
  // Each user signs in from a device of their own: junk sign-ins other tests send from 127.0.0.1
  // count against that address's ceiling (docs/decisions.md, lockout), not against these users.
  const res = await call<{ token: string }>(app, 'POST', '/sys/login', {
    body: { username, password },
    remoteAddress: addressOf(username),
  });
  if (res.body.code !== 200) throw new Error(`login failed: ${res.body.message}`);
  return res.body.result.token;
}

/** Creates a user directly in the DB (the admin user API is not part of this issue). */
export async function createUser(
  t: TestApp,
  u: {
    username: string;
    password: string;
    phone?: string;
    status?: number;
    roleCode?: string;
    departCodes?: string[];
    /** rel_tenant_ids; defaults to the seeded tenant (its roles belong to it). null = no tenant. */
    tenants?: string | null;
  },
): Promise<string> {
  const id = newId();
  const salt = newSalt();
  await t.db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, phone, status, del_flag, rel_tenant_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8)`,
    [
      id,
      u.username,
      `${u.username}姓名`,
      await hashPassword(u.password, salt),
      salt,
      u.phone ?? null,
      u.status ?? 1,
      u.tenants === undefined ? '1000' : u.tenants,
    ],
  );
  if (u.roleCode) {
    await t.db.query(
      `INSERT INTO sys_user_role (id, user_id, role_id) SELECT $1, $2, id FROM sys_role WHERE role_code = $3`,
      [newId(), id, u.roleCode],
    );
  }
  for (const code of u.departCodes ?? []) {
    await t.db.query(
      `INSERT INTO sys_user_depart (id, user_id, dep_id) SELECT $1, $2, id FROM sys_depart WHERE org_code = $3`,
      [newId(), id, code],
    );
  }
  return id;
}
