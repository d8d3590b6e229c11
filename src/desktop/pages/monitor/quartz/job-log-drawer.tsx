import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { quartzLogQueryOptions, type QuartzJobRecord } from '../../../../shared/api/sys/quartz-job-api';
import type { QuartzJobLogJson } from '../../../../shared/domain/resources/quartz-job';
import {
  formatDuration,
  QUARTZ_UI_TEXT,
  RUN_STATUS_TEXT,
  TRIGGER_TEXT,
} from '../../../../shared/hooks/quartz/quartz-texts';

const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<QuartzJobLogJson> = [
  { title: '开始时间', dataIndex: 'startTime', key: 'startTime', width: 170 },
  {
    title: '触发方式',
    dataIndex: 'trigger',
    key: 'trigger',
    width: 100,
    render: (v: QuartzJobLogJson['trigger']) => TRIGGER_TEXT[v] ?? v,
  },
  {
    title: '耗时',
    dataIndex: 'durationMs',
    key: 'durationMs',
    width: 100,
    render: (v: number | null) => formatDuration(v),
  },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    width: 80,
    render: (v: QuartzJobLogJson['status']) => (
      <Tag color={v === 'success' ? 'green' : 'red'}>{RUN_STATUS_TEXT[v] ?? v}</Tag>
    ),
  },
  {
    title: '结果 / 错误',
    key: 'message',
    render: (_: unknown, r: QuartzJobLogJson) =>
      r.error ? <Typography.Text type="danger">{r.error}</Typography.Text> : (r.result ?? ''),
  },
  { title: '执行节点', dataIndex: 'node', key: 'node', width: 150 },
];

export interface JobLogDrawerProps {
  job: QuartzJobRecord | null;
  canClean: boolean;
  cleaning: boolean;
  onClean: (job: QuartzJobRecord) => Promise<boolean>;
  onClose: () => void;
}

function JobLogBody({
  job,
  canClean,
  cleaning,
  onClean,
}: Omit<JobLogDrawerProps, 'onClose'> & { job: QuartzJobRecord }) {
  const [pageNo, setPageNo] = useState(1);
  const log = useQuery(quartzLogQueryOptions(job.id, pageNo, PAGE_SIZE));
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined />} loading={log.isFetching} onClick={() => void log.refetch()}>
          刷新
        </Button>
        {canClean && (
          <Popconfirm
            title={QUARTZ_UI_TEXT.cleanLogConfirm}
            okText="确定"
            cancelText="取消"
            onConfirm={async () => {
              if (await onClean(job)) {
                setPageNo(1);
                await log.refetch();
              }
            }}
          >
            <Button danger loading={cleaning}>
              清空日志
            </Button>
          </Popconfirm>
        )}
      </Space>
      {log.isError && <Typography.Paragraph type="danger">{log.error.message}</Typography.Paragraph>}
      <Table<QuartzJobLogJson>
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={log.data?.records ?? []}
        loading={log.isLoading}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: log.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共${total}条`,
          onChange: setPageNo,
        }}
      />
    </>
  );
}

/** 日志: the run log of one job, newest first, with 刷新 and 清空日志. */
export function JobLogDrawer({ job, onClose, ...rest }: JobLogDrawerProps) {
  return (
    <Drawer
      open={job !== null}
      title={job ? `${QUARTZ_UI_TEXT.logTitle}：${job.jobClassName}` : QUARTZ_UI_TEXT.logTitle}
      size={900}
      onClose={onClose}
      destroyOnHidden
    >
      {job && <JobLogBody key={job.id} job={job} {...rest} />}
    </Drawer>
  );
}
