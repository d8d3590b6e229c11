import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { okZero } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { getDictText, loadDict, loadDictItem, loadDictOrderByValue, type LoadDictParams } from './load-dict';
import { loadTreeData, type TreeDataParams } from './tree-data';

// Pickers and selects of every form: any signed-in user, rows scoped to the caller's tenant.
const authenticated = { policy: { authenticated: true as const } };
const codeParams = { type: 'object', properties: { code: str(300) } } as const;
const loadDictQuery = {
  type: 'object',
  properties: { keyword: str(1000), pageSize: { type: 'string', pattern: '^[0-9]{1,6}$' } },
} as const;

/** The table-dictionary calls of the selects (CONTRACT §4.3), all through the registry. */
export async function dictLoadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { code?: string }; Querystring: LoadDictParams }>(
    '/sys/dict/loadDict/:code',
    { config: authenticated, schema: { params: codeParams, querystring: loadDictQuery } },
    async (request) => okZero(await loadDict(db, request.params.code, request.query, authOf(request))),
  );

  app.get<{ Params: { code?: string }; Querystring: LoadDictParams }>(
    '/sys/dict/loadDictOrderByValue/:code',
    { config: authenticated, schema: { params: codeParams, querystring: loadDictQuery } },
    async (request) =>
      okZero(await loadDictOrderByValue(db, request.params.code, request.query, authOf(request))),
  );

  app.get<{ Params: { code?: string }; Querystring: { key?: string; delNotExist?: string } }>(
    '/sys/dict/loadDictItem/:code',
    {
      config: authenticated,
      schema: {
        params: codeParams,
        querystring: { type: 'object', properties: { key: str(10000), delNotExist: str(5) } },
      },
    },
    async (request) => okZero(await loadDictItem(db, request.params.code, request.query, authOf(request))),
  );

  app.get<{ Params: { code?: string; key?: string } }>(
    '/sys/dict/getDictText/:code/:key',
    {
      config: authenticated,
      schema: { params: { type: 'object', properties: { code: str(300), key: str(300) } } },
    },
    async (request) =>
      okZero(await getDictText(db, request.params.code, request.params.key, authOf(request))),
  );

  app.get<{ Querystring: TreeDataParams }>(
    '/sys/dict/loadTreeData',
    {
      config: authenticated,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pid: str(64),
            pidField: str(64),
            tableName: str(64),
            text: str(64),
            code: str(64),
            hasChildField: str(64),
            converIsLeafVal: str(1),
            condition: str(2000),
          },
        },
      },
    },
    async (request) => okZero(await loadTreeData(db, request.query, authOf(request))),
  );
}
