import { Alert, Button, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { NEWS_TEXT, newsArticleQueryOptions } from '../../../../shared/api/cwxt/news-api';
import { toSafeHtml } from '../../../../shared/hooks/notify/safe-html';
import { AppModal } from '../../../widgets/modal/app-modal';
import './news-index.css';

function Article({ id }: { id: string }) {
  const { data, isLoading, isError, error } = useQuery(newsArticleQueryOptions(id));
  if (isLoading) return <Spin spinning />;
  if (isError) return <Alert type="error" showIcon title={error.message} />;
  if (!data) return null;
  return (
    <article aria-label={data.title}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {data.title}
      </Typography.Title>
      <Space style={{ width: '100%', justifyContent: 'center', marginBottom: 16 }} wrap>
        {data.isTop && <Tag color="red">{NEWS_TEXT.top}</Tag>}
        {data.category_dictText && <Tag color="blue">{data.category_dictText}</Tag>}
        <Typography.Text type="secondary">发布时间：{data.publishTime ?? '—'}</Typography.Text>
        <Typography.Text type="secondary">阅读量：{data.viewCount}</Typography.Text>
      </Space>
      {data.summary && (
        <Typography.Paragraph type="secondary" style={{ background: '#fafafa', padding: 12 }}>
          {data.summary}
        </Typography.Paragraph>
      )}
      {/* Sanitised on the server on every write, and again here (DOMPurify) before rendering. */}
      <div
        className="cwxt-news-content"
        role="document"
        aria-label="资讯正文"
        dangerouslySetInnerHTML={{ __html: toSafeHtml(data.content) }}
      />
    </article>
  );
}

/** A published article as readers see it (the reader's detail call counts the view). */
export function NewsArticleModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <AppModal
      open={id !== null}
      title="资讯详情"
      width={900}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      {id ? <Article key={id} id={id} /> : null}
    </AppModal>
  );
}
