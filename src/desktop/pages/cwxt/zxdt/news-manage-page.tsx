import { useState } from 'react';
import { Image, Select, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  NEWS_TEXT,
  NEWS_URLS,
  canPublishRecord,
  canUnpublishRecord,
  invalidateNewsFeeds,
  isTopRecord,
  publishNews,
  queryNewsById,
  unpublishNews,
  type NewsRecord,
} from '../../../../shared/api/cwxt/news-api';
import { staticFileUrl } from '../../../../shared/api/static-url';
import { PERM } from '../../../../shared/domain/permission/codes';
import { NEWS_MESSAGES, NEWS_STATUS, NEWS_TOP, newsSchema } from '../../../../shared/domain/resources/news';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { RichTextEditorLazy } from '../../../widgets/editors';
import { ResourceListPage, type ListPageContext } from '../../../widgets/list-page/resource-list-page';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { SuperQueryLazy } from '../../../widgets/super-query/super-query-lazy';
import { ImageUpload } from '../../../widgets/upload/image-upload';
import { NewsArticleModal } from './news-article-modal';

/** Batch delete is the delete right (there is no separate deleteBatch code). */
const CODES = {
  add: PERM.news.add,
  edit: PERM.news.edit,
  delete: PERM.news.delete,
  deleteBatch: PERM.news.delete,
};

const STATUS_COLORS: Record<string, string> = {
  [NEWS_STATUS.draft]: 'default',
  [NEWS_STATUS.published]: 'green',
  [NEWS_STATUS.unpublished]: 'orange',
};

const TOP_OPTIONS = [
  { value: NEWS_TOP.yes, label: '是' },
  { value: NEWS_TOP.no, label: '否' },
];

const COLUMN_RENDER = {
  coverImage: (_v: unknown, r: NewsRecord) => {
    const src = staticFileUrl(r.coverImage);
    return src ? (
      <Image src={src} alt={`${r.title} 封面`} width={64} height={40} style={{ objectFit: 'cover' }} />
    ) : (
      '—'
    );
  },
  isTop: (_v: unknown, r: NewsRecord) => (isTopRecord(r) ? <Tag color="red">{NEWS_TEXT.top}</Tag> : '否'),
  status: (_v: unknown, r: NewsRecord) => (
    <Tag color={STATUS_COLORS[r.status ?? ''] ?? 'default'}>{r.status_dictText ?? r.status}</Tag>
  ),
};

const RENDER_FIELD = {
  coverImage: () => <ImageUpload number={1} bizPath="news" label="封面图片" />,
  content: () => <RichTextEditorLazy aria-label="内容" height={420} />,
};

const RENDER_SEARCH_FIELD = {
  isTop: () => <Select allowClear placeholder="请选择" aria-label="置顶" options={TOP_OPTIONS} />,
};

const FORM_DEFAULTS = { isTop: NEWS_TOP.no, content: '' };

async function loadRecord(record: NewsRecord): Promise<NewsRecord | null> {
  const res = await queryNewsById(record.id);
  return res.success ? { ...record, ...res.result } : null;
}

/**
 * 资讯管理 (VIEW_KEYS.newsManage): search by 标题 / 类别 / 置顶 / 状态 / 发布时间, advanced query,
 * sort; 新增 / 编辑 with the cover image upload and the rich text editor; 发布 (drafts and
 * unpublished items) and 下线 (published ones); 预览 of a published article; 删除.
 */
export default function NewsManagePage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const perm = useListPermissions(newsSchema.permissionPrefix, CODES);
  const client = useQueryClient();
  const [reading, setReading] = useState<string | null>(null);

  const rowActions = (r: NewsRecord, ctx: ListPageContext<NewsRecord>) => {
    const after = (done: boolean) => {
      if (!done) return;
      void ctx.list.loadData();
      void invalidateNewsFeeds(client);
    };
    const actions: RowAction<NewsRecord>[] = [];
    if (canPublishRecord(r) && perm.has(PERM.news.publish)) {
      actions.push({
        key: 'publish',
        label: '发布',
        placement: 'inline',
        confirm: NEWS_TEXT.publishConfirm,
        onClick: async () => after(await runWrite(ui, () => publishNews(r.id), NEWS_MESSAGES.published)),
      });
    }
    if (canUnpublishRecord(r) && perm.has(PERM.news.publish)) {
      actions.push({
        key: 'unpublish',
        label: '下线',
        placement: 'inline',
        confirm: NEWS_TEXT.unpublishConfirm,
        onClick: async () => after(await runWrite(ui, () => unpublishNews(r.id), NEWS_MESSAGES.unpublished)),
      });
    }
    // The reader's view exists only for published items (the detail call refuses the others).
    if (canUnpublishRecord(r)) actions.push({ key: 'read', label: '预览', onClick: () => setReading(r.id) });
    return actions;
  };

  return (
    <ResourceListPage<NewsRecord>
      schema={newsSchema}
      url={NEWS_URLS}
      permissionCodes={CODES}
      rowActions={rowActions}
      columnRender={COLUMN_RENDER}
      renderField={RENDER_FIELD}
      renderSearchField={RENDER_SEARCH_FIELD}
      formDefaults={FORM_DEFAULTS}
      formWidth={960}
      loadRecord={loadRecord}
      actionsWidth={220}
      toolbarExtra={({ list }) => (
        <SuperQueryLazy
          schema={newsSchema}
          active={list.superQueryActive}
          onSearch={list.handleSuperQuery}
          loading={list.loading}
        />
      )}
    >
      {() => (
        <>
          {holder}
          <NewsArticleModal id={reading} onClose={() => setReading(null)} />
        </>
      )}
    </ResourceListPage>
  );
}
