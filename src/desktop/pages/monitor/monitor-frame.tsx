import type { ReactNode } from 'react';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { formatClock } from '../../../shared/domain/monitor/format';
import { MONITOR_REFRESH_MS, type MonitorData } from '../../../shared/hooks/monitor/use-monitor';

interface MonitorFrameProps {
  title: string;
  state: MonitorData<unknown>;
  children: ReactNode;
}

/** A monitoring page's frame: title, 刷新, when it last loaded, the error if any, then the content. */
export function MonitorFrame({ title, state, children }: MonitorFrameProps) {
  return (
    <section aria-label={title} style={{ display: 'grid', gap: 16 }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 8,
        }}
      >
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space>
          <Typography.Text type="secondary">
            每 {MONITOR_REFRESH_MS / 1000} 秒自动刷新
            {state.updatedAt ? ` · 更新于 ${formatClock(state.updatedAt)}` : ''}
          </Typography.Text>
          <Button icon={<ReloadOutlined />} loading={state.refreshing} onClick={state.refresh}>
            刷新
          </Button>
        </Space>
      </div>
      {state.error && <Alert type="error" showIcon title={state.error} />}
      {state.loading ? <Spin style={{ padding: 48 }} /> : children}
    </section>
  );
}
