import { queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Page } from '../../domain/contract/result';
import { NEWS_STATUS, NEWS_TOP } from '../../domain/resources/news';
import type { ListRecord } from '../../hooks/list-page/types';
import { getAction, postAction } from '../http';
import { unwrap } from './act';

/** 资讯 calls (`/cwxt/news/*`): the administration (JeecgBoot list shape) and the readers' feed. */
export const NEWS_URLS = {
  list: '/cwxt/news/list',
  add: '/cwxt/news/add',
  edit: '/cwxt/news/edit',
  delete: '/cwxt/news/delete',
  deleteBatch: '/cwxt/news/deleteBatch',
  queryById: '/cwxt/news/queryById',
  publish: '/cwxt/news/publish',
  unpublish: '/cwxt/news/unpublish',
  feed: '/cwxt/news/feed',
  detail: '/cwxt/news/detail',
} as const;

export const NEWS_TEXT = {
  publishConfirm: '确定发布吗?',
  unpublishConfirm: '确定下线吗?',
  empty: '暂无资讯',
  more: '更多',
  top: '置顶',
  loadFailed: '资讯加载失败',
} as const;

/** A row of the 资讯管理 list (queryById adds `content`). */
export interface NewsRecord extends ListRecord {
  title: string;
  coverImage?: string | null;
  category?: string | null;
  category_dictText?: string | null;
  summary?: string | null;
  content?: string | null;
  isTop?: string | null;
  status?: string | null;
  status_dictText?: string | null;
  publishBy?: string | null;
  publishTime?: string | null;
  viewCount?: number | null;
  createTime?: string | null;
}

/** One published item of the readers' feed. */
export interface NewsFeedItem {
  id: string;
  title: string;
  coverImage: string | null;
  category: string;
  category_dictText: string | null;
  summary: string | null;
  isTop: boolean;
  publishTime: string | null;
  viewCount: number;
}

export interface NewsArticle extends NewsFeedItem {
  content: string;
  publishBy: string | null;
}

export const canPublishRecord = (r: Pick<NewsRecord, 'status'>) =>
  r.status === NEWS_STATUS.draft || r.status === NEWS_STATUS.unpublished;
export const canUnpublishRecord = (r: Pick<NewsRecord, 'status'>) => r.status === NEWS_STATUS.published;
export const isTopRecord = (r: Pick<NewsRecord, 'isTop'>) => r.isTop === NEWS_TOP.yes;

export function publishNews(id: string) {
  return postAction<unknown>(NEWS_URLS.publish, { id });
}

export function unpublishNews(id: string) {
  return postAction<unknown>(NEWS_URLS.unpublish, { id });
}

export function queryNewsById(id: string) {
  return getAction<NewsRecord>(NEWS_URLS.queryById, { id });
}

export interface FeedParams {
  pageNo: number;
  pageSize: number;
  /** A cwxt_news_category value; empty = every category. */
  category?: string;
}

export function fetchNewsFeed({ pageNo, pageSize, category }: FeedParams): Promise<Page<NewsFeedItem>> {
  return unwrap(
    getAction<Page<NewsFeedItem>>(NEWS_URLS.feed, {
      pageNo,
      pageSize,
      ...(category ? { category } : {}),
    }),
    NEWS_TEXT.loadFailed,
  );
}

export function fetchNewsArticle(id: string): Promise<NewsArticle> {
  return unwrap(getAction<NewsArticle>(NEWS_URLS.detail, { id }), NEWS_TEXT.loadFailed);
}

export const newsQueryKeys = {
  all: ['cwxt', 'news'] as const,
  feed: (params: FeedParams) => ['cwxt', 'news', 'feed', params] as const,
  infinite: (pageSize: number, category: string) => ['cwxt', 'news', 'infinite', pageSize, category] as const,
  article: (id: string) => ['cwxt', 'news', 'article', id] as const,
};

/** The article (each opening counts a view, so it is fetched again on every opening). */
export function newsArticleQueryOptions(id: string) {
  return queryOptions({
    queryKey: newsQueryKeys.article(id),
    queryFn: () => fetchNewsArticle(id),
    enabled: id !== '',
    gcTime: 0,
    staleTime: 0,
  });
}

/** One page of the feed (the desktop news page, the phone home list). */
export function useNewsFeed(params: FeedParams) {
  return useQuery({
    queryKey: newsQueryKeys.feed(params),
    queryFn: () => fetchNewsFeed(params),
    placeholderData: (previous) => previous,
  });
}

/** The phone feed: pages appended on scroll. */
export function useNewsFeedInfinite(pageSize: number, category = '') {
  return useInfiniteQuery({
    queryKey: newsQueryKeys.infinite(pageSize, category),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchNewsFeed({ pageNo: pageParam, pageSize, category }),
    getNextPageParam: (last, pages) => (pages.length * pageSize < last.total ? pages.length + 1 : undefined),
  });
}

/** After an admin change, readers' cached feeds are stale. */
export function invalidateNewsFeeds(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: newsQueryKeys.all });
}
