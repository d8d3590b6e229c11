// 资讯动态 for readers (every staff role): the published news of the tenant, top items first and
// then the newest, and one article by id. Drafts and unpublished items never leave here.
import type { Page } from '../../../src/shared/domain/contract/result';
import {
  NEWS_MESSAGES,
  NEWS_STATUS,
  isNewsCategory,
  newsSchema,
} from '../../../src/shared/domain/resources/news';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { AppDeps } from '../../fastify-types';
import { parsePaging, toPage } from '../../lib/list-query/page';
import type { RawQuery } from '../../lib/list-query/query-input';
import { buildListWhere, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { bizScope, tenantFixedWhere } from '../business/scope';
import type { ScopedTable } from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';
import { parseIds } from '../user/user-scope';
import {
  newsListSelect,
  toArticle,
  toFeedItem,
  type NewsArticle,
  type NewsFeedItem,
  type NewsRow,
} from './news-json';

/** A feed page is small: the phone asks for 10, the desktop for up to 20. */
export const FEED_MAX_PAGE_SIZE = 50;

/** The tenant's published news, under the data rules of the 资讯动态 menu (none are seeded). */
async function readerTable(deps: AppDeps, auth: AuthContext, category?: string): Promise<ScopedTable> {
  const scope = await bizScope(deps.db, auth, BIZ_PATHS.newsIndex);
  const tenant = tenantFixedWhere(scope, 'n');
  return {
    table: 'biz_news',
    schema: newsSchema,
    alias: 'n',
    dataRules: scope.dataRules,
    fixedWhere: (p: SqlParams) => [
      ...tenant(p),
      `n.status = ${p.add(NEWS_STATUS.published)}`,
      ...(category ? [`n.category = ${p.add(category)}`] : []),
    ],
  };
}

/** GET /cwxt/news/feed?pageNo&pageSize&category: 置顶 first, then the newest publication. */
export async function newsFeed(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<NewsFeedItem>> {
  const category = typeof query.category === 'string' && query.category !== '' ? query.category : undefined;
  if (category !== undefined && !isNewsCategory(category)) throw new BizError(NEWS_MESSAGES.categoryUnknown);
  const paging = parsePaging(query, { maxPageSize: FEED_MAX_PAGE_SIZE });
  const table = await readerTable(deps, auth, category);
  const p = new SqlParams();
  const w = buildListWhere({ ...table, params: p });
  const [count] = await deps.db.query<{ total: string | number }>(
    `SELECT count(*) AS total FROM biz_news n WHERE ${w.where}`,
    w.params,
  );
  const total = Number(count?.total ?? 0);
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const limit = p.add(paging.pageSize, 'integer');
  const offset = p.add(paging.offset, 'bigint');
  const rows = await deps.db.query<NewsRow>(
    `SELECT ${newsListSelect('n')} FROM biz_news n WHERE ${w.where}
      ORDER BY n.is_top DESC, n.publish_time DESC NULLS LAST, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
    p.values,
  );
  const dicts = await deps.dicts.allItems();
  return toPage(
    rows.map((r) => toFeedItem(dicts, r)),
    total,
    paging,
  );
}

/** GET /cwxt/news/detail?id=: one published article; each opening counts as a view. */
export async function newsDetail(deps: AppDeps, auth: AuthContext, rawId: unknown): Promise<NewsArticle> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  if (ids.length !== 1) throw new BizError(NEWS_MESSAGES.notFound);
  const w = whereForIds({ ...(await readerTable(deps, auth)), ids });
  const [row] = await deps.db.query<NewsRow>(
    `UPDATE biz_news n SET view_count = n.view_count + 1 WHERE ${w.where} RETURNING n.*`,
    w.params,
  );
  if (!row) throw new BizError(NEWS_MESSAGES.notFound);
  return toArticle(await deps.dicts.allItems(), row);
}
