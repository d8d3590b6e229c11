import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okMessage, okZero } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listUsers, queryUserById, recycleBinUsers } from './admin-list';
import { addUser, editUser, generateUserId, type UserFormBody } from './admin-service';
import { listQuerySchema, nullableText, scalar } from './route-schemas';
import { userExcelRoutes } from './import-export';
import { purgeUsers, restoreUsers } from './recycle-bin';
import { pickerUserRoutes } from './picker-routes';
import { usersOfDepartPage, usersOfRole } from './relation-lists';
import { deleteUsers, freezeUsers, resetPassword } from './user-status';
import {
  addDepartUsers,
  addRoleUsers,
  queryUserDeparts,
  queryUserRoles,
  removeDepartUsers,
  removeRoleUsers,
} from './user-relations';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });

const userFormBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    username: nullableText(100),
    password: nullableText(128),
    confirmpassword: nullableText(128),
    realname: nullableText(100),
    workNo: nullableText(100),
    post: nullableText(1000),
    avatar: nullableText(255),
    birthday: nullableText(32),
    sex: scalar(4),
    email: nullableText(100),
    phone: nullableText(45),
    telephone: nullableText(45),
    userIdentity: scalar(4),
    selectedroles: nullableText(7000),
    selecteddeparts: nullableText(7000),
    // Checked to 100 characters by the service, which names the field in its message.
    wecomUserId: nullableText(200),
    dingtalkUserId: nullableText(200),
  },
  // Other keys (status, delFlag, relTenantIds…) are accepted and ignored: the service copies
  // only the schema's form fields.
} as const;

const idsQuery = (key: string) => ({
  type: 'object',
  properties: { [key]: str(33000) },
  required: [key],
});

/** 用户管理 (CONTRACT §10.2): every route carries its permission code; the picker is any signed-in user's. */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await userExcelRoutes(app);

  app.get<{ Querystring: Query }>(
    '/sys/user/list',
    { config: can(PERM.user.list), schema: { querystring: listQuerySchema } },
    async (request) => okZero(await listUsers(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/user/queryById',
    { config: can(PERM.user.list), schema: { querystring: { type: 'object', properties: { id: str(32) } } } },
    async (request) => okZero(await queryUserById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: UserFormBody }>(
    '/sys/user/add',
    { config: can(PERM.user.add), schema: { body: userFormBody } },
    async (request) => {
      await addUser(deps, authOf(request), requestInfo(request), request.body);
      return ok(null, '添加成功！');
    },
  );

  app.route<{ Body: UserFormBody }>({
    method: ['PUT', 'POST'],
    url: '/sys/user/edit',
    config: can(PERM.user.edit),
    schema: { body: userFormBody },
    handler: async (request) => {
      await editUser(deps, authOf(request), requestInfo(request), request.body);
      return ok(null, '修改成功!');
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/user/delete',
    { config: can(PERM.user.delete), schema: { querystring: idsQuery('id') } },
    async (request) => {
      await deleteUsers(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage('删除用户成功');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/user/deleteBatch',
    { config: can(PERM.user.delete), schema: { querystring: idsQuery('ids') } },
    async (request) => {
      await deleteUsers(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('批量删除用户成功');
    },
  );

  app.put<{ Body: { ids?: string; status?: string | number } }>(
    '/sys/user/frozenBatch',
    {
      config: can(PERM.user.frozen),
      schema: { body: { type: 'object', properties: { ids: str(33000), status: scalar(2) } } },
    },
    async (request) => {
      await freezeUsers(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('操作成功!');
    },
  );

  app.put<{ Body: { username?: string; password?: string; confirmpassword?: string } }>(
    '/sys/user/changePassword',
    {
      config: can(PERM.user.password),
      schema: {
        body: {
          type: 'object',
          properties: { username: str(100), password: str(128), confirmpassword: str(128) },
        },
      },
    },
    async (request) => {
      await resetPassword(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('密码修改成功!');
    },
  );

  app.get<{ Querystring: { userid?: string } }>(
    '/sys/user/queryUserRole',
    {
      config: can(PERM.user.list),
      schema: { querystring: { type: 'object', properties: { userid: str(32) } } },
    },
    async (request) => okZero(await queryUserRoles(deps, authOf(request), request.query.userid)),
  );

  app.get<{ Querystring: { userId?: string } }>(
    '/sys/user/userDepartList',
    {
      config: can(PERM.user.list),
      schema: { querystring: { type: 'object', properties: { userId: str(32) } } },
    },
    async (request) => okZero(await queryUserDeparts(deps, authOf(request), request.query.userId)),
  );

  // queryUserComponentData, queryUserByDepId, getMultiUser: the user pickers (any signed-in user).
  await pickerUserRoutes(app);

  app.get('/sys/user/generateUserId', { config: can(PERM.user.add) }, async () => okZero(generateUserId()));

  app.get<{ Querystring: Query }>(
    '/sys/user/recycleBin',
    { config: can(PERM.user.recycle), schema: { querystring: listQuerySchema } },
    async (request) => ok(await recycleBinUsers(deps, authOf(request), request.query)),
  );

  app.put<{ Body: { userIds?: string } }>(
    '/sys/user/putRecycleBin',
    {
      config: can(PERM.user.recycle),
      schema: { body: { type: 'object', properties: { userIds: str(33000) }, required: ['userIds'] } },
    },
    async (request) => {
      await restoreUsers(deps, authOf(request), requestInfo(request), request.body.userIds);
      return okMessage('还原成功');
    },
  );

  app.delete<{ Querystring: { userIds: string } }>(
    '/sys/user/deleteRecycleBin',
    { config: can(PERM.user.recycle), schema: { querystring: idsQuery('userIds') } },
    async (request) => {
      await purgeUsers(deps, authOf(request), requestInfo(request), request.query.userIds);
      return okMessage('删除成功');
    },
  );

  // Users of a role (the role page's 用户 tab).
  app.get<{ Querystring: Query }>(
    '/sys/user/userRoleList',
    { config: can(PERM.role.users), schema: { querystring: listQuerySchema } },
    async (request) => okZero(await usersOfRole(deps, authOf(request), request.query)),
  );

  app.post<{ Body: { roleId?: string; userIdList?: string[] } }>(
    '/sys/user/addSysUserRole',
    {
      config: can(PERM.role.users),
      schema: {
        body: {
          type: 'object',
          properties: { roleId: str(32), userIdList: { type: 'array', maxItems: 1000, items: str(32) } },
        },
      },
    },
    async (request) => {
      await addRoleUsers(deps, authOf(request), requestInfo(request), request.body);
      return ok(null, '添加成功!');
    },
  );

  app.delete<{ Querystring: { roleId?: string; userId?: string } }>(
    '/sys/user/deleteUserRole',
    {
      config: can(PERM.role.users),
      schema: { querystring: { type: 'object', properties: { roleId: str(32), userId: str(32) } } },
    },
    async (request) => {
      const { roleId, userId } = request.query;
      await removeRoleUsers(deps, authOf(request), requestInfo(request), roleId, userId);
      return okMessage('删除成功!');
    },
  );

  app.delete<{ Querystring: { roleId?: string; userIds?: string } }>(
    '/sys/user/deleteUserRoleBatch',
    {
      config: can(PERM.role.users),
      schema: { querystring: { type: 'object', properties: { roleId: str(32), userIds: str(33000) } } },
    },
    async (request) => {
      const { roleId, userIds } = request.query;
      await removeRoleUsers(deps, authOf(request), requestInfo(request), roleId, userIds);
      return okMessage('删除成功!');
    },
  );

  // Users of a department (the department page's 用户 tab).
  app.get<{ Querystring: Query }>(
    '/sys/user/departUserList',
    { config: can(PERM.depart.users), schema: { querystring: listQuerySchema } },
    async (request) => okZero(await usersOfDepartPage(deps, authOf(request), request.query)),
  );

  app.post<{ Body: { depId?: string; userIdList?: string[] } }>(
    '/sys/user/editSysDepartWithUser',
    {
      config: can(PERM.depart.users),
      schema: {
        body: {
          type: 'object',
          properties: { depId: str(32), userIdList: { type: 'array', maxItems: 1000, items: str(32) } },
        },
      },
    },
    async (request) => {
      await addDepartUsers(deps, authOf(request), requestInfo(request), request.body);
      return ok(null, '添加成功!');
    },
  );

  app.delete<{ Querystring: { depId?: string; userId?: string } }>(
    '/sys/user/deleteUserInDepart',
    {
      config: can(PERM.depart.users),
      schema: { querystring: { type: 'object', properties: { depId: str(32), userId: str(32) } } },
    },
    async (request) => {
      const { depId, userId } = request.query;
      await removeDepartUsers(deps, authOf(request), requestInfo(request), depId, userId);
      return okMessage('删除成功!');
    },
  );

  app.delete<{ Querystring: { depId?: string; userIds?: string } }>(
    '/sys/user/deleteUserInDepartBatch',
    {
      config: can(PERM.depart.users),
      schema: { querystring: { type: 'object', properties: { depId: str(32), userIds: str(33000) } } },
    },
    async (request) => {
      const { depId, userIds } = request.query;
      await removeDepartUsers(deps, authOf(request), requestInfo(request), depId, userIds);
      return okMessage('删除成功!');
    },
  );
}
