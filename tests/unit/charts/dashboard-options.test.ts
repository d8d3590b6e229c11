import { describe, expect, it } from 'vitest';
import {
  invoiceStatsOption,
  monitorCountsOption,
  monitorPathOf,
  monthOfBar,
  plantOfBar,
  settlementHref,
  settlementTrendOption,
  statusMixOption,
  statusMixRows,
} from '../../../src/shared/charts/dashboard-options';
import type { AnalysisData, ChartsData, MonitorData } from '../../../src/shared/domain/business/dashboard';
import { settlementTaskSchema } from '../../../src/shared/domain/resources/settlement-task';
import { toQueryParam } from '../../../src/shared/hooks/list-page/search-params';
import { filteredListHref, urlSearchValues } from '../../../src/shared/hooks/list-page/url-search';

type Fn = (...args: unknown[]) => string;

const charts: ChartsData = {
  months: ['2026-09', '2026-10'],
  settlementByMonth: [
    { month: '2026-09', amount: '1000.10', energyKwh: '2000.000' },
    { month: '2026-10', amount: '0.00', energyKwh: '0.000' },
  ],
  topPlants: [{ plantId: 'p-1', plantName: '华能某某电厂', amount: '1000.10' }],
};

const analysis: AnalysisData = {
  month: '2026-10',
  cards: {},
  settlementByStatus: [
    { status: 'pending', count: 0, amount: '0.00' },
    { status: 'disputed', count: 2, amount: '30.00' },
  ],
};

describe('dashboard charts', () => {
  it('the monthly trend has a bar per month and a bar leads to that month', () => {
    const option = settlementTrendOption(charts, { narrow: true });
    expect(option.xAxis).toMatchObject({ data: ['2026-09', '2026-10'], axisLabel: { fontSize: 10 } });
    expect(monthOfBar(charts, 1)).toBe('2026-10');
    expect(settlementHref({ settleMonth: '2026-10' })).toBe('/dfgl/task?settleMonth=2026-10');
  });

  it('the status mix names statuses from the dictionary and a slice leads to status and month', () => {
    const rows = statusMixRows(analysis);
    expect(rows.map((r) => [r.status, r.name])).toEqual([['disputed', '电厂有异议']]);
    const option = statusMixOption(analysis);
    expect((option.tooltip as { formatter: Fn }).formatter({ dataIndex: 0, percent: 100 })).toContain(
      '2笔 ¥30.00',
    );
    expect(settlementHref({ settleMonth: analysis.month, status: rows[0]!.status })).toBe(
      '/dfgl/task?settleMonth=2026-10&status=disputed',
    );
  });

  it('a plant bar leads to that plant', () => {
    expect(plantOfBar(charts, 0)).toBe('p-1');
    expect(settlementHref({ plantId: 'p-1' })).toBe('/dfgl/task?plantId=p-1');
  });

  it('monitor bars count the findings present and open the page that handles them', () => {
    const data: MonitorData = {
      month: '2026-10',
      overdueTasks: { count: 3, items: [{ id: 't', title: 'x', detail: '', path: '/dfgl/task' }] },
      idlePlants: { count: 0, items: [] },
    };
    const option = monitorCountsOption(data);
    expect(option.xAxis).toMatchObject({ data: ['逾期未确认结算', '本月未开立结算的电厂'] });
    expect((option.series as Array<{ data: number[] }>)[0]?.data).toEqual([3, 0]);
    expect(monitorPathOf(data, 0)).toBe('/dfgl/task');
    expect(monitorPathOf(data, 1)).toBeUndefined();
  });

  it('invoice statistics by month, plant and type', () => {
    const rows = [{ key: '2026-10', label: '2026-10', totalAmount: '226.00' }];
    expect(invoiceStatsOption({ groupBy: 'month', rows }).xAxis).toMatchObject({ data: ['2026-10'] });
    expect(invoiceStatsOption({ groupBy: 'plant', rows }).yAxis).toMatchObject({ inverse: true });
    expect(invoiceStatsOption({ groupBy: 'type', rows }).xAxis).toMatchObject({ type: 'category' });
  });
});

describe('drill-down filters in the URL', () => {
  it('reads only search fields; one month means that month at both ends', () => {
    const values = urlSearchValues(
      settlementTaskSchema,
      '?settleMonth=2026-10&status=pending&amount=5&plantId=p-1',
    );
    expect(values).toEqual({ settleMonth: ['2026-10', '2026-10'], status: 'pending', plantId: 'p-1' });
    expect(toQueryParam(settlementTaskSchema, values)).toEqual({
      settleMonth_begin: '2026-10',
      settleMonth_end: '2026-10',
      status: 'pending',
      plantId: 'p-1',
    });
    expect(urlSearchValues(settlementTaskSchema, '?settleMonth=2026-01,2026-03').settleMonth).toEqual([
      '2026-01',
      '2026-03',
    ]);
    expect(filteredListHref('/dfgl/task', { status: '' })).toBe('/dfgl/task');
  });
});
