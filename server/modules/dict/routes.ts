import type { FastifyInstance } from 'fastify';
import { ok, okZero } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { dictAdminRoutes } from './admin-routes';
import { dictLoadRoutes } from './load-routes';

export async function dictRoutes(app: FastifyInstance): Promise<void> {
  const dicts = app.deps.dicts;
  const authenticated = { policy: { authenticated: true as const } };

  app.get<{ Params: { code: string } }>(
    '/sys/dict/getDictItems/:code',
    {
      config: authenticated,
      schema: { params: { type: 'object', properties: { code: { type: 'string', maxLength: 300 } } } },
    },
    async (request) => okZero(await dicts.items(request.params.code ?? '', authOf(request))),
  );
  app.get('/sys/dict/queryAllDictItems', { config: authenticated }, async () => ok(await dicts.allItems()));
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/sys/dict/refleshCache',
    config: authenticated,
    handler: async () => {
      await dicts.refresh();
      return okZero(null);
    },
  });
  await dictLoadRoutes(app);
  await dictAdminRoutes(app);
}
