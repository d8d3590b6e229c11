import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AnalysisPage from '../../../../src/desktop/pages/dashboard/analysis-page';
import ChartPage from '../../../../src/desktop/pages/dashboard/chart-page';
import MonitorPage from '../../../../src/desktop/pages/dashboard/monitor-page';
import TaskBoardPage from '../../../../src/desktop/pages/dashboard/task-board-page';
import WorkplacePage from '../../../../src/desktop/pages/dashboard/workplace-page';
import {
  businessMonth,
  shiftMonth,
  type AnalysisData,
  type BoardData,
  type MonitorData,
  type TodoData,
} from '../../../../src/shared/domain/business/dashboard';
import { mockNetwork, ok, renderDesktop } from '../desktop-test-utils';
import { categoriesOf, chartNamed, seriesDataOf } from '../../shared/fake-echarts';

vi.mock('../../../../src/shared/charts/load-echarts', () => import('../../shared/fake-echarts'));

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => net?.restore());

const month = businessMonth(new Date());

const analysis: AnalysisData = {
  month,
  cards: { plantCount: 3, capacityMw: '1234.500', monthAmount: '1000.10', unpaidAmount: '400.50' },
  plantsByType: [{ plantType: 'storage', count: 3, capacityMw: '1234.500' }],
  settlementByStatus: [
    { status: 'pending', count: 1, amount: '1000.10' },
    { status: 'disputed', count: 0, amount: '0.00' },
    { status: 'confirmed', count: 0, amount: '0.00' },
    { status: 'invoiced', count: 0, amount: '0.00' },
    { status: 'settled', count: 0, amount: '0.00' },
  ],
  invoicesByMonth: [{ month, open: '226.00', submitted: '565.62', accepted: '0.00' }],
};

const todo: TodoData = {
  counts: { confirmTask: 1 },
  items: [
    {
      kind: 'confirmTask',
      id: 't1',
      title: '华能某某电厂 2026-10 电费结算',
      plantName: '华能某某电厂',
      amount: '1000.10',
      deadline: '2020-01-01',
      overdue: true,
      path: '/dfgl/task',
      action: 'confirm',
    },
  ],
};

describe('desktop 首页 (analysis)', () => {
  it('shows the headline figures, the to-dos as links and the charts once their chunk loads', async () => {
    net = mockNetwork((req) => {
      if (req.url === '/cwxt/dashboard/analysis') return ok(analysis);
      if (req.url === '/cwxt/dashboard/todo') return ok(todo);
      return undefined;
    });
    renderDesktop(<AnalysisPage />);
    expect(
      await screen.findByText('¥1,000.10', {
        selector: '.ant-statistic-content-value, .ant-statistic-content-value *',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('1,234.500')).toBeInTheDocument();
    expect(screen.getByText('¥400.50')).toBeInTheDocument();
    expect(await screen.findByText('待确认结算 1')).toBeInTheDocument();
    expect(screen.getByText('已逾期')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '华能某某电厂 2026-10 电费结算' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dfgl/task?id=t1');
    const types = await chartNamed('电厂类型与装机容量');
    expect(categoriesOf(types.option)).toEqual(['储能（3座）']);
    const status = await chartNamed('本月结算进度');
    expect(seriesDataOf(status.option)).toEqual([{ name: '待确认', value: 1 }]);
    const invoices = await chartNamed('近12个月发票金额');
    expect(categoriesOf(invoices.option)).toEqual([month]);
    expect(invoices.option.legend).toMatchObject({ data: ['待提交', '待审核', '已审核'] });
    // A slice opens this month's tasks in that status.
    status.click({ dataIndex: 0 });
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/dfgl/task?settleMonth=${month}&status=pending`,
    );
  });

  it('hides the business sections the caller may not read', async () => {
    net = mockNetwork((req) => {
      if (req.url === '/cwxt/dashboard/analysis') return ok({ month, cards: {} });
      if (req.url === '/cwxt/dashboard/todo') return ok({ counts: {}, items: [] });
      return undefined;
    });
    renderDesktop(<AnalysisPage />);
    expect(await screen.findByText('快捷入口')).toBeInTheDocument();
    await waitFor(() => expect(net!.requests.some((r) => r.url === '/cwxt/dashboard/todo')).toBe(true));
    expect(screen.queryByText('我的待办')).not.toBeInTheDocument();
    expect(screen.queryByText('本月结算金额')).not.toBeInTheDocument();
  });
});

describe('desktop 任务看板', () => {
  it('shows a column per state with plant cards, and switches months', async () => {
    const board: BoardData = {
      month,
      cards: [
        {
          id: 't1',
          plantId: 'p1',
          plantName: '华能某某电厂',
          amount: '1000.10',
          deadline: '2026-01-10',
          status: 'pending',
        },
        {
          id: 't2',
          plantId: 'p2',
          plantName: '大唐某某水电站',
          amount: '20.00',
          deadline: null,
          status: 'settled',
        },
      ],
    };
    net = mockNetwork((req) => (req.url === '/cwxt/dashboard/board' ? ok(board) : undefined));
    renderDesktop(<TaskBoardPage />);
    const pending = await screen.findByRole('region', { name: '待确认' });
    expect(within(pending).getByRole('link', { name: /^华能某某电厂/ })).toHaveTextContent('¥1,000.10');
    expect(
      within(screen.getByRole('region', { name: '已结算' })).getByText('大唐某某水电站'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '电厂有异议' })).getByText('暂无任务'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '上个月' }));
    await waitFor(() =>
      expect(
        net!.requests.some((r) => (r.params as { month?: string }).month === shiftMonth(month, -1)),
      ).toBe(true),
    );
    expect(screen.getByText(`${shiftMonth(month, -1)} 结算任务`)).toBeInTheDocument();
  });
});

describe('desktop 运行监控', () => {
  it('shows each finding with its count and items linking to the page', async () => {
    const data: MonitorData = {
      month,
      overdueTasks: {
        count: 4,
        items: [{ id: 't1', title: '华能某某电厂 2026-09', detail: '截止 2026-09-10', path: '/dfgl/task' }],
      },
      idlePlants: { count: 0, items: [] },
    };
    net = mockNetwork((req) => (req.url === '/cwxt/dashboard/monitor' ? ok(data) : undefined));
    renderDesktop(<MonitorPage />);
    const counts = await chartNamed('监控项数量');
    expect(categoriesOf(counts.option)).toEqual(['逾期未确认结算', '本月未开立结算的电厂']);
    expect(seriesDataOf(counts.option)).toEqual([4, 0]);
    // A finding without items has no page to open.
    counts.click({ dataIndex: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    counts.click({ dataIndex: 0 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dfgl\/task$/);
    const overdue = await screen.findByRole('region', { name: '逾期未确认结算' });
    expect(within(overdue).getByText('4')).toBeInTheDocument();
    fireEvent.click(within(overdue).getByRole('link', { name: '华能某某电厂 2026-09' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dfgl/task?id=t1');
    expect(screen.getByRole('region', { name: '本月未开立结算的电厂' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '发票待审核超过3天' })).not.toBeInTheDocument();
  });
});

describe('desktop 统计图表 and 工作台', () => {
  it('says so when there is nothing the caller may read', async () => {
    net = mockNetwork((req) => (req.url === '/cwxt/dashboard/charts' ? ok({ months: [month] }) : undefined));
    renderDesktop(<ChartPage />);
    expect(await screen.findByText('您没有可查看的统计数据')).toBeInTheDocument();
  });

  it('shows the server message with 重试 when the figures fail to load', async () => {
    let fail = true;
    net = mockNetwork((req) =>
      req.url === '/cwxt/dashboard/charts'
        ? fail
          ? { body: { success: false, message: '统计服务暂不可用', code: 500 } }
          : ok({ months: [month] })
        : undefined,
    );
    renderDesktop(<ChartPage />);
    expect(await screen.findByText('统计服务暂不可用')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('您没有可查看的统计数据')).toBeInTheDocument();
  });

  it('draws the monthly trend, top plants and invoice types; bars drill down to the settlement list', async () => {
    net = mockNetwork((req) =>
      req.url === '/cwxt/dashboard/charts'
        ? ok({
            months: [month],
            settlementByMonth: [{ month, amount: '1500.65', energyKwh: '1500.000' }],
            energyByPlantType: [],
            invoicesByType: [{ invoiceType: 'special', count: 2, total: '791.62' }],
            topPlants: [{ plantId: 'p1', plantName: '华能某某电厂', amount: '1500.65' }],
          })
        : undefined,
    );
    renderDesktop(<ChartPage />);
    expect(screen.getByText('统计图表')).toBeInTheDocument();
    const top = await chartNamed('结算金额前10名电厂');
    expect(categoriesOf(top.option, 'yAxis')).toEqual(['华能某某电厂']);
    const tooltip = top.option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 0, seriesIndex: 0 }])).toContain('¥1,500.65');
    const invoices = await chartNamed('各类型发票金额');
    expect(invoices.option.legend).toMatchObject({ data: ['增值税专用发票（2张）'] });
    const trend = await chartNamed('近12个月结算金额');
    expect(categoriesOf(trend.option)).toEqual([month]);
    trend.click({ dataIndex: 0 });
    expect(screen.getByTestId('location')).toHaveTextContent(`/dfgl/task?settleMonth=${month}`);
    top.click({ dataIndex: 0 });
    expect(screen.getByTestId('location')).toHaveTextContent('/dfgl/task?plantId=p1');
  });

  it('lists my recent actions and the latest notices', async () => {
    net = mockNetwork((req) => {
      if (req.url === '/cwxt/dashboard/workplace')
        return ok({
          recent: [
            {
              kind: 'invoice',
              id: 'i1',
              text: '提交发票 DASH0001',
              time: '2026-11-01 10:00:00',
              path: '/fpgl/ledger',
            },
          ],
          notices: [
            {
              id: 'n1',
              title: '关于报送月度电量的通知',
              publishTime: '2026-11-01 09:00:00',
              replyDeadline: '2026-11-10',
            },
          ],
        });
      if (req.url === '/cwxt/dashboard/todo') return ok({ counts: {}, items: [] });
      return undefined;
    });
    renderDesktop(<WorkplacePage />);
    fireEvent.click(await screen.findByRole('link', { name: '提交发票 DASH0001' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fpgl/ledger?id=i1');
    expect(screen.getByText('关于报送月度电量的通知')).toBeInTheDocument();
    expect(screen.getByText('回复截止 2026-11-10')).toBeInTheDocument();
  });
});
