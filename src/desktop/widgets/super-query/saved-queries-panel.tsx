import { Button, Card, Empty } from 'antd';
import { CloseCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import { SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';
import type { SavedQuery } from '../../../shared/domain/query/saved-queries';

interface SavedQueriesPanelProps {
  saved: readonly SavedQuery[];
  onLoad: (saved: SavedQuery) => void;
  onRemove: (title: string) => void;
}

/** 保存的查询: click a name to load it, the cross deletes it (after a confirm). */
export function SavedQueriesPanel({ saved, onLoad, onRemove }: SavedQueriesPanelProps) {
  return (
    <Card size="small" title={T.savedTitle} className="cwxt-sq-saved">
      {saved.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.savedEmpty} />
      ) : (
        <ul className="cwxt-sq-saved-list" aria-label={T.savedTitle}>
          {saved.map((q) => (
            <li key={q.title} className="cwxt-sq-saved-item">
              <Button
                type="text"
                size="small"
                icon={<FileTextOutlined />}
                aria-label={q.title}
                onClick={() => onLoad(q)}
                className="cwxt-sq-saved-load"
              >
                {q.title}
              </Button>
              <Button
                type="text"
                size="small"
                aria-label={T.removeSaved(q.title)}
                icon={<CloseCircleOutlined />}
                onClick={() => onRemove(q.title)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
