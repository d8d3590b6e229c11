import { Card, List } from 'antd-mobile';
import { BarList } from '../../../shared/charts/bar-list';
import { Gauge } from '../../../shared/charts/gauge';
import { niceBytesMax } from '../../../shared/charts/scale';
import { formatBytes, formatMs, formatUptime, percentOf } from '../../../shared/domain/monitor/format';
import { PERM, PERMISSION_PREFIX } from '../../../shared/domain/permission/codes';
import { useListPermissions } from '../../../shared/hooks/list-page/use-list-permissions';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { HistoryChartCard } from './history-chart-card';
import { MonitorScreen } from './monitor-screen';

/** 进程监控 on the phone: heap, event-loop delay and handles of the server process. */
export default function MobileProcessMonitorPage(_props: ViewProps) {
  const canHistory = useListPermissions(PERMISSION_PREFIX.monitor).has(PERM.monitor.server);
  const state = useMonitor('process');
  const history = useMonitor('history', canHistory);
  const p = state.data;
  return (
    <MonitorScreen title="进程监控" state={state}>
      {p && (
        <>
          <Card>
            <div className="cwxt-m-monitor-gauges">
              <Gauge
                title="堆内存占上限"
                percent={percentOf(p.memory.heapUsed, p.heapLimit)}
                caption={`${formatBytes(p.memory.heapUsed)} / ${formatBytes(p.heapLimit)}`}
                size={120}
              />
              <Gauge
                title="堆已用占已分配"
                percent={percentOf(p.memory.heapUsed, p.memory.heapTotal)}
                caption={`RSS ${formatBytes(p.memory.rss)}`}
                size={120}
              />
            </div>
          </Card>
          <List header="进程信息" className="cwxt-m-monitor-list">
            <List.Item extra={p.pid}>PID</List.Item>
            <List.Item extra={p.nodeVersion}>Node 版本</List.Item>
            <List.Item extra={formatUptime(p.uptimeSec)}>运行时间</List.Item>
            <List.Item extra={`${formatBytes(p.memory.heapUsed)} / ${formatBytes(p.memory.heapTotal)}`}>
              堆已用 / 已分配
            </List.Item>
            <List.Item extra={formatBytes(p.memory.external)}>堆外内存</List.Item>
          </List>
          <List header="事件循环延迟" className="cwxt-m-monitor-list">
            <List.Item extra={formatMs(p.eventLoop.p50Ms)}>P50</List.Item>
            <List.Item extra={formatMs(p.eventLoop.p99Ms)}>P99</List.Item>
            <List.Item extra={formatMs(p.eventLoop.maxMs)}>最大</List.Item>
          </List>
          <Card title={`活动句柄（共 ${p.handles.total} 个）`}>
            <BarList
              title="活动句柄"
              items={p.handles.byType.map((h) => ({ key: h.type, label: h.type, value: h.count }))}
            />
          </Card>
          {canHistory && (
            <>
              <HistoryChartCard
                title="堆内存（近 10 分钟）"
                points={history.data?.points}
                field="heapUsed"
                formatValue={formatBytes}
                niceTop={niceBytesMax}
              />
              <HistoryChartCard
                title="事件循环延迟 P99（近 10 分钟）"
                points={history.data?.points}
                field="eventLoopP99Ms"
                formatValue={formatMs}
                color="#fa8c16"
              />
            </>
          )}
        </>
      )}
    </MonitorScreen>
  );
}
