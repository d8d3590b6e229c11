import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NEWS_TEXT, useNewsFeed } from '../../../../shared/api/cwxt/news-api';
import { BIZ_PATHS } from '../../../../shared/domain/routes/business-paths';
import { NewsListItems } from './news-list-items';
import './news.css';

// The article screen (antd-mobile popup, sanitiser) loads only when an item is opened.
const NewsArticleScreen = lazy(() => import('./news-article-screen'));

export interface NewsFeedProps {
  /** How many of the latest items to show (default 5). */
  limit?: number;
}

/**
 * 资讯动态 on the phone home: the latest published items (置顶 first), each opening the article
 * full screen, and 更多 to the news page. No UI kit and no editor: the home stays light. The root
 * is a plain block under its 资讯动态 heading: the host (the home's slot) owns the landmark.
 */
export default function NewsFeed({ limit = 5 }: NewsFeedProps) {
  const navigate = useNavigate();
  const [reading, setReading] = useState<string | null>(null);
  const feed = useNewsFeed({ pageNo: 1, pageSize: limit });
  const items = feed.data?.records ?? [];

  return (
    <div className="cwxt-m-news-feed">
      <div className="cwxt-m-news-feed-head">
        <h2>资讯动态</h2>
        <button type="button" className="cwxt-m-news-more" onClick={() => void navigate(BIZ_PATHS.newsIndex)}>
          {NEWS_TEXT.more}
        </button>
      </div>
      {feed.isError ? (
        <p className="cwxt-m-news-empty" role="alert">
          {feed.error.message}
        </p>
      ) : feed.isPending ? (
        <p className="cwxt-m-news-empty" role="status">
          加载中…
        </p>
      ) : items.length === 0 ? (
        <p className="cwxt-m-news-empty">{NEWS_TEXT.empty}</p>
      ) : (
        <NewsListItems items={items} onOpen={setReading} />
      )}
      {reading !== null && (
        <Suspense fallback={null}>
          <NewsArticleScreen id={reading} onClose={() => setReading(null)} />
        </Suspense>
      )}
    </div>
  );
}
