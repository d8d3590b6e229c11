import { describe, expect, it } from 'vitest';
import {
  categoryBarOption,
  monthlyOption,
  pieOption,
  rankingOption,
  timeLineOption,
} from '../../../src/shared/charts/chart-options';
import { compactNumber, escapeHtml, moneyText, monthTick } from '../../../src/shared/charts/chart-text';

// The option objects are plain data plus formatter functions: these tests read them the way
// ECharts does (the axis label formatter per category, the tooltip formatter per hover).

type Fn = (...args: unknown[]) => string;
const fn = (v: unknown) => v as Fn;
const months = [
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
];
const amounts = months.map((_, i) => `${(i + 1) * 1000}.05`);

describe('monthlyOption', () => {
  const option = monthlyOption({
    months,
    series: [{ name: '结算金额', values: amounts, format: moneyText }],
  });
  const xAxis = option.xAxis as {
    data: string[];
    axisLabel: { interval: number; formatter: Fn };
    axisTick: { interval: number };
  };

  it('labels every month (no skipped ticks), with the year on the first month and on January', () => {
    expect(xAxis.data).toEqual(months);
    expect(xAxis.axisLabel.interval).toBe(0);
    expect(xAxis.axisTick.interval).toBe(0);
    const labels = months.map((m, i) => xAxis.axisLabel.formatter(m, i));
    expect(labels).toEqual([
      '11月\n2025',
      '12月',
      '1月\n2026',
      '2月',
      '3月',
      '4月',
      '5月',
      '6月',
      '7月',
      '8月',
      '9月',
      '10月',
    ]);
  });

  it('has a legend naming the series and plots the exact strings as numbers', () => {
    expect(option.legend).toMatchObject({ data: ['结算金额'] });
    const [series] = option.series as Array<{ type: string; data: number[] }>;
    expect(series?.type).toBe('bar');
    expect(series?.data[0]).toBe(1000.05);
  });

  it('shows the month and the exact amount with the shared money format in the tooltip', () => {
    const tooltip = option.tooltip as { trigger: string; formatter: Fn };
    expect(tooltip.trigger).toBe('axis');
    const text = tooltip.formatter([{ dataIndex: 2, seriesIndex: 0, marker: '●' }]);
    expect(text).toBe('2026-01<br/>●结算金额：¥3,000.05');
  });

  it('keeps axis labels inside the chart (outer bounds hold the labels) and shortens the value axis', () => {
    expect(option.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' });
    const yAxis = option.yAxis as { axisLabel: { formatter: Fn } };
    expect(yAxis.axisLabel.formatter(25000)).toBe('2.5万');
  });

  it('draws a line series when asked', () => {
    const line = monthlyOption({
      months,
      series: [{ name: '电量', values: amounts, format: String, type: 'line' }],
    });
    expect((line.series as Array<{ type: string }>)[0]?.type).toBe('line');
  });
});

describe('pieOption', () => {
  const option = pieOption({
    title: '结算状态',
    items: [
      { name: '待确认', value: 2, display: '2笔 ¥10.00' },
      { name: '电厂有异议', value: 0, display: '0笔 ¥0.00' },
      { name: '已确认', value: 1, display: '1笔 ¥5.00' },
    ],
  });

  it('leaves empty slices out of the slices and the legend', () => {
    const [series] = option.series as Array<{ data: Array<{ name: string }> }>;
    expect(series?.data.map((d) => d.name)).toEqual(['待确认', '已确认']);
    expect(option.legend).toMatchObject({ data: ['待确认', '已确认'] });
  });

  it('tells the exact figure and the share in the tooltip, by the plotted index', () => {
    const tooltip = option.tooltip as { trigger: string; formatter: Fn };
    expect(tooltip.trigger).toBe('item');
    expect(tooltip.formatter({ dataIndex: 1, marker: '●', percent: 33.33 })).toBe(
      '结算状态<br/>●已确认：1笔 ¥5.00（33.33%）',
    );
  });
});

describe('rankingOption and categoryBarOption', () => {
  const items = [
    { name: '华能<某某>电厂', value: 1500.65, display: '¥1,500.65' },
    { name: '大唐电厂', value: 20, display: '¥20.00' },
  ];

  it('ranks top down with every name on the axis, long names cut with an ellipsis, names escaped in the tooltip', () => {
    const option = rankingOption({ title: '结算金额', items, narrow: true });
    const yAxis = option.yAxis as {
      inverse: boolean;
      data: string[];
      axisLabel: { interval: number; overflow: string; width: number };
    };
    expect(yAxis).toMatchObject({ inverse: true, data: ['华能<某某>电厂', '大唐电厂'] });
    expect(yAxis.axisLabel).toMatchObject({ interval: 0, overflow: 'truncate', width: 84 });
    const tooltip = option.tooltip as { formatter: Fn };
    expect(tooltip.formatter([{ dataIndex: 0, seriesIndex: 0 }])).toBe(
      '华能&#60;某某&#62;电厂<br/>结算金额：¥1,500.65',
    );
  });

  it('labels every category of a vertical bar chart', () => {
    const option = categoryBarOption({ title: '数量', items });
    expect(option.xAxis).toMatchObject({ data: ['华能<某某>电厂', '大唐电厂'], axisLabel: { interval: 0 } });
  });
});

describe('timeLineOption', () => {
  it('plots [time, value] pairs on a time axis with clock labels, the fixed top and a formatted tooltip', () => {
    const option = timeLineOption({
      name: 'CPU',
      times: [1000, 2000],
      values: [12.5, null],
      formatValue: (v) => `${v}%`,
      formatTime: (at) => `t${at}`,
      max: 100,
    });
    expect((option.series as Array<{ data: unknown[] }>)[0]?.data).toEqual([
      [1000, 12.5],
      [2000, null],
    ]);
    expect(option.yAxis).toMatchObject({ min: 0, max: 100 });
    const xAxis = option.xAxis as { type: string; axisLabel: { formatter: Fn } };
    expect(xAxis.type).toBe('time');
    expect(xAxis.axisLabel.formatter(2000)).toBe('t2000');
    const tooltip = option.tooltip as { formatter: Fn };
    expect(tooltip.formatter([{ dataIndex: 0, seriesIndex: 0 }])).toBe('t1000<br/>CPU：12.5%');
    expect(tooltip.formatter([{ dataIndex: 1, seriesIndex: 0 }])).toBe('t2000<br/>CPU：-');
  });
});

describe('chart text', () => {
  it('shortens axis numbers and escapes tooltip text', () => {
    expect(compactNumber(950)).toBe('950');
    expect(compactNumber(12345)).toBe('1.23万');
    expect(compactNumber(250000000)).toBe('2.5亿');
    expect(escapeHtml(`<b a="x">&'`)).toBe('&#60;b a=&#34;x&#34;&#62;&#38;&#39;');
    expect(monthTick('2026-01', 5)).toBe('1月\n2026');
    expect(fn(moneyText)('12.5')).toBe('¥12.50');
  });
});
