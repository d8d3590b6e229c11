import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import AnalysisPage from '../../../../src/mobile/pages/dashboard/analysis-page';
import TaskBoardPage from '../../../../src/mobile/pages/dashboard/task-board-page';
import WorkplacePage from '../../../../src/mobile/pages/dashboard/workplace-page';
import {
  businessMonth,
  shiftMonth,
  type TodoData,
  type TodoItem,
} from '../../../../src/shared/domain/business/dashboard';
import { fail, fakeApi, ok } from '../support/fake-api';
import { renderPhone } from '../support/render-phone';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const month = businessMonth(new Date());
const confirmItem: TodoItem = {
  kind: 'confirmTask',
  id: 't1',
  title: '华能某某电厂 2026-10 电费结算',
  plantName: '华能某某电厂',
  amount: '1000.10',
  deadline: '2026-11-25',
  overdue: false,
  path: '/dfgl/task',
  action: 'confirm',
};
const noticeItem: TodoItem = {
  kind: 'answerNotice',
  id: 'n1',
  title: '关于报送月度电量的通知',
  plantName: '华能某某电厂',
  amount: null,
  deadline: '2020-01-01',
  overdue: true,
  path: '/gzxt/feedback',
  action: null,
};
const page = (ui: React.ReactNode) => renderPhone(<MemoryRouter>{ui}</MemoryRouter>);

describe('phone home', () => {
  it('puts my to-dos first; 确认 asks, posts {id} and refreshes the list and figures', async () => {
    let confirmed = false;
    api = fakeApi({
      'GET /cwxt/dashboard/todo': () =>
        ok<TodoData>(
          confirmed
            ? { counts: { confirmTask: 0, answerNotice: 1 }, items: [noticeItem] }
            : { counts: { confirmTask: 1, answerNotice: 1 }, items: [confirmItem, noticeItem] },
        ),
      'GET /cwxt/dashboard/analysis': () =>
        ok({ month, cards: { monthAmount: confirmed ? '0.00' : '1000.10' } }),
      'POST /cwxt/settlement/confirm': () => {
        confirmed = true;
        return ok(null, '确认成功');
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    page(<AnalysisPage route={null} />);
    const todo = await screen.findByRole('region', { name: '我的待办' });
    expect(within(todo).getByText('待确认结算 1')).toBeInTheDocument();
    expect(within(todo).getByText('¥1,000.10 · 截止 2026-11-25')).toBeInTheDocument();
    expect(within(todo).getByText('截止 2020-01-01 · 已逾期')).toBeInTheDocument();
    // Only actionable items get a button; the notice opens its page.
    expect(within(todo).getAllByRole('button', { name: '确认' })).toHaveLength(1);
    expect(await screen.findByRole('region', { name: '业务概况' })).toHaveTextContent('¥1,000.10');

    await user.click(within(todo).getByRole('button', { name: '确认' }));
    expect(
      await screen.findByText('确认「华能某某电厂 2026-10 电费结算」的结算金额 ¥1,000.10 无误？'),
    ).toBeInTheDocument();
    expect(api.called('POST', '/cwxt/settlement/confirm')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api!.called('POST', '/cwxt/settlement/confirm')).toHaveLength(1));
    expect(api.called('POST', '/cwxt/settlement/confirm')[0]!.body).toEqual({ id: 't1' });
    await waitFor(() => expect(within(todo).queryByRole('button', { name: '确认' })).not.toBeInTheDocument());
    expect(within(todo).getByText('待确认结算 0')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: '业务概况' })).toHaveTextContent('¥0.00'));
    // The dialog animates out; the next test must not find its buttons.
    await waitFor(() => expect(screen.queryByRole('button', { name: '确定' })).not.toBeInTheDocument());
  });

  it('keeps the item when the action fails and shows no to-do block to a user without work', async () => {
    api = fakeApi({
      'GET /cwxt/dashboard/todo': () =>
        ok<TodoData>({
          counts: { verifyInvoice: 1 },
          items: [{ ...confirmItem, kind: 'verifyInvoice', id: 'i1', action: 'verify', title: '发票 1' }],
        }),
      'GET /cwxt/dashboard/analysis': () => ok({ month, cards: {} }),
      'POST /cwxt/invoice/verify': () => fail('发票状态已变化，请刷新'),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    page(<AnalysisPage route={null} />);
    const todo = await screen.findByRole('region', { name: '我的待办' });
    await user.click(within(todo).getByRole('button', { name: '审核通过' }));
    const question = await screen.findByText('审核通过「发票 1」（价税合计 ¥1,000.10）？');
    await user.click(
      within(question.closest('.adm-dialog') as HTMLElement).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(api!.called('POST', '/cwxt/invoice/verify')).toHaveLength(1));
    expect(await screen.findByText('发票状态已变化，请刷新')).toBeInTheDocument();
    expect(api.called('POST', '/cwxt/invoice/verify')[0]!.body).toEqual({ id: 'i1' });
    expect(within(todo).getByText('发票 1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '业务概况' })).not.toBeInTheDocument();
  });
});

describe('phone 任务看板 and 工作台', () => {
  it('groups the month’s tasks by state and switches months', async () => {
    api = fakeApi({
      'GET /cwxt/dashboard/board': () =>
        ok({
          month,
          cards: [
            {
              id: 't1',
              plantId: 'p1',
              plantName: '华能某某电厂',
              amount: '1000.10',
              deadline: null,
              status: 'disputed',
            },
          ],
        }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    page(<TaskBoardPage route={null} />);
    const disputed = await screen.findByRole('region', { name: '电厂有异议' });
    expect(within(disputed).getByText('华能某某电厂')).toBeInTheDocument();
    expect(within(disputed).getByText('¥1,000.10')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '待确认' })).getByText('暂无任务')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下个月' }));
    expect(await screen.findByText(`${shiftMonth(month, 1)} 结算任务`)).toBeInTheDocument();
  });

  it('lists recent actions and notices', async () => {
    api = fakeApi({
      'GET /cwxt/dashboard/todo': () => ok({ counts: {}, items: [] }),
      'GET /cwxt/dashboard/workplace': () =>
        ok({
          recent: [
            {
              kind: 'settlement',
              id: 't1',
              text: '结算 华能某某电厂 2026-10：电厂已确认',
              time: '2026-11-01 10:00:00',
              path: '/dfgl/task',
            },
          ],
          notices: [
            {
              id: 'n1',
              title: '关于报送月度电量的通知',
              publishTime: '2026-11-01 09:00:00',
              replyDeadline: null,
            },
          ],
        }),
    });
    page(<WorkplacePage route={null} />);
    expect(
      await within(await screen.findByRole('region', { name: '最近操作' })).findByText(
        '结算 华能某某电厂 2026-10：电厂已确认',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '最新通知' })).getByText('关于报送月度电量的通知'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '我的待办' })).not.toBeInTheDocument();
  });
});
