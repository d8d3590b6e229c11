import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  GATEWAY_DEFAULT_TIMEOUT_MS,
  GATEWAY_MESSAGES as M,
  gatewayRouteSchema,
  validateTimeout,
} from '../../../src/shared/domain/resources/gateway-route';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { checkHost } from '../../lib/net-policy/policy';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import {
  deleteInScopeLogged,
  insertLogged,
  updateInScopeLogged,
  type ScopedTable,
} from '../log/logged-writes';
import type { OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { readFormValues, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { invalidateRouteTable } from './route-table';

type Meta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

export interface GatewayRouteRow extends Row {
  id: string;
  name: string;
  path_prefix: string;
  upstream_url: string;
  enabled: boolean;
  strip_prefix: boolean;
  timeout_ms: number;
  remark: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface GatewayRouteJson {
  id: string;
  name: string;
  pathPrefix: string;
  upstreamUrl: string;
  enabled: boolean;
  stripPrefix: boolean;
  timeoutMs: number;
  remark: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

const UNIQUE = { uniq_sys_gateway_route_prefix: M.prefixTaken };

async function table(db: Db, auth: AuthContext): Promise<ScopedTable> {
  return {
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.gateway),
    table: 'sys_gateway_route',
    schema: gatewayRouteSchema,
    alias: 'g',
  };
}

function toJson(r: GatewayRouteRow): GatewayRouteJson {
  return {
    id: r.id,
    name: r.name,
    pathPrefix: r.path_prefix,
    upstreamUrl: r.upstream_url,
    enabled: r.enabled,
    stripPrefix: r.strip_prefix,
    timeoutMs: r.timeout_ms,
    remark: r.remark,
    createBy: r.create_by,
    createTime: formatDateTime(r.create_time),
    updateBy: r.update_by,
    updateTime: formatDateTime(r.update_time),
  };
}

export async function listRoutes(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<GatewayRouteJson>> {
  return runListQuery<GatewayRouteRow, GatewayRouteJson>(deps.db, {
    ...(await table(deps.db, auth)),
    select: 'g.*',
    from: 'sys_gateway_route g',
    query,
    mapRow: toJson,
  });
}

async function inScope(db: Db, auth: AuthContext, rawId: unknown): Promise<GatewayRouteRow> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  if (ids.length === 0) throw new BizError(M.notFound);
  const w = whereForIds({ ...(await table(db, auth)), ids });
  const [row] = await db.query<GatewayRouteRow>(
    `SELECT g.* FROM sys_gateway_route g WHERE ${w.where}`,
    w.params,
  );
  if (!row) throw new BizError(M.notFound);
  return row;
}

export async function queryRouteById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<GatewayRouteJson> {
  return toJson(await inScope(deps.db, auth, id));
}

/** true/false, 1/0, '1'/'0', 'true'/'false', 'Y'/'N' (switches send booleans, older forms strings). */
function asBool(title: string, raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim().toLowerCase() : null;
  if (text === 'true' || text === '1' || text === 'y') return true;
  if (text === 'false' || text === '0' || text === 'n') return false;
  throw new BizError(`${title}格式不正确`);
}

/**
 * The body's values: text fields through the schema's form reader (rules and bounds), the two
 * switches and the timeout read here. The upstream's host must pass the policy to be saved.
 */
async function readValues(
  deps: AppDeps,
  body: Record<string, unknown>,
  mode: 'create' | 'edit',
): Promise<ColumnValue[]> {
  const textOnly = {
    ...gatewayRouteSchema,
    fields: gatewayRouteSchema.fields.filter((f) => f.kind !== 'switch' && f.kind !== 'integer'),
  };
  const values = await readFormValues(textOnly, body, mode, deps.dicts);
  for (const [key, column, fallback] of [
    ['enabled', 'enabled', true],
    ['stripPrefix', 'strip_prefix', true],
  ] as const) {
    const raw = body[key];
    if (raw === undefined || raw === null || raw === '') {
      if (mode === 'create') values.push({ column, value: fallback });
    } else values.push({ column, value: asBool(key === 'enabled' ? '启用' : '去掉前缀', raw) });
  }
  const timeout = body.timeoutMs;
  if (timeout === undefined || timeout === null || timeout === '') {
    if (mode === 'create') values.push({ column: 'timeout_ms', value: GATEWAY_DEFAULT_TIMEOUT_MS });
  } else {
    if (validateTimeout(timeout)) throw new BizError(M.timeoutFormat);
    values.push({ column: 'timeout_ms', value: Number(timeout) });
  }
  const upstream = values.find((v) => v.column === 'upstream_url');
  if (upstream && typeof upstream.value === 'string') {
    const url = upstream.value.trim().replace(/\/+$/, '');
    upstream.value = url;
    await checkHost(deps.db, new URL(url).hostname);
  }
  return values;
}

export async function addRoute(deps: AppDeps, auth: AuthContext, meta: Meta, body: Record<string, unknown>) {
  const values = await readValues(deps, body, 'create');
  await insertLogged(
    deps.db,
    auth,
    'sys_gateway_route',
    [
      ...values,
      { column: 'id', value: newId() },
      { column: 'create_by', value: auth.user.username },
      { column: 'create_time', value: new Date() },
    ],
    UNIQUE,
    {
      ...meta,
      content: `添加网关路由：${String(body.pathPrefix ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
  );
  invalidateRouteTable(deps.db);
}

export async function editRoute(deps: AppDeps, auth: AuthContext, meta: Meta, body: Record<string, unknown>) {
  const current = await inScope(deps.db, auth, body.id);
  const values = await readValues(deps, body, 'edit');
  try {
    await updateInScopeLogged<{ path_prefix: string }>(
      deps.db,
      auth,
      await table(deps.db, auth),
      current.id,
      [
        ...values,
        { column: 'update_by', value: auth.user.username },
        { column: 'update_time', value: new Date() },
      ],
      'g.path_prefix',
      (row) => ({
        ...meta,
        content: `编辑网关路由：${row.path_prefix}`,
        operateType: OPERATE_TYPE.edit,
        requestParam: body,
      }),
    );
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505') throw new BizError(M.prefixTaken);
    throw error;
  } finally {
    invalidateRouteTable(deps.db);
  }
}

export async function deleteRoutes(deps: AppDeps, auth: AuthContext, meta: Meta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  if (ids.length === 0) throw new BizError(M.notFound);
  await deleteInScopeLogged(deps.db, auth, await table(deps.db, auth), ids, {
    ...meta,
    content: `删除网关路由：${ids.join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
  invalidateRouteTable(deps.db);
}
