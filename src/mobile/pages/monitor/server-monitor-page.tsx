import { Card, List } from 'antd-mobile';
import { Gauge } from '../../../shared/charts/gauge';
import { formatBytes, formatPercent, formatUptime } from '../../../shared/domain/monitor/format';
import { PERM, PERMISSION_PREFIX } from '../../../shared/domain/permission/codes';
import { useListPermissions } from '../../../shared/hooks/list-page/use-list-permissions';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { HistoryChartCard } from './history-chart-card';
import { MonitorScreen } from './monitor-screen';

/** 服务器监控 on the phone: gauges, the facts as a list, then the charts. */
export default function MobileServerMonitorPage(_props: ViewProps) {
  const canHistory = useListPermissions(PERMISSION_PREFIX.monitor).has(PERM.monitor.server);
  const state = useMonitor('server');
  const history = useMonitor('history', canHistory);
  const s = state.data;
  const points = history.data?.points;
  return (
    <MonitorScreen title="服务器监控" state={state}>
      {s && (
        <>
          <Card>
            <div className="cwxt-m-monitor-gauges">
              <Gauge title="CPU 使用率" percent={s.cpuPercent} caption={`${s.cpuCount} 核`} size={120} />
              <Gauge
                title="内存使用率"
                percent={s.memory.percent}
                caption={`${formatBytes(s.memory.used)} / ${formatBytes(s.memory.total)}`}
                size={120}
              />
            </div>
          </Card>
          <List header="服务器信息" className="cwxt-m-monitor-list">
            <List.Item extra={`${s.onlineUsers} 人`}>在线用户</List.Item>
            <List.Item extra={s.loadAverage.map((v) => v.toFixed(2)).join(' / ')}>系统负载</List.Item>
            <List.Item extra={s.hostname}>主机名</List.Item>
            <List.Item extra={`${s.platform} ${s.osRelease}`}>操作系统</List.Item>
            <List.Item extra={s.nodeVersion}>Node 版本</List.Item>
            <List.Item extra={formatPercent(s.cpuPercent)} description={s.cpuModel}>
              CPU
            </List.Item>
            <List.Item extra={formatUptime(s.osUptimeSec)}>系统运行时间</List.Item>
            <List.Item extra={formatUptime(s.processUptimeSec)}>服务运行时间</List.Item>
          </List>
          {canHistory && (
            <>
              <HistoryChartCard
                title="CPU 使用率（近 10 分钟）"
                points={points}
                field="cpuPercent"
                formatValue={(v) => formatPercent(v, 0)}
                max={100}
              />
              <HistoryChartCard
                title="内存使用率（近 10 分钟）"
                points={points}
                field="memoryPercent"
                formatValue={(v) => formatPercent(v, 0)}
                max={100}
                color="#722ed1"
              />
              <HistoryChartCard
                title="每分钟请求数（近 10 分钟）"
                points={points}
                field="requestsPerMin"
                formatValue={(v) => `${Math.round(v)}/分`}
                color="#13c2c2"
              />
            </>
          )}
        </>
      )}
    </MonitorScreen>
  );
}
