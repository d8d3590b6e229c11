import type { FastifyInstance } from 'fastify';
import { FEEDBACK_MESSAGES as M } from '../../../src/shared/domain/resources/feedback';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
import {
  addFeedback,
  deleteFeedback,
  handleFeedback,
  listFeedback,
  queryFeedback,
  replyFeedback,
  type FeedbackReplyInput,
} from './feedback-service';
import { notifyFeedback } from './notify';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });
const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

/** 信息反馈 (`/cwxt/feedback/*`): every route under the plant rule of the 信息反馈 menu. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/cwxt/feedback/list',
    { config: can(PERM.feedback.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listFeedback(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/feedback/queryById',
    { config: can(PERM.feedback.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryFeedback(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/cwxt/feedback/add',
    {
      config: can(PERM.feedback.add),
      schema: {
        body: {
          type: 'object',
          properties: {
            plantId: text(32),
            category: text(16),
            title: text(200),
            content: text(4000),
            attachments: text(6000),
          },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await addFeedback(deps, auth, requestInfo(request), request.body);
      await notifyFeedback(deps, request.log, row, 'grid', '有新的反馈', auth.user);
      return ok(row.id, M.added);
    },
  );

  app.post<{ Body: FeedbackReplyInput }>(
    '/cwxt/feedback/reply',
    {
      config: can(PERM.feedback.reply),
      schema: {
        body: {
          type: 'object',
          properties: { feedbackId: str(32), content: text(4000), attachments: text(6000) },
          required: ['feedbackId'],
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { row, side } = await replyFeedback(deps, auth, requestInfo(request), request.body);
      await notifyFeedback(
        deps,
        request.log,
        row,
        side === 'grid' ? 'plant' : 'grid',
        '有新的回复',
        auth.user,
      );
      return okMessage(M.replied);
    },
  );

  app.post<{ Body: { id: string; status: string } }>(
    '/cwxt/feedback/handle',
    {
      config: can(PERM.feedback.handle),
      schema: {
        body: { type: 'object', properties: { id: str(32), status: str(16) }, required: ['id', 'status'] },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await handleFeedback(deps, auth, requestInfo(request), request.body);
      const what = row.status === 'done' ? '已办结' : '处理中';
      await notifyFeedback(deps, request.log, row, 'plant', what, auth.user);
      return okMessage(M.handled);
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    '/cwxt/feedback/delete',
    { config: can(PERM.feedback.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteFeedback(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage('删除成功!');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/cwxt/feedback/deleteBatch',
    {
      config: can(PERM.feedback.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteFeedback(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('批量删除成功!');
    },
  );
}
