import { Button, DotLoading, ErrorBlock, List, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  announcementDetailQueryOptions,
  type AnnouncementRecord,
} from '../../../../shared/api/sys/announcement-admin-api';
import { priorityTag } from '../../../../shared/domain/notify/notice-view';
import { toSafeHtml } from '../../../../shared/hooks/notify/safe-html';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : '—');
const TAG_COLOR = { blue: 'primary', orange: 'warning', red: 'danger' } as const;

function Details({ row }: { row: AnnouncementRecord }) {
  const { data, isLoading, isError, error } = useQuery(announcementDetailQueryOptions(row.id));
  if (isLoading) return <DotLoading />;
  if (isError) return <ErrorBlock status="default" title={error.message} description="" />;
  // Dictionary texts come with the list row, not with queryById.
  const r = { ...row, ...data };
  const tag = priorityTag(r.priority);
  return (
    <>
      <List header={r.titile}>
        <List.Item title="消息类型">{text(r.msgCategory_dictText ?? r.msgCategory)}</List.Item>
        <List.Item title="优先级">
          {tag ? <Tag color={TAG_COLOR[tag.color]}>{tag.text}</Tag> : text(r.priority)}
        </List.Item>
        <List.Item title="通告对象">{text(r.msgType_dictText ?? r.msgType)}</List.Item>
        <List.Item title="发布状态">{text(r.sendStatus_dictText ?? r.sendStatus)}</List.Item>
        <List.Item title="发布人">{text(r.sender)}</List.Item>
        <List.Item title="发布时间">{text(r.sendTime)}</List.Item>
        <List.Item title="开始时间">{text(r.startTime)}</List.Item>
        <List.Item title="结束时间">{text(r.endTime)}</List.Item>
      </List>
      {/* Sanitised by DOMPurify (toSafeHtml) on top of the server's allowlist. */}
      <div
        className="cwxt-annt-content"
        role="document"
        aria-label="通告内容"
        style={{ padding: 12, overflowWrap: 'anywhere' }}
        dangerouslySetInnerHTML={{ __html: toSafeHtml(r.msgContent) }}
      />
    </>
  );
}

/** 详情 of an announcement on the phone, with the page's 发布 / 撤销 buttons under it. */
export function AnnouncementDetailScreen({
  record,
  open,
  onClose,
  actions,
}: {
  record: AnnouncementRecord | null;
  open: boolean;
  onClose: () => void;
  actions?: ReactNode;
}) {
  if (!open || !record) return null;
  return (
    <FullScreenDialog
      title="详情"
      open
      onClose={onClose}
      footer={
        <div style={{ display: 'flex', gap: 8, padding: 8 }}>
          {actions}
          <Button block onClick={onClose}>
            关闭
          </Button>
        </div>
      }
    >
      <Details key={record.id} row={record} />
    </FullScreenDialog>
  );
}
