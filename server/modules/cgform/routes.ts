import type { FastifyInstance } from 'fastify';
import { ONLINE_MESSAGES, type OnlineFormDesignInput } from '../../../src/shared/domain/online/form-design';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { copyDesign } from './copy';
import {
  addDesign,
  deleteDesign,
  editDesign,
  listFields,
  listHeads,
  listIndexes,
  queryHeadById,
} from './design-service';

const can = (permission: string) => ({ policy: { permission } });
const BASE = '/online/cgform';

// Bounds are wider than the designer's rules on purpose: a name or number out of range then gets
// the rule's Chinese message (validateDesign) rather than a schema error.
const int = { type: ['integer', 'null'], minimum: -1000000, maximum: 1000000 } as const;
const flag = nullableText(1);

const headSchema = {
  type: 'object',
  required: ['tableName', 'tableTxt'],
  properties: {
    id: nullableText(32),
    tableName: str(100),
    tableTxt: str(400),
    tableType: int,
    isTree: flag,
    treeParentIdField: nullableText(100),
    treeIdField: nullableText(100),
    treeFieldname: nullableText(100),
    relationType: int,
    tabOrderNum: int,
    themeTemplate: nullableText(20),
    formTemplate: nullableText(10),
    isCheckbox: flag,
    isPage: flag,
    idType: nullableText(16),
  },
} as const;

const fieldSchema = {
  type: 'object',
  required: ['dbFieldName'],
  properties: {
    id: nullableText(32),
    dbFieldName: str(100),
    dbFieldTxt: nullableText(400),
    dbType: nullableText(16),
    dbLength: int,
    dbPointLength: int,
    dbIsKey: flag,
    dbIsNull: flag,
    dbDefaultVal: nullableText(400),
    fieldShowType: nullableText(32),
    dictField: nullableText(200),
    dictTable: nullableText(200),
    dictText: nullableText(200),
    fieldValidType: nullableText(200),
    fieldMustInput: flag,
    isShowForm: flag,
    isShowList: flag,
    isQuery: flag,
    queryMode: nullableText(10),
    sortFlag: flag,
    isReadOnly: flag,
    mainTable: nullableText(100),
    mainField: nullableText(100),
    fieldDefaultValue: nullableText(400),
    orderNum: int,
  },
} as const;

const indexSchema = {
  type: 'object',
  required: ['indexName', 'indexField'],
  properties: {
    id: nullableText(32),
    indexName: str(100),
    indexField: str(500),
    indexType: nullableText(10),
  },
} as const;

/** OnlineFormDesign: more than the designer's limits would be refused anyway; the bounds keep bodies small. */
const designBody = {
  type: 'object',
  required: ['head'],
  properties: {
    head: headSchema,
    fields: { type: 'array', maxItems: 300, items: fieldSchema },
    indexes: { type: 'array', maxItems: 100, items: indexSchema },
  },
} as const;

const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
const headIdQuery = { type: 'object', properties: { headId: str(32) }, required: ['headId'] } as const;

/**
 * 表单开发 (JeecgBoot OnlCgformHeadController / FieldController / IndexController paths): the online
 * form designer. Synchronising to the database is sync-routes.ts; the forms' data, runtime-routes.ts.
 */
export async function cgformDesignRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${BASE}/head/list`,
    { config: can(PERM.onlineForm.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listHeads(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/head/queryById`,
    { config: can(PERM.onlineForm.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryHeadById(deps, authOf(request), request.query.id)),
  );

  app.get<{ Querystring: { headId: string } }>(
    `${BASE}/field/listByHeadId`,
    { config: can(PERM.onlineForm.list), schema: { querystring: headIdQuery } },
    async (request) => ok(await listFields(deps, authOf(request), request.query.headId)),
  );

  app.get<{ Querystring: { headId: string } }>(
    `${BASE}/index/listByHeadId`,
    { config: can(PERM.onlineForm.list), schema: { querystring: headIdQuery } },
    async (request) => ok(await listIndexes(deps, authOf(request), request.query.headId)),
  );

  app.post<{ Body: OnlineFormDesignInput }>(
    `${BASE}/api/addAll`,
    { config: can(PERM.onlineForm.add), schema: { body: designBody } },
    async (request) =>
      ok(await addDesign(deps, authOf(request), requestInfo(request), request.body), ONLINE_MESSAGES.added),
  );

  app.put<{ Body: OnlineFormDesignInput }>(
    `${BASE}/api/editAll`,
    { config: can(PERM.onlineForm.edit), schema: { body: designBody } },
    async (request) => {
      const changed = await editDesign(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(changed ? ONLINE_MESSAGES.edited : ONLINE_MESSAGES.notModified);
    },
  );

  app.delete<{ Querystring: { id: string; deleteTable?: boolean } }>(
    `${BASE}/head/delete`,
    {
      config: can(PERM.onlineForm.delete),
      schema: {
        querystring: {
          type: 'object',
          properties: { id: str(32), deleteTable: { type: 'boolean' } },
          required: ['id'],
        },
      },
    },
    async (request) => {
      const { id, deleteTable } = request.query;
      await deleteDesign(deps, authOf(request), requestInfo(request), id, deleteTable === true);
      return okMessage(ONLINE_MESSAGES.deleted);
    },
  );

  app.post<{ Querystring: { code: string; tableName?: string } }>(
    `${BASE}/head/copyOnline`,
    {
      config: can(PERM.onlineForm.copy),
      schema: {
        querystring: {
          type: 'object',
          properties: { code: str(32), tableName: str(100) },
          required: ['code'],
        },
      },
    },
    async (request) =>
      ok(
        await copyDesign(
          deps,
          authOf(request),
          requestInfo(request),
          request.query.code,
          request.query.tableName,
        ),
        ONLINE_MESSAGES.copied,
      ),
  );
}
