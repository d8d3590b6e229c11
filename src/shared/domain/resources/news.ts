import { bizDictValues, type BizDictValue } from '../business/dicts';
import { PERMISSION_PREFIX } from '../permission/codes';
import { BIZ_PATHS } from '../routes/business-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const NEWS_MESSAGES = {
  titleRequired: '请输入标题!',
  categoryRequired: '请选择类别!',
  categoryUnknown: '资讯类别不正确',
  coverInvalid: '封面图片须为上传的图片（png、jpg、jpeg、gif、webp、bmp）',
  topInvalid: '置顶的值不正确',
  publishOnlyDraft: '只有草稿或已下线的资讯可以发布',
  unpublishOnlyPublished: '只有已发布的资讯可以下线',
  notFound: '资讯不存在或未发布',
  published: '发布成功',
  unpublished: '下线成功',
} as const;

export const NEWS_STATUS = {
  draft: 'draft',
  published: 'published',
  unpublished: 'unpublished',
} as const satisfies Record<string, BizDictValue<'cwxt_news_status'>>;

export type NewsStatus = BizDictValue<'cwxt_news_status'>;
export type NewsCategory = BizDictValue<'cwxt_news_category'>;

export const NEWS_CATEGORIES: ReadonlyArray<NewsCategory> = bizDictValues('cwxt_news_category');

export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === 'string' && (NEWS_CATEGORIES as readonly string[]).includes(value);
}

/** The switch widget's wire values (Y/N) for 置顶; the column is a boolean. */
export const NEWS_TOP = { yes: 'Y', no: 'N' } as const;

/** Longest stored rich text (characters): generous for an article with embedded pictures. */
export const NEWS_CONTENT_MAX = 200_000;

/**
 * A cover is an uploaded picture (a relative upload path with an image extension), never an
 * external URL: the phone feed would otherwise fetch from any host the editor typed in.
 */
export const NEWS_COVER_PATTERN = /^(?!.*\.\.)(?!\/)[A-Za-z0-9_\-./]{1,250}\.(png|jpe?g|gif|webp|bmp)$/i;

const validateCover = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !NEWS_COVER_PATTERN.test(value)
    ? NEWS_MESSAGES.coverInvalid
    : undefined;

/** Whether a publish or unpublish is allowed from this status (the server's state check). */
export function canPublish(status: unknown): boolean {
  return status === NEWS_STATUS.draft || status === NEWS_STATUS.unpublished;
}

export function canUnpublish(status: unknown): boolean {
  return status === NEWS_STATUS.published;
}

/**
 * 资讯 (`biz_news`): tenant-wide, no plant rule. `content` is HTML, sanitised by the server on every
 * write; the list never carries it (queryById and the reader's detail do). Status changes only
 * through publish / unpublish.
 */
export const newsSchema: ResourceSchema = {
  name: 'cwxtNews',
  title: '资讯',
  apiBase: '/cwxt/news',
  permissionPrefix: PERMISSION_PREFIX.news,
  table: 'biz_news',
  menuPath: BIZ_PATHS.newsManage,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'title',
      title: '标题',
      kind: 'text',
      rules: [validateRequired(NEWS_MESSAGES.titleRequired), maxChars(200)],
      list: true,
      search: 'like',
      sort: true,
      form: true,
      exportable: true,
    },
    {
      key: 'coverImage',
      title: '封面图片',
      kind: 'image',
      rules: [validateCover, maxChars(255)],
      list: true,
      form: true,
    },
    {
      key: 'category',
      title: '类别',
      kind: 'dict',
      dictCode: 'cwxt_news_category',
      rules: [validateRequired(NEWS_MESSAGES.categoryRequired)],
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
      exportable: true,
    },
    { key: 'summary', title: '摘要', kind: 'textarea', rules: [maxChars(500)], form: true },
    { key: 'content', title: '内容', kind: 'textarea', rules: [maxChars(NEWS_CONTENT_MAX)], form: true },
    {
      key: 'isTop',
      title: '置顶',
      kind: 'switch',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'cwxt_news_status',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
    },
    {
      key: 'publishTime',
      title: '发布时间',
      kind: 'datetime',
      list: true,
      search: 'range',
      sort: true,
      card: true,
    },
    { key: 'publishBy', title: '发布人', kind: 'text', list: true, filter: true },
    { key: 'viewCount', title: '阅读量', kind: 'integer', list: true, sort: true, filter: true },
    { key: 'createBy', title: '创建人', kind: 'text', filter: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true, filter: true },
  ],
};
