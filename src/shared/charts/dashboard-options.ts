import type { AnalysisData, ChartsData, MonitorData, MonitorKey } from '../domain/business/dashboard';
import { INVOICE_GROUPS, MONITOR_TITLES } from '../domain/business/dashboard';
import { bizDictText } from '../domain/business/dicts';
import { BIZ_PATHS } from '../domain/routes/business-paths';
import { filteredListHref } from '../hooks/list-page/url-search';
import type { ChartOption } from './chart-option';
import {
  categoryBarOption,
  monthlyOption,
  pieItems,
  pieOption,
  rankingOption,
  type ChartItem,
} from './chart-options';
import { capacityText, energyText, moneyText } from './chart-text';

/**
 * The dashboards' charts (统计图表, 运行监控, 首页) in both shells: payload → option, and where a
 * click on an item leads (the settlement list filtered by that month, status or plant).
 */

type Narrow = { narrow?: boolean };

export const settlementHref = (filters: { settleMonth?: string; status?: string; plantId?: string }) =>
  filteredListHref(BIZ_PATHS.settlement, filters as Record<string, string>);

/** 近12个月结算金额: a bar per month (click → that month's settlement tasks). */
export function settlementTrendOption(data: ChartsData, { narrow }: Narrow = {}): ChartOption {
  const rows = data.settlementByMonth ?? [];
  return monthlyOption({
    narrow,
    months: rows.map((r) => r.month),
    series: [{ name: '结算金额', values: rows.map((r) => r.amount), format: moneyText }],
  });
}

/** 近12个月上网电量: a line over the months. */
export function energyTrendOption(data: ChartsData, { narrow }: Narrow = {}): ChartOption {
  const rows = data.settlementByMonth ?? [];
  return monthlyOption({
    narrow,
    months: rows.map((r) => r.month),
    series: [
      {
        name: '上网电量',
        values: rows.map((r) => r.energyKwh),
        format: energyText,
        type: 'line',
        color: '#52c41a',
      },
    ],
  });
}

export const monthOfBar = (data: ChartsData, index: number) => data.settlementByMonth?.[index]?.month;

const plantTypeText = (v: string) => bizDictText('cwxt_plant_type', v);

export const energyByTypeItems = (data: ChartsData): ChartItem[] =>
  (data.energyByPlantType ?? []).map((r) => ({
    name: plantTypeText(r.plantType),
    value: Number(r.energyKwh),
    display: energyText(r.energyKwh),
  }));

/** 各类型电厂上网电量. */
export const energyByTypeOption = (data: ChartsData, { narrow }: Narrow = {}) =>
  categoryBarOption({ title: '上网电量', items: energyByTypeItems(data), narrow });

export const invoiceTypeItems = (data: ChartsData): ChartItem[] =>
  (data.invoicesByType ?? []).map((r) => ({
    name: `${bizDictText('cwxt_invoice_type', r.invoiceType)}（${r.count}张）`,
    value: Number(r.total),
    display: moneyText(r.total),
  }));

/** 各类型发票金额: slices by invoice type. */
export const invoiceTypeOption = (data: ChartsData, { narrow }: Narrow = {}) =>
  pieOption({ title: '发票金额', items: invoiceTypeItems(data), narrow });

export const topPlantItems = (data: ChartsData): ChartItem[] =>
  (data.topPlants ?? []).map((r) => ({
    name: r.plantName,
    value: Number(r.amount),
    display: moneyText(r.amount),
  }));

/** 结算金额前10名电厂 (click → that plant's settlement tasks). */
export const topPlantsOption = (data: ChartsData, { narrow }: Narrow = {}) =>
  rankingOption({ title: '结算金额', items: topPlantItems(data), narrow });

export const plantOfBar = (data: ChartsData, index: number) => data.topPlants?.[index]?.plantId;

/** The settlement status mix of a month, slices by count (empty statuses are left out). */
export function statusMixRows(data: AnalysisData) {
  return pieItems(
    (data.settlementByStatus ?? []).map((r) => ({
      status: r.status,
      name: bizDictText('cwxt_settle_status', r.status),
      value: r.count,
      display: `${r.count}笔 ${moneyText(r.amount)}`,
    })),
  );
}

/** 本月结算进度 (click a slice → that month's tasks in that status). */
export const statusMixOption = (data: AnalysisData, { narrow }: Narrow = {}) =>
  pieOption({ title: `${data.month} 结算状态`, items: statusMixRows(data), narrow });

/** 电厂类型与装机容量. */
export const plantsByTypeOption = (data: AnalysisData, { narrow }: Narrow = {}) =>
  categoryBarOption({
    title: '装机容量',
    narrow,
    items: (data.plantsByType ?? []).map((r) => ({
      name: `${plantTypeText(r.plantType)}（${r.count}座）`,
      value: Number(r.capacityMw),
      display: capacityText(r.capacityMw),
    })),
  });

/** 近12个月发票金额: one bar series per status group. */
export function invoicesByMonthOption(data: AnalysisData, { narrow }: Narrow = {}): ChartOption {
  const rows = data.invoicesByMonth ?? [];
  return monthlyOption({
    narrow,
    months: rows.map((r) => r.month),
    series: (['open', 'submitted', 'accepted'] as const).map((g) => ({
      name: INVOICE_GROUPS[g].title,
      values: rows.map((r) => r[g]),
      format: moneyText,
    })),
  });
}

/** The monitor findings present in the payload, in the fixed order. */
export function monitorKeys(data: MonitorData): MonitorKey[] {
  return (Object.keys(MONITOR_TITLES) as MonitorKey[]).filter((k) => data[k]);
}

/** 运行监控: a bar per finding, its count (click → the page that handles it). */
export function monitorCountsOption(data: MonitorData, { narrow }: Narrow = {}): ChartOption {
  const items = monitorKeys(data).map((k) => ({
    name: MONITOR_TITLES[k],
    value: data[k]!.count,
    display: `${data[k]!.count} 项`,
  }));
  return categoryBarOption({ title: '数量', items, color: '#cf1322', narrow });
}

/** The page a finding's bar opens: the one its items are handled on (none when there are none). */
export function monitorPathOf(data: MonitorData, index: number): string | undefined {
  const key = monitorKeys(data)[index];
  return key ? data[key]?.items[0]?.path : undefined;
}

/** 发票统计: by month a bar per month, by plant a ranking, by type bars; 价税合计 in the tooltip. */
export function invoiceStatsOption(
  stats: {
    groupBy: 'month' | 'plant' | 'type';
    rows: ReadonlyArray<{ key: string; label: string; totalAmount: string }>;
  },
  { narrow }: Narrow = {},
): ChartOption {
  if (stats.groupBy === 'month') {
    return monthlyOption({
      narrow,
      months: stats.rows.map((r) => r.key),
      series: [
        {
          name: '价税合计',
          values: stats.rows.map((r) => r.totalAmount),
          format: moneyText,
          color: '#fa8c16',
        },
      ],
    });
  }
  const items = stats.rows.map((r) => ({
    name: r.label,
    value: Number(r.totalAmount),
    display: moneyText(r.totalAmount),
  }));
  return stats.groupBy === 'plant'
    ? rankingOption({ title: '价税合计', items, color: '#fa8c16', narrow })
    : categoryBarOption({ title: '价税合计', items, color: '#fa8c16', narrow });
}
