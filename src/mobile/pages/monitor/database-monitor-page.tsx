import { Card, List, NoticeBar } from 'antd-mobile';
import { BarList } from '../../../shared/charts/bar-list';
import { formatBytes, formatMs } from '../../../shared/domain/monitor/format';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { MonitorScreen } from './monitor-screen';

const ENGINE_TEXT = { pglite: 'PGlite（嵌入式）', pg: 'PostgreSQL' } as const;

/** 数据库监控 on the phone: engine facts, connections, largest tables, slow statements. */
export default function MobileDatabaseMonitorPage(_props: ViewProps) {
  const state = useMonitor('database');
  const d = state.data;
  return (
    <MonitorScreen title="数据库监控" state={state}>
      {d && (
        <>
          <List header="数据库信息" className="cwxt-m-monitor-list">
            <List.Item extra={ENGINE_TEXT[d.engine]}>数据库</List.Item>
            <List.Item extra={d.version}>版本</List.Item>
            <List.Item extra={formatBytes(d.sizeBytes)}>数据库大小</List.Item>
            {d.maxConnections != null && <List.Item extra={d.maxConnections}>最大连接数</List.Item>}
          </List>
          {d.slowQueries.notes.map((note) => (
            <NoticeBar key={note} content={note} color="info" wrap />
          ))}
          {d.connections && (
            <Card title="连接（按状态）">
              <BarList
                title="连接（按状态）"
                items={d.connections.map((c) => ({ key: c.state, label: c.state, value: c.count }))}
                color="#13c2c2"
              />
            </Card>
          )}
          <Card title="最大的表">
            <BarList
              title="最大的表"
              items={d.tables.map((t) => ({
                key: t.name,
                label: t.name,
                value: t.bytes,
                display: formatBytes(t.bytes),
              }))}
            />
          </Card>
          {d.slowQueries.running && (
            <List header="正在执行超过 1 秒的语句" className="cwxt-m-monitor-list">
              {d.slowQueries.running.length === 0 && <List.Item>当前没有慢语句</List.Item>}
              {d.slowQueries.running.map((r) => (
                <List.Item
                  key={r.pid}
                  extra={formatMs(r.durationMs)}
                  description={<span className="cwxt-m-monitor-code">{r.query}</span>}
                >
                  PID {r.pid} · {r.state}
                </List.Item>
              ))}
            </List>
          )}
          {d.slowQueries.statements && (
            <List header="平均耗时最长的语句" className="cwxt-m-monitor-list">
              {d.slowQueries.statements.map((st) => (
                <List.Item
                  key={st.query}
                  extra={formatMs(st.meanMs)}
                  description={<span className="cwxt-m-monitor-code">{st.query}</span>}
                >
                  调用 {st.calls} 次
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </MonitorScreen>
  );
}
