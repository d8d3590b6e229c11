import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import {
  NEWS_TEXT,
  NEWS_URLS,
  canPublishRecord,
  canUnpublishRecord,
  invalidateNewsFeeds,
  publishNews,
  queryNewsById,
  unpublishNews,
  type NewsRecord,
} from '../../../../shared/api/cwxt/news-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { NEWS_MESSAGES, NEWS_TOP, newsSchema } from '../../../../shared/domain/resources/news';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { RichTextEditorLazy } from '../../../widgets/editors';
import { SuperQueryLazy } from '../../../widgets/super-query/super-query-lazy';
import { MobileImageUpload } from '../../../widgets/upload/image-upload';

const CODES = {
  add: PERM.news.add,
  edit: PERM.news.edit,
  delete: PERM.news.delete,
  deleteBatch: PERM.news.delete,
};

/**
 * The title is the card's heading, so it is not repeated as a line. 置顶 is not offered in 筛选:
 * the phone's filter sheet has no switch control (a text box would want "Y"/"N").
 */
const cardSchema: ResourceSchema = {
  ...newsSchema,
  fields: newsSchema.fields.map((f) => {
    if (f.key === 'title') return { ...f, card: false };
    if (f.key === 'isTop') return { ...f, search: undefined, filter: true };
    return f;
  }),
};

const RENDER_FIELD = {
  coverImage: () => <MobileImageUpload number={1} bizPath="news" label="封面图片" />,
  content: () => <RichTextEditorLazy aria-label="内容" />,
};

const FORM_DEFAULTS = { isTop: NEWS_TOP.no, content: '' };

async function loadRecord(record: NewsRecord): Promise<NewsRecord | null> {
  const res = await queryNewsById(record.id);
  return res.success ? { ...record, ...res.result } : null;
}

/**
 * 资讯管理 on the phone: cards (类别, 置顶, 状态, 发布时间) with search and 筛选, 发布 / 下线 on the
 * card, swipe 编辑 / 删除, floating 新增 with the full-screen form (cover upload, rich text).
 */
export default function MobileNewsManagePage(_props: ViewProps) {
  const perm = useListPermissions(newsSchema.permissionPrefix, CODES);
  const client = useQueryClient();

  const footer = (r: NewsRecord, list: ListPageController<NewsRecord>) => {
    if (!perm.has(PERM.news.publish)) return null;
    const run = async (
      confirm: string,
      call: () => Promise<{ success: boolean; message: string }>,
      ok: string,
    ) => {
      if (!(await MOBILE_LIST_UI.confirm({ title: '提示', content: confirm }))) return;
      if (await runWrite(MOBILE_LIST_UI, call, ok)) {
        await list.loadData(1);
        void invalidateNewsFeeds(client);
      }
    };
    if (canPublishRecord(r)) {
      return (
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => void run(NEWS_TEXT.publishConfirm, () => publishNews(r.id), NEWS_MESSAGES.published)}
        >
          发布
        </Button>
      );
    }
    if (canUnpublishRecord(r)) {
      return (
        <Button
          size="small"
          color="warning"
          fill="outline"
          onClick={() =>
            void run(NEWS_TEXT.unpublishConfirm, () => unpublishNews(r.id), NEWS_MESSAGES.unpublished)
          }
        >
          下线
        </Button>
      );
    }
    return null;
  };

  return (
    <ResourceCardList<NewsRecord>
      schema={cardSchema}
      url={NEWS_URLS}
      permissionCodes={CODES}
      cardTitle={(r) => r.title}
      cardFooter={(r, { list }) => footer(r, list)}
      renderField={RENDER_FIELD}
      formDefaults={FORM_DEFAULTS}
      loadRecord={loadRecord}
      searchExtra={({ list }) => (
        <SuperQueryLazy schema={cardSchema} active={list.superQueryActive} onSearch={list.handleSuperQuery} />
      )}
    />
  );
}
