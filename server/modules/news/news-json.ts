import type { DictMap } from '../../../src/shared/domain/contract/dict';
import { NEWS_TOP } from '../../../src/shared/domain/resources/news';
import type { Row } from '../../db/db';
import { formatDateTime } from '../../lib/time';
import { dictText } from '../user/user-json';

export interface NewsRow extends Row {
  id: string;
  tenant_id: number;
  title: string;
  cover_image: string | null;
  category: string;
  summary: string | null;
  /** Absent from list selects (the list never carries the article). */
  content?: string | null;
  is_top: boolean;
  status: string;
  publish_by: string | null;
  publish_time: Date | string | null;
  view_count: number;
  create_by: string | null;
  create_time: Date | string | null;
  update_by: string | null;
  update_time: Date | string | null;
}

/** Every column but the article: lists and the feed select this. */
export const NEWS_LIST_COLUMNS = [
  'id',
  'tenant_id',
  'title',
  'cover_image',
  'category',
  'summary',
  'is_top',
  'status',
  'publish_by',
  'publish_time',
  'view_count',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
] as const;

export const newsListSelect = (alias: string) => NEWS_LIST_COLUMNS.map((c) => `${alias}.${c}`).join(', ');

export interface NewsJson {
  id: string;
  title: string;
  coverImage: string | null;
  category: string;
  category_dictText: string | null;
  summary: string | null;
  content?: string | null;
  /** The switch widget's Y/N. */
  isTop: 'Y' | 'N';
  status: string;
  status_dictText: string | null;
  publishBy: string | null;
  publishTime: string | null;
  viewCount: number;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export function toNewsJson(dicts: DictMap, r: NewsRow): NewsJson {
  const json: NewsJson = {
    id: r.id,
    title: r.title,
    coverImage: r.cover_image,
    category: r.category,
    category_dictText: dictText(dicts, 'cwxt_news_category', r.category),
    summary: r.summary,
    isTop: r.is_top ? NEWS_TOP.yes : NEWS_TOP.no,
    status: r.status,
    status_dictText: dictText(dicts, 'cwxt_news_status', r.status),
    publishBy: r.publish_by,
    publishTime: formatDateTime(r.publish_time),
    viewCount: Number(r.view_count),
    createBy: r.create_by,
    createTime: formatDateTime(r.create_time),
    updateBy: r.update_by,
    updateTime: formatDateTime(r.update_time),
  };
  if (r.content !== undefined) json.content = r.content;
  return json;
}

/** What a reader gets in the feed: no drafting fields (who edited, status). */
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

export function toFeedItem(dicts: DictMap, r: NewsRow): NewsFeedItem {
  return {
    id: r.id,
    title: r.title,
    coverImage: r.cover_image,
    category: r.category,
    category_dictText: dictText(dicts, 'cwxt_news_category', r.category),
    summary: r.summary,
    isTop: r.is_top,
    publishTime: formatDateTime(r.publish_time),
    viewCount: Number(r.view_count),
  };
}

export function toArticle(dicts: DictMap, r: NewsRow): NewsArticle {
  return { ...toFeedItem(dicts, r), content: r.content ?? '', publishBy: r.publish_by };
}
