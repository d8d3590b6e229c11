import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { multiUsers, pickerUsers, pickerUsersOfDepart } from './picker-users';

type Query = Record<string, string | undefined>;

// Pickers every form needs: any signed-in user, tenant-scoped, picker fields only (reviewed in
// tests/server/identity-matrix.test.ts PICKER_ROUTES).
const picker = { policy: { authenticated: true as const } };

const componentQuery = {
  type: 'object',
  properties: {
    field: str(1000),
    pageNo: str(9),
    pageSize: str(9),
    departId: str(32),
    username: str(100),
    realname: str(100),
    id: str(32),
    sex: str(2),
    birthday: str(10),
    birthday_begin: str(10),
    birthday_end: str(10),
    column: str(64),
    order: str(8),
    _t: str(20),
  },
  additionalProperties: false,
} as const;

// Values of one store field: ids, accounts, names, work numbers or phones (comma list, ≤ 1000).
const multiQuery = {
  type: 'object',
  properties: {
    id: str(33000),
    username: str(101000),
    realname: str(101000),
    workNo: str(101000),
    phone: str(46000),
    _t: str(20),
  },
  additionalProperties: false,
} as const;

/** The user pickers (spec 001 §7): queryUserComponentData, queryUserByDepId, getMultiUser. */
export async function pickerUserRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/sys/user/queryUserComponentData',
    { config: picker, schema: { querystring: componentQuery } },
    async (request) => ok(await pickerUsers(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: Query }>(
    '/sys/user/queryUserByDepId',
    {
      config: picker,
      schema: {
        querystring: {
          type: 'object',
          properties: { id: str(32), realname: str(100), _t: str(20) },
          additionalProperties: false,
        },
      },
    },
    async (request) => ok(await pickerUsersOfDepart(deps, authOf(request), request.query)),
  );

  // JeecgBoot answers a bare JSON array here (no Result envelope); clients read it as is.
  app.get<{ Querystring: Query }>(
    '/sys/user/getMultiUser',
    { config: picker, schema: { querystring: multiQuery } },
    async (request) => multiUsers(deps, authOf(request), request.query),
  );
}
