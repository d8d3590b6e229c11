import { useState } from 'react';
import { Alert, Card, Empty, Pagination, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { NEWS_TEXT, useNewsFeed, type NewsFeedItem } from '../../../../shared/api/cwxt/news-api';
import { staticFileUrl } from '../../../../shared/api/static-url';
import { BIZ_DICTS } from '../../../../shared/domain/business/dicts';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { NewsArticleModal } from './news-article-modal';
import './news-index.css';

export const NEWS_PAGE_SIZE = 10;

/** 全部 plus one tab per 资讯类别 (the dictionary's values; its texts are the tab titles). */
const TABS = [
  { key: '', label: '全部' },
  ...BIZ_DICTS.cwxt_news_category.items.map(([value, text]) => ({ key: value, label: text })),
];

function Cover({ item }: { item: NewsFeedItem }) {
  const src = staticFileUrl(item.coverImage);
  if (src) return <img className="cwxt-news-cover" src={src} alt={`${item.title} 封面`} loading="lazy" />;
  // No picture: the category's name stands in, so the list keeps its rhythm.
  return (
    <div className="cwxt-news-cover cwxt-news-cover-empty" aria-hidden="true">
      {item.category_dictText ?? ''}
    </div>
  );
}

/**
 * 资讯动态 (VIEW_KEYS.newsIndex): the tenant's published news by category, 置顶 first, cover
 * thumbnails, pages of 10; a title opens the article.
 */
export default function NewsIndexPage(_props: ViewProps) {
  const [category, setCategory] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [reading, setReading] = useState<string | null>(null);
  const feed = useNewsFeed({ pageNo, pageSize: NEWS_PAGE_SIZE, category });
  const items = feed.data?.records ?? [];
  const total = feed.data?.total ?? 0;

  return (
    <Card variant="borderless" className="cwxt-news-index">
      <Tabs
        activeKey={category}
        items={TABS}
        onChange={(key) => {
          setCategory(key);
          setPageNo(1);
        }}
      />
      {feed.isError && <Alert type="error" showIcon title={feed.error.message} />}
      <Spin spinning={feed.isFetching}>
        {items.length === 0 && !feed.isFetching ? (
          <Empty description={NEWS_TEXT.empty} />
        ) : (
          <ul className="cwxt-news-list" aria-label="资讯列表">
            {items.map((item) => (
              <li key={item.id} className="cwxt-news-item">
                <div className="cwxt-news-item-main">
                  <Space size={8} wrap>
                    {item.isTop && <Tag color="red">{NEWS_TEXT.top}</Tag>}
                    <Typography.Link strong onClick={() => setReading(item.id)}>
                      {item.title}
                    </Typography.Link>
                  </Space>
                  {item.summary && (
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '8px 0' }}>
                      {item.summary}
                    </Typography.Paragraph>
                  )}
                  <Space size={16} wrap className="cwxt-news-item-meta">
                    {item.category_dictText && <Tag color="blue">{item.category_dictText}</Tag>}
                    <span>{item.publishTime?.slice(0, 10) ?? ''}</span>
                    <span>阅读 {item.viewCount}</span>
                  </Space>
                </div>
                <Cover item={item} />
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {total > NEWS_PAGE_SIZE && (
        <Pagination
          align="end"
          current={pageNo}
          pageSize={NEWS_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          showTotal={(n) => `共 ${n} 条`}
          onChange={setPageNo}
        />
      )}
      <NewsArticleModal
        id={reading}
        onClose={() => {
          setReading(null);
          // The view count went up: show it.
          void feed.refetch();
        }}
      />
    </Card>
  );
}
