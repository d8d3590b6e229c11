import { useQuery } from '@tanstack/react-query';
import { DotLoading, ErrorBlock, Tag } from 'antd-mobile';
import { NEWS_TEXT, newsArticleQueryOptions } from '../../../../shared/api/cwxt/news-api';
import { toSafeHtml } from '../../../../shared/hooks/notify/safe-html';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';
import './news.css';

function Article({ id }: { id: string }) {
  const { data, isLoading, isError, error } = useQuery(newsArticleQueryOptions(id));
  if (isLoading) return <DotLoading color="primary" aria-label="加载中" />;
  if (isError) return <ErrorBlock status="default" title={error.message} description="" />;
  if (!data) return null;
  return (
    <article className="cwxt-m-news-article" aria-label={data.title}>
      <h1 className="cwxt-m-news-article-title">{data.title}</h1>
      <div className="cwxt-m-news-meta">
        {data.isTop && <Tag color="danger">{NEWS_TEXT.top}</Tag>}
        {data.category_dictText && <Tag color="primary">{data.category_dictText}</Tag>}
        <span>{data.publishTime?.slice(0, 16) ?? ''}</span>
        <span>阅读 {data.viewCount}</span>
      </div>
      {/* Sanitised on the server on every write, and again here (DOMPurify) before rendering. */}
      <div
        className="cwxt-m-news-content"
        role="document"
        aria-label="资讯正文"
        dangerouslySetInnerHTML={{ __html: toSafeHtml(data.content) }}
      />
    </article>
  );
}

/** The full-screen article (the phone home list and the 资讯动态 page open it). */
export default function NewsArticleScreen({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <FullScreenDialog title="资讯详情" open={id !== null} onClose={onClose}>
      {id ? <Article key={id} id={id} /> : null}
    </FullScreenDialog>
  );
}
