import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';

/** The option a chart page may hand to `EChart`: only the registered charts and components. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** What a click (or tap) on a bar, point or slice hands to the page: the item's place in the data. */
export interface ChartItemClick {
  seriesIndex: number;
  dataIndex: number;
  /** The category (x label) or slice name. */
  name: string;
}
