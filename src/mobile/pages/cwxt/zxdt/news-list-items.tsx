import type { NewsFeedItem } from '../../../../shared/api/cwxt/news-api';
import { NEWS_TEXT } from '../../../../shared/api/cwxt/news-api';
import { staticFileUrl } from '../../../../shared/api/static-url';
import './news.css';

/**
 * The feed's rows: plain buttons (no UI kit, so the phone home stays light), 44 px and more,
 * the 置顶 mark, category, date and a cover thumbnail when there is one.
 */
export function NewsListItems({ items, onOpen }: { items: NewsFeedItem[]; onOpen: (id: string) => void }) {
  return (
    <ul className="cwxt-m-news-list">
      {items.map((item) => {
        const src = staticFileUrl(item.coverImage);
        return (
          <li key={item.id}>
            <button type="button" className="cwxt-m-news-item" onClick={() => onOpen(item.id)}>
              <span className="cwxt-m-news-item-main">
                <span className="cwxt-m-news-item-title">
                  {item.isTop && <span className="cwxt-m-news-top">{NEWS_TEXT.top}</span>}
                  {item.title}
                </span>
                <span className="cwxt-m-news-meta">
                  {item.category_dictText && <span>{item.category_dictText}</span>}
                  <span>{item.publishTime?.slice(0, 10) ?? ''}</span>
                </span>
              </span>
              {src && <img className="cwxt-m-news-thumb" src={src} alt="" loading="lazy" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
