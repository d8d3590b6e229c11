import { Alert, Button, Descriptions, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  announcementDetailQueryOptions,
  type AnnouncementRecord,
} from '../../../../shared/api/sys/announcement-admin-api';
import { priorityTag } from '../../../../shared/domain/notify/notice-view';
import { toSafeHtml } from '../../../../shared/hooks/notify/safe-html';
import { AppModal } from '../../../widgets/modal/app-modal';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : '—');

function AnnouncementView({ row }: { row: AnnouncementRecord }) {
  const { data, isLoading, isError, error } = useQuery(announcementDetailQueryOptions(row.id));
  if (isLoading) return <Spin spinning />;
  if (isError) return <Alert type="error" showIcon title={error.message} />;
  // Dictionary texts come with the list row, not with queryById.
  const record = { ...row, ...data };
  const tag = priorityTag(record.priority);
  return (
    <article>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="消息类型">
          {text(record.msgCategory_dictText ?? record.msgCategory)}
        </Descriptions.Item>
        <Descriptions.Item label="优先级">
          {tag ? <Tag color={tag.color}>{tag.text}</Tag> : text(record.priority)}
        </Descriptions.Item>
        <Descriptions.Item label="通告对象">
          {text(record.msgType_dictText ?? record.msgType)}
        </Descriptions.Item>
        <Descriptions.Item label="发布状态">
          {text(record.sendStatus_dictText ?? record.sendStatus)}
        </Descriptions.Item>
        <Descriptions.Item label="发布人">{text(record.sender)}</Descriptions.Item>
        <Descriptions.Item label="发布时间">{text(record.sendTime)}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{text(record.startTime)}</Descriptions.Item>
        <Descriptions.Item label="结束时间">{text(record.endTime)}</Descriptions.Item>
        <Descriptions.Item label="打开方式">{text(record.openType)}</Descriptions.Item>
        <Descriptions.Item label="打开页面">{text(record.openPage)}</Descriptions.Item>
      </Descriptions>
      {/* Sanitised by DOMPurify (toSafeHtml) on top of the server's allowlist. */}
      <div
        className="cwxt-annt-content"
        aria-label="通告内容"
        role="document"
        style={{ marginTop: 16 }}
        dangerouslySetInnerHTML={{ __html: toSafeHtml(record.msgContent) }}
      />
    </article>
  );
}

/** 查看: the announcement as its readers get it (60% wide, like the reader's modal), read-only. */
export function AnnouncementViewModal({
  record,
  onClose,
}: {
  record: AnnouncementRecord | null;
  onClose: () => void;
}) {
  return (
    <AppModal
      open={record !== null}
      title={record?.titile ?? ''}
      width="60%"
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      {record ? <AnnouncementView key={record.id} row={record} /> : null}
    </AppModal>
  );
}
