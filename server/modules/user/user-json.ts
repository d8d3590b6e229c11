import type { DictMap } from '../../../src/shared/domain/contract/dict';
import type { UserInfo } from '../../../src/shared/domain/contract/user';
import type { Db } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import type { AppDeps } from '../../fastify-types';
import { rowTenantCondition } from '../access/tenant-scope';
import type { PublicUserRow } from './user-scope';
import { toUserInfo } from './user-row';

/** A user as the admin pages read it: SysUser plus orgCodeTxt and the `_dictText` siblings. */
export interface AdminUserJson extends UserInfo {
  sex_dictText: string | null;
  status_dictText: string | null;
  post_dictText: string | null;
}

export function dictText(map: DictMap, code: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const v = String(value);
  return map[code]?.find((i) => i.value === v)?.text ?? v;
}

/** user id → comma-joined names of their departments of the tenant (JeecgBoot orgCodeTxt). */
async function departNames(db: Db, tenantId: number | null, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const p = new SqlParams();
  const users = p.add(userIds);
  const rows = await db.query<{ user_id: string; names: string }>(
    `SELECT ud.user_id, string_agg(d.depart_name, ',' ORDER BY d.org_code) AS names
       FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id = ANY(${users}::varchar[]) AND d.del_flag = '0' AND ${rowTenantCondition('d', p, tenantId, true)}
      GROUP BY ud.user_id`,
    p.values,
  );
  return new Map(rows.map((r) => [r.user_id, r.names]));
}

/** position code → name, for the tenant's positions (and platform ones). */
async function positionNames(db: Db, tenantId: number | null, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const p = new SqlParams();
  const list = p.add(codes);
  const rows = await db.query<{ code: string; name: string }>(
    `SELECT s.code, s.name FROM sys_position s
      WHERE s.code = ANY(${list}::varchar[]) AND ${rowTenantCondition('s', p, tenantId, true)}
      ORDER BY s.tenant_id NULLS LAST`,
    p.values,
  );
  const names = new Map<string, string>();
  for (const r of rows) if (!names.has(r.code)) names.set(r.code, r.name);
  return names;
}

const splitCodes = (post: string | null) =>
  (post ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * The department names of each user as a select column (`list_depart_names`), for lists that
 * read them with the page instead of in a statement of their own. `tenant` binds the tenant.
 */
export function departNamesColumn(alias: string, p: SqlParams, tenantId: number | null): string {
  return `(SELECT string_agg(d.depart_name, ',' ORDER BY d.org_code)
      FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
     WHERE ud.user_id = ${alias}.id AND d.del_flag = '0' AND ${rowTenantCondition('d', p, tenantId, true)}
  ) AS list_depart_names`;
}

export interface AdminUserOptions {
  /** The dictionary version read with the session (AuthContext.dictVersion). */
  dictVersion?: string;
  /** The rows carry `list_depart_names` (departNamesColumn): no query for the names. */
  departNamesRead?: boolean;
}

/** Rows → admin JSON (password and salt were never selected). */
export async function toAdminUsers(
  deps: AppDeps,
  tenantId: number | null,
  rows: readonly PublicUserRow[],
  opts: AdminUserOptions = {},
): Promise<AdminUserJson[]> {
  const dicts = await deps.dicts.allItems(opts.dictVersion);
  const departs = opts.departNamesRead
    ? new Map(
        rows.flatMap((r) => (typeof r.list_depart_names === 'string' ? [[r.id, r.list_depart_names]] : [])),
      )
    : await departNames(
        deps.db,
        tenantId,
        rows.map((r) => r.id),
      );
  const positions = await positionNames(deps.db, tenantId, [
    ...new Set(rows.flatMap((r) => splitCodes(r.post))),
  ]);
  return rows.map((row) => {
    // toUserInfo reads no secret; the blanks only satisfy its row type.
    const info = toUserInfo({ ...row, password: '', salt: '' });
    const codes = splitCodes(row.post);
    return {
      ...info,
      orgCodeTxt: departs.get(row.id) ?? null,
      sex_dictText: dictText(dicts, 'sex', row.sex),
      status_dictText: dictText(dicts, 'user_status', row.status),
      post_dictText: codes.length ? codes.map((c) => positions.get(c) ?? c).join(',') : null,
    };
  });
}
