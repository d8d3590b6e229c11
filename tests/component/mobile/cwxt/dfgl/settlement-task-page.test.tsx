import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import MobileSettlementTaskPage from '../../../../../src/mobile/pages/cwxt/dfgl/settlement-task-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import {
  fakeSettlement,
  INVOICED,
  PENDING,
  seedSettleDicts,
} from '../../../desktop/cwxt/dfgl/settlement-fixtures';
import { MemoryRouter } from 'react-router-dom';
import { renderPhone } from '../../support/render-phone';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

describe('结算任务 (phone)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    seedSettleDicts();
    grant(PERM.settlement.list, PERM.settlement.confirm, PERM.settlement.dispute, PERM.settlement.log);
  });

  it('opens a pending task full screen with 确认结算 / 提出异议; a dispute needs a reason', async () => {
    fakeSettlement(backend.server, [PENDING, INVOICED]);
    renderPhone(
      <MemoryRouter>
        <MobileSettlementTaskPage />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('article', { name: '华能某某电厂 · 2026-11' });
    expect(within(card).getByLabelText('电费金额 ¥1,234.50')).toBeInTheDocument();
    // The invoiced task holds no step for the plant: 查看, not 办理.
    const other = screen.getByRole('article', { name: '华能某某电厂 · 2026-09' });
    expect(within(other).getByRole('button', { name: '查看' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '办理' }));
    expect(await screen.findByText('办理结算任务')).toBeInTheDocument();
    expect(await screen.findByText('开立（待确认）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认结算' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提出异议' }));
    await userEvent.click(screen.getByRole('button', { name: '提交异议' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请填写异议说明');
    expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/dispute')).toHaveLength(0);
    await userEvent.type(screen.getByPlaceholderText('请填写异议说明'), '电价未执行新文件');
    await userEvent.click(screen.getByRole('button', { name: '提交异议' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/dispute')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/dispute')[0]!.body).toEqual({
      id: PENDING.id,
      reason: '电价未执行新文件',
    });
  });

  it('opens with the filter a chart drilled down with and marks 筛选 active', async () => {
    fakeSettlement(backend.server, [PENDING]);
    renderPhone(
      <MemoryRouter initialEntries={['/dfgl/task?settleMonth=2026-11&status=pending']}>
        <MobileSettlementTaskPage />
      </MemoryRouter>,
    );
    expect(await screen.findByLabelText('电费金额 ¥1,234.50')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/cwxt/settlement/list')[0]!.params).toMatchObject({
      settleMonth_begin: '2026-11',
      settleMonth_end: '2026-11',
      status: 'pending',
    });
    expect(screen.getByRole('button', { name: '筛选' })).toHaveAttribute('data-active', 'true');
  });

  it('offers no action on an invoiced task', async () => {
    fakeSettlement(backend.server, [INVOICED]);
    renderPhone(
      <MemoryRouter>
        <MobileSettlementTaskPage />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '查看' }));
    const title = await screen.findByText('查看结算任务');
    const screenEl = title.closest('.adm-popup-body') as HTMLElement;
    expect(within(screenEl).queryByRole('button', { name: '确认结算' })).toBeNull();
    expect(within(screenEl).queryByRole('button', { name: '提出异议' })).toBeNull();
  });
});
