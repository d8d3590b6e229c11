import { createRef } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridColumn } from '../../../src/shared/domain/grid/column';
import type { LiveMessage } from '../../../src/shared/domain/live/messages';
import { GridCards } from '../../../src/mobile/widgets/grid-cards/grid-cards';
import type { GridCardsProps, GridCardsRef } from '../../../src/mobile/widgets/grid-cards/types';
import { FakeWebSocket, installFakeWebSocket, signInAs } from '../shared/notify-fixtures';
import { renderPhone } from './support/render-phone';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none

const columns: GridColumn[] = [
  {
    key: 'meterPoint',
    title: '计量点',
    type: 'input',
    validateRules: [{ required: true, message: '请填写计量点' }],
  },
  { key: 'energyKwh', title: '上网电量(kWh)', type: 'inputNumber', statistics: 'sum' },
  { key: 'remark', title: '备注', type: 'input' },
];

const line = (id: string, meterPoint: string, energyKwh: number, version = 1, sortNo = 1) => ({
  id,
  meterPoint,
  energyKwh,
  remark: '',
  version,
  sortNo,
});

const rows = [line('a', 'M1', 10, 1, 1), line('b', 'M2', 20, 1, 2), line('c', 'M3', 30, 1, 3)];
const live = { page: 'settlement-lines', recordId: 't1', socketKey: 'lines' };

function renderLive(props: Partial<GridCardsProps> = {}) {
  const ref = createRef<GridCardsRef>();
  const view = renderPhone(
    <GridCards
      ref={ref}
      columns={columns}
      dataSource={rows}
      label="电量明细"
      dragSort
      dragSortKey="sortNo"
      live={live}
      {...props}
    />,
  );
  return { ref, ...view };
}

const socket = () => FakeWebSocket.last();
const push = (message: LiveMessage) => act(() => socket().push(message));
const card = (n: number, title: string) =>
  screen.getByRole('button', { name: new RegExp(`^第${n}行 ${title}`) });

/** Edits a card through the phone's row editor and applies it to the cards (not saved to the server). */
async function editCard(n: number, title: string, field: string, value: string) {
  await userEvent.click(card(n, title));
  const dialog = await screen.findByRole('dialog', { name: `编辑第${n}行` });
  const box = within(dialog).getByRole('textbox', { name: field });
  await userEvent.clear(box);
  await userEvent.type(box, value);
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `编辑第${n}行` })).toBeNull());
}

beforeEach(() => {
  installFakeWebSocket();
  signInAs('u1');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GridCards live (phone)', () => {
  it('joins the record’s channel and says how the live link is doing', async () => {
    renderLive();
    expect(screen.getByRole('status')).toHaveTextContent('实时协同连接中…');
    const s = socket();
    expect(s.url).toMatch(/\/vxeSocket\/u1\/settlement-lines\.t1\?/);
    expect(new URL(s.url).searchParams.get('socketKey')).toBe('lines');
    expect(s.protocols).toEqual(['test-token']);
    act(() => s.open());
    expect(screen.getByRole('status')).toHaveTextContent('实时协同已连接');
    act(() => s.onclose?.({}));
    expect(screen.getByRole('status')).toHaveTextContent('实时协同已断开，稍后自动重连');
  });

  it('applies a remote update of an untouched card in place; the statistics follow', async () => {
    const { ref } = renderLive();
    act(() => socket().open());
    await push({ socketKey: 'lines', caseId: 'update', row: line('b', 'M2改', 25, 2, 2) });
    expect(card(2, 'M2改 / 25')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('合计：上网电量(kWh) 65');
    expect(ref.current!.getValuesSync()[1]).toMatchObject({ meterPoint: 'M2改', version: 2 });
    // Another grid on the page: not ours.
    await push({ socketKey: 'other', caseId: 'update', row: line('a', 'X', 1, 9, 1) });
    expect(card(1, 'M1 / 10')).toBeInTheDocument();
  });

  it('an unsaved edit survives remote changes of other rows and shows the conflict on its own row (reload)', async () => {
    const { ref } = renderLive();
    act(() => socket().open());
    await editCard(2, 'M2 / 20', '备注', '我的备注');
    await push({ socketKey: 'lines', caseId: 'update', row: line('a', 'M1', 11, 2, 1) });
    expect(card(1, 'M1 / 11')).toBeInTheDocument();
    expect(ref.current!.getValuesSync()[1]).toMatchObject({ remark: '我的备注', version: 1 });

    await push({
      socketKey: 'lines',
      caseId: 'update',
      row: { ...line('b', 'M2', 22, 2, 2), remark: '他的备注' },
    });
    const conflict = screen.getByRole('group', { name: '第2行已被他人修改' });
    expect(card(2, 'M2 / 20')).toHaveTextContent('已被他人修改');
    expect(ref.current!.getValuesSync()[1]).toMatchObject({ remark: '我的备注', energyKwh: 20 });
    await userEvent.click(within(conflict).getByRole('button', { name: '重新加载' }));
    expect(screen.queryByRole('group', { name: '第2行已被他人修改' })).toBeNull();
    expect(ref.current!.getValuesSync()[1]).toMatchObject({ remark: '他的备注', energyKwh: 22, version: 2 });
    expect(card(2, 'M2 / 22')).not.toHaveTextContent('已被他人修改');
  });

  it('保留我的修改 keeps the local values and takes the remote version (the save then passes)', async () => {
    const { ref } = renderLive();
    act(() => socket().open());
    await editCard(3, 'M3 / 30', '备注', '保留');
    await push({ socketKey: 'lines', caseId: 'update', row: line('c', 'M3', 33, 4, 3) });
    const conflict = screen.getByRole('group', { name: '第3行已被他人修改' });
    await userEvent.click(within(conflict).getByRole('button', { name: '保留我的修改' }));
    expect(screen.queryByRole('group', { name: '第3行已被他人修改' })).toBeNull();
    expect(ref.current!.getValuesSync()[2]).toMatchObject({ remark: '保留', energyKwh: 30, version: 4 });
    expect(ref.current!.isNewRow?.('c')).toBe(false);
  });

  it('adds and deletes remote rows; a delete of an edited row is a conflict', async () => {
    const { ref } = renderLive();
    act(() => socket().open());
    await push({ socketKey: 'lines', caseId: 'add', row: line('d', 'M4', 40, 1, 4) });
    expect(card(4, 'M4 / 40')).toBeInTheDocument();
    expect(screen.getByText('共 4 条')).toBeInTheDocument();
    await push({ socketKey: 'lines', caseId: 'delete', row: { id: 'a' } });
    expect(screen.queryByRole('button', { name: /M1 \/ 10/ })).toBeNull();
    expect(ref.current!.getDeleteIds()).toEqual([]); // already gone on the server

    await editCard(1, 'M2 / 20', '备注', '改了');
    await push({ socketKey: 'lines', caseId: 'delete', row: { id: 'b' } });
    const conflict = screen.getByRole('group', { name: '第1行已被他人删除' });
    expect(card(1, 'M2 / 20')).toHaveTextContent('已被他人删除');
    await userEvent.click(within(conflict).getByRole('button', { name: '保留我的修改' }));
    const kept = ref.current!.getValuesSync()[0]!;
    expect(kept).toMatchObject({ meterPoint: 'M2', remark: '改了' });
    expect(ref.current!.isNewRow?.(String(kept.id))).toBe(true); // the save adds it back

    await editCard(2, 'M3 / 30', '备注', '也改了');
    await push({ socketKey: 'lines', caseId: 'delete', row: { id: 'c' } });
    const second = screen.getByRole('group', { name: '第2行已被他人删除' });
    await userEvent.click(within(second).getByRole('button', { name: '重新加载' }));
    expect(ref.current!.getValuesSync().map((r) => r.meterPoint)).toEqual(['M2', 'M4']);
  });

  it('a remote sort reorders the cards', async () => {
    const { ref } = renderLive();
    act(() => socket().open());
    await push({ socketKey: 'lines', caseId: 'sort', row: { order: ['c', 'a', 'b'] } });
    expect(ref.current!.getValuesSync().map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(card(1, 'M3 / 30')).toBeInTheDocument();
  });

  it('a row open in the editor: untouched it refreshes, typed in it reports the remote change', async () => {
    renderLive();
    act(() => socket().open());
    await userEvent.click(card(1, 'M1 / 10'));
    const dialog = await screen.findByRole('dialog', { name: '编辑第1行' });
    await push({ socketKey: 'lines', caseId: 'update', row: line('a', 'M1', 12, 2, 1) });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '上网电量(kWh)' })).toHaveValue('12'),
    );

    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '正在填');
    await push({ socketKey: 'lines', caseId: 'update', row: line('a', 'M1', 13, 3, 1) });
    const notice = await within(dialog).findByRole('group', { name: '第1行已被他人修改' });
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('正在填');
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled();
    await userEvent.click(within(notice).getByRole('button', { name: '重新加载' }));
    expect(within(dialog).getByRole('textbox', { name: '上网电量(kWh)' })).toHaveValue('13');
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('a row deleted by another user while typed in the editor can be kept as a new row', async () => {
    const { ref } = renderLive();
    act(() => socket().open());
    await userEvent.click(card(2, 'M2 / 20'));
    const dialog = await screen.findByRole('dialog', { name: '编辑第2行' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '别删');
    await push({ socketKey: 'lines', caseId: 'delete', row: { id: 'b' } });
    const notice = await within(dialog).findByRole('group', { name: '第2行已被他人删除' });
    await userEvent.click(within(notice).getByRole('button', { name: '保留我的修改' }));
    await waitFor(() => expect(ref.current!.getValuesSync()).toHaveLength(3));
    const kept = ref.current!.getValuesSync()[1]!;
    expect(kept).toMatchObject({ meterPoint: 'M2', remark: '别删' });
    expect(ref.current!.isNewRow?.(String(kept.id))).toBe(true);
    expect(await screen.findByRole('dialog', { name: '编辑第2行' })).toBeInTheDocument();
  });

  it('the conflict of an applied edit shows in its open editor too; 重新加载 refreshes the form', async () => {
    const { ref } = renderLive();
    act(() => socket().open());
    await editCard(1, 'M1 / 10', '备注', '先改的');
    await userEvent.click(card(1, 'M1 / 10'));
    const dialog = await screen.findByRole('dialog', { name: '编辑第1行' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '，又加');
    await push({ socketKey: 'lines', caseId: 'update', row: line('a', 'M1', 15, 2, 1) });
    const notice = await within(dialog).findByRole('group', { name: '第1行已被他人修改' });
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('先改的，又加');
    await userEvent.click(within(notice).getByRole('button', { name: '重新加载' }));
    expect(within(dialog).getByRole('textbox', { name: '上网电量(kWh)' })).toHaveValue('15');
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('');
    expect(within(dialog).queryByRole('group', { name: '第1行已被他人修改' })).toBeNull();
    expect(ref.current!.getValuesSync()[0]).toMatchObject({ energyKwh: 15, remark: '', version: 2 });
  });

  it('保留我的修改 in the editor of a row deleted remotely keeps the applied and the typed values', async () => {
    const { ref } = renderLive();
    act(() => socket().open());
    await editCard(2, 'M2 / 20', '计量点', 'M2甲');
    await userEvent.click(card(2, 'M2甲 / 20'));
    const dialog = await screen.findByRole('dialog', { name: '编辑第2行' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '再补一句');
    await push({ socketKey: 'lines', caseId: 'delete', row: { id: 'b' } });
    const notice = await within(dialog).findByRole('group', { name: '第2行已被他人删除' });
    await userEvent.click(within(notice).getByRole('button', { name: '保留我的修改' }));
    const values = ref.current!.getValuesSync();
    expect(values.map((r) => r.meterPoint)).toEqual(['M1', 'M2甲', 'M3']);
    expect(values[1]).toMatchObject({ remark: '再补一句' });
    expect(ref.current!.isNewRow?.(String(values[1]!.id))).toBe(true);
    expect(ref.current!.getDeleteIds()).toEqual([]);
    const reopened = await screen.findByRole('dialog', { name: '编辑第2行' });
    expect(within(reopened).getByRole('textbox', { name: '备注' })).toHaveValue('再补一句');
  });
});
