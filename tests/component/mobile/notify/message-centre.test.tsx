import { describe, expect, it, beforeEach, afterEach, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import MessageCentrePage from '../../../../src/mobile/pages/messages/message-centre-page';
import NoticeBadge from '../../../../src/mobile/pages/messages/notice-badge';
import { renderPhone } from '../support/render-phone';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import {
  FakeWebSocket,
  annt,
  installFakeWebSocket,
  listResult,
  page,
  sendRow,
  signInAs,
} from '../../shared/notify-fixtures';
import type { AnnouncementSend, ListByUserResult } from '../../../../src/shared/domain/notify/types';

const backend = setupFakeBackend();

function Where() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

function inRouter(ui: React.ReactNode) {
  return renderPhone(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="/start" element={ui} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('phone message centre', () => {
  let rows: AnnouncementSend[];
  let reads: unknown[];

  beforeEach(() => {
    signInAs('u1');
    reads = [];
    rows = [
      sendRow({
        id: 'r1',
        anntId: 'a1',
        titile: '停电通知',
        priority: 'M',
        msgContent: '<p>明天停电</p><svg onload="alert(1)"></svg>',
      }),
      sendRow({ id: 'r2', anntId: 'a2', titile: '检修去处理', openType: 'url', openPage: '/isystem/user' }),
      sendRow({ id: 'r3', anntId: 'a3', titile: '任务已分配', msgCategory: '2', readFlag: '1' }),
    ];
    backend.server.on('GET /sys/sysAnnouncementSend/getMyAnnouncementSend', (config) => {
      const params = config.params as Record<string, unknown>;
      return ok(
        page(rows.filter((r) => params.msgCategory === undefined || r.msgCategory === params.msgCategory)),
        '',
        0,
      );
    });
    backend.server.on('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId', (config) => {
      const body = JSON.parse(String(config.data)) as { anntId: string };
      reads.push(body);
      rows = rows.map((r) => (r.anntId === body.anntId ? { ...r, readFlag: '1' } : r));
      return ok(null, '', 0);
    });
    backend.server.on('PUT /sys/sysAnnouncementSend/readAll', () => {
      rows = rows.map((r) => ({ ...r, readFlag: '1' }));
      return ok(null, '全部已读', 0);
    });
    backend.server.on('GET /sys/annountCement/listByUser', () => ok(listResult([], []), '', 0));
  });

  it('shows 通知 and 系统消息 tabs with unread dots', async () => {
    inRouter(<MessageCentrePage route={null} />);
    expect(await screen.findByText('停电通知')).toBeInTheDocument();
    expect(screen.getAllByLabelText('未读')).toHaveLength(2);
    expect(screen.getByText('重要消息')).toBeInTheDocument();
    await userEvent.click(screen.getByText('系统消息'));
    expect(await screen.findByText('任务已分配')).toBeInTheDocument();
    expect(screen.queryByText('停电通知')).toBeNull();
  });

  it('tapping a message marks it read and opens it full screen, sanitised', async () => {
    inRouter(<MessageCentrePage route={null} />);
    await userEvent.click(await screen.findByText('停电通知'));
    const dialog = await screen.findByRole('dialog', { name: '停电通知' });
    expect(within(dialog).getByText('明天停电')).toBeInTheDocument();
    expect(dialog.querySelector('svg[onload]')).toBeNull();
    expect(reads).toEqual([{ anntId: 'a1' }]);
    await waitFor(() => expect(screen.getAllByLabelText('未读')).toHaveLength(1));
  });

  it('a url message offers 去处理', async () => {
    inRouter(<MessageCentrePage route={null} />);
    await userEvent.click(await screen.findByText('检修去处理'));
    const dialog = await screen.findByRole('dialog', { name: '检修去处理' });
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    await user.click(within(dialog).getByRole('button', { name: '去处理' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/isystem/user'));
  });

  it('全部已读 clears every unread dot', async () => {
    inRouter(<MessageCentrePage route={null} />);
    await screen.findByText('停电通知');
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryAllByLabelText('未读')).toHaveLength(0));
  });
});

describe('phone nav bar badge', () => {
  let state: ListByUserResult;
  beforeEach(() => {
    installFakeWebSocket();
    signInAs('u1');
    state = listResult(
      [annt({ id: 'a1', titile: '一' })],
      [annt({ id: 's1', titile: '二', msgCategory: '2' })],
    );
    backend.server.on('GET /sys/annountCement/listByUser', () => ok(state, '', 0));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread total, follows pushes and leads to the message centre', async () => {
    inRouter(<NoticeBadge />);
    expect(await screen.findByRole('button', { name: '消息，2条未读' })).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    act(() => FakeWebSocket.last().open());
    state = listResult([...state.anntMsgList, annt({ id: 'a2', titile: '三' })], state.sysMsgList);
    act(() => FakeWebSocket.last().push({ cmd: 'user', msgId: 'a2' }));
    expect(await screen.findByRole('button', { name: '消息，3条未读' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '消息，3条未读' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/isps/userAnnouncement'));
  });

  it('polls listByUser every 6 s while the socket is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    inRouter(<NoticeBadge />);
    expect(await screen.findByRole('button', { name: '消息，2条未读' })).toBeInTheDocument();
    state = listResult([], state.sysMsgList);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });
    expect(await screen.findByRole('button', { name: '消息，1条未读' })).toBeInTheDocument();
  });
});
