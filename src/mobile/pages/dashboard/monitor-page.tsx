import { useMemo } from 'react';
import { ErrorBlock, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { monitorQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import { monitorCountsOption, monitorKeys, monitorPathOf } from '../../../shared/charts/dashboard-options';
import { EChart } from '../../../shared/charts/echart';
import { MONITOR_TITLES, todoHref } from '../../../shared/domain/business/dashboard';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { ChartBlock, ChartPageState } from './chart-block';
import './analysis-page.css';

/** 运行监控 on the phone: the findings' counts as bars (tap → the handling page), then each finding's oldest items. */
export default function MonitorPage(_props: ViewProps) {
  const navigate = useNavigate();
  const monitor = useQuery(monitorQueryOptions());
  const data = monitor.data;
  const keys = data ? monitorKeys(data) : [];
  const option = useMemo(() => (data ? monitorCountsOption(data, { narrow: true }) : null), [data]);
  return (
    <section className="cwxt-m-home" aria-label="运行监控">
      <ChartPageState
        pending={monitor.isPending}
        error={monitor.error}
        onRetry={() => void monitor.refetch()}
      />
      {data && keys.length === 0 && (
        <ErrorBlock status="empty" title="您没有可查看的监控数据" description="" />
      )}
      {data && option && keys.length > 0 && (
        <ChartBlock title="监控项数量" hint="点击柱形打开处理页面">
          <EChart
            label="监控项数量"
            option={option}
            height={240}
            onItemClick={({ dataIndex }) => {
              const path = monitorPathOf(data, dataIndex);
              if (path) navigate(path);
            }}
          />
        </ChartBlock>
      )}
      {data &&
        keys.map((k) => {
          const section = data[k]!;
          return (
            <ChartBlock key={k} title={`${MONITOR_TITLES[k]}（${section.count}）`}>
              {section.items.length === 0 ? (
                <p className="cwxt-m-home-sub">无</p>
              ) : (
                <List>
                  {section.items.map((item) => (
                    <List.Item
                      key={item.id}
                      description={item.detail}
                      onClick={() => navigate(todoHref(item))}
                    >
                      {item.title}
                    </List.Item>
                  ))}
                </List>
              )}
            </ChartBlock>
          );
        })}
    </section>
  );
}
