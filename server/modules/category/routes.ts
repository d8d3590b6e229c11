import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { okZero } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { categoryAdminRoutes } from './admin-routes';
import { loadCategoryTexts, loadCategoryTreeData, loadOne, loadTreeChildren, loadTreeRoot } from './service';

// The category select of any form: every signed-in user, rows of their tenant plus shared ones.
const authenticated = { policy: { authenticated: true as const } };
const query = (properties: Record<string, ReturnType<typeof str>>) =>
  ({ querystring: { type: 'object', properties } }) as const;

/** 分类字典 reads (JeecgBoot SysCategoryController); answers code 0 like the original handlers. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await categoryAdminRoutes(app);

  app.get<{ Querystring: { async?: string; pcode?: string } }>(
    '/sys/category/loadTreeRoot',
    { config: authenticated, schema: query({ async: str(5), pcode: str(100) }) },
    async (request) => okZero(await loadTreeRoot(db, authOf(request), request.query)),
  );

  app.get<{ Querystring: { pid?: string } }>(
    '/sys/category/loadTreeChildren',
    { config: authenticated, schema: query({ pid: str(32) }) },
    async (request) => okZero(await loadTreeChildren(db, authOf(request), request.query.pid)),
  );

  app.get<{ Querystring: { field?: string; val?: string } }>(
    '/sys/category/loadOne',
    { config: authenticated, schema: query({ field: str(64), val: str(100) }) },
    async (request) => okZero(await loadOne(db, authOf(request), request.query)),
  );

  app.get<{ Querystring: { pid?: string; pcode?: string; condition?: string } }>(
    '/sys/category/loadTreeData',
    { config: authenticated, schema: query({ pid: str(32), pcode: str(100), condition: str(2000) }) },
    async (request) => okZero(await loadCategoryTreeData(db, authOf(request), request.query)),
  );

  // The Vue2 client calls it with a trailing slash; the router is strict about slashes.
  for (const url of ['/sys/category/loadDictItem', '/sys/category/loadDictItem/']) {
    app.get<{ Querystring: { ids?: string; delNotExist?: string } }>(
      url,
      { config: authenticated, schema: query({ ids: str(10000), delNotExist: str(5) }) },
      async (request) => okZero(await loadCategoryTexts(db, authOf(request), request.query)),
    );
  }
}
