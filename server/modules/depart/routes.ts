import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okZero } from '../../plugins/envelope';
import { auditOf } from '../permission/audit';
import { grantableTree } from '../role/role-permission';
import { authOf } from '../session/auth-context';
import {
  departByCode,
  departIdTree,
  departLevel,
  departTree,
  listAllDeparts,
  myDepartTree,
  parentChains,
  searchDeparts,
  usersOfDepart,
} from './depart-read';
import {
  departDataRules,
  DEPART_GRANT_MESSAGES,
  queryDepartPermission,
  saveDepartDataRules,
  saveDepartPermission,
} from './depart-permission';
import { DEPART_MESSAGES, departScope } from './depart-scope';
import { addDepart, deleteDeparts, editDepart } from './depart-write';

const perm = (permission: string) => ({ policy: { permission } });
/** Department pickers of every form: tenant-scoped, picker fields only unless the caller holds the list code. */
const picker = { policy: { authenticated: true as const } };
const ID = str(32);
const IDS = str(33_000);
const query = (properties: Record<string, unknown>) => ({ querystring: { type: 'object', properties } });

const DEPART_BODY = {
  type: 'object',
  properties: {
    id: ID,
    parentId: { type: ['string', 'null'], maxLength: 32 },
    departName: str(100),
    departNameEn: { type: ['string', 'null'], maxLength: 500 },
    departNameAbbr: { type: ['string', 'null'], maxLength: 500 },
    departOrder: { type: ['integer', 'string', 'null'], maxLength: 10 },
    orgCategory: { type: ['string', 'null'], maxLength: 10 },
    mobile: { type: ['string', 'null'], maxLength: 32 },
    fax: { type: ['string', 'null'], maxLength: 32 },
    address: { type: ['string', 'null'], maxLength: 100 },
    memo: { type: ['string', 'null'], maxLength: 500 },
    description: { type: ['string', 'null'], maxLength: 255 },
  },
} as const;

/** /sys/sysDepart/* (CONTRACT §10.4) and the department grants (spec 000 §7.4). */
export async function departRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;
  const scopeOf = (request: Parameters<typeof authOf>[0]) => departScope(db, authOf(request));

  app.get<{ Querystring: { ids?: string } }>(
    '/sys/sysDepart/queryTreeList',
    { config: picker, schema: query({ ids: IDS }) },
    async (request) => okZero(await departTree(db, await scopeOf(request), request.query.ids)),
  );

  app.get<{ Querystring: { pid?: string; ids?: string; primaryKey?: string } }>(
    '/sys/sysDepart/queryDepartTreeSync',
    { config: picker, schema: query({ pid: ID, ids: IDS, primaryKey: str(10) }) },
    async (request) => okZero(await departLevel(db, await scopeOf(request), request.query)),
  );

  app.get('/sys/sysDepart/queryIdTree', { config: picker }, async (request) =>
    okZero(await departIdTree(db, await scopeOf(request))),
  );

  app.get<{ Querystring: { keyWord?: string; myDeptSearch?: string } }>(
    '/sys/sysDepart/searchBy',
    { config: picker, schema: query({ keyWord: str(100), myDeptSearch: str(1) }) },
    async (request) => okZero(await searchDeparts(db, await scopeOf(request), request.query)),
  );

  app.get('/sys/sysDepart/queryMyDeptTreeList', { config: picker }, async (request) => {
    const mine = await myDepartTree(db, await scopeOf(request));
    return okZero(mine.tree, mine.identity);
  });

  app.get<{ Querystring: { departId?: string; orgCode?: string } }>(
    '/sys/sysDepart/queryAllParentId',
    { config: picker, schema: query({ departId: IDS, orgCode: IDS }) },
    async (request) => ok(await parentChains(db, await scopeOf(request), request.query)),
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/sysDepart/listAll',
    { config: picker, schema: query({ id: IDS }) },
    async (request) => okZero(await listAllDeparts(db, await scopeOf(request), request.query.id)),
  );

  app.get<{ Querystring: { orgCode?: string } }>(
    '/sys/sysDepart/getDepartName',
    { config: picker, schema: query({ orgCode: str(64) }) },
    async (request) =>
      okZero(await departByCode(db, await scopeOf(request), (request.query.orgCode ?? '').trim())),
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/sysDepart/getUsersByDepartId',
    { config: perm(PERM.depart.users), schema: query({ id: ID }) },
    async (request) => okZero(await usersOfDepart(db, await scopeOf(request), request.query.id ?? '')),
  );

  app.post(
    '/sys/sysDepart/add',
    { config: perm(PERM.depart.add), schema: { body: DEPART_BODY } },
    async (request) => {
      await addDepart(db, await scopeOf(request), request.body, auditOf(request));
      return ok(null, DEPART_MESSAGES.added);
    },
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/sysDepart/edit',
    config: perm(PERM.depart.edit),
    schema: { body: DEPART_BODY },
    handler: async (request) => {
      await editDepart(db, await scopeOf(request), request.body, auditOf(request));
      return ok(null, DEPART_MESSAGES.edited);
    },
  });

  app.delete<{ Querystring: { id?: string } }>(
    '/sys/sysDepart/delete',
    { config: perm(PERM.depart.delete), schema: query({ id: ID }) },
    async (request) => {
      await deleteDeparts(db, await scopeOf(request), request.query.id ?? '', auditOf(request));
      return ok(null, DEPART_MESSAGES.deleted);
    },
  );

  app.delete<{ Querystring: { ids?: string } }>(
    '/sys/sysDepart/deleteBatch',
    { config: perm(PERM.depart.delete), schema: query({ ids: IDS }) },
    async (request) => {
      await deleteDeparts(db, await scopeOf(request), request.query.ids ?? '', auditOf(request));
      return ok(null, DEPART_MESSAGES.deleted);
    },
  );

  const auth = perm(PERM.depart.auth);

  // The tree the 部门权限 tab offers: what the actor may grant. JeecgBoot serves it from
  // /sys/role/queryTreeList, which here needs the role code; department admins get their own.
  app.get('/sys/sysDepart/queryPermissionTree', { config: auth }, async (request) =>
    okZero(await grantableTree(db, authOf(request))),
  );

  app.get<{ Querystring: { departId?: string } }>(
    '/sys/permission/queryDepartPermission',
    { config: auth, schema: query({ departId: ID }) },
    async (request) =>
      okZero(await queryDepartPermission(db, await scopeOf(request), request.query.departId ?? '')),
  );

  app.post<{ Body: { departId?: string; permissionIds?: string; lastpermissionIds?: string } }>(
    '/sys/permission/saveDepartPermission',
    {
      config: auth,
      schema: {
        body: {
          type: 'object',
          properties: { departId: ID, permissionIds: str(200_000), lastpermissionIds: str(200_000) },
        },
      },
    },
    async (request) => {
      await saveDepartPermission(db, await scopeOf(request), request.body ?? {}, auditOf(request));
      return ok(null, DEPART_GRANT_MESSAGES.saved);
    },
  );

  app.get<{ Params: { permissionId: string; departId: string } }>(
    '/sys/sysDepartPermission/datarule/:permissionId/:departId',
    { config: auth, schema: { params: { type: 'object', properties: { permissionId: ID, departId: ID } } } },
    async (request) =>
      ok(
        await departDataRules(
          db,
          await scopeOf(request),
          request.params.permissionId,
          request.params.departId,
        ),
      ),
  );

  app.post<{ Body: { permissionId?: string; departId?: string; dataRuleIds?: string } }>(
    '/sys/sysDepartPermission/datarule',
    {
      config: auth,
      schema: { body: { type: 'object', properties: { permissionId: ID, departId: ID, dataRuleIds: IDS } } },
    },
    async (request) => {
      await saveDepartDataRules(db, await scopeOf(request), request.body ?? {}, auditOf(request));
      return ok(DEPART_GRANT_MESSAGES.ruleSaved, DEPART_GRANT_MESSAGES.ruleSaved);
    },
  );
}
