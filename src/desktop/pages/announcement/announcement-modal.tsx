import { Button, Modal, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Announcement, AnnouncementSend } from '../../../shared/domain/notify/types';
import { handleLink, priorityTag } from '../../../shared/domain/notify/notice-view';
import { toSafeHtml } from '../../../shared/hooks/notify/safe-html';

export type NoticeRecord = Announcement | AnnouncementSend;

/** The announcement modal, 60% wide (spec 000 §2.4); url announcements offer 去处理 → openPage. */
export function AnnouncementModal({ record, onClose }: { record: NoticeRecord | null; onClose: () => void }) {
  const navigate = useNavigate();
  const link = record ? handleLink(record) : null;
  const tag = priorityTag(record?.priority);
  return (
    <Modal
      open={record !== null}
      title={record?.titile ?? ''}
      width="60%"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        link ? (
          <Button
            key="handle"
            type="primary"
            onClick={() => {
              onClose();
              navigate(link);
            }}
          >
            去处理
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {record ? (
        <article>
          <p style={{ color: 'rgba(0,0,0,.45)' }}>
            {`发布人：${record.sender ?? ''}\u3000发布时间：${record.sendTime ?? ''}`}
            {tag ? (
              <Tag color={tag.color} style={{ marginLeft: 8 }}>
                {tag.text}
              </Tag>
            ) : null}
          </p>
          {/* Sanitised by DOMPurify (toSafeHtml): the one place announcement HTML reaches the DOM. */}
          <div
            className="cwxt-annt-content"
            dangerouslySetInnerHTML={{ __html: toSafeHtml(record.msgContent) }}
          />
        </article>
      ) : null}
    </Modal>
  );
}
