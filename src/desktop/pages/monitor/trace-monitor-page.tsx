import { Card, Input, Segmented, Select, Space, Table, Tag } from 'antd';
import { formatDateTimeMs, formatMs } from '../../../shared/domain/monitor/format';
import {
  STATUS_CLASSES,
  TRACE_METHODS,
  type StatusClass,
  type TraceSort,
} from '../../../shared/domain/monitor/trace-filter';
import type { TraceEntry } from '../../../shared/domain/monitor/types';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import { useTraceFilter } from '../../../shared/hooks/monitor/use-trace-filter';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { MonitorFrame } from './monitor-frame';

const STATUS_COLOR: Record<string, string> = {
  '2': 'success',
  '3': 'processing',
  '4': 'warning',
  '5': 'error',
};
const SORTS: { label: string; value: TraceSort }[] = [
  { label: '按时间', value: 'time' },
  { label: '按耗时', value: 'duration' },
];

/** 请求追踪: the last 200 requests of this server (method, path, status, time, user) with filters. */
export default function TraceMonitorPage(_props: ViewProps) {
  const state = useMonitor('httpTrace');
  const { filter, update, rows, total } = useTraceFilter(state.data);
  return (
    <MonitorFrame title="请求追踪" state={state}>
      <Card size="small">
        <Space wrap style={{ marginBottom: 12 }}>
          <Select<string>
            aria-label="请求方法"
            allowClear
            placeholder="请求方法"
            style={{ width: 130 }}
            value={filter.method}
            onChange={(method) => update({ method })}
            options={TRACE_METHODS.map((m) => ({ label: m, value: m }))}
          />
          <Select<StatusClass>
            aria-label="状态码"
            allowClear
            placeholder="状态码"
            style={{ width: 120 }}
            value={filter.status}
            onChange={(status) => update({ status })}
            options={STATUS_CLASSES.map((s) => ({ label: s, value: s }))}
          />
          <Input.Search
            aria-label="路径"
            allowClear
            placeholder="路径包含"
            style={{ width: 240 }}
            onSearch={(path) => update({ path })}
          />
          <Segmented<TraceSort>
            options={SORTS}
            value={filter.sort ?? 'time'}
            onChange={(sort) => update({ sort })}
          />
          <span style={{ color: '#666' }}>
            显示 {rows.length} / {total} 条
          </span>
        </Space>
        <Table<TraceEntry>
          size="small"
          rowKey="id"
          dataSource={rows}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          locale={{ emptyText: '暂无请求记录' }}
          scroll={{ x: 760 }}
          columns={[
            { title: '时间', dataIndex: 'at', width: 170, render: (v: number) => formatDateTimeMs(v) },
            { title: '方法', dataIndex: 'method', width: 80 },
            {
              title: '路径',
              dataIndex: 'path',
              render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span>,
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 80,
              render: (v: number) => <Tag color={STATUS_COLOR[String(v)[0] ?? ''] ?? 'default'}>{v}</Tag>,
            },
            { title: '耗时', dataIndex: 'durationMs', width: 100, render: (v: number) => formatMs(v) },
            { title: '用户', dataIndex: 'username', width: 120, render: (v: string | null) => v ?? '-' },
          ]}
        />
      </Card>
    </MonitorFrame>
  );
}
