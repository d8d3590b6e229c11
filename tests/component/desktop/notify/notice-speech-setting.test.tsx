import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NoticeBell from '../../../../src/desktop/shell/header/notice-bell';
import { renderDesktop } from '../desktop-test-utils';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import {
  FakeWebSocket,
  installFakeWebSocket,
  installSpeechSpy,
  listResult,
  signInAs,
} from '../../shared/notify-fixtures';

/** 新消息通知 › 语音播报 decides whether the bell reads pushed notices aloud. */
const backend = setupFakeBackend();

function fakeBell(notifySpeech: boolean) {
  backend.server.on('GET /sys/annountCement/listByUser', () => ok(listResult([], []), '', 0));
  backend.server.on('GET /sys/user/setting/notification', () =>
    ok({ notifyAnnouncement: true, notifySystem: true, notifySpeech, notifyChannels: ['站内'] }),
  );
}

async function pushNotice() {
  renderDesktop(<NoticeBell />);
  await screen.findByRole('button', { name: /^消息通知/ });
  await waitFor(() =>
    expect(backend.server.requests.some((r) => r.url === '/sys/user/setting/notification')).toBe(true),
  );
  // Let the preference answer land before the push.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  const socket = FakeWebSocket.last();
  act(() => socket.open());
  act(() => socket.push({ cmd: 'topic', msgId: 'a9', msgTxt: '明天停电' }));
}

describe('bell speech preference', () => {
  beforeEach(() => {
    installFakeWebSocket();
    signInAs('u1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('speaks when 语音播报 is on', async () => {
    const speak = installSpeechSpy();
    fakeBell(true);
    await pushNotice();
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]![0].text).toBe('明天停电');
  });

  it('stays silent when 语音播报 is off', async () => {
    const speak = installSpeechSpy();
    fakeBell(false);
    await pushNotice();
    expect(speak).not.toHaveBeenCalled();
  });
});
