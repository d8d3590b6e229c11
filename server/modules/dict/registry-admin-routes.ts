import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { DICT_REGISTRY_MESSAGES } from '../../../src/shared/domain/resources/dict-registry';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText, scalar } from '../user/route-schemas';
import { addRegistry, deleteRegistry, editRegistry, listRegistry } from './registry-admin-service';

const can = { policy: { permission: PERM.dict.registry } };
const registryBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    tableName: nullableText(64),
    textColumn: nullableText(64),
    codeColumn: nullableText(64),
    softDelete: scalar(1),
    pidColumn: nullableText(64),
    hasChildColumn: nullableText(64),
    filterColumns: nullableText(500),
    description: nullableText(255),
  },
} as const;

/** 表字典登记 (`/sys/dictTableRegistry/*`): the allowlist every table dictionary resolves through. */
export async function dictRegistryRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sys/dictTableRegistry/list',
    { config: can, schema: { querystring: listQuerySchema } },
    async (request) => ok(await listRegistry(deps, request.query)),
  );
  app.post<{ Body: Record<string, unknown> }>(
    '/sys/dictTableRegistry/add',
    { config: can, schema: { body: registryBody } },
    async (request) => {
      await addRegistry(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(DICT_REGISTRY_MESSAGES.saved);
    },
  );
  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/dictTableRegistry/edit',
    config: can,
    schema: { body: registryBody },
    handler: async (request) => {
      await editRegistry(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(DICT_REGISTRY_MESSAGES.edited);
    },
  });
  // `id` (one) or `ids` (the list page's batch delete, a comma list): the same call.
  app.delete<{ Querystring: { id?: string; ids?: string } }>(
    '/sys/dictTableRegistry/delete',
    {
      config: can,
      schema: { querystring: { type: 'object', properties: { id: str(32), ids: str(33000) } } },
    },
    async (request) => {
      const { id, ids } = request.query;
      await deleteRegistry(deps, authOf(request), requestInfo(request), id ?? ids ?? '');
      return okMessage(DICT_REGISTRY_MESSAGES.deleted);
    },
  );
}
