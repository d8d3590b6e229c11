import { lazy, Suspense } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { chartsQueryOptions } from '../../../shared/api/cwxt/dashboard-api';

const ChartDashboardCharts = lazy(() => import('./chart-dashboard-charts'));

/** 统计图表: 12 months of settlement and energy, energy by plant type, invoices by type, top plants. */
export default function ChartPage() {
  const charts = useQuery(chartsQueryOptions());
  const empty = charts.data && !charts.data.settlementByMonth && !charts.data.invoicesByType;
  return (
    <div>
      <Typography.Title level={3}>统计图表</Typography.Title>
      {charts.isPending && <Skeleton active />}
      {charts.isError && (
        <Alert
          type="error"
          showIcon
          title={charts.error instanceof Error ? charts.error.message : '加载失败'}
          action={
            <Button size="small" onClick={() => void charts.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {empty && <Alert type="info" showIcon title="您没有可查看的统计数据" />}
      {charts.data && !empty && (
        <Suspense fallback={<Skeleton active />}>
          <ChartDashboardCharts data={charts.data} />
        </Suspense>
      )}
    </div>
  );
}
