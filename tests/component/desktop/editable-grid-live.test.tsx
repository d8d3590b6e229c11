import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridRowValues } from '../../../src/shared/domain/grid/column';
import type { LiveCase } from '../../../src/shared/domain/live/messages';
import type { LiveGridBinding } from '../../../src/shared/hooks/grid/use-live-grid';
import { reloadSessionFromStorage } from '../../../src/shared/session/session-store';
import { FakeWebSocket, installFakeWebSocket, signInAs } from '../shared/notify-fixtures';
import { cellOf, grid, renderGrid } from './editable-grid/grid-test-utils';

/**
 * The desktop grid's live mode (issue 11): frames from a fake socket on globalThis are applied in
 * place; a row the user is editing is marked and offers reload / keep; the status line follows.
 */
const ROWS: GridRowValues[] = [
  { id: 'r1', name: '甲', code: 'AA', qty: 2, version: 1 },
  { id: 'r2', name: '乙', code: 'BB', qty: 3, version: 1 },
  { id: 'r3', name: '丙', code: 'CC', qty: 5, version: 1 },
];

function liveBinding(fetchRows?: LiveGridBinding['fetchRows']): LiveGridBinding {
  return { page: 'settlement-lines', recordId: 't1', socketKey: 'lines', fetchRows };
}

function renderLive(options: { dragSort?: boolean; fetchRows?: LiveGridBinding['fetchRows'] } = {}) {
  const view = renderGrid({
    dataSource: ROWS.map((r) => ({ ...r })),
    dragSort: options.dragSort,
    live: liveBinding(options.fetchRows),
  });
  const socket = FakeWebSocket.last();
  act(() => socket.open());
  return { ...view, socket };
}

function send(socket: FakeWebSocket, caseId: LiveCase, row: Record<string, unknown>, socketKey = 'lines') {
  act(() => socket.push({ socketKey, caseId, row }));
}

const status = () => screen.getByRole('status');
const qtySum = () =>
  within(screen.getByRole('table', { name: '统计' })).getByRole('cell', { name: '数量合计' });
const rowHeader = (n: number) =>
  within(grid())
    .getAllByRole('rowheader')
    .find((h) => h.textContent?.startsWith(String(n)));
const names = (ref: ReturnType<typeof renderGrid>['ref']) => ref.current!.getValuesSync().map((r) => r.name);

async function typeInto(rowNumber: number, key: string, title: string, value: string) {
  const user = userEvent.setup();
  await user.click(cellOf(rowNumber, key));
  const input = screen.getByRole('textbox', { name: `第${rowNumber}行 ${title}` });
  await user.clear(input);
  await user.type(input, value);
  await user.click(document.body);
  return user;
}

beforeEach(() => {
  installFakeWebSocket();
  signInAs('u1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reloadSessionFromStorage();
});

describe('EditableGrid live mode: joining the channel', () => {
  it('opens /vxeSocket/{userId}/{page}.{record} with the token as the sub-protocol and the grid key', () => {
    renderLive();
    const socket = FakeWebSocket.last();
    const url = new URL(socket.url);
    expect(url.pathname).toMatch(/\/vxeSocket\/u1\/settlement-lines\.t1$/);
    expect(url.searchParams.get('socketKey')).toBe('lines');
    expect(url.searchParams.get('tabId')).toMatch(/^[A-Za-z0-9_-]{8,40}$/);
    expect(socket.protocols).toEqual(['test-token']);
  });

  it('a grid without `live` opens no socket and shows no status line', () => {
    renderGrid();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('EditableGrid live mode: applying other users’ changes', () => {
  it('a remote update of an untouched row shows at once and the statistics row follows', () => {
    const { socket, ref } = renderLive();
    expect(qtySum()).toHaveTextContent('10');
    send(socket, 'update', { id: 'r2', name: '乙改', code: 'BB', qty: 30, version: 2 });
    expect(cellOf(2, 'name')).toHaveTextContent('乙改');
    expect(qtySum()).toHaveTextContent('37');
    expect(ref.current!.getValuesSync()[1]).toMatchObject({ id: 'r2', qty: 30, version: 2 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a message for another grid of the page, or a heartbeat reply, changes nothing', () => {
    const { socket, ref } = renderLive();
    send(socket, 'update', { id: 'r2', name: '别的表', code: 'BB', qty: 99, version: 2 }, 'other');
    act(() => socket.push({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
    expect(names(ref)).toEqual(['甲', '乙', '丙']);
    expect(qtySum()).toHaveTextContent('10');
  });

  it('a remote update of a row the user edited is marked; 保留我的修改 keeps the typed value', async () => {
    const { socket, ref } = renderLive();
    const user = await typeInto(1, 'name', '名称', '我的');
    send(socket, 'update', { id: 'r1', name: '他的', code: 'AA', qty: 7, version: 2 });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('第1行已被他人修改');
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(rowHeader(1)).toHaveTextContent('他人已修改');
    expect(cellOf(1, 'name')).toHaveTextContent('我的');
    // Other rows still update silently meanwhile.
    send(socket, 'update', { id: 'r3', name: '丙改', code: 'CC', qty: 5, version: 2 });
    expect(cellOf(3, 'name')).toHaveTextContent('丙改');

    await user.click(within(alert).getByRole('button', { name: '保留我的修改' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rowHeader(1)).not.toHaveTextContent('他人已修改');
    // The typed value stays and the row now names the remote version, so a save overwrites knowingly.
    expect(ref.current!.getValuesSync()[0]).toMatchObject({ name: '我的', qty: 2, version: 2 });
  });

  it('重新加载 takes the remote row and the statistics follow', async () => {
    const { socket, ref } = renderLive();
    const user = await typeInto(1, 'name', '名称', '我的');
    send(socket, 'update', { id: 'r1', name: '他的', code: 'AA', qty: 7, version: 2 });
    expect(qtySum()).toHaveTextContent('10');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: '重新加载' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cellOf(1, 'name')).toHaveTextContent('他的');
    expect(ref.current!.getValuesSync()[0]).toMatchObject({ name: '他的', qty: 7, version: 2 });
    expect(qtySum()).toHaveTextContent('15');
  });

  it('a remote delete drops an untouched row without recording it as the user’s delete', () => {
    const { socket, ref } = renderLive();
    send(socket, 'delete', { id: 'r2' });
    expect(names(ref)).toEqual(['甲', '丙']);
    expect(ref.current!.getDeleteIds()).toEqual([]);
    expect(qtySum()).toHaveTextContent('7');
  });

  it('a remote delete of an edited row asks; 保留我的修改 keeps it as a new row, 重新加载 drops it', async () => {
    const { socket, ref } = renderLive();
    const user = await typeInto(1, 'name', '名称', '我的');
    await typeInto(2, 'name', '名称', '我的二');
    send(socket, 'delete', { id: 'r1' });
    send(socket, 'delete', { id: 'r2' });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('第1行已被他人删除'),
      expect.stringContaining('第2行已被他人删除'),
    ]);
    await user.click(within(alerts[0]!).getByRole('button', { name: '保留我的修改' }));
    const kept = ref.current!.getValuesSync()[0]!;
    expect(kept.name).toBe('我的');
    expect(ref.current!.isNewRow(String(kept.id))).toBe(true);

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: '重新加载' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(names(ref)).toEqual(['我的', '丙']);
    expect(ref.current!.getDeleteIds()).toEqual([]);
  });

  it('a remote add inserts a server row (not new) and the sum grows', () => {
    const { socket, ref } = renderLive();
    send(socket, 'add', { id: 'r4', name: '丁', code: 'DD', qty: 1, version: 1 });
    expect(names(ref)).toEqual(['甲', '乙', '丙', '丁']);
    expect(cellOf(4, 'name')).toHaveTextContent('丁');
    expect(ref.current!.isNewRow('r4')).toBe(false);
    expect(qtySum()).toHaveTextContent('11');
  });

  it('a remote sort reorders the rows; a conflict alert names the row’s new position', async () => {
    const { socket, ref } = renderLive({ dragSort: true });
    await typeInto(1, 'name', '名称', '我的');
    send(socket, 'update', { id: 'r1', name: '他的', code: 'AA', qty: 2, version: 2 });
    expect(screen.getByRole('alert')).toHaveTextContent('第1行已被他人修改');
    send(socket, 'sort', { order: ['r3', 'r2', 'r1'] });
    expect(ref.current!.getValuesSync().map((r) => [r.id, r.orderNum])).toEqual([
      ['r3', 1],
      ['r2', 2],
      ['r1', 3],
    ]);
    expect(cellOf(1, 'name')).toHaveTextContent('丙');
    expect(screen.getByRole('alert')).toHaveTextContent('第3行已被他人修改');
    expect(rowHeader(3)).toHaveTextContent('他人已修改');
  });
});

describe('EditableGrid live mode: the status line and reconnects', () => {
  it('connecting → connected → waiting after a close → stopped after repeated errors', () => {
    renderGrid({ dataSource: ROWS, live: liveBinding() });
    expect(status()).toHaveTextContent('实时协同连接中…');
    const socket = FakeWebSocket.last();
    act(() => socket.open());
    expect(status()).toHaveTextContent('实时协同已连接');
    act(() => socket.onclose?.({}));
    expect(status()).toHaveTextContent('实时协同已断开，稍后自动重连');
  });

  it('after more than five errors the line asks for a page refresh', () => {
    renderGrid({ dataSource: ROWS, live: liveBinding() });
    const socket = FakeWebSocket.last();
    act(() => {
      for (let i = 0; i < 6; i++) socket.onerror?.({});
    });
    expect(status()).toHaveTextContent('实时协同已断开，请刷新页面');
  });

  it('reconnects after 20 s and catches up with fetchRows, keeping an unsaved edit', async () => {
    const fetchRows = vi
      .fn<() => Promise<Record<string, unknown>[]>>()
      // The first open's catch-up finds what the grid loaded.
      .mockResolvedValueOnce(ROWS.map((r) => ({ ...r })))
      .mockResolvedValue([
        { id: 'r1', name: '甲', code: 'AA', qty: 2, version: 1 },
        { id: 'r2', name: '乙新', code: 'BB', qty: 13, version: 4 },
      ]);
    const { socket, ref } = renderLive({ fetchRows });
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(1));
    await typeInto(1, 'name', '名称', '我的');
    vi.useFakeTimers();
    act(() => socket.onclose?.({}));
    expect(status()).toHaveTextContent('实时协同已断开，稍后自动重连');
    act(() => vi.advanceTimersByTime(20_000));
    const again = FakeWebSocket.last();
    expect(again).not.toBe(socket);
    vi.useRealTimers();
    act(() => again.open());
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(2));
    // r2 changed and r3 went away while the socket was down; the edit of r1 survives.
    await waitFor(() => expect(names(ref)).toEqual(['我的', '乙新']));
    expect(ref.current!.getValuesSync()[1]).toMatchObject({ qty: 13, version: 4 });
    expect(status()).toHaveTextContent('实时协同已连接');
  });

  it('closes the socket when the grid unmounts', () => {
    const { socket, unmount } = renderLive();
    unmount();
    expect(socket.closed).toBe(true);
  });
});
