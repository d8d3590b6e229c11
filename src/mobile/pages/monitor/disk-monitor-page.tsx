import { Card, List } from 'antd-mobile';
import { Gauge } from '../../../shared/charts/gauge';
import { formatBytes } from '../../../shared/domain/monitor/format';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { MonitorScreen } from './monitor-screen';

/** 磁盘监控 on the phone: one card per filesystem. */
export default function MobileDiskMonitorPage(_props: ViewProps) {
  const state = useMonitor('disk');
  return (
    <MonitorScreen title="磁盘监控" state={state}>
      {(state.data ?? []).map((d) => (
        <Card key={d.key} title={d.label}>
          {d.error ? (
            <div className="cwxt-m-monitor-sub">
              {d.error}
              <div className="cwxt-m-monitor-path">{d.path}</div>
            </div>
          ) : (
            <>
              <div style={{ display: 'flex', justifyContent: 'center' }}>
                <Gauge
                  title={`${d.label}使用率`}
                  percent={d.percent}
                  caption={`剩余 ${formatBytes(d.free)}`}
                  size={120}
                />
              </div>
              <List>
                <List.Item description={<span className="cwxt-m-monitor-path">{d.path}</span>}>
                  路径
                </List.Item>
                <List.Item extra={formatBytes(d.total)}>总容量</List.Item>
                <List.Item extra={formatBytes(d.used)}>已用</List.Item>
                <List.Item extra={formatBytes(d.free)}>可用</List.Item>
              </List>
            </>
          )}
        </Card>
      ))}
    </MonitorScreen>
  );
}
