import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import ChartPage from '../../../../src/mobile/pages/dashboard/chart-page';
import MonitorPage from '../../../../src/mobile/pages/dashboard/monitor-page';
import type { AnalysisData, ChartsData, MonitorData } from '../../../../src/shared/domain/business/dashboard';
import { categoriesOf, chartNamed, seriesDataOf } from '../../shared/fake-echarts';
import { fail, fakeApi, ok } from '../support/fake-api';
import { renderPhone } from '../support/render-phone';

vi.mock('../../../../src/shared/charts/load-echarts', () => import('../../shared/fake-echarts'));

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function Where() {
  const l = useLocation();
  return <div data-testid="location">{l.pathname + l.search}</div>;
}
const page = (ui: React.ReactNode) =>
  renderPhone(
    <MemoryRouter>
      {ui}
      <Where />
    </MemoryRouter>,
  );

const charts: ChartsData = {
  months: ['2026-09', '2026-10'],
  settlementByMonth: [
    { month: '2026-09', amount: '1000.10', energyKwh: '1.000' },
    { month: '2026-10', amount: '20.00', energyKwh: '2.000' },
  ],
  topPlants: [
    { plantId: 'p-1', plantName: '华能某某电厂', amount: '1000.10' },
    { plantId: 'p-2', plantName: '大唐某某水电站', amount: '20.00' },
  ],
};
const analysis: AnalysisData = {
  month: '2026-10',
  cards: {},
  settlementByStatus: [
    { status: 'pending', count: 0, amount: '0.00' },
    { status: 'confirmed', count: 3, amount: '20.00' },
  ],
};

describe('phone 统计图表', () => {
  it('draws the monthly trend, the status mix and the plant ranking for 360 px; taps drill down', async () => {
    api = fakeApi({
      'GET /cwxt/dashboard/charts': () => ok(charts),
      'GET /cwxt/dashboard/analysis': () => ok(analysis),
    });
    page(<ChartPage route={null} />);
    const trend = await chartNamed('近12个月结算金额');
    expect(categoriesOf(trend.option)).toEqual(['2026-09', '2026-10']);
    // Built for the phone: smaller tick labels.
    expect(trend.option.xAxis).toMatchObject({ axisLabel: { interval: 0, fontSize: 10 } });
    trend.click({ dataIndex: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent('/dfgl/task?settleMonth=2026-10');

    const status = await chartNamed('本月结算状态');
    expect(seriesDataOf(status.option)).toEqual([{ name: '电厂已确认', value: 3 }]);
    status.click({ dataIndex: 0 });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dfgl/task?settleMonth=2026-10&status=confirmed',
    );

    const plants = await chartNamed('结算金额前10名电厂');
    expect(categoriesOf(plants.option, 'yAxis')).toEqual(['华能某某电厂', '大唐某某水电站']);
    plants.click({ dataIndex: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent('/dfgl/task?plantId=p-2');
    expect(screen.queryByText('请在电脑端使用')).not.toBeInTheDocument();
  });

  it('shows loading, then the failure with 重试, then says when there is nothing to show', async () => {
    let broken = true;
    api = fakeApi({
      'GET /cwxt/dashboard/charts': () => (broken ? fail('统计服务暂不可用') : ok({ months: [] })),
      'GET /cwxt/dashboard/analysis': () => ok({ month: '2026-10', cards: {} }),
    });
    page(<ChartPage route={null} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByText('统计服务暂不可用')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('您没有可查看的统计数据')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '近12个月结算金额' })).not.toBeInTheDocument();
  });
});

describe('phone 运行监控', () => {
  it('charts the findings; a tap opens the page that handles them; the oldest items are listed', async () => {
    const data: MonitorData = {
      month: '2026-10',
      overdueTasks: {
        count: 2,
        items: [{ id: 't1', title: '华能某某电厂 2026-09', detail: '截止 2026-09-10', path: '/dfgl/task' }],
      },
      staleFeedback: { count: 0, items: [] },
    };
    api = fakeApi({ 'GET /cwxt/dashboard/monitor': () => ok(data) });
    page(<MonitorPage route={null} />);
    const counts = await chartNamed('监控项数量');
    expect(categoriesOf(counts.option)).toEqual(['逾期未确认结算', '反馈待处理超过7天']);
    expect(seriesDataOf(counts.option)).toEqual([2, 0]);
    counts.click({ dataIndex: 0 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dfgl\/task$/);
    expect(screen.getByRole('region', { name: '逾期未确认结算（2）' })).toHaveTextContent('截止 2026-09-10');
    await userEvent.click(screen.getByText('华能某某电厂 2026-09'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dfgl/task?id=t1');
  });

  it('says so when the caller may read no finding', async () => {
    api = fakeApi({ 'GET /cwxt/dashboard/monitor': () => ok({ month: '2026-10' }) });
    page(<MonitorPage route={null} />);
    expect(await screen.findByText('您没有可查看的监控数据')).toBeInTheDocument();
  });
});
