import type { ReactNode } from 'react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { formatClock } from '../../../shared/domain/monitor/format';
import { MONITOR_REFRESH_MS, type MonitorData } from '../../../shared/hooks/monitor/use-monitor';
import './monitor.css';

interface MonitorScreenProps {
  title: string;
  state: MonitorData<unknown>;
  children: ReactNode;
}

/** A phone monitoring page: title, 刷新 and the last load time above the cards. */
export function MonitorScreen({ title, state, children }: MonitorScreenProps) {
  return (
    <section className="cwxt-m-monitor" aria-label={title}>
      <div className="cwxt-m-monitor-head">
        <div>
          <h2 className="cwxt-m-monitor-title">{title}</h2>
          <div className="cwxt-m-monitor-sub">
            每 {MONITOR_REFRESH_MS / 1000} 秒自动刷新
            {state.updatedAt ? ` · ${formatClock(state.updatedAt)}` : ''}
          </div>
        </div>
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={state.refreshing}
          loadingText="刷新中"
          onClick={state.refresh}
        >
          刷新
        </Button>
      </div>
      {state.error && <ErrorBlock status="default" title="加载失败" description={state.error} />}
      {state.loading ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <DotLoading color="primary" />
        </div>
      ) : (
        children
      )}
    </section>
  );
}
