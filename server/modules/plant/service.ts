import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { PLANT_MESSAGES, plantSchema } from '../../../src/shared/domain/resources/plant';
import { UNIT_MESSAGES } from '../../../src/shared/domain/resources/unit';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { recordDataVersion } from '../../lib/data-log/record-version';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { bizScope, bizTable, rowsInScope, SCOPE_MESSAGES } from '../business/scope';
import { assertStillInScope, deleteInScopeLogged, type ScopedTable } from '../log/logged-writes';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages, type RequestMeta } from '../user/admin-service';
import { readFormValues, setClause, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { isKnownArea } from './area';
import { plantsToJson, type PlantJson, type PlantRow } from './plant-json';
import { readUnitRows, syncUnits } from './unit-rows';

export const PLANT_UNIQUE = {
  uniq_biz_plant_code: PLANT_MESSAGES.codeTaken,
  uniq_biz_unit_code: UNIT_MESSAGES.codeTaken,
};

/** biz_plant under the 电厂管理 menu's scope (tenant + the plant rule `id IN #{sys_plant_ids}`). */
export async function plantTable(db: Db, auth: AuthContext): Promise<ScopedTable & { tenantId: number }> {
  const scope = await bizScope(db, auth, BIZ_PATHS.plant);
  return { ...bizTable(scope, 'biz_plant', plantSchema, 'p'), tenantId: scope.tenantId };
}

export async function listPlants(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<PlantJson>> {
  const table = await plantTable(deps.db, auth);
  const page = await runListQuery<PlantRow, PlantRow>(deps.db, {
    ...table,
    select: 'p.*',
    from: 'biz_plant p',
    query,
    mapRow: (r) => r,
  });
  return { ...page, records: await plantsToJson(deps, page.records) };
}

export async function plantInScope(db: Db, auth: AuthContext, rawId: unknown): Promise<PlantRow> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  const [row] = await rowsInScope<PlantRow>(db, await plantTable(db, auth), ids);
  return row!;
}

export async function queryPlantById(deps: AppDeps, auth: AuthContext, id: unknown): Promise<PlantJson> {
  const [json] = await plantsToJson(deps, [await plantInScope(deps.db, auth, id)]);
  return json!;
}

/** True when another plant of the tenant already uses the code (the form's duplicate check). */
export async function plantCodeTaken(
  db: Db,
  auth: AuthContext,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const table = await plantTable(db, auth);
  const rows = await db.query(
    'SELECT 1 FROM biz_plant WHERE tenant_id = $1::integer AND plant_code = $2 AND id <> $3 LIMIT 1',
    [table.tenantId, code.trim(), exceptId ?? ''],
  );
  return rows.length > 0;
}

const value = (values: readonly ColumnValue[], column: string) =>
  values.find((v) => v.column === column)?.value;

/** References the form cannot check by itself: the department (of the tenant) and the area code. */
async function checkReferences(db: Db, tenantId: number, values: readonly ColumnValue[]): Promise<void> {
  const depart = value(values, 'depart_id');
  if (typeof depart === 'string') {
    const rows = await db.query(
      "SELECT 1 FROM sys_depart WHERE id = $1 AND del_flag = '0' AND (tenant_id IS NULL OR tenant_id = $2::integer)",
      [depart, tenantId],
    );
    if (rows.length === 0) throw new BizError(PLANT_MESSAGES.departUnknown);
  }
  const area = value(values, 'area_code');
  if (typeof area === 'string' && !isKnownArea(area)) throw new BizError(PLANT_MESSAGES.areaUnknown);
}

/** POST /cwxt/plant/add: the plant and its `units` in one transaction. */
export async function addPlant(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const table = await plantTable(deps.db, auth);
  const values = await readFormValues(plantSchema, body, 'create', deps.dicts);
  await checkReferences(deps.db, table.tenantId, values);
  const units = await readUnitRows(body.units, deps.dicts);
  const id = newId();
  const all: ColumnValue[] = [
    ...values,
    { column: 'id', value: id },
    { column: 'tenant_id', value: table.tenantId },
    { column: 'sys_org_code', value: auth.user.org_code },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  await withUniqueMessages(PLANT_UNIQUE, () =>
    deps.db.transaction(async (tx) => {
      const p = new SqlParams();
      const placeholders = all.map((v) => p.add(v.value)).join(', ');
      await tx.query(
        `INSERT INTO biz_plant (${all.map((v) => `"${v.column}"`).join(', ')}) VALUES (${placeholders})`,
        p.values,
      );
      await assertStillInScope(tx, table, id);
      if (units) await syncUnits(tx, auth, { id, tenantId: table.tenantId }, units);
      await recordDataVersion(tx, auth, 'biz_plant', id);
      await logOperation(tx, auth, {
        ...meta,
        content: `添加电厂：${String(body.plantCode ?? '')}`,
        operateType: OPERATE_TYPE.add,
        requestParam: body,
      });
    }),
  );
  return id;
}

/** PUT /cwxt/plant/edit: absent keys stay; `units` (when sent) becomes the plant's units. */
export async function editPlant(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
) {
  const table = await plantTable(deps.db, auth);
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  if (!id) throw new BizError(SCOPE_MESSAGES.notFound);
  const values = await readFormValues(plantSchema, body, 'edit', deps.dicts);
  await checkReferences(deps.db, table.tenantId, values);
  const units = await readUnitRows(body.units, deps.dicts);
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  await withUniqueMessages(PLANT_UNIQUE, () =>
    deps.db.transaction(async (tx) => {
      const p = new SqlParams();
      const assignments = setClause(set, (v) => p.add(v));
      const w = whereForIds({ ...table, ids: [id], params: p });
      const done = await tx.query<{ plant_code: string }>(
        `UPDATE biz_plant p SET ${assignments} WHERE ${w.where} RETURNING p.plant_code`,
        w.params,
      );
      if (done.length !== 1) throw new BizError(SCOPE_MESSAGES.notFound);
      await assertStillInScope(tx, table, id);
      if (units) await syncUnits(tx, auth, { id, tenantId: table.tenantId }, units);
      await recordDataVersion(tx, auth, 'biz_plant', id);
      await logOperation(tx, auth, {
        ...meta,
        content: `编辑电厂：${done[0]!.plant_code}`,
        operateType: OPERATE_TYPE.edit,
        requestParam: body,
      });
    }),
  );
}

/** Units, settlement tasks or invoices keep a plant: deleting it would orphan business records. */
async function assertNoBusiness(db: Db, ids: readonly string[]): Promise<void> {
  const rows = await db.query(
    `SELECT 1 FROM biz_unit WHERE plant_id = ANY($1::varchar[])
     UNION ALL SELECT 1 FROM biz_settlement_task WHERE plant_id = ANY($1::varchar[])
     UNION ALL SELECT 1 FROM biz_invoice WHERE plant_id = ANY($1::varchar[])
     LIMIT 1`,
    [ids],
  );
  if (rows.length > 0) throw new BizError(PLANT_MESSAGES.hasBusiness);
}

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

export async function deletePlants(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const table = await plantTable(deps.db, auth);
  const ids = parseIds(rawIds);
  const rows = await rowsInScope<PlantRow>(deps.db, table, ids);
  await assertNoBusiness(deps.db, ids);
  try {
    await deleteInScopeLogged(deps.db, auth, table, ids, {
      ...meta,
      content: `删除电厂：${rows.map((r) => r.plant_code).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    });
  } catch (error) {
    // Business data added between the check and the delete: the foreign keys refuse it.
    if (isForeignKeyViolation(error)) throw new BizError(PLANT_MESSAGES.hasBusiness);
    throw error;
  }
}
