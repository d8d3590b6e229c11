import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { DATA_SOURCE_MESSAGES as M } from '../../../src/shared/domain/resources/data-source';
import { closeExternalPools } from '../../lib/datasource/open-source';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { addAllowEntry, deleteAllowEntries, listAllowlist } from './allowlist-service';
import { testConnection, type TestConnectionBody } from './connection-test';
import {
  addDataSource,
  deleteDataSources,
  editDataSource,
  listDataSources,
  queryDataSourceById,
} from './service';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });

const port = { type: ['string', 'integer', 'null'], maxLength: 5, minimum: 0, maximum: 65535 } as const;

const dataSourceBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    code: nullableText(100),
    name: nullableText(100),
    remark: nullableText(500),
    dbType: nullableText(20),
    host: nullableText(255),
    port,
    database: nullableText(100),
    username: nullableText(100),
    password: nullableText(200),
    // JeecgBoot's form names for the same settings (jeecg-form.ts maps them).
    dbUrl: nullableText(1000),
    dbDriver: nullableText(200),
    dbName: nullableText(100),
    dbUsername: nullableText(100),
    dbPassword: nullableText(200),
  },
} as const;

const testBody = {
  type: 'object',
  properties: { ...dataSourceBody.properties, url: nullableText(1000) },
} as const;

const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
const idsQuery = { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } as const;

/** 数据源管理 (`/sys/dataSource/*`) and its 地址白名单 (`/sys/dataSource/allowlist/*`). */
export async function dataSourceRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.addHook('onClose', async () => closeExternalPools(deps.db));

  app.get<{ Querystring: Query }>(
    '/sys/dataSource/list',
    { config: can(PERM.dataSource.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listDataSources(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/dataSource/queryById',
    { config: can(PERM.dataSource.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryDataSourceById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/sys/dataSource/add',
    { config: can(PERM.dataSource.add), schema: { body: dataSourceBody } },
    async (request) => {
      await addDataSource(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.added);
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/dataSource/edit',
    config: can(PERM.dataSource.edit),
    schema: { body: dataSourceBody },
    handler: async (request) => {
      await editDataSource(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/dataSource/delete',
    { config: can(PERM.dataSource.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteDataSources(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(M.deleted);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/dataSource/deleteBatch',
    { config: can(PERM.dataSource.delete), schema: { querystring: idsQuery } },
    async (request) => {
      await deleteDataSources(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage(M.deletedBatch);
    },
  );

  app.post<{ Body: TestConnectionBody }>(
    '/sys/dataSource/testConnection',
    { config: can(PERM.dataSource.test), schema: { body: testBody } },
    async (request) => ok(await testConnection(deps, authOf(request), request.body), M.connected),
  );

  app.get<{ Querystring: Query }>(
    '/sys/dataSource/allowlist/list',
    { config: can(PERM.dataSource.allowlist), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listAllowlist(deps, request.query)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/sys/dataSource/allowlist/add',
    {
      config: can(PERM.dataSource.allowlist),
      schema: {
        body: { type: 'object', properties: { host: nullableText(255), remark: nullableText(500) } },
      },
    },
    async (request) => {
      await addAllowEntry(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.added);
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    '/sys/dataSource/allowlist/delete',
    {
      config: can(PERM.dataSource.allowlist),
      // One id or a comma list (the drawer deletes one row at a time; a batch is accepted too).
      schema: { querystring: { type: 'object', properties: { id: str(33000) }, required: ['id'] } },
    },
    async (request) => {
      await deleteAllowEntries(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(M.deleted);
    },
  );
}
