import { Alert, Card, Col, Descriptions, Row } from 'antd';
import { Gauge } from '../../../shared/charts/gauge';
import { formatBytes } from '../../../shared/domain/monitor/format';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { MonitorFrame } from './monitor-frame';

/** 磁盘监控: the filesystems of the data directory, the upload directory and the root. */
export default function DiskMonitorPage(_props: ViewProps) {
  const state = useMonitor('disk');
  return (
    <MonitorFrame title="磁盘监控" state={state}>
      <Row gutter={[16, 16]}>
        {(state.data ?? []).map((d) => (
          <Col key={d.key} xs={24} md={12} xl={8}>
            <Card size="small" title={d.label}>
              {d.error ? (
                <Alert type="warning" showIcon title={d.error} description={d.path} />
              ) : (
                <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Gauge
                    title={`${d.label}使用率`}
                    percent={d.percent}
                    caption={`剩余 ${formatBytes(d.free)}`}
                  />
                  <Descriptions
                    column={1}
                    style={{ flex: 1, minWidth: 180 }}
                    items={[
                      {
                        key: 'path',
                        label: '路径',
                        children: <span style={{ wordBreak: 'break-all' }}>{d.path}</span>,
                      },
                      { key: 'total', label: '总容量', children: formatBytes(d.total) },
                      { key: 'used', label: '已用', children: formatBytes(d.used) },
                      { key: 'free', label: '可用', children: formatBytes(d.free) },
                    ]}
                  />
                </div>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </MonitorFrame>
  );
}
