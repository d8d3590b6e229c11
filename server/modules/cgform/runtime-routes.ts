// The online form runtime API (`/online/cgform/api/*`, issue 9): what the auto list calls.
//
// Route policy: every route is `{ authenticated: true }` and the handler checks the per-form button
// code `online:form:<tableName>:list|add|edit|delete|import|export` with hasPermissionCode (super
// passes) through openForm. The code depends on the form named in the path, which a static
// `{ permission }` policy cannot express; openForm runs before anything is read or written.
import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../../../src/shared/domain/resources/types';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
import type { LoadedForm } from './runtime-load';
import { runtimeExcelRoutes } from './runtime-excel';
import { addRow, deleteRows, editRow, getRow, listRows, openForm, subFormRows } from './runtime-service';

type Query = Record<string, string | undefined>;
const authenticated = { policy: { authenticated: true as const } };
const ID = { type: 'string', maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } as const;
const headParams = { type: 'object', properties: { headId: ID }, required: ['headId'] } as const;

// Cell values of a row: bounded strings, numbers, booleans, null. Sub rows: arrays of such rows.
const cell = { anyOf: [str(4000), { type: 'number' }, { type: 'boolean' }, { type: 'null' }] };
const rowBody = { type: 'object', maxProperties: 300, additionalProperties: cell } as const;
const formBody = {
  type: 'object',
  maxProperties: 300,
  // The array branch first: with Ajv's type coercion a one-row array would otherwise be taken as a cell.
  additionalProperties: { anyOf: [{ type: 'array', maxItems: 1000, items: rowBody }, ...cell.anyOf] },
} as const;

/** Validators are functions: the wire copy of a schema drops them (the client rebuilds them from the design). */
function wireSchema(schema: ResourceSchema) {
  return {
    ...schema,
    fields: schema.fields.filter((f) => !f.secret).map(({ rules: _rules, ...rest }) => rest),
  };
}

function columnsOf(form: LoadedForm) {
  return {
    headId: form.headId,
    head: form.design.head,
    design: form.design,
    schema: wireSchema(form.schema),
    subTables: form.subs.map((s) => ({
      headId: s.headId,
      tableName: s.tableName,
      tableTxt: s.design.head.tableTxt,
      relationType: s.design.head.relationType,
      tabOrderNum: s.design.head.tabOrderNum,
      foreignKeys: s.keys.map((k) => ({ field: k.column, mainField: k.mainColumn })),
      design: s.design,
      schema: wireSchema(s.schema),
    })),
  };
}

export async function cgformRuntimeRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await runtimeExcelRoutes(app);

  app.get<{ Params: { headId: string } }>(
    '/online/cgform/api/getColumns/:headId',
    { config: authenticated, schema: { params: headParams } },
    async (request) =>
      ok(columnsOf((await openForm(deps, authOf(request), request.params.headId, 'list')).form)),
  );

  app.get<{ Params: { headId: string }; Querystring: Query }>(
    '/online/cgform/api/getData/:headId',
    { config: authenticated, schema: { params: headParams, querystring: listQuerySchema } },
    async (request) => ok(await listRows(deps, authOf(request), request.params.headId, request.query)),
  );

  // Tree forms: the children of `pid` (roots without it), lazily, one level at a time.
  app.get<{ Params: { headId: string }; Querystring: Query }>(
    '/online/cgform/api/getTreeData/:headId',
    { config: authenticated, schema: { params: headParams, querystring: listQuerySchema } },
    async (request) => {
      const pid = request.query.pid?.trim();
      return ok(
        await listRows(deps, authOf(request), request.params.headId, { ...request.query, pid: pid || '0' }),
      );
    },
  );

  app.get<{ Params: { headId: string; id: string } }>(
    '/online/cgform/api/form/:headId/:id',
    { config: authenticated, schema: { params: { ...headParams, properties: { headId: ID, id: ID } } } },
    async (request) => ok(await getRow(deps, authOf(request), request.params.headId, request.params.id)),
  );

  app.post<{ Params: { headId: string }; Body: Record<string, unknown> }>(
    '/online/cgform/api/form/:headId',
    { config: authenticated, schema: { params: headParams, body: formBody } },
    async (request) => {
      const id = await addRow(
        deps,
        authOf(request),
        requestInfo(request),
        request.params.headId,
        request.body,
      );
      return ok(id, '添加成功！');
    },
  );

  app.put<{ Params: { headId: string }; Body: Record<string, unknown> }>(
    '/online/cgform/api/form/:headId',
    { config: authenticated, schema: { params: headParams, body: formBody } },
    async (request) => {
      await editRow(deps, authOf(request), requestInfo(request), request.params.headId, request.body);
      return okMessage('编辑成功!');
    },
  );

  // JeecgBoot deletes `{id}` as a comma list; `?ids=` is the batch form.
  app.delete<{ Params: { headId: string; id: string } }>(
    '/online/cgform/api/form/:headId/:id',
    {
      config: authenticated,
      schema: {
        params: { ...headParams, properties: { headId: ID, id: { type: 'string', maxLength: 33000 } } },
      },
    },
    async (request) => {
      await deleteRows(deps, authOf(request), requestInfo(request), request.params.headId, request.params.id);
      return okMessage('删除成功!');
    },
  );

  // `?ids=a,b` (batch) or `?id=` (the list kit's single delete).
  app.delete<{ Params: { headId: string }; Querystring: { ids?: string; id?: string } }>(
    '/online/cgform/api/form/:headId',
    {
      config: authenticated,
      schema: {
        params: headParams,
        querystring: {
          type: 'object',
          properties: { ids: str(33000), id: str(64) },
          anyOf: [{ required: ['ids'] }, { required: ['id'] }],
        },
      },
    },
    async (request) => {
      const { ids, id } = request.query;
      await deleteRows(deps, authOf(request), requestInfo(request), request.params.headId, ids ?? id ?? '');
      return okMessage(ids === undefined ? '删除成功!' : '批量删除成功!');
    },
  );

  // The rows of one sub table of a main record: the main form's list permission and scope apply.
  app.get<{ Params: { subHeadId: string; mainId: string } }>(
    '/online/cgform/api/subForm/:subHeadId/:mainId',
    {
      config: authenticated,
      schema: {
        params: {
          type: 'object',
          properties: { subHeadId: ID, mainId: ID },
          required: ['subHeadId', 'mainId'],
        },
      },
    },
    async (request) =>
      ok(await subFormRows(deps, authOf(request), request.params.subHeadId, request.params.mainId)),
  );
}
