import { Alert, Card, Col, Descriptions, Row, Table } from 'antd';
import { BarList } from '../../../shared/charts/bar-list';
import { formatBytes, formatMs } from '../../../shared/domain/monitor/format';
import type { DbRunningStatement, DbStatementStat } from '../../../shared/domain/monitor/types';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { MonitorFrame } from './monitor-frame';

const ENGINE_TEXT = { pglite: 'PGlite（嵌入式）', pg: 'PostgreSQL' } as const;

const queryCell = (q: string) => <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{q}</code>;

/** 数据库监控: engine, size, connections, largest tables and slow statements where the engine has them. */
export default function DatabaseMonitorPage(_props: ViewProps) {
  const state = useMonitor('database');
  const d = state.data;
  return (
    <MonitorFrame title="数据库监控" state={state}>
      {d && (
        <>
          <Card size="small" title="数据库信息">
            <Descriptions
              column={{ xs: 1, md: 2, xl: 4 }}
              items={[
                { key: 'engine', label: '数据库', children: ENGINE_TEXT[d.engine] },
                { key: 'version', label: '版本', children: d.version },
                { key: 'size', label: '数据库大小', children: formatBytes(d.sizeBytes) },
                { key: 'max', label: '最大连接数', children: d.maxConnections ?? '-' },
              ]}
            />
          </Card>
          {d.slowQueries.notes.map((note) => (
            <Alert key={note} type="info" showIcon title={note} />
          ))}
          <Row gutter={[16, 16]}>
            {d.connections && (
              <Col xs={24} xl={10}>
                <Card size="small" title="连接（按状态）">
                  <BarList
                    title="连接（按状态）"
                    items={d.connections.map((c) => ({ key: c.state, label: c.state, value: c.count }))}
                    color="#13c2c2"
                  />
                </Card>
              </Col>
            )}
            <Col xs={24} xl={d.connections ? 14 : 24}>
              <Card size="small" title="最大的表">
                <BarList
                  title="最大的表"
                  items={d.tables.map((t) => ({
                    key: t.name,
                    label: t.name,
                    value: t.bytes,
                    display: `${formatBytes(t.bytes)}${t.rows == null ? '' : ` · 约 ${t.rows} 行`}`,
                  }))}
                />
              </Card>
            </Col>
          </Row>
          {d.slowQueries.running && (
            <Card size="small" title="正在执行超过 1 秒的语句">
              <Table<DbRunningStatement>
                size="small"
                rowKey="pid"
                pagination={false}
                dataSource={d.slowQueries.running}
                locale={{ emptyText: '当前没有慢语句' }}
                columns={[
                  { title: 'PID', dataIndex: 'pid', width: 90 },
                  { title: '状态', dataIndex: 'state', width: 140 },
                  {
                    title: '已执行',
                    dataIndex: 'durationMs',
                    width: 110,
                    render: (v: number) => formatMs(v),
                  },
                  { title: '语句', dataIndex: 'query', render: queryCell },
                ]}
              />
            </Card>
          )}
          {d.slowQueries.statements && (
            <Card size="small" title="平均耗时最长的语句（pg_stat_statements）">
              <Table<DbStatementStat>
                size="small"
                rowKey="query"
                pagination={false}
                dataSource={d.slowQueries.statements}
                columns={[
                  { title: '平均耗时', dataIndex: 'meanMs', width: 110, render: (v: number) => formatMs(v) },
                  { title: '调用次数', dataIndex: 'calls', width: 100 },
                  { title: '总耗时', dataIndex: 'totalMs', width: 110, render: (v: number) => formatMs(v) },
                  { title: '语句', dataIndex: 'query', render: queryCell },
                ]}
              />
            </Card>
          )}
        </>
      )}
    </MonitorFrame>
  );
}
