import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import MobileSettlementTaskPage from '../../../../../src/mobile/pages/cwxt/dfgl/settlement-task-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import {
  DISPUTED,
  fakeSettlement,
  INVOICED,
  PENDING,
  seedSettleDicts,
} from '../../../desktop/cwxt/dfgl/settlement-fixtures';
import { renderPhone } from '../../support/render-phone';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const GRID = [
  PERM.settlement.list,
  PERM.settlement.revise,
  PERM.settlement.pay,
  PERM.settlement.open,
  PERM.settlement.log,
];

function renderPage() {
  renderPhone(
    <MemoryRouter>
      <MobileSettlementTaskPage />
    </MemoryRouter>,
  );
}

const stepScreen = (name: string) => screen.findByRole('dialog', { name });

describe(
  '结算任务 on the phone: the grid clerk’s steps and the read-only leader',
  { timeout: 30_000 },
  () => {
    beforeEach(() => {
      seedSettleDicts();
      fakeSettlement(backend.server, [PENDING, DISPUTED, { ...INVOICED, paidAmount: '1000.00' }]);
      backend.server.on('POST /cwxt/settlement/revise', () => ok(null, '已修订结算'));
      backend.server.on('POST /cwxt/settlement/pay', () => ok(null, '已登记付款'));
      backend.server.on('POST /cwxt/settlement/open', () => ok({ opened: 12 }, '已开立 12 个结算任务'));
    });

    it('修订结算 previews the amount the server will compute and sends the typed figures once', async () => {
      grant(...GRID);
      renderPage();
      const card = await screen.findByRole('article', { name: '华能某某电厂 · 2026-10' });
      await userEvent.click(within(card).getByRole('button', { name: '办理' }));
      await userEvent.click(await screen.findByRole('button', { name: '修订结算' }));
      const form = await stepScreen('修订结算');
      const energy = within(form).getByRole('textbox', { name: '上网电量(kWh)' });
      const price = within(form).getByRole('textbox', { name: '结算电价(元/kWh)' });
      await userEvent.clear(energy);
      await userEvent.type(energy, '10000.5');
      await userEvent.clear(price);
      await userEvent.type(price, '0.4');
      // 10,000.5 kWh × 0.4 = ¥4,000.20, ¥2,000.20 more than the current ¥2,000.00.
      expect(within(form).getByRole('status', { name: '电费金额预览' })).toHaveTextContent(
        '¥4,000.20（+¥2,000.20）',
      );
      const submit = within(form).getByRole('button', { name: '提交' });
      await userEvent.dblClick(submit);
      expect(await screen.findByText('已修订结算')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '修订结算' })).toBeNull());
      const sent = requestsTo(backend.server, 'POST', '/cwxt/settlement/revise');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toMatchObject({ id: DISPUTED.id, energyKwh: '10000.5', unitPrice: '0.4' });
    });

    it('修订结算 refuses a bad figure in Chinese and sends nothing', async () => {
      grant(...GRID);
      renderPage();
      const card = await screen.findByRole('article', { name: '华能某某电厂 · 2026-10' });
      await userEvent.click(within(card).getByRole('button', { name: '办理' }));
      await userEvent.click(await screen.findByRole('button', { name: '修订结算' }));
      const form = await stepScreen('修订结算');
      const energy = within(form).getByRole('textbox', { name: '上网电量(kWh)' });
      await userEvent.clear(energy);
      await userEvent.type(energy, '12.3456');
      expect(within(form).getByRole('status', { name: '电费金额预览' })).toHaveTextContent('—');
      await userEvent.click(within(form).getByRole('button', { name: '提交' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('上网电量应为不小于 0 的数字，最多三位小数');
      expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/revise')).toHaveLength(0);
    });

    it('登记付款 prefills the unpaid rest, takes a part payment and refuses more than is unpaid', async () => {
      grant(...GRID);
      renderPage();
      const card = await screen.findByRole('article', { name: '华能某某电厂 · 2026-09' });
      expect(within(card).getByText('未付 ¥2,000.00')).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: '办理' }));
      await userEvent.click(await screen.findByRole('button', { name: '登记付款' }));
      const form = await stepScreen('登记付款');
      const amount = within(form).getByRole('textbox', { name: '付款金额(元)' });
      expect(amount).toHaveValue('2000.00');
      await userEvent.clear(amount);
      await userEvent.type(amount, '2000.01');
      await userEvent.click(within(form).getByRole('button', { name: '提交' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('付款金额超过未付金额');
      expect(requestsTo(backend.server, 'POST', '/cwxt/settlement/pay')).toHaveLength(0);
      await userEvent.clear(amount);
      await userEvent.type(amount, '500');
      await userEvent.click(within(form).getByRole('button', { name: '提交' }));
      expect(await screen.findByText('已登记付款')).toBeInTheDocument();
      const sent = requestsTo(backend.server, 'POST', '/cwxt/settlement/pay');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toMatchObject({ id: INVOICED.id, amount: '500' });
      expect((sent[0]!.body as { payDate: string }).payDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('开立月度任务 opens the chosen month with one tap and says how many tasks were opened', async () => {
      grant(...GRID);
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: '开立月度任务' }));
      const form = await stepScreen('开立月度任务');
      await userEvent.click(within(form).getByRole('button', { name: '开立' }));
      expect(await screen.findByText('已开立 12 个结算任务')).toBeInTheDocument();
      const sent = requestsTo(backend.server, 'POST', '/cwxt/settlement/open');
      expect(sent).toHaveLength(1);
      expect((sent[0]!.body as { month: string }).month).toMatch(/^\d{4}-\d{2}$/);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '开立月度任务' })).toBeNull());
    });

    it('the leader sees 查看 on every card and no step anywhere', async () => {
      grant(PERM.settlement.list, PERM.settlement.log);
      renderPage();
      const cards = await screen.findAllByRole('article');
      expect(cards).toHaveLength(3);
      for (const card of cards) {
        expect(within(card).getByRole('button', { name: '查看' })).toBeInTheDocument();
        expect(within(card).queryByRole('button', { name: '办理' })).toBeNull();
      }
      expect(screen.queryByRole('button', { name: '开立月度任务' })).toBeNull();
      await userEvent.click(within(cards[1]!).getByRole('button', { name: '查看' }));
      expect(await screen.findByText('查看结算任务')).toBeInTheDocument();
      for (const name of ['修订结算', '登记付款', '确认结算', '提出异议'])
        expect(screen.queryByRole('button', { name })).toBeNull();
    });
  },
);
