import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okZero } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { buildAssignTree, liveAssignRows } from './assign-tree';
import { auditOf } from './audit';
import { addRule, deleteRule, editRule, RULE_ADMIN_MESSAGES, searchRules } from './data-rule-admin';
import { rulesOfPermission } from './data-rule-read';
import { parseIdList } from './grant-diff';
import {
  addMenu,
  deleteMenus,
  editMenu,
  menuTree,
  subMenuMap,
  subMenus,
  topMenus,
  visibleMenu,
} from './menu-admin';
import { toMenuJson } from './menu-json';

const perm = (permission: string) => ({ policy: { permission } });
const ID = str(32);
/** A flag as the forms send it: boolean, 0/1 or '0'/'1'/'true'/'false'. */
const FLAG = { type: ['boolean', 'integer', 'string', 'null'], maxLength: 5 } as const;
const NUMBER = { type: ['number', 'string', 'null'], maxLength: 20 } as const;

const MENU_BODY = {
  type: 'object',
  properties: {
    id: ID,
    parentId: { type: ['string', 'null'], maxLength: 32 },
    name: str(100),
    menuType: NUMBER,
    url: { type: ['string', 'null'], maxLength: 255 },
    component: { type: ['string', 'null'], maxLength: 255 },
    componentName: { type: ['string', 'null'], maxLength: 100 },
    redirect: { type: ['string', 'null'], maxLength: 255 },
    perms: { type: ['string', 'null'], maxLength: 1000 },
    permsType: { type: ['string', 'null'], maxLength: 10 },
    sortNo: NUMBER,
    icon: { type: ['string', 'null'], maxLength: 100 },
    description: { type: ['string', 'null'], maxLength: 255 },
    status: { type: ['string', 'null'], maxLength: 2 },
    route: FLAG,
    keepAlive: FLAG,
    hidden: FLAG,
    hideTab: FLAG,
    alwaysShow: FLAG,
    internalOrExternal: FLAG,
  },
} as const;

const RULE_BODY = {
  type: 'object',
  properties: {
    id: ID,
    permissionId: ID,
    // Bounds above the form's limits, so the form's own messages (最长300个字符 …) answer first.
    ruleName: str(200),
    ruleColumn: str(200),
    ruleConditions: str(50),
    ruleValue: str(2000),
    status: { type: ['string', 'null'], maxLength: 3 },
  },
} as const;

/**
 * Menu administration under /sys/permission/ (spec 000 §7.4). Menus are platform rows: writing
 * them needs the menu codes, which are never granted to tenant roles (see role-permission.ts).
 */
export async function menuAdminRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;
  const list = perm(PERM.permission.list);

  app.get('/sys/permission/list', { config: list }, async (request) =>
    okZero(await menuTree(db, authOf(request))),
  );

  app.get('/sys/permission/getSystemMenuList', { config: list }, async (request) =>
    okZero(await topMenus(db, authOf(request))),
  );

  app.get<{ Querystring: { parentId?: string } }>(
    '/sys/permission/getSystemSubmenu',
    { config: list, schema: { querystring: { type: 'object', properties: { parentId: ID } } } },
    async (request) => {
      const rows = await subMenus(db, authOf(request), parseIdList(request.query.parentId ?? '').slice(0, 1));
      return okZero(rows.map(toMenuJson));
    },
  );

  app.get<{ Querystring: { parentIds?: string } }>(
    '/sys/permission/getSystemSubmenuBatch',
    { config: list, schema: { querystring: { type: 'object', properties: { parentIds: str(33_000) } } } },
    async (request) => ok(await subMenuMap(db, authOf(request), parseIdList(request.query.parentIds ?? ''))),
  );

  // The menu picker of the menu form (parent choice): every live row.
  app.get('/sys/permission/queryTreeList', { config: list }, async () =>
    okZero(buildAssignTree(await liveAssignRows(db), 'all')),
  );

  app.post(
    '/sys/permission/add',
    { config: perm(PERM.permission.add), schema: { body: MENU_BODY } },
    async (request) => {
      await addMenu(db, authOf(request), request.body, auditOf(request));
      return ok(null, '添加成功！');
    },
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/permission/edit',
    config: perm(PERM.permission.edit),
    schema: { body: MENU_BODY },
    handler: async (request) => {
      await editMenu(db, authOf(request), request.body, auditOf(request));
      return ok(null, '修改成功！');
    },
  });

  app.delete<{ Querystring: { id?: string } }>(
    '/sys/permission/delete',
    {
      config: perm(PERM.permission.delete),
      schema: { querystring: { type: 'object', properties: { id: ID } } },
    },
    async (request) => {
      await deleteMenus(db, authOf(request), request.query.id ?? '', auditOf(request));
      return ok(null, '删除成功!');
    },
  );

  app.delete<{ Querystring: { ids?: string } }>(
    '/sys/permission/deleteBatch',
    {
      config: perm(PERM.permission.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33_000) } } },
    },
    async (request) => {
      await deleteMenus(db, authOf(request), request.query.ids ?? '', auditOf(request));
      return ok(null, '删除成功!');
    },
  );

  const rules = perm(PERM.permission.datarule);

  app.get<{ Querystring: { permissionId?: string } }>(
    '/sys/permission/getPermRuleListByPermId',
    { config: rules, schema: { querystring: { type: 'object', properties: { permissionId: ID } } } },
    async (request) => {
      const menu = await visibleMenu(db, authOf(request), request.query.permissionId ?? '');
      return okZero(await rulesOfPermission(db, menu.id));
    },
  );

  app.get<{ Querystring: { permissionId?: string; ruleName?: string; ruleValue?: string } }>(
    '/sys/permission/queryPermissionRule',
    {
      config: rules,
      schema: {
        querystring: {
          type: 'object',
          properties: { permissionId: ID, ruleName: str(50), ruleValue: str(300) },
        },
      },
    },
    async (request) => okZero(await searchRules(db, authOf(request), request.query)),
  );

  app.post(
    '/sys/permission/addPermissionRule',
    { config: rules, schema: { body: RULE_BODY } },
    async (request) => {
      await addRule(db, authOf(request), request.body, auditOf(request));
      return ok(null, RULE_ADMIN_MESSAGES.added);
    },
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/permission/editPermissionRule',
    config: rules,
    schema: { body: RULE_BODY },
    handler: async (request) => {
      await editRule(db, authOf(request), request.body, auditOf(request));
      return ok(null, RULE_ADMIN_MESSAGES.edited);
    },
  });

  app.delete<{ Querystring: { id?: string } }>(
    '/sys/permission/deletePermissionRule',
    { config: rules, schema: { querystring: { type: 'object', properties: { id: ID } } } },
    async (request) => {
      await deleteRule(db, authOf(request), request.query.id ?? '', auditOf(request));
      return ok(null, RULE_ADMIN_MESSAGES.deleted);
    },
  );
}
