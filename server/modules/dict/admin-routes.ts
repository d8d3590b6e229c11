import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { DICT_MESSAGES } from '../../../src/shared/domain/resources/dict';
import { DICT_ITEM_MESSAGES } from '../../../src/shared/domain/resources/dict-item';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText, scalar } from '../user/route-schemas';
import {
  addDict,
  deleteDicts,
  deletedDicts,
  editDict,
  listDicts,
  purgeDict,
  restoreDict,
} from './dict-admin-service';
import {
  addDictItem,
  checkDictItemValue,
  deleteDictItems,
  editDictItem,
  listDictItems,
} from './dict-item-service';
import { dictRegistryRoutes } from './registry-admin-routes';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });

const dictBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    dictName: nullableText(100),
    dictCode: nullableText(100),
    type: scalar(1),
    description: nullableText(255),
  },
} as const;
const itemBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    dictId: nullableText(32),
    itemText: nullableText(100),
    itemValue: nullableText(100),
    description: nullableText(255),
    sortOrder: scalar(11),
    status: scalar(1),
  },
} as const;
const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
const idsQuery = { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } as const;
const idParams = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
const itemListQuery = {
  ...listQuerySchema,
  properties: { ...listQuerySchema.properties, dictId: str(32) },
} as const;

/**
 * 数据字典 admin (JeecgBoot SysDictController / SysDictItemController). Items are the dictionary's
 * content, so their writes need the dictionary's 编辑 right. Every write bumps the cache version.
 */
export async function dictAdminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/sys/dict/list',
    { config: can(PERM.dict.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listDicts(deps, request.query)),
  );
  app.post<{ Body: Record<string, unknown> }>(
    '/sys/dict/add',
    { config: can(PERM.dict.add), schema: { body: dictBody } },
    async (request) => {
      await addDict(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(DICT_MESSAGES.saved);
    },
  );
  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/dict/edit',
    config: can(PERM.dict.edit),
    schema: { body: dictBody },
    handler: async (request) => {
      await editDict(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(DICT_MESSAGES.edited);
    },
  });
  app.delete<{ Querystring: { id: string } }>(
    '/sys/dict/delete',
    { config: can(PERM.dict.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteDicts(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(DICT_MESSAGES.deleted);
    },
  );
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/dict/deleteBatch',
    { config: can(PERM.dict.delete), schema: { querystring: idsQuery } },
    async (request) => {
      await deleteDicts(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage(DICT_MESSAGES.deleted);
    },
  );
  app.get('/sys/dict/deleteList', { config: can(PERM.dict.list) }, async () =>
    ok(await deletedDicts(deps.db)),
  );
  app.put<{ Params: { id: string } }>(
    '/sys/dict/back/:id',
    { config: can(PERM.dict.edit), schema: { params: idParams } },
    async (request) => {
      await restoreDict(deps, authOf(request), requestInfo(request), request.params.id);
      return okMessage(DICT_MESSAGES.restored);
    },
  );
  app.delete<{ Params: { id: string } }>(
    '/sys/dict/deletePhysic/:id',
    { config: can(PERM.dict.delete), schema: { params: idParams } },
    async (request) => {
      await purgeDict(deps, authOf(request), requestInfo(request), request.params.id);
      return okMessage(DICT_MESSAGES.deleted);
    },
  );

  app.get<{ Querystring: Query }>(
    '/sys/dictItem/list',
    { config: can(PERM.dict.list), schema: { querystring: itemListQuery } },
    async (request) => ok(await listDictItems(deps, request.query)),
  );
  app.get<{ Querystring: Query }>(
    '/sys/dictItem/dictItemCheck',
    {
      config: can(PERM.dict.list),
      schema: {
        querystring: {
          type: 'object',
          properties: { dictId: str(32), itemValue: str(100), id: str(32) },
        },
      },
    },
    async (request) => okMessage(await checkDictItemValue(deps.db, request.query)),
  );
  app.post<{ Body: Record<string, unknown> }>(
    '/sys/dictItem/add',
    { config: can(PERM.dict.edit), schema: { body: itemBody } },
    async (request) => {
      await addDictItem(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(DICT_ITEM_MESSAGES.saved);
    },
  );
  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/dictItem/edit',
    config: can(PERM.dict.edit),
    schema: { body: itemBody },
    handler: async (request) => {
      await editDictItem(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(DICT_ITEM_MESSAGES.edited);
    },
  });
  app.delete<{ Querystring: { id: string } }>(
    '/sys/dictItem/delete',
    { config: can(PERM.dict.edit), schema: { querystring: idQuery } },
    async (request) => {
      await deleteDictItems(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(DICT_ITEM_MESSAGES.deleted);
    },
  );
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/dictItem/deleteBatch',
    { config: can(PERM.dict.edit), schema: { querystring: idsQuery } },
    async (request) => {
      await deleteDictItems(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage(DICT_ITEM_MESSAGES.deleted);
    },
  );

  await dictRegistryRoutes(app);
}
