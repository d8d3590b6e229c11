import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettlementTaskScreen } from '../../../src/mobile/pages/cwxt/dfgl/settlement-task-screen';
import { settlementLineApi } from '../../../src/shared/api/cwxt/settlement-line-api';
import { fakeSettlement, PENDING, seedSettleDicts } from '../desktop/cwxt/dfgl/settlement-fixtures';
import { setupFakeBackend } from '../shared/fake-backend';
import { installFakeWebSocket, signInAs } from '../shared/notify-fixtures';
import { renderPhone } from './support/render-phone';

vi.mock('../../../src/shared/api/cwxt/settlement-line-api', async (importActual) => ({
  ...(await importActual<Record<string, unknown>>()),
  settlementLineApi: { list: vi.fn(), save: vi.fn() },
}));

const backend = setupFakeBackend();

describe('结算任务详情 (phone) › 电量明细', { timeout: 30_000 }, () => {
  beforeEach(() => {
    seedSettleDicts();
    installFakeWebSocket();
    signInAs('u1');
    fakeSettlement(backend.server, [PENDING]);
    vi.mocked(settlementLineApi.list).mockReset();
  });

  it('the opened task shows its lines against its 上网电量, loaded once', async () => {
    vi.mocked(settlementLineApi.list).mockResolvedValue({
      task: {
        id: PENDING.id,
        plantId: 'p1',
        status: 'pending',
        energyKwh: PENDING.energyKwh,
        editable: true,
      },
      units: [],
      records: [
        {
          id: 'l1',
          taskId: PENDING.id,
          unitId: null,
          meterPoint: 'GK-01',
          energyKwh: '3387.000',
          remark: null,
          sortNo: 1,
          version: 1,
          updateBy: null,
          updateTime: null,
        },
      ],
      rev: 1,
    });
    renderPhone(
      <SettlementTaskScreen
        task={PENDING}
        has={() => true}
        onClose={() => undefined}
        onDone={() => undefined}
        onStep={() => undefined}
      />,
    );
    const region = await screen.findByRole('region', { name: '电量明细' });
    expect(await within(region).findByRole('button', { name: /^第1行 GK-01/ })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: '明细合计' })).toHaveTextContent(
      '明细合计 3,387.000 kWh，结算电量 3,387.652 kWh（相差 0.652 kWh）',
    );
    expect(screen.getByRole('button', { name: '保存明细' })).toBeInTheDocument();
    expect(settlementLineApi.list).toHaveBeenCalledTimes(1);
    expect(settlementLineApi.list).toHaveBeenCalledWith(PENDING.id);
  });
});
