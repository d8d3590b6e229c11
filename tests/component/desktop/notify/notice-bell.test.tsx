import { describe, expect, it, beforeEach, afterEach, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NoticeBell from '../../../../src/desktop/shell/header/notice-bell';
import { renderDesktop } from '../desktop-test-utils';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import {
  FakeWebSocket,
  annt,
  installFakeWebSocket,
  installSpeechSpy,
  listResult,
  signInAs,
} from '../../shared/notify-fixtures';
import type { ListByUserResult } from '../../../../src/shared/domain/notify/types';

const backend = setupFakeBackend();

describe('desktop notice bell', () => {
  let state: ListByUserResult;
  let reads: unknown[];
  let listCalls: number;

  beforeEach(() => {
    installFakeWebSocket();
    signInAs('u1');
    reads = [];
    listCalls = 0;
    state = listResult(
      [
        annt({
          id: 'a1',
          titile: '停电通知',
          priority: 'H',
          msgContent: '<p>明天停电<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
        }),
        annt({ id: 'a2', titile: '检修安排', priority: 'M', openType: 'url', openPage: '/isystem/user' }),
        annt({
          id: 'a3',
          titile: '设备台账',
          priority: 'L',
          openType: 'component',
          openPage: 'cwxt/NoSuchView',
          busId: 'b9',
        }),
      ],
      [annt({ id: 's1', titile: '任务已分配', msgCategory: '2' })],
    );
    backend.server.on('GET /sys/annountCement/listByUser', () => {
      listCalls += 1;
      return ok(state, '', 0);
    });
    backend.server.on('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId', (config) => {
      const body = JSON.parse(String(config.data)) as { anntId: string };
      reads.push(body);
      const drop = (l: typeof state.anntMsgList) => l.filter((x) => x.id !== body.anntId);
      state = listResult(drop(state.anntMsgList), drop(state.sysMsgList));
      return ok(null, '', 0);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const bell = () => screen.findByRole('button', { name: /^消息通知/ });

  it('shows the unread count of both kinds and the two tabs with tags', async () => {
    renderDesktop(<NoticeBell />);
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('消息通知，4条未读'));
    await userEvent.click(await bell());
    const popover = await screen.findByTestId('notice-popover');
    expect(within(popover).getByRole('tab', { name: '通知(3)' })).toBeInTheDocument();
    expect(within(popover).getByRole('tab', { name: '系统消息(1)' })).toBeInTheDocument();
    expect(within(popover).getByText('停电通知')).toBeInTheDocument();
    expect(within(popover).getByText('紧急消息')).toBeInTheDocument();
    expect(within(popover).getByText('重要消息')).toBeInTheDocument();
    expect(within(popover).getByText('一般消息')).toBeInTheDocument();
    await userEvent.click(within(popover).getByRole('tab', { name: '系统消息(1)' }));
    expect(await within(popover).findByText('任务已分配')).toBeVisible();
  });

  it('click marks read, opens the sanitised modal and reloads the count', async () => {
    renderDesktop(<NoticeBell />);
    await userEvent.click(await bell());
    await userEvent.click(await screen.findByText('停电通知'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('明天停电')).toBeInTheDocument();
    // The announcement modal is 60% wide (spec 000 §2.4).
    expect((dialog.closest('.ant-modal') as HTMLElement | null)?.style.width).toBe('60%');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(reads).toEqual([{ anntId: 'a1' }]);
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('消息通知，3条未读'));
    expect(within(dialog).queryByRole('button', { name: '去处理' })).toBeNull();
  });

  it('a url announcement offers 去处理 to its page', async () => {
    renderDesktop(<NoticeBell />);
    await userEvent.click(await bell());
    await userEvent.click(await screen.findByText('检修安排'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '去处理' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/isystem/user'));
    expect(reads).toEqual([{ anntId: 'a2' }]);
  });

  it('a component announcement opens the view registered for openPage', async () => {
    renderDesktop(<NoticeBell />);
    await userEvent.click(await bell());
    await userEvent.click(await screen.findByText('设备台账'));
    const dialog = await screen.findByRole('dialog');
    // No page is registered for this key: the view kit answers with its missing-view page.
    expect(await within(dialog).findByText('未找到组件：cwxt/NoSuchView')).toBeInTheDocument();
    expect(reads).toEqual([{ anntId: 'a3' }]);
  });

  it('查看更多 goes to 我的消息', async () => {
    renderDesktop(<NoticeBell />);
    await userEvent.click(await bell());
    const popover = await screen.findByTestId('notice-popover');
    await userEvent.click(within(popover).getAllByRole('button', { name: '查看更多' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/isps/userAnnouncement'));
  });

  it('connects with the token, refetches on topic/user pushes and speaks msgTxt', async () => {
    const speak = installSpeechSpy();
    renderDesktop(<NoticeBell />);
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('消息通知，4条未读'));
    const socket = FakeWebSocket.last();
    expect(socket.url).toBe(`${window.location.origin.replace(/^http/, 'ws')}/jeecg-boot/websocket/u1`);
    expect(socket.protocols).toEqual(['test-token']);
    act(() => socket.open());
    state = listResult([...state.anntMsgList, annt({ id: 'a4', titile: '新通告' })], state.sysMsgList);
    const before = listCalls;
    act(() => socket.push({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
    expect(listCalls).toBe(before);
    act(() => socket.push({ cmd: 'topic', msgId: 'a4', msgTxt: '新通告' }));
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('消息通知，5条未读'));
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]![0].text).toBe('新通告');
  });
});
