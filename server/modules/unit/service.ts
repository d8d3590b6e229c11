import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { UNIT_MESSAGES, unitSchema } from '../../../src/shared/domain/resources/unit';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import { LINE_MESSAGES } from '../../../src/shared/domain/resources/settlement-line';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { BizError } from '../../plugins/envelope';
import { bizScope, bizTable, rowsInScope, SCOPE_MESSAGES } from '../business/scope';
import {
  deleteInScopeLogged,
  insertLogged,
  updateInScopeLogged,
  type ScopedTable,
} from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages, type RequestMeta } from '../user/admin-service';
import { readFormValues, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { unitsToJson, type UnitJson, type UnitRow } from './unit-json';
import { assertUnitsUnreferenced } from '../settlement-line/rows';

const UNIQUE = { uniq_biz_unit_code: UNIT_MESSAGES.codeTaken };

/** biz_unit under the 机组信息 menu's scope (tenant + the plant rule `plantId IN #{sys_plant_ids}`). */
export async function unitTable(db: Db, auth: AuthContext): Promise<ScopedTable & { tenantId: number }> {
  const scope = await bizScope(db, auth, BIZ_PATHS.unit);
  return { ...bizTable(scope, 'biz_unit', unitSchema, 'u'), tenantId: scope.tenantId };
}

export async function listUnits(deps: AppDeps, auth: AuthContext, query: RawQuery): Promise<Page<UnitJson>> {
  const table = await unitTable(deps.db, auth);
  const page = await runListQuery<UnitRow, UnitRow>(deps.db, {
    ...table,
    select: 'u.*',
    from: 'biz_unit u',
    query,
    mapRow: (r) => r,
  });
  return { ...page, records: await unitsToJson(deps, page.records) };
}

export async function queryUnitById(deps: AppDeps, auth: AuthContext, rawId: unknown): Promise<UnitJson> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  const rows = await rowsInScope<UnitRow>(deps.db, await unitTable(deps.db, auth), ids);
  const [json] = await unitsToJson(deps, rows);
  return json!;
}

/** The plant must be one of the tenant's (the scope check after the write decides whether it is the caller's). */
async function checkPlant(db: Db, tenantId: number, values: readonly ColumnValue[]): Promise<void> {
  const plant = values.find((v) => v.column === 'plant_id')?.value;
  if (plant === undefined) return;
  const rows = await db.query('SELECT 1 FROM biz_plant WHERE id = $1 AND tenant_id = $2::integer', [
    plant,
    tenantId,
  ]);
  if (rows.length === 0) throw new BizError(UNIT_MESSAGES.plantUnknown);
}

export async function addUnit(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const table = await unitTable(deps.db, auth);
  const values = await readFormValues(unitSchema, body, 'create', deps.dicts);
  await checkPlant(deps.db, table.tenantId, values);
  await insertLogged(
    deps.db,
    auth,
    'biz_unit',
    [
      ...values,
      { column: 'id', value: newId() },
      { column: 'tenant_id', value: table.tenantId },
      { column: 'sys_org_code', value: auth.user.org_code },
      { column: 'create_by', value: auth.user.username },
      { column: 'create_time', value: new Date() },
    ],
    UNIQUE,
    {
      ...meta,
      content: `添加机组：${String(body.unitCode ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
    table,
  );
}

export async function editUnit(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const table = await unitTable(deps.db, auth);
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  if (!id) throw new BizError(SCOPE_MESSAGES.notFound);
  const values = await readFormValues(unitSchema, body, 'edit', deps.dicts);
  await checkPlant(deps.db, table.tenantId, values);
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  await withUniqueMessages(UNIQUE, () =>
    updateInScopeLogged<{ unit_code: string }>(deps.db, auth, table, id, set, 'u.unit_code', (row) => ({
      ...meta,
      content: `编辑机组：${row.unit_code}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    })),
  );
}

export async function deleteUnits(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const table = await unitTable(deps.db, auth);
  const ids = parseIds(rawIds);
  const rows = await rowsInScope<UnitRow>(deps.db, table, ids);
  await assertUnitsUnreferenced(deps.db, ids);
  try {
    await deleteInScopeLogged(deps.db, auth, table, ids, {
      ...meta,
      content: `删除机组：${rows.map((r) => r.unit_code).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    });
  } catch (error) {
    // A settlement line naming the unit saved between the check and the delete: the key refuses it.
    if ((error as { code?: unknown } | null)?.code === '23503') throw new BizError(LINE_MESSAGES.unitInUse);
    throw error;
  }
}
