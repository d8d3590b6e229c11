import { useMemo } from 'react';
import { ErrorBlock } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { analysisQueryOptions, chartsQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import {
  monthOfBar,
  plantOfBar,
  settlementHref,
  settlementTrendOption,
  statusMixOption,
  statusMixRows,
  topPlantsOption,
} from '../../../shared/charts/dashboard-options';
import { EChart } from '../../../shared/charts/echart';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { ChartBlock, ChartPageState } from './chart-block';
import './analysis-page.css';

/**
 * 统计图表 on the phone (360 px): the monthly settlement trend, this month's status mix and the
 * plant ranking; a tap on a bar or slice opens the settlement list filtered by it.
 */
export default function ChartPage(_props: ViewProps) {
  const navigate = useNavigate();
  const charts = useQuery(chartsQueryOptions());
  const analysis = useQuery(analysisQueryOptions());
  const data = charts.data;
  const mix = analysis.data;
  const options = useMemo(
    () => ({
      trend: data ? settlementTrendOption(data, { narrow: true }) : null,
      plants: data ? topPlantsOption(data, { narrow: true }) : null,
      status: mix ? statusMixOption(mix, { narrow: true }) : null,
    }),
    [data, mix],
  );
  const statusRows = mix ? statusMixRows(mix) : [];
  const nothing = data && !data.settlementByMonth && !data.topPlants && !mix?.settlementByStatus;
  return (
    <section className="cwxt-m-home" aria-label="统计图表">
      <ChartPageState pending={charts.isPending} error={charts.error} onRetry={() => void charts.refetch()} />
      {nothing && <ErrorBlock status="empty" title="您没有可查看的统计数据" description="" />}
      {data?.settlementByMonth && options.trend && (
        <ChartBlock title="近12个月结算金额" hint="点击柱形查看当月结算任务">
          <EChart
            label="近12个月结算金额"
            option={options.trend}
            height={260}
            onItemClick={({ dataIndex }) => {
              const month = monthOfBar(data, dataIndex);
              if (month) navigate(settlementHref({ settleMonth: month }));
            }}
          />
        </ChartBlock>
      )}
      {mix?.settlementByStatus && options.status && (
        <ChartBlock title={`本月结算状态（${mix.month}）`} hint="点击扇区查看该状态的结算任务">
          {statusRows.length === 0 ? (
            <p className="cwxt-m-home-sub">本月暂无结算任务</p>
          ) : (
            <EChart
              label="本月结算状态"
              option={options.status}
              height={260}
              onItemClick={({ dataIndex }) => {
                const row = statusRows[dataIndex];
                if (row) navigate(settlementHref({ settleMonth: mix.month, status: row.status }));
              }}
            />
          )}
        </ChartBlock>
      )}
      {data?.topPlants && options.plants && (
        <ChartBlock title="结算金额前10名电厂" hint="点击柱形查看该电厂结算任务">
          {data.topPlants.length === 0 ? (
            <p className="cwxt-m-home-sub">暂无数据</p>
          ) : (
            <EChart
              label="结算金额前10名电厂"
              option={options.plants}
              height={Math.max(140, data.topPlants.length * 30 + 40)}
              onItemClick={({ dataIndex }) => {
                const plantId = plantOfBar(data, dataIndex);
                if (plantId) navigate(settlementHref({ plantId }));
              }}
            />
          )}
        </ChartBlock>
      )}
    </section>
  );
}
