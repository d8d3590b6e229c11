import { useMemo } from 'react';
import { Card } from 'antd';
import { EChart } from '../../../shared/charts/echart';
import { historyLabel, historyOption, type HistoryChartInput } from '../../../shared/charts/history-option';

/** One sampled series of the last ten minutes in a card. */
export function HistoryChartCard(props: Omit<HistoryChartInput, 'narrow'>) {
  const { title, points, field, formatValue, max, niceTop, color } = props;
  const option = useMemo(
    () => historyOption({ title, points, field, formatValue, max, niceTop, color }),
    [title, points, field, formatValue, max, niceTop, color],
  );
  return (
    <Card size="small" title={title}>
      <EChart label={historyLabel(title, points, field, formatValue)} option={option} height={200} />
    </Card>
  );
}
