import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { CGREPORT_MESSAGES, type CgreportSaveBody } from '../../../src/shared/domain/resources/cgreport';
import { REPORT_SQL_MAX } from '../../lib/report-sql/guard';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import {
  addReport,
  deleteReports,
  editReport,
  listDbSources,
  listHeads,
  listItems,
  listParams,
  queryHeadById,
} from './admin-service';
import { parseReportSql } from './parse-sql';

const can = (permission: string) => ({ policy: { permission } });
const BASE = '/online/cgreport';

const flag = { type: ['integer', 'null'], minimum: 0, maximum: 1 } as const;
const saveBody = {
  type: 'object',
  required: ['head', 'items', 'params'],
  properties: {
    head: {
      type: 'object',
      properties: {
        id: nullableText(32),
        code: nullableText(100),
        name: nullableText(100),
        cgrSql: nullableText(REPORT_SQL_MAX),
        dbSource: nullableText(100),
        dataSource: nullableText(64),
        content: nullableText(1000),
        scopePlantCol: nullableText(64),
        scopeTenantCol: nullableText(64),
      },
    },
    items: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['fieldName', 'fieldTxt', 'fieldType'],
        properties: {
          fieldName: str(64),
          fieldTxt: str(100),
          fieldType: str(20),
          isShow: flag,
          isSearch: flag,
          searchMode: nullableText(10),
          isOrder: flag,
          dictCode: nullableText(100),
          fieldHref: nullableText(120),
          isTotal: nullableText(2),
          groupTitle: nullableText(50),
          orderNum: { type: ['integer', 'null'], minimum: 0, maximum: 100000 },
        },
      },
    },
    params: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['paramName'],
        properties: {
          paramName: str(64),
          paramTxt: nullableText(100),
          paramValue: nullableText(200),
          orderNum: { type: ['integer', 'null'], minimum: 0, maximum: 100000 },
        },
      },
    },
  },
} as const;

const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
const headIdQuery = { type: 'object', properties: { headId: str(32) }, required: ['headId'] } as const;

/** Online报表配置 (JeecgBoot OnlCgreportHeadController / ItemController / ParamController names). */
export async function cgreportAdminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${BASE}/head/list`,
    { config: can(PERM.cgreport.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listHeads(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/head/queryById`,
    { config: can(PERM.cgreport.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryHeadById(deps, authOf(request), request.query.id)),
  );

  app.get(`${BASE}/head/dbSources`, { config: can(PERM.cgreport.list) }, async () =>
    ok(await listDbSources(deps)),
  );

  app.post<{ Body: CgreportSaveBody }>(
    `${BASE}/head/add`,
    { config: can(PERM.cgreport.add), schema: { body: saveBody } },
    async (request) =>
      ok(await addReport(deps, authOf(request), requestInfo(request), request.body), CGREPORT_MESSAGES.added),
  );

  app.route<{ Body: CgreportSaveBody }>({
    method: ['PUT', 'POST'],
    url: `${BASE}/head/edit`,
    config: can(PERM.cgreport.edit),
    schema: { body: saveBody },
    handler: async (request) => {
      await editReport(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(CGREPORT_MESSAGES.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/head/delete`,
    { config: can(PERM.cgreport.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteReports(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(CGREPORT_MESSAGES.deleted);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/head/deleteBatch`,
    {
      config: can(PERM.cgreport.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteReports(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage(CGREPORT_MESSAGES.batchDeleted);
    },
  );

  app.get<{ Querystring: { headId: string } }>(
    `${BASE}/item/listByHeadId`,
    { config: can(PERM.cgreport.list), schema: { querystring: headIdQuery } },
    async (request) => ok(await listItems(deps, authOf(request), request.query.headId)),
  );

  app.get<{ Querystring: { headId: string } }>(
    `${BASE}/param/listByHeadId`,
    { config: can(PERM.cgreport.list), schema: { querystring: headIdQuery } },
    async (request) => ok(await listParams(deps, authOf(request), request.query.headId)),
  );

  app.post<{ Body: { sql: string; dbSource?: string | null } }>(
    `${BASE}/head/parseSql`,
    {
      config: can(PERM.cgreport.sql),
      schema: {
        body: {
          type: 'object',
          required: ['sql'],
          properties: { sql: str(REPORT_SQL_MAX), dbSource: nullableText(100) },
        },
      },
    },
    async (request) =>
      ok(await parseReportSql(deps.db, request.body.sql, request.body.dbSource?.trim() || null)),
  );
}
