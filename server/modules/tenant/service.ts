import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { TENANT_MESSAGES, tenantSchema } from '../../../src/shared/domain/resources/tenant';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db, Row } from '../../db/db';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import {
  deleteInScopeLogged,
  insertLogged,
  updateInScopeLogged,
  type ScopedTable,
} from '../log/logged-writes';
import type { RequestMeta } from '../user/admin-service';
import { readFormValues, type ColumnValue } from '../user/form-values';
import { dictText } from '../user/user-json';
import { tenantIdsOf } from '../user/user-row';
import { USER_MESSAGES } from '../user/user-scope';

export const TENANT_ADMIN_MESSAGES = {
  superOnly: '只有超级管理员可以管理租户',
  inUse: '该租户下仍有用户或数据，不能删除',
  badIds: '租户编号不正确',
} as const;

export interface TenantRow extends Row {
  id: number;
  name: string;
  create_by: string | null;
  create_time: Date | null;
  begin_date: Date | null;
  end_date: Date | null;
  status: number;
  update_by: string | null;
  update_time: Date | null;
}

export interface TenantJson {
  id: number;
  name: string;
  createBy: string | null;
  createTime: string | null;
  beginDate: string | null;
  endDate: string | null;
  status: number;
  status_dictText: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

interface TenantScope {
  isSuper: boolean;
  /** The caller's own tenants (only these are visible to non-super users). */
  own: number[];
  dataRules: DataRuleCondition[];
}

async function tenantScope(db: Db, auth: AuthContext): Promise<TenantScope> {
  return {
    isSuper: auth.isSuper,
    own: tenantIdsOf(auth.user),
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.tenant),
  };
}

/** Tenants are platform rows: super users see all, everyone else only the tenants they belong to. */
const visible = (scope: TenantScope) => (p: SqlParams) =>
  scope.isSuper ? [] : [`t.id = ANY(${p.add(scope.own)}::integer[])`];

function requireSuper(scope: TenantScope): void {
  if (!scope.isSuper) throw new BizError(TENANT_ADMIN_MESSAGES.superOnly);
}

/** Tenant ids as text for whereForIds; each must be a plain positive integer. */
function tenantIds(raw: unknown): string[] {
  const parts = (typeof raw === 'string' ? raw.split(',') : []).map((s) => s.trim()).filter((s) => s !== '');
  if (parts.length === 0 || parts.length > 1000 || parts.some((s) => !/^[1-9]\d{0,8}$/.test(s))) {
    throw new BizError(TENANT_ADMIN_MESSAGES.badIds);
  }
  return [...new Set(parts)];
}

async function toJson(deps: AppDeps, rows: readonly TenantRow[]): Promise<TenantJson[]> {
  const dicts = await deps.dicts.allItems();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createBy: r.create_by,
    createTime: formatDateTime(r.create_time),
    beginDate: formatDateTime(r.begin_date),
    endDate: formatDateTime(r.end_date),
    status: r.status,
    status_dictText: dictText(dicts, 'valid_status', r.status),
    updateBy: r.update_by,
    updateTime: formatDateTime(r.update_time),
  }));
}

export async function listTenants(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<TenantJson>> {
  const scope = await tenantScope(deps.db, auth);
  const page = await runListQuery<TenantRow, TenantRow>(deps.db, {
    schema: tenantSchema,
    alias: 't',
    select: 't.*',
    from: 'sys_tenant t',
    query,
    fixedWhere: visible(scope),
    dataRules: scope.dataRules,
    mapRow: (r) => r,
  });
  return { ...page, records: await toJson(deps, page.records) };
}

function tenantTable(scope: TenantScope): ScopedTable {
  return {
    table: 'sys_tenant',
    schema: tenantSchema,
    alias: 't',
    fixedWhere: visible(scope),
    dataRules: scope.dataRules,
  };
}

async function tenantsInScope(db: Db, scope: TenantScope, ids: readonly string[]): Promise<TenantRow[]> {
  const w = whereForIds({ ...tenantTable(scope), ids });
  return db.query<TenantRow>(`SELECT t.* FROM sys_tenant t WHERE ${w.where}`, w.params);
}

export async function queryTenantById(deps: AppDeps, auth: AuthContext, id: unknown): Promise<TenantJson> {
  const scope = await tenantScope(deps.db, auth);
  const rows = await tenantsInScope(deps.db, scope, tenantIds(id).slice(0, 1));
  const [json] = await toJson(deps, rows);
  if (!json) throw new BizError(USER_MESSAGES.notFound);
  return json;
}

function checkDates(values: readonly ColumnValue[], current?: TenantRow): void {
  const pick = (column: string, fallback: Date | null | undefined) => {
    const hit = values.find((v) => v.column === column);
    return hit ? (hit.value as string | null) : (fallback?.toISOString() ?? null);
  };
  const begin = pick('begin_date', current?.begin_date);
  const end = pick('end_date', current?.end_date);
  if (begin && end && new Date(end).getTime() < new Date(begin).getTime()) {
    throw new BizError(TENANT_MESSAGES.dateOrder);
  }
}

export async function addTenant(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const scope = await tenantScope(deps.db, auth);
  requireSuper(scope);
  const values = await readFormValues(tenantSchema, body, 'create', deps.dicts);
  checkDates(values);
  const all: ColumnValue[] = [
    ...values.map((v) => (v.column === 'status' && v.value === null ? { ...v, value: 1 } : v)),
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  await insertLogged(
    deps.db,
    auth,
    'sys_tenant',
    all,
    { sys_tenant_pkey: TENANT_MESSAGES.idTaken },
    {
      ...meta,
      content: `添加租户：${String(body.name ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
  );
}

export async function editTenant(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const scope = await tenantScope(deps.db, auth);
  requireSuper(scope);
  const [id] = tenantIds(body.id === undefined || body.id === null ? '' : String(body.id));
  const [current] = await tenantsInScope(deps.db, scope, [id!]);
  if (!current) throw new BizError(USER_MESSAGES.notFound);
  const values = await readFormValues(tenantSchema, body, 'edit', deps.dicts);
  if (values.some((v) => v.column === 'status' && v.value === null)) throw new BizError('请选择状态');
  checkDates(values, current);
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  await updateInScopeLogged(deps.db, auth, tenantTable(scope), id!, set, 't.id', () => ({
    ...meta,
    content: `编辑租户：${current.name}`,
    operateType: OPERATE_TYPE.edit,
    requestParam: body,
  }));
}

/** A tenant still referenced by users, roles, departments or positions is not deleted. */
async function assertUnused(db: Db, ids: number[]): Promise<void> {
  const rows = await db.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM sys_user u WHERE string_to_array(u.rel_tenant_ids, ',') && $1::text[])
        OR EXISTS (SELECT 1 FROM sys_role WHERE tenant_id = ANY($2::integer[]))
        OR EXISTS (SELECT 1 FROM sys_depart WHERE tenant_id = ANY($2::integer[]))
        OR EXISTS (SELECT 1 FROM sys_position WHERE tenant_id = ANY($2::integer[]))`,
    [ids.map(String), ids],
  );
  if (rows.length > 0) throw new BizError(TENANT_ADMIN_MESSAGES.inUse);
}

export async function deleteTenants(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const scope = await tenantScope(deps.db, auth);
  requireSuper(scope);
  const ids = tenantIds(rawIds);
  const rows = await tenantsInScope(deps.db, scope, ids);
  if (rows.length !== ids.length) throw new BizError(USER_MESSAGES.notFound);
  await assertUnused(deps.db, ids.map(Number));
  await deleteInScopeLogged(deps.db, auth, tenantTable(scope), ids, {
    ...meta,
    content: `删除租户：${rows.map((r) => r.name).join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}

/**
 * GET /sys/tenant/getCurrentUserTenant: the session user's active tenants and the one this
 * request acts in. The client stores the chosen id and sends it as the tenant header; the server
 * accepts the header only when it names one of these tenants.
 */
export async function currentUserTenants(deps: AppDeps, auth: AuthContext) {
  const own = tenantIdsOf(auth.user);
  const rows = own.length
    ? await deps.db.query<TenantRow>(
        'SELECT * FROM sys_tenant WHERE id = ANY($1::integer[]) AND status = 1 ORDER BY id',
        [own],
      )
    : [];
  return { list: await toJson(deps, rows), tenantId: effectiveTenantId(auth) };
}

/**
 * GET /sys/tenant/queryList[?ids=]: the active tenants a tenant select may offer (the user form's
 * 租户 field): every one for super users, the caller's own otherwise; `ids` narrows to those.
 */
export async function queryTenantList(
  deps: AppDeps,
  auth: AuthContext,
  rawIds: unknown,
): Promise<TenantJson[]> {
  const p = new SqlParams();
  const where = [
    't.status = 1',
    ...visible({ isSuper: auth.isSuper, own: tenantIdsOf(auth.user), dataRules: [] })(p),
  ];
  if (typeof rawIds === 'string' && rawIds.trim() !== '') {
    where.push(`t.id = ANY(${p.add(tenantIds(rawIds).map(Number))}::integer[])`);
  }
  const rows = await deps.db.query<TenantRow>(
    `SELECT t.* FROM sys_tenant t WHERE ${where.join(' AND ')} ORDER BY t.id`,
    p.values,
  );
  return toJson(deps, rows);
}
