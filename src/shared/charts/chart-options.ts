import type { ChartOption } from './chart-option';
import { compactNumber, escapeHtml, monthTick } from './chart-text';

/**
 * Data → ECharts option, pure (unit-tested): every chart page builds its option here, so axes,
 * tooltips and legends look and read the same in both shells. `narrow` is the phone (360 px).
 */

export const PALETTE = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2'];

/** One series over the months: exact strings (shown in the tooltip) and how to show one. */
export interface MonthSeries {
  name: string;
  values: readonly string[];
  format: (exact: string) => string;
  type?: 'bar' | 'line';
  color?: string;
}

export interface Sized {
  narrow?: boolean;
}

const AXIS_TEXT = { color: '#595959' } as const;

function grid(narrow: boolean | undefined, top: number) {
  // The outer bounds hold the axis labels: long values or names shrink the plot, never get clipped.
  return {
    left: narrow ? 4 : 8,
    right: narrow ? 8 : 16,
    top,
    bottom: 4,
    outerBoundsMode: 'same' as const,
    outerBoundsContain: 'axisLabel' as const,
  };
}

interface AxisTooltipParam {
  dataIndex: number;
  seriesIndex: number;
  marker?: string;
  seriesName?: string;
}

/** Months on x (a tick and label for every month), the series as bars or lines, one tooltip per month. */
export function monthlyOption({
  months,
  series,
  narrow,
}: { months: readonly string[]; series: readonly MonthSeries[] } & Sized): ChartOption {
  return {
    color: PALETTE,
    legend: { top: 0, data: series.map((s) => s.name), textStyle: AXIS_TEXT },
    grid: grid(narrow, 32),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: (raw: unknown) => {
        const params = (Array.isArray(raw) ? raw : [raw]) as AxisTooltipParam[];
        const index = params[0]?.dataIndex ?? 0;
        const lines = params.map((p) => {
          const s = series[p.seriesIndex];
          const exact = s?.values[p.dataIndex] ?? '';
          return `${p.marker ?? ''}${escapeHtml(s?.name ?? '')}：${escapeHtml(s ? s.format(exact) : exact)}`;
        });
        return [escapeHtml(months[index] ?? ''), ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: [...months],
      axisTick: { alignWithLabel: true, interval: 0 },
      axisLabel: {
        interval: 0,
        ...AXIS_TEXT,
        fontSize: narrow ? 10 : 12,
        formatter: (value: string, index: number) => monthTick(value, index),
      },
    },
    yAxis: { type: 'value', axisLabel: { ...AXIS_TEXT, formatter: (v: number) => compactNumber(v) } },
    series: series.map((s) =>
      s.type === 'line'
        ? {
            type: 'line' as const,
            name: s.name,
            data: s.values.map(Number),
            color: s.color,
            smooth: false,
            symbolSize: 6,
          }
        : {
            type: 'bar' as const,
            name: s.name,
            data: s.values.map(Number),
            color: s.color,
            barMaxWidth: 28,
            barMinHeight: 2,
          },
    ),
  };
}

/** A named amount: the value plotted and its exact text. */
export interface ChartItem {
  name: string;
  value: number;
  display: string;
}

/** Slices of a whole (e.g. the settlement status mix); empty slices are left out. */
export function pieOption({
  title,
  items,
  narrow,
}: { title: string; items: readonly ChartItem[] } & Sized): ChartOption {
  const shown = items.filter((i) => i.value > 0);
  return {
    color: PALETTE,
    legend: {
      bottom: 0,
      type: 'plain',
      data: shown.map((i) => i.name),
      textStyle: AXIS_TEXT,
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (raw: unknown) => {
        const p = raw as { dataIndex: number; marker?: string; percent?: number };
        const item = shown[p.dataIndex];
        if (!item) return '';
        return `${escapeHtml(title)}<br/>${p.marker ?? ''}${escapeHtml(item.name)}：${escapeHtml(item.display)}（${p.percent ?? 0}%）`;
      },
    },
    series: [
      {
        type: 'pie',
        name: title,
        radius: narrow ? ['32%', '58%'] : ['40%', '68%'],
        center: ['50%', '46%'],
        avoidLabelOverlap: true,
        // The legend names each slice (long names were cut beside it); the tooltip gives both.
        label: { formatter: '{d}%', fontSize: narrow ? 10 : 12 },
        data: shown.map((i) => ({ name: i.name, value: i.value })),
      },
    ],
  };
}

/** The items of `pieOption` as plotted (slice index → item), for drill-down. */
export const pieItems = <T extends { value: number }>(items: readonly T[]): T[] =>
  items.filter((i) => i.value > 0);

/** Horizontal bars, largest first as given (e.g. plants by amount); long names are cut with an ellipsis. */
export function rankingOption({
  title,
  items,
  color,
  narrow,
}: { title: string; items: readonly ChartItem[]; color?: string } & Sized): ChartOption {
  return {
    legend: { show: false },
    grid: grid(narrow, 8),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: (raw: unknown) => {
        const p = (Array.isArray(raw) ? raw[0] : raw) as AxisTooltipParam | undefined;
        const item = p ? items[p.dataIndex] : undefined;
        return item
          ? `${escapeHtml(item.name)}<br/>${p?.marker ?? ''}${escapeHtml(title)}：${escapeHtml(item.display)}`
          : '';
      },
    },
    xAxis: { type: 'value', axisLabel: { ...AXIS_TEXT, formatter: (v: number) => compactNumber(v) } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: items.map((i) => i.name),
      axisTick: { alignWithLabel: true },
      axisLabel: { ...AXIS_TEXT, interval: 0, width: narrow ? 84 : 160, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: title,
        data: items.map((i) => i.value),
        color: color ?? PALETTE[0],
        barMaxWidth: 20,
        barMinHeight: 2,
      },
    ],
  };
}

/** Bars by category (plant types, invoice types, monitor findings), vertical. */
export function categoryBarOption({
  title,
  items,
  color,
  narrow,
}: { title: string; items: readonly ChartItem[]; color?: string } & Sized): ChartOption {
  return {
    legend: { show: false },
    grid: grid(narrow, 12),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: (raw: unknown) => {
        const p = (Array.isArray(raw) ? raw[0] : raw) as AxisTooltipParam | undefined;
        const item = p ? items[p.dataIndex] : undefined;
        return item
          ? `${escapeHtml(item.name)}<br/>${p?.marker ?? ''}${escapeHtml(title)}：${escapeHtml(item.display)}`
          : '';
      },
    },
    xAxis: {
      type: 'category',
      data: items.map((i) => i.name),
      axisTick: { alignWithLabel: true },
      axisLabel: {
        ...AXIS_TEXT,
        interval: 0,
        fontSize: narrow ? 10 : 12,
        width: narrow ? 56 : 96,
        overflow: 'break',
      },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { ...AXIS_TEXT, formatter: (v: number) => compactNumber(v) },
    },
    series: [
      {
        type: 'bar',
        name: title,
        data: items.map((i) => i.value),
        color: color ?? PALETTE[0],
        barMaxWidth: 36,
        barMinHeight: 2,
      },
    ],
  };
}

/** A sampled series over clock time (the monitor pages' last ten minutes). */
export function timeLineOption({
  name,
  times,
  values,
  formatValue,
  formatTime,
  max,
  color,
  narrow,
}: {
  name: string;
  times: readonly number[];
  values: readonly (number | null)[];
  formatValue: (v: number) => string;
  formatTime: (at: number) => string;
  max?: number;
  color?: string;
} & Sized): ChartOption {
  return {
    legend: { show: false },
    grid: grid(narrow, 12),
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (raw: unknown) => {
        const p = (Array.isArray(raw) ? raw[0] : raw) as AxisTooltipParam | undefined;
        if (!p) return '';
        const v = values[p.dataIndex];
        const at = times[p.dataIndex];
        return `${at == null ? '' : formatTime(at)}<br/>${p.marker ?? ''}${escapeHtml(name)}：${v == null ? '-' : escapeHtml(formatValue(v))}`;
      },
    },
    xAxis: {
      type: 'time',
      axisLabel: {
        ...AXIS_TEXT,
        fontSize: narrow ? 10 : 12,
        hideOverlap: true,
        formatter: (at: number) => formatTime(at),
      },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max,
      axisLabel: { ...AXIS_TEXT, formatter: (v: number) => formatValue(v) },
    },
    series: [
      {
        type: 'line',
        name,
        color: color ?? PALETTE[0],
        showSymbol: false,
        areaStyle: { opacity: 0.15 },
        connectNulls: false,
        data: times.map((at, i) => [at, values[i] ?? null]),
      },
    ],
  };
}
