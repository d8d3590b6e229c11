import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Divider,
  Drawer,
  Empty,
  Input,
  Popconfirm,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  FEEDBACK_TEXT,
  feedbackQueryKeys,
  fetchFeedback,
  handleFeedback,
  replyToFeedback,
} from '../../../../shared/api/cwxt/feedback-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { FEEDBACK_MESSAGES, FEEDBACK_STATUS, canHandle } from '../../../../shared/domain/resources/feedback';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite, type SaveUi } from '../../../../shared/hooks/use-save-action';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { AttachmentLinks } from '../gzxt/attachment-links';

interface Props {
  id: string | null;
  ui: SaveUi;
  onClose: () => void;
  /** After a reply or a state change (the list reloads). */
  onChanged: () => void;
}

function Thread({ id, ui, onChanged }: Omit<Props, 'onClose' | 'id'> & { id: string }) {
  const perm = useListPermissions('');
  const query = useQuery({ queryKey: feedbackQueryKeys.detail(id), queryFn: () => fetchFeedback(id) });
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState<string | undefined>();
  const changed = () => {
    void query.refetch();
    onChanged();
  };
  if (query.isLoading) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title={query.error.message} />;
  const d = query.data;
  if (!d) return null;
  const send = async () => {
    if (content.trim() === '') return ui.warning(FEEDBACK_MESSAGES.replyRequired);
    if (
      await runWrite(
        ui,
        () => replyToFeedback({ feedbackId: id, content, attachments }),
        FEEDBACK_MESSAGES.replied,
      )
    ) {
      setContent('');
      setAttachments(undefined);
      changed();
    }
  };
  const move = async (to: 'processing' | 'done') => {
    if (await runWrite(ui, () => handleFeedback(id, to), FEEDBACK_MESSAGES.handled)) changed();
  };
  const canMove = perm.has(PERM.feedback.handle);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="电厂">{d.plantName}</Descriptions.Item>
        <Descriptions.Item label="反馈类别">{d.category_dictText ?? d.category}</Descriptions.Item>
        <Descriptions.Item label="状态">{d.status_dictText ?? d.status}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{d.createTime}</Descriptions.Item>
        <Descriptions.Item label="标题" span={2}>
          {d.title}
        </Descriptions.Item>
        <Descriptions.Item label="反馈内容" span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {d.content}
          </Typography.Paragraph>
          <AttachmentLinks value={d.attachments} />
        </Descriptions.Item>
      </Descriptions>
      {canMove && (
        <Space>
          {canHandle(d.status, FEEDBACK_STATUS.processing) && d.status === FEEDBACK_STATUS.pending && (
            <Button onClick={() => void move('processing')}>{FEEDBACK_TEXT.startHandling}</Button>
          )}
          {canHandle(d.status, FEEDBACK_STATUS.done) && (
            <Popconfirm title={FEEDBACK_TEXT.finishConfirm} onConfirm={() => void move('done')}>
              <Button type="primary">{FEEDBACK_TEXT.finish}</Button>
            </Popconfirm>
          )}
          {d.status === FEEDBACK_STATUS.done && (
            <Popconfirm title={FEEDBACK_TEXT.reopenConfirm} onConfirm={() => void move('processing')}>
              <Button>{FEEDBACK_TEXT.reopen}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <Divider titlePlacement="start">{FEEDBACK_TEXT.thread}</Divider>
      {d.replies.length === 0 ? (
        <Empty description={FEEDBACK_TEXT.noReplies} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} aria-label={FEEDBACK_TEXT.thread}>
          {d.replies.map((r) => (
            <div key={r.id}>
              <Tag color={r.side === 'grid' ? 'blue' : 'green'}>
                {r.side === 'grid' ? FEEDBACK_TEXT.grid : FEEDBACK_TEXT.plant}
              </Tag>
              <Typography.Text type="secondary">
                {r.createName ?? r.createBy} {r.createTime}
              </Typography.Text>
              <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div>
              <AttachmentLinks value={r.attachments} label="回复附件" />
            </div>
          ))}
        </Space>
      )}
      {perm.has(PERM.feedback.reply) && d.status !== FEEDBACK_STATUS.done && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            aria-label="回复内容"
            placeholder={FEEDBACK_TEXT.replyPlaceholder}
            rows={3}
            maxLength={2000}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          <FileUpload
            bizPath="feedback"
            label="回复附件"
            value={attachments}
            onChange={(v) => setAttachments(v as string)}
          />
          <Button type="primary" onClick={() => void send()}>
            回复
          </Button>
        </Space>
      )}
    </Space>
  );
}

/** 处理记录: the item, its thread (电网 / 电厂), the reply box and the state buttons. */
export function FeedbackThreadDrawer({ id, ui, onClose, onChanged }: Props) {
  return (
    <Drawer open={id !== null} onClose={onClose} title={FEEDBACK_TEXT.thread} size={760} destroyOnHidden>
      {id ? <Thread key={id} id={id} ui={ui} onChanged={onChanged} /> : null}
    </Drawer>
  );
}
