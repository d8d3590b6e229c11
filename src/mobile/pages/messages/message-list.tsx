import { Badge, DotLoading, Empty, List, Tag } from 'antd-mobile';
import { priorityTag } from '../../../shared/domain/notify/notice-view';
import { READ_FLAG, type AnnouncementSend } from '../../../shared/domain/notify/types';

const TAG_COLORS = { blue: 'primary', orange: 'warning', red: 'danger' } as const;

/** A tab of the message centre: unread items carry a dot; tapping one opens it. */
export function MessageList({
  records,
  loading,
  onPick,
}: {
  records: readonly AnnouncementSend[];
  loading: boolean;
  onPick: (record: AnnouncementSend) => void;
}) {
  if (loading && records.length === 0) {
    return (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <DotLoading />
      </div>
    );
  }
  if (records.length === 0) return <Empty description="暂无消息" />;
  return (
    <List>
      {records.map((r) => {
        const tag = priorityTag(r.priority);
        const unread = r.readFlag !== READ_FLAG.read;
        return (
          <List.Item
            key={r.id}
            onClick={() => onPick(r)}
            prefix={unread ? <Badge content={Badge.dot} aria-label="未读" /> : null}
            description={`${r.sender ?? ''}\u3000${r.sendTime ?? ''}`}
            extra={tag ? <Tag color={TAG_COLORS[tag.color]}>{tag.text}</Tag> : null}
          >
            {r.titile}
          </List.Item>
        );
      })}
    </List>
  );
}
