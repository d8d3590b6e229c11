import { Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFeedback } from '../../app/feedback';
import { priorityTag } from '../../../shared/domain/notify/notice-view';
import { MSG_CATEGORY, READ_FLAG, type AnnouncementSend } from '../../../shared/domain/notify/types';
import {
  useMyAnnouncements,
  type MyAnnouncementFilters,
} from '../../../shared/hooks/notify/use-my-announcements';
import { useNoticeOpener } from './use-notice-opener';

interface SearchValues {
  titile?: string;
  sender?: string;
  readFlag?: '0' | '1' | 'all';
}

/** 我的消息 at /isps/userAnnouncement: search by title/sender, read/unread, 全部已读, click → read and open. */
export default function UserAnnouncementPage() {
  const { message } = useFeedback();
  const mine = useMyAnnouncements();
  const opener = useNoticeOpener(mine.markRead);
  const [form] = Form.useForm<SearchValues>();

  const submit = (values: SearchValues) => {
    const next: MyAnnouncementFilters = { titile: values.titile, sender: values.sender };
    if (values.readFlag === '0' || values.readFlag === '1') next.readFlag = values.readFlag;
    mine.search(next);
  };
  const view = (row: AnnouncementSend) => opener.open(row, row.anntId, row.readFlag !== READ_FLAG.read);
  const readAll = async () => {
    const res = await mine.readAll();
    if (res.success) void message.success(res.message || '全部已读');
  };

  const columns: ColumnsType<AnnouncementSend> = [
    {
      title: '标题',
      dataIndex: 'titile',
      render: (_: unknown, row) => <a onClick={() => view(row)}>{row.titile}</a>,
    },
    {
      title: '消息类型',
      dataIndex: 'msgCategory',
      width: 110,
      render: (v: string | null) =>
        v === MSG_CATEGORY.notice ? '通知公告' : v === MSG_CATEGORY.system ? '系统消息' : '',
    },
    { title: '发布人', dataIndex: 'sender', width: 120 },
    { title: '发布时间', dataIndex: 'sendTime', width: 170 },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 100,
      render: (v: string | null) => {
        const tag = priorityTag(v);
        return tag ? <Tag color={tag.color}>{tag.text}</Tag> : null;
      },
    },
    {
      title: '阅读状态',
      dataIndex: 'readFlag',
      width: 100,
      render: (v: string | null) => (v === READ_FLAG.read ? '已读' : <Tag color="red">未读</Tag>),
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      render: (_: unknown, row) => <a onClick={() => view(row)}>查看</a>,
    },
  ];

  return (
    <Card variant="borderless">
      <Form
        form={form}
        layout="inline"
        onFinish={submit}
        initialValues={{ readFlag: 'all' }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item label="标题" name="titile">
          <Input placeholder="请输入标题" allowClear maxLength={100} />
        </Form.Item>
        <Form.Item label="发布人" name="sender">
          <Input placeholder="请输入发布人" allowClear maxLength={100} />
        </Form.Item>
        <Form.Item label="阅读状态" name="readFlag">
          <Select
            style={{ width: 110 }}
            options={[
              { value: 'all', label: '全部' },
              { value: '0', label: '未读' },
              { value: '1', label: '已读' },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                mine.search({});
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => void readAll()}>
          全部已读
        </Button>
      </Space>
      <Table<AnnouncementSend>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={mine.records}
        loading={mine.loading}
        pagination={{
          current: mine.pageNo,
          pageSize: mine.pageSize,
          total: mine.total,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page) => mine.setPageNo(page),
        }}
      />
      {opener.holder}
    </Card>
  );
}
