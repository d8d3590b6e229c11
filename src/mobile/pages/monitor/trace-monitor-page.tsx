import { List, SearchBar, Selector, Tag } from 'antd-mobile';
import { formatClock, formatMs } from '../../../shared/domain/monitor/format';
import {
  STATUS_CLASSES,
  TRACE_METHODS,
  type StatusClass,
  type TraceSort,
} from '../../../shared/domain/monitor/trace-filter';
import { useMonitor } from '../../../shared/hooks/monitor/use-monitor';
import { useTraceFilter } from '../../../shared/hooks/monitor/use-trace-filter';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { MonitorScreen } from './monitor-screen';

const STATUS_COLOR: Record<string, string> = {
  '2': 'success',
  '3': 'primary',
  '4': 'warning',
  '5': 'danger',
};
const SORTS: { label: string; value: TraceSort }[] = [
  { label: '按时间', value: 'time' },
  { label: '按耗时', value: 'duration' },
];
/** The phone list stops here; filters narrow the rest. */
const SHOWN = 100;

/** 请求追踪 on the phone: filter chips, then one list row per request. */
export default function MobileTraceMonitorPage(_props: ViewProps) {
  const state = useMonitor('httpTrace');
  const { filter, update, rows, total } = useTraceFilter(state.data);
  return (
    <MonitorScreen title="请求追踪" state={state}>
      <SearchBar
        placeholder="路径包含"
        onSearch={(path) => update({ path })}
        onClear={() => update({ path: '' })}
      />
      <div role="group" aria-label="请求方法">
        <Selector
          options={TRACE_METHODS.map((m) => ({ label: m, value: m }))}
          value={filter.method ? [filter.method] : []}
          onChange={(v) => update({ method: v[0] })}
        />
      </div>
      <div role="group" aria-label="状态码">
        <Selector<StatusClass>
          options={STATUS_CLASSES.map((s) => ({ label: s, value: s }))}
          value={filter.status ? [filter.status] : []}
          onChange={(v) => update({ status: v[0] })}
        />
      </div>
      <div role="group" aria-label="排序">
        <Selector<TraceSort>
          options={SORTS}
          value={[filter.sort ?? 'time']}
          onChange={(v) => update({ sort: v[0] ?? 'time' })}
        />
      </div>
      <section aria-label="请求列表">
        <List header={`显示 ${Math.min(rows.length, SHOWN)} / ${total} 条`} className="cwxt-m-monitor-list">
          {rows.length === 0 && <List.Item>暂无请求记录</List.Item>}
          {rows.slice(0, SHOWN).map((r) => (
            <List.Item
              key={r.id}
              extra={formatMs(r.durationMs)}
              description={`${formatClock(r.at)} · ${r.username ?? '未登录'}`}
            >
              <Tag color={STATUS_COLOR[String(r.status)[0] ?? ''] ?? 'default'} fill="outline">
                {r.status}
              </Tag>{' '}
              <b>{r.method}</b> <span className="cwxt-m-monitor-path">{r.path}</span>
            </List.Item>
          ))}
        </List>
      </section>
    </MonitorScreen>
  );
}
