import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { CATEGORY_ADMIN_MESSAGES as M } from '../../../src/shared/domain/resources/category';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import {
  addCategory,
  deleteCategory,
  editCategory,
  listChildCategories,
  listRootCategories,
  queryCategoryById,
} from './admin-service';

type Query = Record<string, string | undefined>;
const BASE = '/sys/category';
const can = (permission: string) => ({ policy: { permission } });
const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

const categoryBody = {
  type: 'object',
  properties: { id: nullableText(32), pid: nullableText(32), name: nullableText(100) },
} as const;

/** 分类字典 administration (JeecgBoot SysCategoryController rootList/childList/add/edit/delete). */
export async function categoryAdminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    `${BASE}/rootList`,
    { config: can(PERM.category.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listRootCategories(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { pid?: string } }>(
    `${BASE}/childList`,
    {
      config: can(PERM.category.list),
      schema: { querystring: { type: 'object', properties: { pid: str(32) } } },
    },
    async (request) => ok(await listChildCategories(deps, authOf(request), request.query.pid)),
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    { config: can(PERM.category.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryCategoryById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/add`,
    { config: can(PERM.category.add), schema: { body: categoryBody } },
    async (request) =>
      ok(await addCategory(deps, authOf(request), requestInfo(request), request.body), M.added),
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: can(PERM.category.edit),
    schema: { body: categoryBody },
    handler: async (request) => {
      await editCategory(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    { config: can(PERM.category.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteCategory(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(M.deleted);
    },
  );
}
