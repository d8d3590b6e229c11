import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { PLANT_MESSAGES } from '../../../src/shared/domain/resources/plant';
import { str } from '../../lib/schema';
import { fail, ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { plantExcelRoutes } from './import-export';
import { plantOptions } from './options';
import { addPlant, deletePlants, editPlant, listPlants, plantCodeTaken, queryPlantById } from './service';
import { unitsOfPlant } from './units-of-plant';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });

const unitRowBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    unitCode: nullableText(32),
    unitName: nullableText(100),
    unitType: nullableText(16),
    capacityMw: { anyOf: [nullableText(20), { type: 'number' }] },
    commissionDate: nullableText(30),
    status: nullableText(16),
    meterPointCode: nullableText(32),
  },
} as const;

const plantBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    plantName: nullableText(100),
    plantCode: nullableText(32),
    plantType: nullableText(16),
    capacityMw: { anyOf: [nullableText(20), { type: 'number' }] },
    voltageLevel: nullableText(8),
    areaCode: nullableText(12),
    address: nullableText(200),
    creditCode: nullableText(18),
    contactName: nullableText(50),
    contactPhone: nullableText(20),
    bankName: nullableText(100),
    bankAccount: nullableText(32),
    gridDate: nullableText(30),
    status: nullableText(16),
    departId: nullableText(32),
    units: { type: ['array', 'null'], maxItems: 200, items: unitRowBody },
  },
} as const;

const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

/** 电厂管理 (`/cwxt/plant/*`, issue 7 module 1), its units sub-table and the plant picker. */
export async function plantRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await plantExcelRoutes(app);

  app.get<{ Querystring: Query }>(
    '/cwxt/plant/list',
    { config: can(PERM.plant.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listPlants(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/plant/queryById',
    { config: can(PERM.plant.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryPlantById(deps, authOf(request), request.query.id)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/plant/units',
    { config: can(PERM.plant.list), schema: { querystring: idQuery } },
    async (request) => ok(await unitsOfPlant(deps, authOf(request), request.query.id)),
  );

  // The picker of every business page: any signed-in user may ask, the answer is limited to the
  // plants their business menus let them see (none without such a menu).
  app.get('/cwxt/plant/options', { config: { policy: { authenticated: true as const } } }, async (request) =>
    ok(await plantOptions(deps.db, authOf(request))),
  );

  // The form's duplicate check of 电厂编码 (the save refuses a duplicate regardless).
  app.get<{ Querystring: { plantCode: string; id?: string } }>(
    '/cwxt/plant/checkCode',
    {
      config: can(PERM.plant.add),
      schema: {
        querystring: {
          type: 'object',
          properties: { plantCode: str(32), id: str(32) },
          required: ['plantCode'],
        },
      },
    },
    async (request) =>
      (await plantCodeTaken(deps.db, authOf(request), request.query.plantCode, request.query.id))
        ? fail(PLANT_MESSAGES.codeTaken)
        : ok(null, '该值可用！'),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/cwxt/plant/add',
    { config: can(PERM.plant.add), schema: { body: plantBody } },
    async (request) => {
      await addPlant(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('添加成功！');
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/cwxt/plant/edit',
    config: can(PERM.plant.edit),
    schema: { body: plantBody },
    handler: async (request) => {
      await editPlant(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('编辑成功!');
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/cwxt/plant/delete',
    { config: can(PERM.plant.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deletePlants(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage('删除成功!');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/cwxt/plant/deleteBatch',
    {
      config: can(PERM.plant.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deletePlants(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('批量删除成功!');
    },
  );
}
