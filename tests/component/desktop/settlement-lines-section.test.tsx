import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettlementDetailDrawer } from '../../../src/desktop/pages/cwxt/dfgl/settlement-detail-drawer';
import { SettlementLinesSection } from '../../../src/desktop/pages/cwxt/dfgl/settlement-lines-section';
import { ApiError } from '../../../src/shared/api/api-error';
import {
  settlementLineApi,
  type SettlementLineRecord,
  type SettlementLinesView,
} from '../../../src/shared/api/cwxt/settlement-line-api';
import type * as LineApi from '../../../src/shared/api/cwxt/settlement-line-api';
import { reloadSessionFromStorage } from '../../../src/shared/session/session-store';
import { mockNetwork, ok, renderDesktop } from './desktop-test-utils';
import { PENDING } from './cwxt/dfgl/settlement-fixtures';
import { installPointerEvent } from '../mobile/support/pointer-event';
import { FakeWebSocket, installFakeWebSocket, signInAs } from '../shared/notify-fixtures';

vi.mock('../../../src/shared/api/cwxt/settlement-line-api', async (importOriginal) => {
  const actual = await importOriginal<typeof LineApi>();
  return { ...actual, settlementLineApi: { list: vi.fn(), save: vi.fn() } };
});

installPointerEvent();
const api = vi.mocked(settlementLineApi);

function line(p: Partial<SettlementLineRecord> & { id: string; meterPoint: string }): SettlementLineRecord {
  return {
    taskId: 't1',
    unitId: null,
    energyKwh: '0.000',
    remark: null,
    sortNo: 1,
    version: 1,
    updateBy: 'plant01',
    updateTime: '2026-11-20 10:00:00',
    ...p,
  };
}

const L1 = line({ id: 'l1', meterPoint: 'M1', unitId: 'u1', energyKwh: '1000.500', sortNo: 1, version: 3 });
const L2 = line({ id: 'l2', meterPoint: 'M2', energyKwh: '2000.000', sortNo: 2, version: 1 });

function view(editable: boolean, records = [L1, L2]): SettlementLinesView {
  return {
    task: {
      id: 't1',
      plantId: 'p1',
      status: editable ? 'pending' : 'confirmed',
      energyKwh: '3387.652',
      editable,
    },
    units: [
      { value: 'u1', label: '1号机组' },
      { value: 'u2', label: '2号机组' },
    ],
    records,
    rev: 7,
  };
}

const linesGrid = () => screen.findByRole('grid', { name: '电量明细' });
const totals = () => screen.getByText(/^明细合计/);
const saveButton = () => screen.getByRole('button', { name: '保存明细' });
function cellOf(rowNumber: number, key: string): HTMLElement {
  const row = within(screen.getByRole('grid', { name: '电量明细' }))
    .getAllByRole('row')
    .find((r) => r.getAttribute('aria-rowindex') === String(rowNumber + 1));
  const cell = row?.querySelector<HTMLElement>(`[role="gridcell"][data-key="${key}"]`);
  if (!cell) throw new Error(`cell ${rowNumber}/${key} not rendered`);
  return cell;
}

async function typeInto(
  user: ReturnType<typeof userEvent.setup>,
  n: number,
  key: string,
  title: string,
  text: string,
) {
  await user.click(cellOf(n, key));
  const input = screen.getByRole('textbox', { name: `第${n}行 ${title}` });
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.click(document.body);
}

beforeEach(() => {
  installFakeWebSocket();
  signInAs('u1');
  api.list.mockReset();
  api.save.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  reloadSessionFromStorage();
});

describe('电量明细 (settlement detail drawer section)', { timeout: 30_000 }, () => {
  it('合计 sums the exact kWh at three decimals, the same text as 明细合计 (not cell integer parts)', async () => {
    const big = [
      line({ id: 'b1', meterPoint: 'B1', energyKwh: '33622388.125', sortNo: 1 }),
      line({ id: 'b2', meterPoint: 'B2', energyKwh: '33622388.126', sortNo: 2 }),
      line({ id: 'b3', meterPoint: 'B3', energyKwh: '33622388.125', sortNo: 3 }),
    ];
    api.list.mockResolvedValue({
      ...view(true, big),
      task: { ...view(true).task, energyKwh: '100867164.376' },
    });
    renderDesktop(<SettlementLinesSection taskId="t1" />);
    await linesGrid();
    const stats = screen.getByRole('table', { name: '统计' });
    expect(within(stats).getByRole('rowheader')).toHaveTextContent('合计');
    expect(within(stats).getByRole('cell', { name: '上网电量(kWh)合计' })).toHaveTextContent(
      /^100,867,164\.376$/,
    );
    expect(totals()).toHaveTextContent(
      '明细合计 100,867,164.376 kWh，结算电量 100,867,164.376 kWh（相差 0.000 kWh）',
    );
    // An edit moves the 合计 exactly too.
    const user = userEvent.setup();
    await typeInto(user, 2, 'energyKwh', '上网电量(kWh)', '0.001');
    expect(within(stats).getByRole('cell', { name: '上网电量(kWh)合计' })).toHaveTextContent(
      /^67,244,776\.251$/,
    );
  });

  it('loads the task’s lines once, with the unit names and the exact totals line', async () => {
    api.list.mockResolvedValue(view(true));
    renderDesktop(<SettlementLinesSection taskId="t1" />);
    expect(
      within(await screen.findByRole('region', { name: '电量明细' })).getByText('电量明细'),
    ).toBeVisible();
    await linesGrid();
    expect(cellOf(1, 'meterPoint')).toHaveTextContent('M1');
    expect(cellOf(1, 'unitId')).toHaveTextContent('1号机组');
    expect(cellOf(2, 'meterPoint')).toHaveTextContent('M2');
    expect(totals()).toHaveTextContent('明细合计 3,000.500 kWh，结算电量 3,387.652 kWh（相差 387.152 kWh）');
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(api.list).toHaveBeenCalledWith('t1');
    // The grid joined the task's live channel.
    // The socket opens once the section has its rows: wait for it rather than assume it is there.
    expect((await waitFor(() => FakeWebSocket.last())).url).toContain('/vxeSocket/u1/settlement-lines.t1');
    expect(saveButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
  });

  it('recomputes the totals as the user types, exactly (no float noise)', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(view(true, [line({ id: 'l1', meterPoint: 'M1', energyKwh: '0.100' })]));
    renderDesktop(<SettlementLinesSection taskId="t1" />);
    await linesGrid();
    await user.click(cellOf(1, 'energyKwh'));
    const input = screen.getByRole('textbox', { name: '第1行 上网电量(kWh)' });
    await user.clear(input);
    await user.type(input, '0.3');
    expect(totals()).toHaveTextContent('明细合计 0.300 kWh');
    await user.click(document.body);
    expect(totals()).toHaveTextContent('明细合计 0.300 kWh，结算电量 3,387.652 kWh（相差 3,387.352 kWh）');
  });

  it('saves every row in order with versions for server rows, none for new ones, and the deleted ids', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(view(true));
    const saved = [
      line({ ...L1, energyKwh: '1200.250', version: 4 }),
      line({ id: 'l9', meterPoint: 'M3', energyKwh: '5.000', sortNo: 2, version: 1 }),
    ];
    api.save.mockResolvedValue({ records: saved, rev: 8 });
    renderDesktop(<SettlementLinesSection taskId="t1" />);
    await linesGrid();

    await typeInto(user, 1, 'energyKwh', '上网电量(kWh)', '1200.25');
    await user.click(screen.getByRole('checkbox', { name: '选择第2行' }));
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '选择第2行' })).toBeNull());
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    await typeInto(user, 2, 'meterPoint', '计量点', 'M3');
    await typeInto(user, 2, 'energyKwh', '上网电量(kWh)', '5');
    expect(totals()).toHaveTextContent('明细合计 1,205.250 kWh');

    await user.click(saveButton());
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    const [taskId, rows, deleteIds] = api.save.mock.calls[0]!;
    expect(taskId).toBe('t1');
    expect(deleteIds).toEqual(['l2']);
    expect(rows).toEqual([
      { id: 'l1', unitId: 'u1', meterPoint: 'M1', energyKwh: '1200.250', remark: null, version: 3 },
      { id: expect.any(String), unitId: null, meterPoint: 'M3', energyKwh: '5.000', remark: null },
    ]);
    expect(rows[1]).not.toHaveProperty('version');
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    // The answer is the grid's data now: the new line has its server id and version.
    await waitFor(() => expect(cellOf(2, 'energyKwh')).toHaveTextContent('5'));
    await user.click(saveButton());
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(2));
    expect(api.save.mock.calls[1]![1]).toEqual([
      expect.objectContaining({ id: 'l1', version: 4 }),
      expect.objectContaining({ id: 'l9', version: 1 }),
    ]);
    expect(api.save.mock.calls[1]![2]).toEqual([]);
    expect(api.list).toHaveBeenCalledTimes(1);
  });

  it('does not send a grid with invalid cells', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(view(true));
    renderDesktop(<SettlementLinesSection taskId="t1" />);
    await linesGrid();
    await typeInto(user, 2, 'meterPoint', '计量点', 'M1');
    await typeInto(user, 1, 'energyKwh', '上网电量(kWh)', '1.2345');
    await user.click(saveButton());
    expect(await screen.findByText('电量明细填写有误，请检查标红的单元格')).toBeInTheDocument();
    expect(cellOf(2, 'meterPoint')).toHaveAttribute('aria-invalid', 'true');
    expect(api.save).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the unsaved edits', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(view(true));
    api.save.mockRejectedValue(
      new ApiError({ code: 500, message: '第1行已被他人修改，请重新加载或保留您的修改后再保存' }),
    );
    renderDesktop(<SettlementLinesSection taskId="t1" />);
    await linesGrid();
    await typeInto(user, 1, 'meterPoint', '计量点', 'M1-新');
    await user.click(saveButton());
    expect(
      await screen.findByText('第1行已被他人修改，请重新加载或保留您的修改后再保存'),
    ).toBeInTheDocument();
    expect(cellOf(1, 'meterPoint')).toHaveTextContent('M1-新');
    expect(screen.queryByText('保存成功！')).toBeNull();
    expect(saveButton()).toBeEnabled();
  });

  it('is read-only when the task is not editable: no toolbar, no edits, 保存明细 disabled', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(view(false));
    renderDesktop(<SettlementLinesSection taskId="t1" />);
    await linesGrid();
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '选择第1行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '第1行排序' })).toBeNull();
    await user.click(cellOf(1, 'meterPoint'));
    expect(screen.queryByRole('textbox', { name: '第1行 计量点' })).toBeNull();
    expect(totals()).toHaveTextContent('明细合计 3,000.500 kWh');
  });

  it('a live update from another user changes the totals line too', async () => {
    api.list.mockResolvedValue(view(false));
    renderDesktop(<SettlementLinesSection taskId="t1" />);
    await linesGrid();
    const socket = await waitFor(() => FakeWebSocket.last());
    act(() => socket.open());
    act(() =>
      socket.push({
        socketKey: 'lines',
        caseId: 'update',
        row: { ...L2, energyKwh: '2387.152', version: 2 },
      }),
    );
    expect(totals()).toHaveTextContent('明细合计 3,387.652 kWh，结算电量 3,387.652 kWh（相差 0.000 kWh）');
  });

  it('shows the load error', async () => {
    api.list.mockRejectedValue(new ApiError({ code: 500, message: '记录不存在或无权访问' }));
    renderDesktop(<SettlementLinesSection taskId="t1" />);
    expect(await screen.findByText('记录不存在或无权访问')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('电量明细 in the task detail drawer', { timeout: 30_000 }, () => {
  it('the drawer of an opened task shows the section for that task', async () => {
    const net = mockNetwork((req) => (req.url === '/cwxt/settlement/log' ? ok([]) : undefined));
    try {
      api.list.mockResolvedValue(view(true));
      renderDesktop(<SettlementDetailDrawer task={PENDING} onClose={() => undefined} />);
      const section = await screen.findByRole('region', { name: '电量明细' });
      expect(await within(section).findByRole('grid', { name: '电量明细' })).toBeInTheDocument();
      expect(api.list).toHaveBeenCalledWith(PENDING.id);
    } finally {
      net.restore();
    }
  });
});
