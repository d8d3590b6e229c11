import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { POSITION_MESSAGES, positionSchema } from '../../../src/shared/domain/resources/position';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db, Row } from '../../db/db';
import { newId } from '../../lib/ids';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import type { AppDeps } from '../../fastify-types';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, rowTenantCondition, userTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import {
  deleteInScopeLogged,
  insertLogged,
  updateInScopeLogged,
  type ScopedTable,
} from '../log/logged-writes';
import type { RequestMeta } from '../user/admin-service';
import { readFormValues } from '../user/form-values';
import { parseIds, USER_MESSAGES } from '../user/user-scope';

export interface PositionRow extends Row {
  id: string;
  code: string;
  name: string;
  post_rank: string | null;
  company_id: string | null;
  tenant_id: number | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  sys_org_code: string | null;
}

export interface PositionJson {
  id: string;
  code: string;
  name: string;
  postRank: string | null;
  companyId: string | null;
  tenantId: number | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  sysOrgCode: string | null;
}

export const toPositionJson = (r: PositionRow): PositionJson => ({
  id: r.id,
  code: r.code,
  name: r.name,
  postRank: r.post_rank,
  companyId: r.company_id,
  tenantId: r.tenant_id,
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
  sysOrgCode: r.sys_org_code,
});

const UNIQUE = {
  uniq_sys_position_code: POSITION_MESSAGES.codeTaken,
  uniq_sys_position_code_platform: POSITION_MESSAGES.codeTaken,
};

interface PositionScope {
  tenantId: number | null;
  isSuper: boolean;
  dataRules: DataRuleCondition[];
}

async function positionScope(db: Db, auth: AuthContext): Promise<PositionScope> {
  return {
    tenantId: effectiveTenantId(auth),
    isSuper: auth.isSuper,
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.position),
  };
}

/** Reads see the tenant's positions and platform ones; writes only the tenant's (platform rows: super users). */
function tenantWhere(scope: PositionScope, write: boolean) {
  return (p: SqlParams) => [rowTenantCondition('s', p, scope.tenantId, !write || scope.isSuper)];
}

function positionTable(scope: PositionScope, write: boolean): ScopedTable {
  return {
    table: 'sys_position',
    schema: positionSchema,
    alias: 's',
    fixedWhere: tenantWhere(scope, write),
    dataRules: scope.dataRules,
  };
}

async function positionsInScope(db: Db, scope: PositionScope, ids: readonly string[], write: boolean) {
  const w = whereForIds({ ...positionTable(scope, write), ids });
  return db.query<PositionRow>(`SELECT s.* FROM sys_position s WHERE ${w.where}`, w.params);
}

/** GET /sys/position/list: also the user form's 职务 picker, so tenant-scoped and without secrets. */
export async function listPositions(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<PositionJson>> {
  const scope = await positionScope(deps.db, auth);
  return runListQuery<PositionRow, PositionJson>(deps.db, {
    schema: positionSchema,
    alias: 's',
    select: 's.*',
    from: 'sys_position s',
    query,
    fixedWhere: tenantWhere(scope, false),
    dataRules: scope.dataRules,
    mapRow: toPositionJson,
  });
}

export async function queryPositionById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<PositionJson> {
  const scope = await positionScope(deps.db, auth);
  const [row] = await positionsInScope(deps.db, scope, parseIds(typeof id === 'string' ? id : '', 1), false);
  if (!row) throw new BizError(USER_MESSAGES.notFound);
  return toPositionJson(row);
}

/** GET /sys/position/queryByCode?code=: the tenant's own position first, then a platform one. */
export async function queryPositionByCode(
  deps: AppDeps,
  auth: AuthContext,
  code: unknown,
): Promise<PositionJson> {
  const scope = await positionScope(deps.db, auth);
  const p = new SqlParams();
  const where = [`s.code = ${p.add(typeof code === 'string' ? code : '')}`, ...tenantWhere(scope, false)(p)];
  const [row] = await deps.db.query<PositionRow>(
    `SELECT s.* FROM sys_position s WHERE ${where.join(' AND ')} ORDER BY s.tenant_id NULLS LAST LIMIT 1`,
    p.values,
  );
  if (!row) throw new BizError(USER_MESSAGES.notFound);
  return toPositionJson(row);
}

export async function addPosition(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const scope = await positionScope(deps.db, auth);
  const values = await readFormValues(positionSchema, body, 'create', deps.dicts);
  const all = [
    ...values,
    { column: 'id', value: newId() },
    { column: 'tenant_id', value: scope.tenantId },
    { column: 'sys_org_code', value: auth.user.org_code },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  await insertLogged(deps.db, auth, 'sys_position', all, UNIQUE, {
    ...meta,
    content: `添加职务：${String(body.code ?? '')}`,
    operateType: OPERATE_TYPE.add,
    requestParam: body,
  });
}

export async function editPosition(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const scope = await positionScope(deps.db, auth);
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  if (!id) throw new BizError(USER_MESSAGES.notFound);
  const values = await readFormValues(positionSchema, body, 'edit', deps.dicts);
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  await updateInScopeLogged<{ code: string }>(
    deps.db,
    auth,
    positionTable(scope, true),
    id,
    set,
    's.code',
    (row) => ({
      ...meta,
      content: `编辑职务：${row.code}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    }),
  );
}

/** Positions still named in a live user's `post` (of the acting tenant) are not deleted. */
async function assertUnused(db: Db, tenantId: number | null, codes: string[]): Promise<void> {
  const p = new SqlParams();
  const list = p.add(codes);
  const rows = await db.query(
    `SELECT 1 FROM sys_user u WHERE u.del_flag = 0 AND ${userTenantCondition('u', p, tenantId)}
        AND string_to_array(coalesce(u.post, ''), ',') && ${list}::text[] LIMIT 1`,
    p.values,
  );
  if (rows.length > 0) throw new BizError('职务已被用户使用，不能删除');
}

export async function deletePositions(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const scope = await positionScope(deps.db, auth);
  const ids = parseIds(rawIds);
  const rows = await positionsInScope(deps.db, scope, ids, true);
  if (ids.length === 0 || rows.length !== ids.length) throw new BizError(USER_MESSAGES.notFound);
  await assertUnused(
    deps.db,
    scope.tenantId,
    rows.map((r) => r.code),
  );
  await deleteInScopeLogged(deps.db, auth, positionTable(scope, true), ids, {
    ...meta,
    content: `删除职务：${rows.map((r) => r.code).join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}
