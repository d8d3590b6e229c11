import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { NEWS_CONTENT_MAX, NEWS_MESSAGES } from '../../../src/shared/domain/resources/news';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { newsDetail, newsFeed } from './feed-service';
import { addNews, deleteNews, editNews, listNews, queryNewsById, setNewsPublished } from './service';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });

const newsBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    title: nullableText(200),
    coverImage: nullableText(255),
    category: nullableText(16),
    summary: nullableText(500),
    content: nullableText(NEWS_CONTENT_MAX),
    isTop: { type: ['string', 'boolean', 'null'], maxLength: 5 },
  },
} as const;

const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
const idBody = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

/** 资讯管理 (`/cwxt/news/*`, PERM.news.*) and the readers' 资讯动态 (feed, detail: PERM.news.read). */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/cwxt/news/list',
    { config: can(PERM.news.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listNews(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/news/queryById',
    { config: can(PERM.news.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryNewsById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/cwxt/news/add',
    { config: can(PERM.news.add), schema: { body: newsBody } },
    async (request) => {
      await addNews(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('添加成功！');
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/cwxt/news/edit',
    config: can(PERM.news.edit),
    schema: { body: newsBody },
    handler: async (request) => {
      await editNews(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('编辑成功!');
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/cwxt/news/delete',
    { config: can(PERM.news.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteNews(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage('删除成功!');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/cwxt/news/deleteBatch',
    {
      config: can(PERM.news.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteNews(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('批量删除成功!');
    },
  );

  app.post<{ Body: { id: string } }>(
    '/cwxt/news/publish',
    { config: can(PERM.news.publish), schema: { body: idBody } },
    async (request) => {
      await setNewsPublished(deps, authOf(request), requestInfo(request), request.body.id, true);
      return okMessage(NEWS_MESSAGES.published);
    },
  );

  app.post<{ Body: { id: string } }>(
    '/cwxt/news/unpublish',
    { config: can(PERM.news.publish), schema: { body: idBody } },
    async (request) => {
      await setNewsPublished(deps, authOf(request), requestInfo(request), request.body.id, false);
      return okMessage(NEWS_MESSAGES.unpublished);
    },
  );

  app.get<{ Querystring: Query }>(
    '/cwxt/news/feed',
    {
      config: can(PERM.news.read),
      schema: {
        querystring: {
          type: 'object',
          properties: { pageNo: str(9), pageSize: str(9), category: str(16), _t: str(20) },
        },
      },
    },
    async (request) => ok(await newsFeed(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/news/detail',
    {
      config: can(PERM.news.read),
      schema: { querystring: { ...idQuery, properties: { ...idQuery.properties, _t: str(20) } } },
    },
    async (request) => ok(await newsDetail(deps, authOf(request), request.query.id)),
  );
}
