import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { fail, ok, okMessage, okZero } from '../../plugins/envelope';
import { auditOf } from '../permission/audit';
import { authOf } from '../session/auth-context';
import { deleteRoles } from './delete';
import {
  grantableTree,
  rolePermissionIds,
  roleDataRules,
  saveRoleDataRules,
  saveRolePermission,
  type SaveRolePermissionBody,
} from './role-permission';
import { ROLE_MESSAGES } from './role-scope';
import { addRole, allRoles, editRole, listRoles, roleById, roleCodeTaken } from './service';

const perm = (permission: string) => ({ policy: { permission } });
const ID = str(32);

/** List params: any filter key the schema allows (checked by the list engine), bounded values. */
export const LIST_QUERY_SCHEMA = { type: 'object', additionalProperties: str(4000) } as const;

const ROLE_BODY = {
  type: 'object',
  properties: { id: ID, roleName: str(200), roleCode: str(100), description: str(255) },
} as const;

/** /sys/role/* and the role grants under /sys/permission/ (CONTRACT §10.4, spec 000 §7.4). */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;

  app.get<{ Querystring: Record<string, string> }>(
    '/sys/role/list',
    { config: perm(PERM.role.list), schema: { querystring: LIST_QUERY_SCHEMA } },
    async (request) => okZero(await listRoles(db, authOf(request), request.query)),
  );

  app.post('/sys/role/add', { config: perm(PERM.role.add), schema: { body: ROLE_BODY } }, async (request) => {
    await addRole(db, authOf(request), request.body, auditOf(request));
    return ok(null, ROLE_MESSAGES.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/role/edit',
    config: perm(PERM.role.edit),
    schema: { body: ROLE_BODY },
    handler: async (request) => {
      await editRole(db, authOf(request), request.body, auditOf(request));
      return ok(null, ROLE_MESSAGES.edited);
    },
  });

  app.delete<{ Querystring: { id?: string } }>(
    '/sys/role/delete',
    { config: perm(PERM.role.delete), schema: { querystring: { type: 'object', properties: { id: ID } } } },
    async (request) => {
      await deleteRoles(db, authOf(request), request.query.id ?? '', auditOf(request));
      return okMessage(ROLE_MESSAGES.deleted);
    },
  );

  app.delete<{ Querystring: { ids?: string } }>(
    '/sys/role/deleteBatch',
    {
      config: perm(PERM.role.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33_000) } } },
    },
    async (request) => {
      await deleteRoles(db, authOf(request), request.query.ids ?? '', auditOf(request));
      return ok(null, ROLE_MESSAGES.deletedBatch);
    },
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/role/queryById',
    { config: perm(PERM.role.list), schema: { querystring: { type: 'object', properties: { id: ID } } } },
    async (request) => okZero(await roleById(db, authOf(request), request.query.id ?? '')),
  );

  // Picker: the user form chooses roles from it. Tenant-scoped; roles carry no secrets.
  app.get('/sys/role/queryall', { config: { policy: { authenticated: true } } }, async (request) => {
    const roles = await allRoles(db, authOf(request));
    return roles.length > 0 ? okZero(roles) : fail(ROLE_MESSAGES.noneFound);
  });

  app.get<{ Querystring: { id?: string; roleCode?: string } }>(
    '/sys/role/checkRoleCode',
    {
      config: perm(PERM.role.list),
      schema: { querystring: { type: 'object', properties: { id: ID, roleCode: str(100) } } },
    },
    async (request) => {
      const taken = await roleCodeTaken(db, (request.query.roleCode ?? '').trim(), request.query.id);
      return taken ? fail(ROLE_MESSAGES.codeTaken, 500, true) : okZero(true);
    },
  );

  app.get('/sys/role/queryTreeList', { config: perm(PERM.role.auth) }, async (request) =>
    okZero(await grantableTree(db, authOf(request))),
  );

  app.get<{ Params: { permissionId: string; roleId: string } }>(
    '/sys/role/datarule/:permissionId/:roleId',
    {
      config: perm(PERM.role.auth),
      schema: { params: { type: 'object', properties: { permissionId: ID, roleId: ID } } },
    },
    async (request) =>
      ok(await roleDataRules(db, authOf(request), request.params.permissionId, request.params.roleId)),
  );

  app.post<{ Body: { permissionId?: string; roleId?: string; dataRuleIds?: string } }>(
    '/sys/role/datarule',
    {
      config: perm(PERM.role.auth),
      schema: {
        body: { type: 'object', properties: { permissionId: ID, roleId: ID, dataRuleIds: str(33_000) } },
      },
    },
    async (request) => {
      await saveRoleDataRules(db, authOf(request), request.body ?? {}, auditOf(request));
      return okMessage(ROLE_MESSAGES.ruleSaved);
    },
  );

  app.get<{ Querystring: { roleId?: string } }>(
    '/sys/permission/queryRolePermission',
    { config: perm(PERM.role.auth), schema: { querystring: { type: 'object', properties: { roleId: ID } } } },
    async (request) => okZero(await rolePermissionIds(db, authOf(request), request.query.roleId ?? '')),
  );

  app.post<{ Body: SaveRolePermissionBody }>(
    '/sys/permission/saveRolePermission',
    {
      config: perm(PERM.role.auth),
      schema: {
        body: {
          type: 'object',
          properties: { roleId: ID, permissionIds: str(200_000), lastpermissionIds: str(200_000) },
        },
      },
    },
    async (request) => {
      await saveRolePermission(db, authOf(request), request.body ?? {}, auditOf(request));
      return ok(null, '保存成功！');
    },
  );
}
