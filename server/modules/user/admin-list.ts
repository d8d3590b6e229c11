import type { Page } from '../../../src/shared/domain/contract/result';
import { sysUserSchema } from '../../../src/shared/domain/resources/sys-user';
import type { RawQuery } from '../../lib/list-query/query-input';
import { queryText } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { rowTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { departNamesColumn, toAdminUsers, type AdminUserJson } from './user-json';
import { thirdIdsColumn, thirdIdsFromColumn, withThirdUserIds, type ThirdUserIds } from './third-bindings';
import {
  parseIds,
  publicUserSelect,
  requireUsersInScope,
  USER_MESSAGES,
  userFixedWhere,
  userScope,
  type PublicUserRow,
  type UserScope,
} from './user-scope';

/** `col ILIKE %value%` with the value's own `%`, `_` and `\` taken literally. */
export function containsCondition(column: string, p: SqlParams, value: string): string {
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${column} ILIKE ${p.add(`%${escaped}%`)} ESCAPE '\\'`;
}

/** Users in a department of the tenant, optionally with its sub-departments (org_code prefix). */
export function inDepartCondition(
  scope: UserScope,
  alias: string,
  p: SqlParams,
  departId: string,
  withChildren: boolean,
): string {
  const dep = p.add(departId);
  const tenant = rowTenantCondition('d0', p, scope.tenantId, true);
  const departs = withChildren
    ? `SELECT d.id FROM sys_depart d JOIN sys_depart d0 ON d.org_code LIKE d0.org_code || '%'
        WHERE d0.id = ${dep} AND ${tenant} AND d.del_flag = '0' AND ${rowTenantCondition('d', p, scope.tenantId, true)}`
    : `SELECT d0.id FROM sys_depart d0 WHERE d0.id = ${dep} AND ${tenant} AND d0.del_flag = '0'`;
  return `${alias}.id IN (SELECT ud.user_id FROM sys_user_depart ud WHERE ud.dep_id IN (${departs}))`;
}

interface UserPageOptions {
  extra: (p: SqlParams) => string[];
  delFlag: 0 | 1;
  /** Also read the app bindings (`list_third_ids`) with the page. */
  thirdIds: boolean;
}

/** One page of rows, their department names (and bindings) read with the page: one statement. */
function pageUserRows(
  deps: AppDeps,
  scope: UserScope,
  query: RawQuery,
  opts: UserPageOptions,
): Promise<Page<PublicUserRow>> {
  return runListQuery<PublicUserRow, PublicUserRow>(deps.db, {
    schema: sysUserSchema,
    alias: 'u',
    select: (p) =>
      [
        publicUserSelect('u'),
        departNamesColumn('u', p, scope.tenantId),
        ...(opts.thirdIds ? [thirdIdsColumn('u')] : []),
      ].join(', '),
    from: 'sys_user u',
    query,
    fixedWhere: (p) => [...userFixedWhere(scope, 'u', opts.delFlag)(p), ...opts.extra(p)],
    dataRules: scope.dataRules,
    mapRow: (row) => row,
  });
}

const adminUsersOf = (deps: AppDeps, scope: UserScope, rows: readonly PublicUserRow[]) =>
  toAdminUsers(deps, scope.tenantId, rows, { dictVersion: scope.auth.dictVersion, departNamesRead: true });

/** One page of users of the scope (list engine: plain filters, superQuery, sort, data rules). */
export async function pageUsers(
  deps: AppDeps,
  scope: UserScope,
  query: RawQuery,
  extra: (p: SqlParams) => string[] = () => [],
  delFlag: 0 | 1 = 0,
): Promise<Page<AdminUserJson>> {
  const page = await pageUserRows(deps, scope, query, { extra, delFlag, thirdIds: false });
  return { ...page, records: await adminUsersOf(deps, scope, page.records) };
}

/** GET /sys/user/list: `departId` = users of that department, `code` = a comma list of ids. */
export async function listUsers(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<AdminUserJson & ThirdUserIds>> {
  const scope = await userScope(deps.db, auth);
  const departId = queryText(query.departId)?.trim();
  const codeText = queryText(query.code)?.trim();
  const ids = codeText ? parseIds(codeText) : [];
  // JeecgBoot sets the page size to the id count when `code` is given.
  const effective = ids.length ? { ...query, pageSize: String(ids.length), pageNo: '1' } : query;
  const page = await pageUserRows(deps, scope, effective, {
    extra: (p) => [
      ...(departId ? [inDepartCondition(scope, 'u', p, departId, false)] : []),
      ...(ids.length ? [`u.id = ANY(${p.add(ids)}::varchar[])`] : []),
    ],
    delFlag: 0,
    // The app bindings: this route needs the user list code, so only administrators read them.
    thirdIds: true,
  });
  const users = await adminUsersOf(deps, scope, page.records);
  return {
    ...page,
    records: users.map((u, i) => ({ ...u, ...thirdIdsFromColumn(page.records[i]?.list_third_ids) })),
  };
}

/** GET /sys/user/queryById. */
export async function queryUserById(
  deps: AppDeps,
  auth: AuthContext,
  id: string | undefined,
): Promise<AdminUserJson & ThirdUserIds> {
  if (!id) throw new BizError(USER_MESSAGES.notFound);
  const scope = await userScope(deps.db, auth);
  const rows = await requireUsersInScope(deps.db, scope, parseIds(id, 1));
  const [user] = await toAdminUsers(deps, scope.tenantId, rows);
  if (!user) throw new BizError(USER_MESSAGES.notFound);
  const [withIds] = await withThirdUserIds(deps.db, [user]);
  return withIds ?? { ...user, wecomUserId: null, dingtalkUserId: null };
}

/** GET /sys/user/recycleBin: the logically deleted users of the scope (a plain list, as JeecgBoot). */
export async function recycleBinUsers(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<AdminUserJson[]> {
  const scope = await userScope(deps.db, auth);
  const page = await pageUsers(deps, scope, { ...query, pageNo: '1', pageSize: '1000' }, () => [], 1);
  return page.records;
}
