import type { Page } from '../../../src/shared/domain/contract/result';
import { sysUserSchema } from '../../../src/shared/domain/resources/sys-user';
import { buildListWhere, runListQuery } from '../../lib/list-query/run-list';
import { queryText, type RawQuery } from '../../lib/list-query/query-input';
import type { SqlParams } from '../../lib/list-query/sql-params';
import type { AppDeps } from '../../fastify-types';
import {
  assertMayQueryContacts,
  canReadContacts,
  CONTACT_FIELDS,
  queryUsesContacts,
} from '../access/contact-fields';
import type { AuthContext } from '../session/auth-context';
import { inDepartCondition } from './admin-list';
import { requireDeparts } from './org-visibility';
import {
  MULTI_USER_FIELDS,
  multiUserLookup,
  pickerFilters,
  pickerProjection,
  pickerSort,
  type PickerField,
} from './picker-query';
import { toAdminUsers, type AdminUserJson } from './user-json';
import {
  parseIds,
  publicUserSelect,
  userFixedWhere,
  userScope,
  type PublicUserRow,
  type UserScope,
} from './user-scope';

/**
 * What the user pickers answer (what the picker columns show): never the password, salt,
 * e-mail, account state or tenant list; phone and birthday only to user administrators.
 */
export type PickerUser = Partial<Pick<AdminUserJson, Exclude<PickerField, 'id'>>> & { id: string };

function pick(user: AdminUserJson, fields: ReadonlySet<PickerField>): PickerUser {
  const out: Record<string, unknown> = { id: user.id };
  for (const f of fields) out[f] = (user as unknown as Record<string, unknown>)[f] ?? null;
  return out as PickerUser;
}

async function toPickerUsers(
  deps: AppDeps,
  scope: UserScope,
  rows: readonly PublicUserRow[],
  fields: ReadonlySet<PickerField>,
): Promise<PickerUser[]> {
  const full = await toAdminUsers(deps, scope.tenantId, rows);
  return full.map((u) => pick(u, fields));
}

/** The projection less the contact fields for callers who may not read them (access/contact-fields). */
function visibleFields(fields: ReadonlySet<PickerField>, contacts: boolean): ReadonlySet<PickerField> {
  if (contacts) return fields;
  const hidden: ReadonlySet<string> = new Set(CONTACT_FIELDS);
  return new Set([...fields].filter((f) => !hidden.has(f)));
}

/**
 * Active (status 1), live users the caller may see: the acting tenant, never the reserved
 * account, under the data rules the user admin list applies to the caller.
 */
function pickableWhere(scope: UserScope) {
  return (p: SqlParams): string[] => [...userFixedWhere(scope, 'u', 0)(p), `u.status = ${p.add(1)}`];
}

/**
 * GET /sys/user/queryUserComponentData: one page of pickable users. Filters username/realname
 * (contains), id, sex, birthday (day or `_begin`/`_end`), departId (that department and its
 * sub-departments; must be one the tenant sees); sort by an allowlisted column (default
 * createTime desc); `field` narrows the answered fields.
 */
export async function pickerUsers(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<PickerUser>> {
  const scope = await userScope(deps.db, auth);
  const departId = queryText(query.departId)?.trim();
  if (departId) await requireDeparts(deps.db, scope.tenantId, parseIds(departId, 1));
  const contacts = await canReadContacts(deps.db, auth);
  assertMayQueryContacts(contacts, queryUsesContacts(query));
  const filters = pickerFilters(query, 'u');
  const fields = visibleFields(pickerProjection(query.field), contacts);
  const page = await runListQuery<PublicUserRow, PublicUserRow>(deps.db, {
    schema: sysUserSchema,
    alias: 'u',
    select: publicUserSelect('u'),
    from: 'sys_user u',
    // Only paging and the allowlisted sort come from the query; the filters are the picker's own.
    query: { pageNo: query.pageNo, pageSize: query.pageSize, ...pickerSort(query) },
    maxPageSize: 200,
    fixedWhere: (p) => [
      ...pickableWhere(scope)(p),
      ...(departId ? [inDepartCondition(scope, 'u', p, departId, true)] : []),
      ...filters(p),
    ],
    dataRules: scope.dataRules,
    mapRow: (row) => row,
  });
  return { ...page, records: await toPickerUsers(deps, scope, page.records, fields) };
}

/** GET /sys/user/queryUserByDepId?id=&realname=: pickable users of a department and its sub-departments. */
export async function pickerUsersOfDepart(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<PickerUser[]> {
  const departId = queryText(query.id)?.trim();
  if (!departId) return [];
  const page = await pickerUsers(deps, auth, {
    departId,
    realname: query.realname,
    pageNo: '1',
    pageSize: '200',
    column: 'realname',
    order: 'asc',
  });
  return page.records;
}

/**
 * GET /sys/user/getMultiUser?<store field>=a,b, (trailing comma allowed): the pickable users
 * whose store field is one of the values, in the order of the values (labels of a stored value).
 */
export async function multiUsers(deps: AppDeps, auth: AuthContext, query: RawQuery): Promise<PickerUser[]> {
  const { field, values } = multiUserLookup(query);
  if (values.length === 0) return [];
  const contacts = await canReadContacts(deps.db, auth);
  assertMayQueryContacts(contacts, field === 'phone');
  const scope = await userScope(deps.db, auth);
  const column = MULTI_USER_FIELDS[field];
  const w = buildListWhere({
    schema: sysUserSchema,
    alias: 'u',
    fixedWhere: (p) => [...pickableWhere(scope)(p), `u.${column} = ANY(${p.add(values)}::varchar[])`],
    dataRules: scope.dataRules,
  });
  const rows = await deps.db.query<PublicUserRow>(
    `SELECT ${publicUserSelect('u')} FROM sys_user u WHERE ${w.where} LIMIT 1000`,
    w.params,
  );
  const users = await toPickerUsers(deps, scope, rows, visibleFields(pickerProjection(undefined), contacts));
  const rank = new Map(values.map((v, i) => [v, i]));
  const key = (u: PickerUser) => String((u as Record<string, unknown>)[field] ?? '');
  return users.sort((a, b) => (rank.get(key(a)) ?? 0) - (rank.get(key(b)) ?? 0));
}
