import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  SettlementLineRecord,
  SettlementLinesView,
} from '../../../src/shared/api/cwxt/settlement-line-api';
import { settlementLineApi } from '../../../src/shared/api/cwxt/settlement-line-api';
import { SettlementLinesPanel } from '../../../src/mobile/pages/cwxt/dfgl/settlement-lines-panel';
import { FakeWebSocket, installFakeWebSocket, signInAs } from '../shared/notify-fixtures';
import { renderPhone } from './support/render-phone';

vi.mock('../../../src/shared/api/cwxt/settlement-line-api', async (importActual) => ({
  ...(await importActual<Record<string, unknown>>()),
  settlementLineApi: { list: vi.fn(), save: vi.fn() },
}));

const api = vi.mocked(settlementLineApi);
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none

function record(p: Partial<SettlementLineRecord> & { id: string; meterPoint: string }): SettlementLineRecord {
  return {
    taskId: 't1',
    unitId: null,
    energyKwh: '0.000',
    remark: null,
    sortNo: 1,
    version: 1,
    updateBy: null,
    updateTime: null,
    ...p,
  };
}

const L1 = record({
  id: 'l1',
  meterPoint: 'GK-01',
  unitId: 'u1',
  energyKwh: '1000.125',
  sortNo: 1,
  version: 3,
});
const L2 = record({ id: 'l2', meterPoint: 'GK-02', energyKwh: '500.000', remark: '旁路', sortNo: 2 });

function view(editable: boolean, records = [L1, L2]): SettlementLinesView {
  return {
    task: {
      id: 't1',
      plantId: 'p1',
      status: editable ? 'pending' : 'confirmed',
      energyKwh: '1600.000',
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

const totals = () => screen.getByRole('note', { name: '明细合计' });
const cards = () => screen.getByRole('region', { name: '电量明细' });

async function openCard(n: number, title: string) {
  const region = await screen.findByRole('region', { name: '电量明细' });
  await userEvent.click(
    await within(region).findByRole('button', { name: new RegExp(`^第${n}行 ${title}`) }),
  );
  return screen.findByRole('dialog', { name: `编辑第${n}行` });
}

async function applyEditor(dialog: HTMLElement) {
  const title = dialog.getAttribute('aria-label') ?? '';
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

beforeEach(() => {
  installFakeWebSocket();
  signInAs('u1');
  api.list.mockReset();
  api.save.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('电量明细 (phone)', { timeout: 30_000 }, () => {
  it('loads the task’s lines once and joins their live channel', async () => {
    api.list.mockResolvedValue(view(true));
    renderPhone(<SettlementLinesPanel taskId="t1" />);
    expect(
      await within(await screen.findByRole('region', { name: '电量明细' })).findByRole('button', {
        name: /^第1行 GK-01 \/ 1号机组/,
      }),
    ).toBeInTheDocument();
    expect(within(cards()).getByRole('button', { name: /^第2行 GK-02/ })).toHaveTextContent('500.000');
    expect(totals()).toHaveTextContent('明细合计 1,500.125 kWh，结算电量 1,600.000 kWh（相差 99.875 kWh）');
    expect(screen.getByRole('button', { name: '保存明细' })).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(api.list).toHaveBeenCalledWith('t1');
    expect((await waitFor(() => FakeWebSocket.last())).url).toMatch(
      /\/vxeSocket\/u1\/settlement-lines\.t1\?/,
    );
  });

  it('edits, adds and deletes through the row editor and saves the right body', async () => {
    api.list.mockResolvedValue(view(true));
    const saved = [
      { ...L1, energyKwh: '1000.500', version: 4 },
      record({ id: 'l9', meterPoint: 'GK-09', unitId: 'u2', energyKwh: '99.500', sortNo: 2 }),
    ];
    api.save.mockResolvedValue({ records: saved, rev: 8 });
    renderPhone(<SettlementLinesPanel taskId="t1" />);

    let dialog = await openCard(1, 'GK-01 / 1号机组');
    const energy = within(dialog).getByRole('textbox', { name: '上网电量(kWh)' });
    await userEvent.clear(energy);
    await userEvent.type(energy, '1000.5');
    await applyEditor(dialog);
    expect(totals()).toHaveTextContent('明细合计 1,500.500 kWh，结算电量 1,600.000 kWh（相差 99.500 kWh）');

    dialog = await openCard(2, 'GK-02');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(cards()).queryByRole('button', { name: /GK-02/ })).toBeNull());

    await userEvent.click(within(cards()).getByRole('button', { name: '新增' }));
    dialog = await screen.findByRole('dialog', { name: '编辑第2行' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '计量点' }), 'GK-09');
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: '机组' })).getByRole('option', {
        name: '2号机组',
      }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: '上网电量(kWh)' }), '99.5');
    await applyEditor(dialog);
    expect(totals()).toHaveTextContent('明细合计 1,100.000 kWh');

    await userEvent.click(screen.getByRole('button', { name: '保存明细' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    expect(api.save).toHaveBeenCalledTimes(1);
    const [taskId, rows, deleteIds] = api.save.mock.calls[0]!;
    expect(taskId).toBe('t1');
    expect(deleteIds).toEqual(['l2']);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      id: 'l1',
      unitId: 'u1',
      meterPoint: 'GK-01',
      energyKwh: '1000.500',
      remark: null,
      version: 3,
    });
    expect(rows[1]).toMatchObject({ unitId: 'u2', meterPoint: 'GK-09', energyKwh: '99.500', remark: null });
    expect(rows[1]).not.toHaveProperty('version');
    // The answer is the new data source.
    expect(
      await within(cards()).findByRole('button', { name: /^第2行 GK-09 \/ 2号机组/ }),
    ).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledTimes(1);
  });

  it('another user’s saved change arrives live and the totals follow', async () => {
    api.list.mockResolvedValue(view(true));
    renderPhone(<SettlementLinesPanel taskId="t1" />);
    const region = await screen.findByRole('region', { name: '电量明细' });
    await within(region).findByRole('button', { name: /^第1行 GK-01 \/ 1号机组/ });
    const opened = await waitFor(() => FakeWebSocket.last());
    act(() => opened.open());
    expect(screen.getByRole('status')).toHaveTextContent('实时协同已连接');
    act(() =>
      FakeWebSocket.last().push({
        socketKey: 'lines',
        caseId: 'update',
        row: { ...L2, energyKwh: '600.000', version: 2 },
      }),
    );
    expect(totals()).toHaveTextContent('明细合计 1,600.125 kWh，结算电量 1,600.000 kWh（相差 0.125 kWh）');
    expect(within(cards()).getByRole('button', { name: /^第2行 GK-02/ })).toHaveTextContent('600.000');
  });

  it('a refused save shows the server’s message and keeps every local edit', async () => {
    api.list.mockResolvedValue(view(true));
    api.save.mockRejectedValue(new Error('第1行已被他人修改，请重新加载或保留您的修改后再保存'));
    renderPhone(<SettlementLinesPanel taskId="t1" />);
    const dialog = await openCard(1, 'GK-01 / 1号机组');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '我的说明');
    await applyEditor(dialog);
    await userEvent.click(screen.getByRole('button', { name: '保存明细' }));
    expect(
      await screen.findByText('第1行已被他人修改，请重新加载或保留您的修改后再保存'),
    ).toBeInTheDocument();
    expect(within(cards()).getByRole('button', { name: /^第1行 GK-01 \/ 1号机组/ })).toHaveTextContent(
      '我的说明',
    );
  });

  it('an invalid grid is not sent', async () => {
    api.list.mockResolvedValue(view(true));
    renderPhone(<SettlementLinesPanel taskId="t1" />);
    const dialog = await openCard(2, 'GK-02');
    const point = within(dialog).getByRole('textbox', { name: '计量点' });
    await userEvent.clear(point);
    await userEvent.type(point, 'GK-01');
    const energy = within(dialog).getByRole('textbox', { name: '上网电量(kWh)' });
    await userEvent.clear(energy);
    await userEvent.type(energy, '1.2345');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('计量点不能重复')).toBeInTheDocument();
    expect(within(dialog).getByText('上网电量须为不小于0的数，最多3位小数')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(totals()).toHaveTextContent(
      '明细合计 1,000.125 kWh，结算电量 1,600.000 kWh（相差 599.875 kWh），另有1行上网电量无效未计入',
    );
    await userEvent.click(screen.getByRole('button', { name: '保存明细' }));
    expect(await screen.findByText('电量明细填写有误，请检查标红的卡片')).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('is read-only when the task cannot be edited', async () => {
    api.list.mockResolvedValue(view(false));
    renderPhone(<SettlementLinesPanel taskId="t1" />);
    const dialog = await openCard(1, 'GK-01 / 1号机组');
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(cards()).queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存明细' })).toBeNull();
    expect(totals()).toHaveTextContent('明细合计 1,500.125 kWh');
  });
});
