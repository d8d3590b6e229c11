import { useMemo } from 'react';
import { Card } from 'antd-mobile';
import { EChart } from '../../../shared/charts/echart';
import { historyLabel, historyOption, type HistoryChartInput } from '../../../shared/charts/history-option';

/** One sampled series of the last ten minutes in a phone card. */
export function HistoryChartCard(props: Omit<HistoryChartInput, 'narrow'>) {
  const { title, points, field, formatValue, max, niceTop, color } = props;
  const option = useMemo(
    () => historyOption({ title, points, field, formatValue, max, niceTop, color, narrow: true }),
    [title, points, field, formatValue, max, niceTop, color],
  );
  return (
    <Card title={title}>
      <EChart label={historyLabel(title, points, field, formatValue)} option={option} height={180} />
    </Card>
  );
}
