import { useState } from 'react';
import { Card, ErrorBlock, InfiniteScroll, PullToRefresh, Tabs, Tag } from 'antd-mobile';
import { NEWS_TEXT, useNewsFeedInfinite, type NewsFeedItem } from '../../../../shared/api/cwxt/news-api';
import { staticFileUrl } from '../../../../shared/api/static-url';
import { BIZ_DICTS } from '../../../../shared/domain/business/dicts';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import NewsArticleScreen from './news-article-screen';
import './news.css';
import '../../../ui/visually-hidden.css';

const PAGE_SIZE = 10;

const TABS = [
  { key: '', title: '全部' },
  ...BIZ_DICTS.cwxt_news_category.items.map(([value, text]) => ({ key: value, title: text })),
];

function NewsCard({ item, onOpen }: { item: NewsFeedItem; onOpen: (id: string) => void }) {
  const src = staticFileUrl(item.coverImage);
  return (
    <Card
      className="cwxt-m-news-card"
      onHeaderClick={() => onOpen(item.id)}
      title={
        <span className="cwxt-m-news-item-title">
          {item.isTop && <span className="cwxt-m-news-top">{NEWS_TEXT.top}</span>}
          {item.title}
        </span>
      }
    >
      <div
        role="button"
        tabIndex={0}
        onClick={() => onOpen(item.id)}
        onKeyDown={(e) => e.key === 'Enter' && onOpen(item.id)}
      >
        {/* Named by its content, the title first (an aria-label of the title alone would hide the
            summary and the date the card shows: WCAG 2.5.3). */}
        <span className="cwxt-m-sr-only">{item.title} </span>
        {src && <img className="cwxt-m-news-card-cover" src={src} alt="" loading="lazy" />}
        {item.summary && <p className="cwxt-m-news-card-summary">{item.summary}</p>}
        <div className="cwxt-m-news-meta">
          {item.category_dictText && <Tag color="primary">{item.category_dictText}</Tag>}
          <span>{item.publishTime?.slice(0, 10) ?? ''}</span>
          <span>阅读 {item.viewCount}</span>
        </div>
      </div>
    </Card>
  );
}

/**
 * 资讯动态 on the phone (VIEW_KEYS.newsIndex): category tabs, a card feed with pull-to-refresh and
 * infinite scroll (置顶 first, then the newest); a card opens the article full screen.
 */
export default function MobileNewsIndexPage(_props: ViewProps) {
  const [category, setCategory] = useState('');
  const [reading, setReading] = useState<string | null>(null);
  const feed = useNewsFeedInfinite(PAGE_SIZE, category);
  const items = feed.data?.pages.flatMap((p) => p.records) ?? [];

  return (
    <div className="cwxt-m-news-index">
      <Tabs activeKey={category} onChange={setCategory}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <PullToRefresh onRefresh={async () => void (await feed.refetch())}>
        {feed.isError && items.length === 0 ? (
          <ErrorBlock status="default" title={feed.error.message} description="" />
        ) : (
          <>
            {items.map((item) => (
              <NewsCard key={item.id} item={item} onOpen={setReading} />
            ))}
            {!feed.isPending && items.length === 0 && <p className="cwxt-m-news-empty">{NEWS_TEXT.empty}</p>}
            {!feed.isPending && (
              <InfiniteScroll
                hasMore={feed.hasNextPage}
                loadMore={async () => {
                  const next = await feed.fetchNextPage();
                  if (next.isError) throw next.error;
                }}
              />
            )}
          </>
        )}
      </PullToRefresh>
      <NewsArticleScreen
        id={reading}
        onClose={() => {
          setReading(null);
          void feed.refetch();
        }}
      />
    </div>
  );
}
