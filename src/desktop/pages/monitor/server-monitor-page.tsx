import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import { Gauge } from '../../../shared/charts/gauge';
import { formatBytes, formatPercent, formatUptime } from '../../../shared/domain/monitor/format';
import { PERM, PERMISSION_PREFIX } from '../../../shared/domain/permission/codes';
import { useListPermissions } from '../../../shared/hooks/list-page/use-list-permissions';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { HistoryChartCard } from './history-chart-card';
import { MonitorFrame } from './monitor-frame';

const perMin = (v: number) => `${Math.round(v)}/分`;

/** 服务器监控: the machine (CPU, memory, load, uptime, Node), online users and ten minutes of charts. */
export default function ServerMonitorPage(_props: ViewProps) {
  const canHistory = useListPermissions(PERMISSION_PREFIX.monitor).has(PERM.monitor.server);
  const state = useMonitor('server');
  const history = useMonitor('history', canHistory);
  const s = state.data;
  const points = history.data?.points;
  return (
    <MonitorFrame title="服务器监控" state={state}>
      {s && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12} xl={6}>
              <Card size="small" title="CPU 使用率" style={{ height: '100%' }}>
                <Gauge title="CPU 使用率" percent={s.cpuPercent} caption={`${s.cpuCount} 核`} />
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card size="small" title="内存使用率" style={{ height: '100%' }}>
                <Gauge
                  title="内存使用率"
                  percent={s.memory.percent}
                  caption={`${formatBytes(s.memory.used)} / ${formatBytes(s.memory.total)}`}
                />
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card size="small" title="系统负载（1 / 5 / 15 分钟）" style={{ height: '100%' }}>
                <Statistic title="1 分钟" value={s.loadAverage[0].toFixed(2)} />
                <div style={{ color: '#666' }}>
                  5 分钟 {s.loadAverage[1].toFixed(2)} · 15 分钟 {s.loadAverage[2].toFixed(2)}
                </div>
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card size="small" title="在线用户" style={{ height: '100%' }}>
                <Statistic title="当前在线" value={s.onlineUsers} suffix="人" />
              </Card>
            </Col>
          </Row>
          <Card size="small" title="服务器信息">
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                { key: 'host', label: '主机名', children: s.hostname },
                { key: 'os', label: '操作系统', children: `${s.platform} ${s.osRelease}` },
                { key: 'arch', label: '架构', children: s.arch },
                { key: 'node', label: 'Node 版本', children: s.nodeVersion },
                { key: 'cpu', label: 'CPU', children: `${s.cpuModel}（${s.cpuCount} 核）` },
                { key: 'cpuNow', label: 'CPU 使用率', children: formatPercent(s.cpuPercent) },
                {
                  key: 'mem',
                  label: '内存',
                  children: `已用 ${formatBytes(s.memory.used)} / 共 ${formatBytes(s.memory.total)}`,
                },
                { key: 'osUp', label: '系统运行时间', children: formatUptime(s.osUptimeSec) },
                { key: 'up', label: '服务运行时间', children: formatUptime(s.processUptimeSec) },
              ]}
            />
          </Card>
          {canHistory && (
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={8}>
                <HistoryChartCard
                  title="CPU 使用率（近 10 分钟）"
                  points={points}
                  field="cpuPercent"
                  formatValue={(v) => formatPercent(v, 0)}
                  max={100}
                />
              </Col>
              <Col xs={24} xl={8}>
                <HistoryChartCard
                  title="内存使用率（近 10 分钟）"
                  points={points}
                  field="memoryPercent"
                  formatValue={(v) => formatPercent(v, 0)}
                  max={100}
                  color="#722ed1"
                />
              </Col>
              <Col xs={24} xl={8}>
                <HistoryChartCard
                  title="每分钟请求数（近 10 分钟）"
                  points={points}
                  field="requestsPerMin"
                  formatValue={perMin}
                  color="#13c2c2"
                />
              </Col>
            </Row>
          )}
        </>
      )}
    </MonitorFrame>
  );
}
