import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import MobileLedgerPage from '../../../../src/mobile/pages/cwxt/dfgl/ledger-page';
import MobileSettlementTaskPage from '../../../../src/mobile/pages/cwxt/dfgl/settlement-task-page';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { fakeSettlement, PENDING, seedSettleDicts } from '../../desktop/cwxt/dfgl/settlement-fixtures';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { renderPhone } from '../support/render-phone';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();
const PLANTS = [
  { value: 'p1', label: '华能某某电厂', code: 'HN01' },
  { value: 'p2', label: '大唐二号电厂', code: 'DT02' },
];

const lastList = (path: string) => requestsTo(backend.server, 'GET', path).at(-1)!.params;

async function openSettlements() {
  fakeSettlement(backend.server, [PENDING]);
  backend.server.on('GET /cwxt/plant/options', () => ok(PLANTS, '', 0));
  renderPhone(
    <MemoryRouter>
      <MobileSettlementTaskPage />
    </MemoryRouter>,
  );
  await screen.findByLabelText('电费金额 ¥1,234.50');
}

/** 筛选 → 电厂 → a plant by its name in the list (searched first when `search` is given). */
async function pickPlant(name: string, search?: string) {
  await userEvent.click(screen.getByRole('button', { name: '筛选' }));
  const sheet = await screen.findByRole('dialog', { name: '筛选' });
  await userEvent.click(within(sheet).getByRole('button', { name: '电厂 全部电厂' }));
  const chooser = await screen.findByRole('dialog', { name: '选择电厂' });
  if (search) await userEvent.type(within(chooser).getByRole('searchbox'), search);
  await userEvent.click(await within(chooser).findByRole('option', { name }));
  return sheet;
}

describe('phone filter on 结算任务 and 电费台账', { timeout: 30_000 }, () => {
  beforeEach(() => {
    seedSettleDicts();
    grant(PERM.settlement.list, PERM.ledger.list);
  });

  it('筛选 → 电厂 sends the chosen plant id (not its name) and shows it as a chip', async () => {
    await openSettlements();
    const sheet = await pickPlant('大唐二号电厂', '大唐');
    expect(within(sheet).getByRole('button', { name: '电厂 大唐二号电厂' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(lastList('/cwxt/settlement/list')).toMatchObject({ pageNo: 1, plantId: 'p2' }),
    );
    const chips = screen.getByRole('group', { name: '已选筛选' });
    expect(within(chips).getByRole('button', { name: '移除 电厂：大唐二号电厂' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '筛选' })).toHaveAttribute('data-active', 'true');
  });

  it('status chips and a month range filter; a chip’s × removes just that filter', async () => {
    await openSettlements();
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    const status = within(sheet).getByRole('group', { name: '状态' });
    await userEvent.click(await within(status).findByText('电厂有异议'));
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(lastList('/cwxt/settlement/list')).toMatchObject({ status: 'disputed' }));
    await pickPlant('华能某某电厂');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(lastList('/cwxt/settlement/list')).toMatchObject({ status: 'disputed', plantId: 'p1' }),
    );
    const chips = screen.getByRole('group', { name: '已选筛选' });
    await userEvent.click(within(chips).getByRole('button', { name: '移除 状态：电厂有异议' }));
    await waitFor(() => expect(lastList('/cwxt/settlement/list')).not.toHaveProperty('status'));
    expect(lastList('/cwxt/settlement/list')).toMatchObject({ plantId: 'p1' });
    expect(within(chips).queryByRole('button', { name: /状态/ })).toBeNull();
    expect(within(chips).getByRole('button', { name: '移除 电厂：华能某某电厂' })).toBeInTheDocument();
    // The last chip gone: no chips row, 筛选 no longer marked.
    await userEvent.click(within(chips).getByRole('button', { name: '移除 电厂：华能某某电厂' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: '已选筛选' })).toBeNull());
    expect(lastList('/cwxt/settlement/list')).not.toHaveProperty('plantId');
    expect(screen.getByRole('button', { name: '筛选' })).toHaveAttribute('data-active', 'false');
  });

  it('a month range opened from a chart shows as one chip; a start after the end is refused', async () => {
    fakeSettlement(backend.server, [PENDING]);
    renderPhone(
      <MemoryRouter initialEntries={['/dfgl/task?settleMonth=2026-05,2026-03']}>
        <MobileSettlementTaskPage />
      </MemoryRouter>,
    );
    await screen.findByLabelText('电费金额 ¥1,234.50');
    expect(screen.getByRole('button', { name: '移除 结算月份：2026-05 至 2026-03' })).toBeInTheDocument();
    const before = requestsTo(backend.server, 'GET', '/cwxt/settlement/list').length;
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    expect(within(sheet).getByRole('button', { name: '结算月份起 2026-05' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('结算月份的开始不能晚于结束');
    expect(requestsTo(backend.server, 'GET', '/cwxt/settlement/list')).toHaveLength(before);
    // 清除 the range, then 确定 searches without it.
    await userEvent.click(within(sheet).getByRole('button', { name: '清除结算月份' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/cwxt/settlement/list')).toHaveLength(before + 1),
    );
    expect(lastList('/cwxt/settlement/list')).not.toHaveProperty('settleMonth_begin');
  });

  it('the search bar finds plants by name; a name no plant has is said and searches nothing', async () => {
    await openSettlements();
    const bar = screen.getByPlaceholderText('搜索电厂名称');
    await userEvent.type(bar, '大唐{Enter}');
    await waitFor(() => expect(lastList('/cwxt/settlement/list')).toMatchObject({ plantId: 'p2' }));
    expect(screen.getByRole('button', { name: '移除 电厂：大唐二号电厂' })).toBeInTheDocument();
    const before = requestsTo(backend.server, 'GET', '/cwxt/settlement/list').length;
    await userEvent.type(bar, '国电{Enter}');
    expect(await screen.findByText('没有名称包含“国电”的电厂')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/cwxt/settlement/list')).toHaveLength(before);
    // Several matches: all of them (IN).
    await userEvent.clear(bar);
    await userEvent.type(bar, '电厂{Enter}');
    await waitFor(() => expect(lastList('/cwxt/settlement/list')).toMatchObject({ plantId: 'p1,p2' }));
  });

  it('电费台账: 筛选 → 电厂 sends the plant id too', async () => {
    backend.server.on('GET /cwxt/ledger/list', () => ok({ records: [], total: 0 }, '', 0));
    backend.server.on('GET /cwxt/plant/options', () => ok(PLANTS, '', 0));
    renderPhone(
      <MemoryRouter>
        <MobileLedgerPage />
      </MemoryRouter>,
    );
    await screen.findByText('暂无数据');
    await pickPlant('华能某某电厂');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(lastList('/cwxt/ledger/list')).toMatchObject({ plantId: 'p1' }));
  });
});
