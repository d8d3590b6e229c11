import type { FastifyInstance } from 'fastify';
import { NOTICE_MESSAGES as M } from '../../../src/shared/domain/resources/notice';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
import {
  addNotice,
  deleteNotices,
  editNotice,
  listNotices,
  publishNotice,
  queryNotice,
  revokeNotice,
} from './notice-service';
import { notifyPublished, notifyReminded, notifyReplied } from './notify';
import { listReceived, markRead, receivedDetail, replyNotice, type ReplyInput } from './plant-service';
import { noticeReceipts, remindNotice } from './receipts-service';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });
const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
const idBody = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

const noticeBody = {
  type: 'object',
  properties: {
    id: str(32),
    noticeType: { type: ['string', 'null'], maxLength: 16 },
    title: { type: ['string', 'null'], maxLength: 200 },
    docNumber: { type: ['string', 'null'], maxLength: 64 },
    content: { type: ['string', 'null'], maxLength: 200_000 },
    attachments: { type: ['string', 'null'], maxLength: 6000 },
    replyDeadline: { type: ['string', 'null'], maxLength: 20 },
    targetAll: { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['Y', 'N'] }, { type: 'null' }] },
    targetPlantIds: { type: ['string', 'null'], maxLength: 33000 },
  },
} as const;

/** 通知公文 (grid: PERM.notice.*) and 通知反馈 (plants: PERM.notice.reply), `/cwxt/notice/*`. */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/cwxt/notice/list',
    { config: can(PERM.notice.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listNotices(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/notice/queryById',
    { config: can(PERM.notice.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryNotice(deps, authOf(request), request.query.id)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/notice/receipts',
    { config: can(PERM.notice.list), schema: { querystring: idQuery } },
    async (request) => ok(await noticeReceipts(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/cwxt/notice/add',
    { config: can(PERM.notice.add), schema: { body: noticeBody } },
    async (request) => {
      const id = await addNotice(deps, authOf(request), requestInfo(request), request.body);
      return ok(id, '添加成功！');
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/cwxt/notice/edit',
    config: can(PERM.notice.edit),
    schema: { body: { ...noticeBody, required: ['id'] } },
    handler: async (request) => {
      await editNotice(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('编辑成功!');
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/cwxt/notice/delete',
    { config: can(PERM.notice.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteNotices(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage('删除成功!');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/cwxt/notice/deleteBatch',
    {
      config: can(PERM.notice.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteNotices(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('批量删除成功!');
    },
  );

  app.post<{ Body: { id: string } }>(
    '/cwxt/notice/publish',
    { config: can(PERM.notice.publish), schema: { body: idBody } },
    async (request) => {
      const auth = authOf(request);
      const { notice, plantIds } = await publishNotice(deps, auth, requestInfo(request), request.body.id);
      await notifyPublished(deps, request.log, notice, plantIds, auth.user.username);
      return okMessage(M.published);
    },
  );

  // Revoking is part of publishing: whoever may publish may take a notice back.
  app.post<{ Body: { id: string } }>(
    '/cwxt/notice/revoke',
    { config: can(PERM.notice.publish), schema: { body: idBody } },
    async (request) => {
      await revokeNotice(deps, authOf(request), requestInfo(request), request.body.id);
      return okMessage(M.revoked);
    },
  );

  app.post<{ Body: { id: string } }>(
    '/cwxt/notice/remind',
    { config: can(PERM.notice.remind), schema: { body: idBody } },
    async (request) => {
      const auth = authOf(request);
      const { notice, plantIds } = await remindNotice(deps, auth, requestInfo(request), request.body.id);
      await notifyReminded(deps, request.log, notice, plantIds, auth.user.username);
      return okMessage(M.reminded);
    },
  );

  // Plant side: PERM.notice.reply is the one notice code 电厂用户 holds; the plant rule of the
  // 通知反馈 menu limits every one of these to the caller's plants.
  app.get<{ Querystring: Query }>(
    '/cwxt/notice/received',
    { config: can(PERM.notice.reply), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listReceived(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string; plantId?: string } }>(
    '/cwxt/notice/receivedDetail',
    {
      config: can(PERM.notice.reply),
      schema: {
        querystring: { type: 'object', properties: { id: str(32), plantId: str(32) }, required: ['id'] },
      },
    },
    async (request) =>
      ok(await receivedDetail(deps, authOf(request), request.query.id, request.query.plantId)),
  );

  app.post<{ Body: { id: string; plantId?: string } }>(
    '/cwxt/notice/read',
    {
      config: can(PERM.notice.reply),
      schema: { body: { type: 'object', properties: { id: str(32), plantId: str(32) }, required: ['id'] } },
    },
    async (request) => {
      await markRead(deps, authOf(request), request.body.id, request.body.plantId);
      return okMessage('已读');
    },
  );

  app.post<{ Body: ReplyInput }>(
    '/cwxt/notice/reply',
    {
      config: can(PERM.notice.reply),
      schema: {
        body: {
          type: 'object',
          properties: {
            noticeId: str(32),
            plantId: str(32),
            content: { type: ['string', 'null'], maxLength: 4000 },
            attachments: { type: ['string', 'null'], maxLength: 6000 },
          },
          required: ['noticeId'],
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const reply = await replyNotice(deps, auth, request.body);
      await notifyReplied(deps, request.log, reply, auth.user.username);
      return okMessage(M.replied);
    },
  );
}
