import { Card } from 'antd';
import { LineChart } from '../../../shared/charts/line-chart';
import { historySeries } from '../../../shared/domain/monitor/history-series';
import { formatClock } from '../../../shared/domain/monitor/format';
import type { HistoryPoint } from '../../../shared/domain/monitor/types';

interface HistoryChartCardProps {
  title: string;
  points: readonly HistoryPoint[] | undefined;
  field: Parameters<typeof historySeries>[1];
  formatValue: (value: number) => string;
  max?: number;
  niceTop?: (dataMax: number) => number;
  color?: string;
}

/** One sampled series of the last ten minutes in a card. */
export function HistoryChartCard({
  title,
  points,
  field,
  formatValue,
  max,
  niceTop,
  color,
}: HistoryChartCardProps) {
  const { times, values } = historySeries(points, field);
  return (
    <Card size="small" title={title}>
      <LineChart
        title={title}
        series={[{ name: title, values, color }]}
        times={times}
        formatValue={formatValue}
        formatTime={formatClock}
        max={max}
        niceTop={niceTop}
      />
    </Card>
  );
}
