import { Empty, Tag } from 'antd';
import type { Announcement } from '../../../shared/domain/notify/types';
import { priorityTag } from '../../../shared/domain/notify/notice-view';

/** One tab of the bell: title, time and the priority tag of each unread item. */
export function NoticeBellList({
  items,
  onPick,
}: {
  items: readonly Announcement[];
  onPick: (item: Announcement) => void;
}) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 300, overflow: 'auto' }}>
      {items.map((item) => {
        const tag = priorityTag(item.priority);
        return (
          <li key={item.id} style={{ borderBottom: '1px solid rgba(5,5,5,.06)' }}>
            <button
              type="button"
              onClick={() => onPick(item)}
              style={{
                all: 'unset',
                boxSizing: 'border-box',
                display: 'flex',
                width: '100%',
                gap: 8,
                padding: '8px 4px',
                cursor: 'pointer',
                alignItems: 'center',
                lineHeight: 1.5,
              }}
            >
              <span style={{ flex: 1, minWidth: 0 }}>
                <span
                  style={{
                    display: 'block',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {item.titile}
                </span>
                <span style={{ display: 'block', fontSize: 12, color: 'rgba(0,0,0,.45)' }}>
                  {item.createTime ?? item.sendTime ?? ''}
                </span>
              </span>
              {tag ? <Tag color={tag.color}>{tag.text}</Tag> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
