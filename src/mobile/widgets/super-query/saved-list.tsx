import { CloseCircleOutline, FileOutline } from 'antd-mobile-icons';
import { SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';
import type { SavedQuery } from '../../../shared/domain/query/saved-queries';
import { IconButton } from '../../ui/icon-button';

interface SavedListProps {
  saved: readonly SavedQuery[];
  onLoad: (saved: SavedQuery) => void;
  onRemove: (title: string) => void;
}

/** 保存的查询 below the conditions: tap a name to load it, the cross deletes it (after a confirm). */
export function SavedList({ saved, onLoad, onRemove }: SavedListProps) {
  return (
    <section className="cwxt-m-sq-saved" aria-label={T.savedTitle}>
      <h3 className="cwxt-m-sq-saved-title">{T.savedTitle}</h3>
      {saved.length === 0 ? (
        <p className="cwxt-m-sq-muted">{T.savedEmpty}</p>
      ) : (
        <ul className="cwxt-m-sq-saved-list" aria-label={T.savedTitle}>
          {saved.map((q) => (
            <li key={q.title} className="cwxt-m-sq-saved-item">
              <button
                type="button"
                className="cwxt-m-sq-saved-load"
                aria-label={q.title}
                onClick={() => onLoad(q)}
              >
                <FileOutline aria-hidden /> <span>{q.title}</span>
              </button>
              <IconButton
                label={T.removeSaved(q.title)}
                icon={<CloseCircleOutline />}
                onClick={() => onRemove(q.title)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
