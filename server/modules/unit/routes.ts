import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { UNIT_EXPORT, unitSchema } from '../../../src/shared/domain/resources/unit';
import { cellOf, exportDicts, exportTable, sendXls } from '../../lib/excel/export-run';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { logOperation, OPERATE_TYPE, requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { exportQuerySchema } from '../user/import-export';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { plantNames, type UnitRow } from './unit-json';
import { unitImportRoute } from './import';
import { addUnit, deleteUnits, editUnit, listUnits, queryUnitById, unitTable } from './service';
import { normalizeCapacity } from '../../../src/shared/domain/resources/plant';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });

const unitBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    plantId: nullableText(32),
    unitCode: nullableText(32),
    unitName: nullableText(100),
    unitType: nullableText(16),
    capacityMw: { anyOf: [nullableText(20), { type: 'number' }] },
    commissionDate: nullableText(30),
    status: nullableText(16),
    meterPointCode: nullableText(32),
  },
} as const;

const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

/** 机组信息 (`/cwxt/unit/*`): every unit the caller may see, CRUD, import and export. */
export async function unitRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await unitImportRoute(app);

  app.get<{ Querystring: Query }>(
    '/cwxt/unit/list',
    { config: can(PERM.unit.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listUnits(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/unit/queryById',
    { config: can(PERM.unit.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryUnitById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/cwxt/unit/add',
    { config: can(PERM.unit.add), schema: { body: unitBody } },
    async (request) => {
      await addUnit(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('添加成功！');
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/cwxt/unit/edit',
    config: can(PERM.unit.edit),
    schema: { body: unitBody },
    handler: async (request) => {
      await editUnit(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('编辑成功!');
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/cwxt/unit/delete',
    { config: can(PERM.unit.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteUnits(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage('删除成功!');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/cwxt/unit/deleteBatch',
    {
      config: can(PERM.unit.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteUnits(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('批量删除成功!');
    },
  );

  app.get<{ Querystring: Query }>(
    UNIT_EXPORT.exportUrl,
    { config: can(PERM.unit.export), schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const scoped = await unitTable(deps.db, auth);
      const table = await exportTable<UnitRow>(deps.db, {
        ...scoped,
        fixedWhere: scoped.fixedWhere ?? (() => []),
        dataRules: scoped.dataRules ?? [],
        select: 'u.*',
        from: 'biz_unit u',
        query: request.query,
        toCells: async (rows, columns) => {
          const dicts = await exportDicts(deps.dicts, columns);
          const plants = await plantNames(
            deps.db,
            rows.map((r) => r.plant_id),
          );
          return rows.map((row) =>
            columns.map((c) => {
              if (c.key === 'plantId') return plants.get(row.plant_id) ?? '';
              if (c.key === 'capacityMw') return normalizeCapacity(row.capacity_mw) ?? '';
              return cellOf(c, row, dicts);
            }),
          );
        },
      });
      await logOperation(deps.db, auth, {
        ...requestInfo(request),
        content: `导出机组：${table.rows.length}行`,
        operateType: OPERATE_TYPE.export,
        requestParam: request.query,
      });
      return sendXls(reply, UNIT_EXPORT.exportName, table, unitSchema.title);
    },
  );
}
