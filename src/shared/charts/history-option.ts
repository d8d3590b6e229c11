import { historySeries } from '../domain/monitor/history-series';
import { formatClock } from '../domain/monitor/format';
import type { HistoryPoint } from '../domain/monitor/types';
import type { ChartOption } from './chart-option';
import { timeLineOption } from './chart-options';
import { lastValue } from './scale';

export interface HistoryChartInput {
  title: string;
  points: readonly HistoryPoint[] | undefined;
  field: Parameters<typeof historySeries>[1];
  formatValue: (value: number) => string;
  /** Fixed top of the axis (100 for percentages). */
  max?: number;
  /** Axis top from the data maximum (e.g. niceBytesMax so a byte axis reads "100 MB"). */
  niceTop?: (dataMax: number) => number;
  color?: string;
  narrow?: boolean;
}

/** The monitor pages' sampled series (last ten minutes) as a time line with clock ticks. */
export function historyOption(input: HistoryChartInput): ChartOption {
  const { times, values } = historySeries(input.points, input.field);
  const dataMax = Math.max(0, ...values.filter((v): v is number => v != null && Number.isFinite(v)));
  return timeLineOption({
    name: input.title,
    times,
    values,
    formatValue: input.formatValue,
    formatTime: formatClock,
    max: input.max ?? input.niceTop?.(dataMax),
    color: input.color,
    narrow: input.narrow,
  });
}

/** The chart's accessible name: what it shows and the latest value (what a glance at it tells). */
export function historyLabel(
  title: string,
  points: HistoryChartInput['points'],
  field: HistoryChartInput['field'],
  formatValue: (value: number) => string,
): string {
  const last = lastValue(historySeries(points, field).values);
  return `${title}：${last == null ? '暂无数据' : `最新 ${formatValue(last)}`}`;
}
