import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { positionExcelRoutes } from './import-export';
import {
  addPosition,
  deletePositions,
  editPosition,
  listPositions,
  queryPositionByCode,
  queryPositionById,
} from './service';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });
// Picker reads: the user form's 职务 select needs them without the 职务管理 permission.
const picker = { policy: { authenticated: true as const } };

const positionBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    code: nullableText(100),
    name: nullableText(100),
    postRank: nullableText(2),
  },
} as const;

/** 职务管理 (`/sys/position/*`, JeecgBoot SysPositionController). */
export async function positionRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await positionExcelRoutes(app);

  app.get<{ Querystring: Query }>(
    '/sys/position/list',
    { config: picker, schema: { querystring: listQuerySchema } },
    async (request) => ok(await listPositions(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/position/queryById',
    {
      config: can(PERM.position.list),
      schema: { querystring: { type: 'object', properties: { id: str(32) } } },
    },
    async (request) => ok(await queryPositionById(deps, authOf(request), request.query.id)),
  );

  app.get<{ Querystring: { code?: string } }>(
    '/sys/position/queryByCode',
    { config: picker, schema: { querystring: { type: 'object', properties: { code: str(100) } } } },
    async (request) => ok(await queryPositionByCode(deps, authOf(request), request.query.code)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/sys/position/add',
    { config: can(PERM.position.add), schema: { body: positionBody } },
    async (request) => {
      await addPosition(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('添加成功！');
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/position/edit',
    config: can(PERM.position.edit),
    schema: { body: positionBody },
    handler: async (request) => {
      await editPosition(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('编辑成功!');
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/position/delete',
    {
      config: can(PERM.position.delete),
      schema: { querystring: { type: 'object', properties: { id: str(32) }, required: ['id'] } },
    },
    async (request) => {
      await deletePositions(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage('删除成功!');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/position/deleteBatch',
    {
      config: can(PERM.position.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deletePositions(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('批量删除成功!');
    },
  );
}
