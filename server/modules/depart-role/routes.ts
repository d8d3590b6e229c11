import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okMessage, okZero } from '../../plugins/envelope';
import { departScope } from '../depart/depart-scope';
import { auditOf } from '../permission/audit';
import { LIST_QUERY_SCHEMA } from '../role/routes';
import { authOf } from '../session/auth-context';
import {
  departRoleDataRules,
  departRolePermissionIds,
  departRoleTree,
  saveDepartRoleDataRules,
  saveDepartRolePermission,
} from './permission';
import { DEPART_ROLE_MESSAGES } from './scope';
import {
  addDepartRole,
  deleteDepartRoles,
  departRoleById,
  editDepartRole,
  listDepartRoles,
  rolesOfDepart,
  setUserDepartRoles,
  userDepartRoles,
} from './service';

const ID = str(32);
const IDS = str(33_000);
const query = (properties: Record<string, unknown>) => ({ querystring: { type: 'object', properties } });

const BODY = {
  type: 'object',
  properties: { id: ID, departId: ID, roleName: str(200), roleCode: str(100), description: str(255) },
} as const;

/** /sys/sysDepartRole/* and the department-role grants under /sys/sysDepartPermission/. */
export async function departRoleRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;
  const scopeOf = (request: Parameters<typeof authOf>[0]) => departScope(db, authOf(request));
  const config = { policy: { permission: PERM.depart.role } };

  app.get<{ Querystring: Record<string, string> }>(
    '/sys/sysDepartRole/list',
    { config, schema: { querystring: LIST_QUERY_SCHEMA } },
    async (request) => ok(await listDepartRoles(db, await scopeOf(request), request.query)),
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/sysDepartRole/queryById',
    { config, schema: query({ id: ID }) },
    async (request) => ok(await departRoleById(db, await scopeOf(request), request.query.id ?? '')),
  );

  app.post('/sys/sysDepartRole/add', { config, schema: { body: BODY } }, async (request) => {
    await addDepartRole(db, await scopeOf(request), request.body, auditOf(request));
    return okMessage(DEPART_ROLE_MESSAGES.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/sysDepartRole/edit',
    config,
    schema: { body: BODY },
    handler: async (request) => {
      await editDepartRole(db, await scopeOf(request), request.body, auditOf(request));
      return okMessage(DEPART_ROLE_MESSAGES.edited);
    },
  });

  app.delete<{ Querystring: { id?: string } }>(
    '/sys/sysDepartRole/delete',
    { config, schema: query({ id: ID }) },
    async (request) => {
      await deleteDepartRoles(db, await scopeOf(request), request.query.id ?? '', auditOf(request));
      return okMessage(DEPART_ROLE_MESSAGES.deleted);
    },
  );

  app.delete<{ Querystring: { ids?: string } }>(
    '/sys/sysDepartRole/deleteBatch',
    { config, schema: query({ ids: IDS }) },
    async (request) => {
      await deleteDepartRoles(db, await scopeOf(request), request.query.ids ?? '', auditOf(request));
      return okMessage(DEPART_ROLE_MESSAGES.deletedBatch);
    },
  );

  app.get<{ Querystring: { departId?: string; userId?: string } }>(
    '/sys/sysDepartRole/getDeptRoleList',
    { config, schema: query({ departId: ID, userId: ID }) },
    async (request) => okZero(await rolesOfDepart(db, await scopeOf(request), request.query.departId ?? '')),
  );

  app.post<{ Body: { userId?: string; newRoleId?: string; oldRoleId?: string } }>(
    '/sys/sysDepartRole/deptRoleUserAdd',
    {
      config,
      schema: { body: { type: 'object', properties: { userId: ID, newRoleId: IDS, oldRoleId: IDS } } },
    },
    async (request) => {
      await setUserDepartRoles(db, await scopeOf(request), request.body ?? {}, auditOf(request));
      return okMessage(DEPART_ROLE_MESSAGES.userAdded);
    },
  );

  app.get<{ Querystring: { userId?: string; departId?: string } }>(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    { config, schema: query({ userId: ID, departId: ID }) },
    async (request) =>
      okZero(
        await userDepartRoles(
          db,
          await scopeOf(request),
          request.query.userId ?? '',
          request.query.departId ?? '',
        ),
      ),
  );

  app.get<{ Params: { permissionId: string; departId: string; roleId: string } }>(
    '/sys/sysDepartRole/datarule/:permissionId/:departId/:roleId',
    {
      config,
      schema: { params: { type: 'object', properties: { permissionId: ID, departId: ID, roleId: ID } } },
    },
    async (request) => {
      const { permissionId, departId, roleId } = request.params;
      return ok(await departRoleDataRules(db, await scopeOf(request), permissionId, departId, roleId));
    },
  );

  app.post<{ Body: { permissionId?: string; roleId?: string; dataRuleIds?: string } }>(
    '/sys/sysDepartRole/datarule',
    {
      config,
      schema: {
        body: {
          type: 'object',
          properties: { permissionId: ID, departId: ID, roleId: ID, dataRuleIds: IDS },
        },
      },
    },
    async (request) => {
      await saveDepartRoleDataRules(db, await scopeOf(request), request.body ?? {}, auditOf(request));
      return okMessage(DEPART_ROLE_MESSAGES.ruleSaved);
    },
  );

  app.get<{ Querystring: { departId?: string } }>(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    { config, schema: query({ departId: ID }) },
    async (request) => okZero(await departRoleTree(db, await scopeOf(request), request.query.departId ?? '')),
  );

  app.get<{ Querystring: { roleId?: string } }>(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    { config, schema: query({ roleId: ID }) },
    async (request) =>
      okZero(await departRolePermissionIds(db, await scopeOf(request), request.query.roleId ?? '')),
  );

  app.post<{ Body: { roleId?: string; permissionIds?: string; lastpermissionIds?: string } }>(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    {
      config,
      schema: {
        body: {
          type: 'object',
          properties: { roleId: ID, permissionIds: str(200_000), lastpermissionIds: str(200_000) },
        },
      },
    },
    async (request) => {
      await saveDepartRolePermission(db, await scopeOf(request), request.body ?? {}, auditOf(request));
      return ok(null, DEPART_ROLE_MESSAGES.saved);
    },
  );
}
