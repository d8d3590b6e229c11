import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Divider, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  NOTICE_TEXT,
  fetchReceivedDetail,
  markNoticeRead,
  noticeQueryKeys,
  replyToNotice,
  type ReceivedKey,
} from '../../../../shared/api/cwxt/notice-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { NOTICE_MESSAGES } from '../../../../shared/domain/resources/notice';
import { toSafeHtml } from '../../../../shared/hooks/notify/safe-html';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite, type SaveUi } from '../../../../shared/hooks/use-save-action';
import { AppModal } from '../../../widgets/modal/app-modal';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { AttachmentLinks } from './attachment-links';

function ReplyBox({ noticeId, ui, onDone }: { noticeId: ReceivedKey; ui: SaveUi; onDone: () => void }) {
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (content.trim() === '') {
      ui.warning(NOTICE_MESSAGES.replyRequired);
      return;
    }
    setSending(true);
    const done = await runWrite(
      ui,
      () => replyToNotice({ ...noticeId, content, attachments }),
      NOTICE_MESSAGES.replied,
    );
    setSending(false);
    if (done) {
      setContent('');
      setAttachments(undefined);
      onDone();
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label="回复内容"
        placeholder={NOTICE_TEXT.replyPlaceholder}
        rows={4}
        maxLength={2000}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <FileUpload
        bizPath="notice"
        label="回复附件"
        value={attachments}
        onChange={(v) => setAttachments(v as string)}
      />
      <Button type="primary" loading={sending} onClick={() => void send()}>
        回复
      </Button>
    </Space>
  );
}

function Detail({ id, ui, onRead }: { id: ReceivedKey; ui: SaveUi; onRead: () => void }) {
  const perm = useListPermissions('');
  const query = useQuery({ queryKey: noticeQueryKeys.detail(id), queryFn: () => fetchReceivedDetail(id) });
  const { noticeId, plantId } = id;
  useEffect(() => {
    // Opening the notice is the read receipt (the server keeps the first read time). Keyed on the
    // ids, not the object: the phone's list builds a new key object on every render.
    void markNoticeRead({ noticeId, plantId }).then((res) => {
      if (res.success) onRead();
    });
  }, [noticeId, plantId, onRead]);
  if (query.isLoading) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title={query.error.message} />;
  const d = query.data;
  if (!d) return null;
  return (
    <article aria-label={d.title}>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {d.title}
      </Typography.Title>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="通知类型">{d.noticeType_dictText ?? d.noticeType}</Descriptions.Item>
        {d.docNumber && <Descriptions.Item label="文号">{d.docNumber}</Descriptions.Item>}
        <Descriptions.Item label="发布时间">{d.publishTime}</Descriptions.Item>
        <Descriptions.Item label="回复截止日期">
          {d.replyDeadline ?? '—'} {d.overdue && <Tag color="red">{NOTICE_TEXT.overdue}</Tag>}
        </Descriptions.Item>
      </Descriptions>
      {/* Sanitised on the server on every write, and again here before rendering. */}
      <div
        role="document"
        aria-label="通知正文"
        dangerouslySetInnerHTML={{ __html: toSafeHtml(d.content) }}
      />
      <AttachmentLinks value={d.attachments} />
      <Divider titlePlacement="start">回复记录</Divider>
      {d.replies.length === 0 ? (
        <Empty description={NOTICE_TEXT.noReplies} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} aria-label="回复记录">
          {d.replies.map((r) => (
            <div key={r.id}>
              <Typography.Text type="secondary">
                {r.createName ?? r.createBy} {r.createTime}
              </Typography.Text>
              {r.late && <Tag color="red">{NOTICE_TEXT.late}</Tag>}
              <div>{r.content}</div>
              <AttachmentLinks value={r.attachments} label="回复附件" />
            </div>
          ))}
        </Space>
      )}
      {perm.has(PERM.notice.reply) && (
        <>
          <Divider />
          <ReplyBox noticeId={id} ui={ui} onDone={() => void query.refetch()} />
        </>
      )}
    </article>
  );
}

/** A received notice: content, attachments, the plant's replies and the reply box. */
export function NoticeReadModal(props: {
  id: ReceivedKey | null;
  ui: SaveUi;
  onClose: () => void;
  onRead: () => void;
}) {
  return (
    <AppModal
      open={props.id !== null}
      title="通知详情"
      width={900}
      onCancel={props.onClose}
      footer={<Button onClick={props.onClose}>关闭</Button>}
    >
      {props.id ? (
        <Detail
          key={`${props.id.noticeId}-${props.id.plantId}`}
          id={props.id}
          ui={props.ui}
          onRead={props.onRead}
        />
      ) : null}
    </AppModal>
  );
}
