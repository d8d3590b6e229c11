import { Card, Col, Descriptions, Row } from 'antd';
import { BarList } from '../../../shared/charts/bar-list';
import { Gauge } from '../../../shared/charts/gauge';
import { niceBytesMax } from '../../../shared/charts/scale';
import { formatBytes, formatMs, formatUptime, percentOf } from '../../../shared/domain/monitor/format';
import { PERM, PERMISSION_PREFIX } from '../../../shared/domain/permission/codes';
import { useListPermissions } from '../../../shared/hooks/list-page/use-list-permissions';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { HistoryChartCard } from './history-chart-card';
import { MonitorFrame } from './monitor-frame';

/** 进程监控: heap, event-loop delay and handles of the Node server process. */
export default function ProcessMonitorPage(_props: ViewProps) {
  // The sampled history is read with the server page's code (GET /sys/monitor/history).
  const canHistory = useListPermissions(PERMISSION_PREFIX.monitor).has(PERM.monitor.server);
  const state = useMonitor('process');
  const history = useMonitor('history', canHistory);
  const p = state.data;
  const points = history.data?.points;
  return (
    <MonitorFrame title="进程监控" state={state}>
      {p && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Card size="small" title="堆内存">
                <Gauge
                  title="堆内存占上限"
                  percent={percentOf(p.memory.heapUsed, p.heapLimit)}
                  caption={`${formatBytes(p.memory.heapUsed)} / ${formatBytes(p.heapLimit)}`}
                />
              </Card>
            </Col>
            <Col xs={24} md={16}>
              <Card size="small" title="进程信息">
                <Descriptions
                  column={{ xs: 1, md: 2 }}
                  items={[
                    { key: 'pid', label: 'PID', children: p.pid },
                    { key: 'node', label: 'Node 版本', children: p.nodeVersion },
                    { key: 'v8', label: 'V8 版本', children: p.v8Version },
                    { key: 'up', label: '运行时间', children: formatUptime(p.uptimeSec) },
                    { key: 'rss', label: '常驻内存 RSS', children: formatBytes(p.memory.rss) },
                    {
                      key: 'heap',
                      label: '堆已用 / 已分配',
                      children: `${formatBytes(p.memory.heapUsed)} / ${formatBytes(p.memory.heapTotal)}`,
                    },
                    { key: 'ext', label: '堆外内存', children: formatBytes(p.memory.external) },
                    {
                      key: 'cpu',
                      label: 'CPU 时间（用户 / 系统）',
                      children: `${formatMs(p.cpuUsage.userMs)} / ${formatMs(p.cpuUsage.systemMs)}`,
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <Card size="small" title="事件循环延迟">
                <Descriptions
                  column={1}
                  items={[
                    { key: 'p50', label: 'P50', children: formatMs(p.eventLoop.p50Ms) },
                    { key: 'p99', label: 'P99', children: formatMs(p.eventLoop.p99Ms) },
                    { key: 'mean', label: '平均', children: formatMs(p.eventLoop.meanMs) },
                    { key: 'max', label: '最大', children: formatMs(p.eventLoop.maxMs) },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card size="small" title={`活动句柄（共 ${p.handles.total} 个）`}>
                <BarList
                  title="活动句柄"
                  items={p.handles.byType.map((h) => ({ key: h.type, label: h.type, value: h.count }))}
                />
              </Card>
            </Col>
          </Row>
          {canHistory && (
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <HistoryChartCard
                  title="堆内存（近 10 分钟）"
                  points={points}
                  field="heapUsed"
                  formatValue={formatBytes}
                  niceTop={niceBytesMax}
                />
              </Col>
              <Col xs={24} xl={12}>
                <HistoryChartCard
                  title="事件循环延迟 P99（近 10 分钟）"
                  points={points}
                  field="eventLoopP99Ms"
                  formatValue={formatMs}
                  color="#fa8c16"
                />
              </Col>
            </Row>
          )}
        </>
      )}
    </MonitorFrame>
  );
}
