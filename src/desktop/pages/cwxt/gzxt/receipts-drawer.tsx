import { Alert, Button, Descriptions, Drawer, Space, Spin, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  NOTICE_TEXT,
  fetchReceipts,
  isPublished,
  noticeQueryKeys,
  remindNotice,
} from '../../../../shared/api/cwxt/notice-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { NOTICE_MESSAGES, type NoticeTargetReceipt } from '../../../../shared/domain/resources/notice';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { runWrite, type SaveUi } from '../../../../shared/hooks/use-save-action';
import { AttachmentLinks } from './attachment-links';

const COLUMNS = [
  { title: '电厂', dataIndex: 'plantName', key: 'plantName', width: 160 },
  {
    title: '阅读',
    key: 'read',
    width: 220,
    render: (_: unknown, t: NoticeTargetReceipt) =>
      t.readers.length === 0 ? (
        // Read before per-user receipts existed (demo data): only the plant's first read time.
        t.firstReadTime ? (
          <span>
            {NOTICE_TEXT.read}：{t.firstReadTime}
          </span>
        ) : (
          <Tag>{NOTICE_TEXT.unread}</Tag>
        )
      ) : (
        <Space orientation="vertical" size={0}>
          {t.readers.map((r) => (
            <span key={r.userId}>
              {r.realname ?? r.userId}：{r.readTime}
            </span>
          ))}
        </Space>
      ),
  },
  {
    title: '回复',
    key: 'reply',
    render: (_: unknown, t: NoticeTargetReceipt) =>
      t.replies.length === 0 ? (
        <Tag color="orange">{NOTICE_TEXT.notReplied}</Tag>
      ) : (
        <Space orientation="vertical" size={4}>
          {t.replies.map((r) => (
            <div key={r.id}>
              <Typography.Text type="secondary">
                {r.createName ?? r.createBy} {r.createTime}
              </Typography.Text>
              {r.late && <Tag color="red">{NOTICE_TEXT.late}</Tag>}
              <div>{r.content}</div>
              <AttachmentLinks value={r.attachments} label={`${r.createName ?? r.createBy}的附件`} />
            </div>
          ))}
        </Space>
      ),
  },
  { title: '催办时间', dataIndex: 'remindTime', key: 'remindTime', width: 170 },
];

/** 回执: who of each target plant read the notice and when, the replies, and 催办. */
export function ReceiptsDrawer({ id, onClose, ui }: { id: string | null; onClose: () => void; ui: SaveUi }) {
  const perm = useListPermissions('');
  const query = useQuery({
    queryKey: noticeQueryKeys.receipts(id ?? ''),
    queryFn: () => fetchReceipts(id!),
    enabled: id !== null,
  });
  const data = query.data;
  const remind = async () => {
    if (await runWrite(ui, () => remindNotice(id!), NOTICE_MESSAGES.reminded)) void query.refetch();
  };
  return (
    <Drawer open={id !== null} onClose={onClose} title={NOTICE_TEXT.receipts} size={960} destroyOnHidden>
      {query.isLoading && <Spin />}
      {query.isError && <Alert type="error" showIcon title={query.error.message} />}
      {data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="标题">{data.notice.title}</Descriptions.Item>
            <Descriptions.Item label="回复截止日期">{data.notice.replyDeadline ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={NOTICE_TEXT.read}>
              {data.readCount}/{data.targetCount}
            </Descriptions.Item>
            <Descriptions.Item label={NOTICE_TEXT.replied}>
              {data.replyCount}/{data.targetCount}
            </Descriptions.Item>
            <Descriptions.Item label="上次催办">{data.lastRemindTime ?? '—'}</Descriptions.Item>
          </Descriptions>
          {isPublished(data.notice) && perm.has(PERM.notice.remind) && data.replyCount < data.targetCount && (
            <Button type="primary" onClick={() => void remind()}>
              {NOTICE_TEXT.remind}
            </Button>
          )}
          <Table<NoticeTargetReceipt>
            rowKey="plantId"
            size="small"
            columns={COLUMNS}
            dataSource={data.targets}
            pagination={false}
            aria-label="回执明细"
          />
        </Space>
      )}
    </Drawer>
  );
}
