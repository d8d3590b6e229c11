import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { handleLink, priorityTag } from '../../../shared/domain/notify/notice-view';
import type { AnnouncementSend } from '../../../shared/domain/notify/types';
import { toSafeHtml } from '../../../shared/hooks/notify/safe-html';
import { FullScreenDialog } from '../../ui/full-screen-dialog';

const TAG_COLORS = { blue: 'primary', orange: 'warning', red: 'danger' } as const;

/** One message, full screen: header line, sanitised content, 去处理 for url messages. */
export function MessageDetail({ record, onClose }: { record: AnnouncementSend | null; onClose: () => void }) {
  const navigate = useNavigate();
  const link = record ? handleLink(record) : null;
  const tag = priorityTag(record?.priority);
  return (
    <FullScreenDialog
      title={record?.titile ?? ''}
      open={record !== null}
      onClose={onClose}
      footer={
        link ? (
          <Button
            block
            color="primary"
            onClick={() => {
              onClose();
              navigate(link);
            }}
          >
            去处理
          </Button>
        ) : undefined
      }
    >
      {record ? (
        <article className="cwxt-m-message-detail">
          <h3>{record.titile}</h3>
          <p className="cwxt-m-message-meta">
            {`${record.sender ?? ''}\u3000${record.sendTime ?? ''}`}
            {tag ? (
              <Tag color={TAG_COLORS[tag.color]} style={{ marginLeft: 8 }}>
                {tag.text}
              </Tag>
            ) : null}
          </p>
          {/* Sanitised by DOMPurify (toSafeHtml): the one place announcement HTML reaches the DOM. */}
          <div dangerouslySetInnerHTML={{ __html: toSafeHtml(record.msgContent) }} />
        </article>
      ) : null}
    </FullScreenDialog>
  );
}
