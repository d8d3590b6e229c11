import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../src/shared/config/app-config';
import type { GridColumn, GridRowValues } from '../../../src/shared/domain/grid/column';
import { GridStore } from '../../../src/shared/domain/grid/store';
import { liveTabId } from '../../../src/shared/domain/live/tab-id';
import { RECONNECT_DELAY_MS } from '../../../src/shared/domain/notify/socket-policy';
import {
  LIVE_HEARTBEAT_INTERVAL_MS,
  useLiveGrid,
  type LiveGridBinding,
} from '../../../src/shared/hooks/grid/use-live-grid';
import { reloadSessionFromStorage } from '../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import { FakeWebSocket, installFakeWebSocket, signInAs } from './notify-fixtures';

const columns: GridColumn[] = [
  { key: 'meterPoint', title: '计量点', type: 'input' },
  { key: 'energyKwh', title: '上网电量(kWh)', type: 'inputNumber', statistics: 'sum' },
];
const line = (id: string, sortNo: number, energyKwh: string, version = 1): GridRowValues => ({
  id,
  meterPoint: `MP-${id}`,
  energyKwh,
  sortNo,
  version,
});

function Harness(props: { store: GridStore; binding?: LiveGridBinding; dataSource: unknown }) {
  const live = useLiveGrid(props.store, props.binding, props.dataSource);
  return (
    <div>
      <span data-testid="status">{live ? live.status : 'none'}</span>
      <span data-testid="conflicts">
        {live ? live.conflicts.map((c) => `${c.rowId}:${c.kind}`).join(',') : ''}
      </span>
    </div>
  );
}

function setup(binding: Partial<LiveGridBinding> = {}) {
  const data = [line('a', 1, '10.000'), line('b', 2, '20.000')];
  const store = new GridStore({ columns, dragSortKey: 'sortNo' });
  store.load(data);
  const fetchRows = vi.fn<NonNullable<LiveGridBinding['fetchRows']>>();
  const full: LiveGridBinding = {
    page: 'settlement-lines',
    recordId: 't1',
    socketKey: 'lines',
    fetchRows,
    ...binding,
  };
  const view = render(<Harness store={store} binding={full} dataSource={data} />);
  return { store, fetchRows, view, data, binding: full };
}

const status = () => screen.getByTestId('status').textContent;
const frame = (message: object) => act(() => FakeWebSocket.last().push(message));

describe('useLiveGrid', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAppConfigForTests();
    installFakeWebSocket();
    signInAs('u1');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects to the page channel with the token as the only sub-protocol', () => {
    localStore.set(STORAGE_KEYS.TENANT_ID, 1002);
    reloadSessionFromStorage();
    setup();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.last();
    expect(socket.protocols).toEqual(['test-token']);
    expect(socket.url).toBe(
      `ws://${window.location.host}/jeecg-boot/vxeSocket/u1/settlement-lines.t1?socketKey=lines&tabId=${liveTabId()}&tenantId=1002`,
    );
    expect(status()).toBe('connecting');
    act(() => socket.open());
    expect(status()).toBe('open');
  });

  it('sends the HTTP layer tenant default (0) and follows an absolute API base', () => {
    setAppConfigForTests({ apiBase: 'https://api.example/jeecg-boot' });
    setup();
    expect(FakeWebSocket.last().url).toBe(
      `wss://api.example/jeecg-boot/vxeSocket/u1/settlement-lines.t1?socketKey=lines&tabId=${liveTabId()}&tenantId=0`,
    );
  });

  it('applies a frame for its grid and ignores other grids and malformed frames', () => {
    const { store } = setup();
    act(() => FakeWebSocket.last().open());
    frame({ socketKey: 'lines', caseId: 'update', row: line('a', 1, '15.000', 2) });
    expect(store.getRow('a')).toMatchObject({ energyKwh: '15.000', version: 2 });
    expect(store.getStatistics()[0]?.values.energyKwh).toBe('35');
    frame({ socketKey: 'other', caseId: 'update', row: line('a', 1, '99.000', 3) });
    frame({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    act(() => FakeWebSocket.last().onmessage?.({ data: '{not json' }));
    expect(store.getRow('a')).toMatchObject({ energyKwh: '15.000', version: 2 });
  });

  it('drops changes its rows already include and re-applies newer ones after its own save answer', () => {
    const { store, view, binding } = setup({ revision: 4 });
    act(() => FakeWebSocket.last().open());
    // Revision 4 is what the grid loaded: a late frame of it changes nothing.
    frame({ socketKey: 'lines', caseId: 'update', row: line('a', 1, '99.000', 9), rev: 4 });
    expect(store.getRow('a')).toMatchObject({ energyKwh: '10.000', version: 1 });
    // This tab's save (revision 5) is on its way when another user's save (revision 6) arrives.
    frame({ socketKey: 'lines', caseId: 'update', row: line('b', 2, '25.000', 3), rev: 6 });
    frame({ socketKey: 'lines', caseId: 'add', row: line('c', 3, '5.000'), rev: 6 });
    expect(store.getRow('b')).toMatchObject({ energyKwh: '25.000', version: 3 });
    // The save's answer predates revision 6; loading it must not lose the other user's change.
    const answer = [line('a', 1, '11.000', 2), line('b', 2, '20.000', 2)];
    store.load(answer);
    view.rerender(<Harness store={store} binding={{ ...binding, revision: 5 }} dataSource={answer} />);
    expect(store.getRow('a')).toMatchObject({ energyKwh: '11.000', version: 2 });
    expect(store.getRow('b')).toMatchObject({ energyKwh: '25.000', version: 3 });
    expect(store.getRow('c')).toMatchObject({ energyKwh: '5.000' });
    expect(store.getStatistics()[0]?.values.energyKwh).toBe('41');
    expect(screen.getByTestId('conflicts').textContent).toBe('');
    // A reload at revision 6 includes them: nothing is applied twice.
    const reloaded = [line('a', 1, '11.000', 2), line('b', 2, '25.000', 3), line('c', 3, '5.000')];
    store.load(reloaded);
    view.rerender(<Harness store={store} binding={{ ...binding, revision: 6 }} dataSource={reloaded} />);
    expect(store.rowCount).toBe(3);
    frame({ socketKey: 'lines', caseId: 'delete', row: { id: 'c' }, rev: 6 });
    expect(store.rowCount).toBe(3);
  });

  it('shows a conflict for an edited row and clears it on a new data source', () => {
    const { store, view, binding } = setup();
    act(() => FakeWebSocket.last().open());
    act(() => {
      store.setValue('b', 'energyKwh', 21);
    });
    frame({ socketKey: 'lines', caseId: 'update', row: line('b', 2, '30.000', 2) });
    expect(screen.getByTestId('conflicts').textContent).toBe('b:update');
    expect(store.getRow('b')?.energyKwh).toBe(21);
    const saved = [line('a', 1, '10.000'), line('b', 2, '21.000', 3)];
    store.load(saved);
    view.rerender(<Harness store={store} binding={binding} dataSource={saved} />);
    expect(screen.getByTestId('conflicts').textContent).toBe('');
    // the saved rows are the server state now: an update of b applies silently
    frame({ socketKey: 'lines', caseId: 'update', row: line('b', 2, '22.000', 4) });
    expect(store.getRow('b')?.energyKwh).toBe('22.000');
  });

  it('catches up through fetchRows on the first open and after a reconnect', async () => {
    const { store, fetchRows } = setup();
    // Nothing changed between the load and the open: the catch-up changes nothing.
    fetchRows.mockResolvedValueOnce([line('a', 1, '10.000'), line('b', 2, '20.000')]);
    await act(async () => {
      FakeWebSocket.last().open();
      await Promise.resolve();
    });
    expect(fetchRows).toHaveBeenCalledTimes(1);
    expect(store.getValuesSync().map((r) => [r.id, r.energyKwh])).toEqual([
      ['a', '10.000'],
      ['b', '20.000'],
    ]);
    fetchRows.mockResolvedValue([line('b', 1, '20.000'), line('a', 2, '11.000', 2), line('c', 3, '1.000')]);
    act(() => FakeWebSocket.last().onclose?.({}));
    expect(status()).toBe('waiting');
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS));
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last().protocols).toEqual(['test-token']);
    await act(async () => {
      FakeWebSocket.last().open();
      await Promise.resolve();
    });
    expect(fetchRows).toHaveBeenCalledTimes(2);
    expect(status()).toBe('open');
    expect(store.getValuesSync().map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(store.getRow('a')).toMatchObject({ energyKwh: '11.000', version: 2 });
  });

  it('orders a catch-up by revision: an older snapshot is ignored, newer changes stay on top', async () => {
    const { store, fetchRows } = setup({ revision: 4 });
    let answer: (snapshot: { rows: GridRowValues[]; revision: number }) => void = () => undefined;
    fetchRows.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await act(async () => {
      FakeWebSocket.last().open();
      await Promise.resolve();
    });
    expect(fetchRows).toHaveBeenCalledTimes(1);
    // While the catch-up read is on its way, a change committed after it arrives.
    frame({ socketKey: 'lines', caseId: 'update', row: line('a', 1, '13.000', 3), rev: 6 });
    await act(async () => {
      answer({ rows: [line('a', 1, '12.000', 2), line('b', 2, '20.000')], revision: 5 });
      await Promise.resolve();
    });
    expect(store.getRow('a')).toMatchObject({ energyKwh: '13.000', version: 3 });

    // A snapshot older than the rows the grid holds changes nothing.
    fetchRows.mockResolvedValueOnce({ rows: [line('a', 1, '10.000')], revision: 3 });
    act(() => FakeWebSocket.last().onclose?.({}));
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS));
    await act(async () => {
      FakeWebSocket.last().open();
      await Promise.resolve();
    });
    expect(fetchRows).toHaveBeenCalledTimes(2);
    expect(store.getValuesSync().map((r) => [r.id, r.energyKwh])).toEqual([
      ['a', '13.000'],
      ['b', '20.000'],
    ]);
  });

  it('swallows a failed catch-up and tries again on the next reconnect', async () => {
    const { store, fetchRows } = setup();
    fetchRows
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([line('a', 1, '12.000', 2)]);
    await act(async () => {
      FakeWebSocket.last().open();
      await Promise.resolve();
    });
    for (let i = 0; i < 2; i++) {
      act(() => FakeWebSocket.last().onclose?.({}));
      act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS));
      await act(async () => {
        FakeWebSocket.last().open();
        await Promise.resolve();
      });
    }
    expect(fetchRows).toHaveBeenCalledTimes(3);
    expect(store.getValuesSync().map((r) => r.id)).toEqual(['a']);
    expect(store.getRow('a')?.energyKwh).toBe('12.000');
  });

  it('sends the heartbeat while open and disposes on unmount', () => {
    const { view } = setup();
    const socket = FakeWebSocket.last();
    act(() => socket.open());
    act(() => vi.advanceTimersByTime(LIVE_HEARTBEAT_INTERVAL_MS));
    expect(socket.sent).toEqual(['HeartBeat']);
    view.unmount();
    expect(socket.closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.sent).toEqual(['HeartBeat']);
  });

  it('reconnects to the new channel when the record changes', () => {
    const { view, store, binding, data } = setup();
    const first = FakeWebSocket.last();
    view.rerender(<Harness store={store} binding={{ ...binding, recordId: 't2' }} dataSource={data} />);
    expect(first.closed).toBe(true);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last().url).toContain('/vxeSocket/u1/settlement-lines.t2?');
  });

  it('opens no socket when signed out or without WebSocket, and returns null without a binding', () => {
    localStore.remove(STORAGE_KEYS.ACCESS_TOKEN);
    reloadSessionFromStorage();
    setup();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(status()).toBe('disposed');
    cleanup();
    signInAs('u1');
    vi.stubGlobal('WebSocket', undefined);
    setup();
    expect(status()).toBe('disposed');
    cleanup();
    const store = new GridStore({ columns });
    render(<Harness store={store} dataSource={[]} />);
    expect(status()).toBe('none');
  });
});
