import { vi } from 'vitest';
import type {
  Announcement,
  AnnouncementSend,
  ListByUserResult,
} from '../../../src/shared/domain/notify/types';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import { reloadSessionFromStorage } from '../../../src/shared/session/session-store';
import { userInfo } from './fixtures';

/** A WebSocket stand-in: records every instance; tests drive open/message/error/close by hand. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static last(): FakeWebSocket {
    const s = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!s) throw new Error('no socket was opened');
    return s;
  }
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeWebSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  push(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

export function installFakeWebSocket() {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

/** speechSynthesis is absent from jsdom: a spy in its place. */
export function installSpeechSpy() {
  const speak = vi.fn<(u: { text: string }) => void>();
  vi.stubGlobal('speechSynthesis', { speak });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      constructor(readonly text: string) {}
    },
  );
  return speak;
}

export function signInAs(id = 'u1'): void {
  localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'test-token');
  localStore.set(STORAGE_KEYS.USER_INFO, userInfo({ id }));
  reloadSessionFromStorage();
}

export function annt(p: Partial<Announcement> & { id: string; titile: string }): Announcement {
  return {
    msgContent: '<p>内容</p>',
    sender: 'admin',
    sendTime: '2026-11-20 10:00:00',
    createTime: '2026-11-20 09:00:00',
    priority: 'L',
    msgCategory: '1',
    openType: null,
    openPage: null,
    busId: null,
    ...p,
  };
}

export function sendRow(
  p: Partial<AnnouncementSend> & { id: string; anntId: string; titile: string },
): AnnouncementSend {
  return {
    userId: 'u1',
    msgContent: '<p>内容</p>',
    sender: 'admin',
    priority: 'L',
    readFlag: '0',
    sendTime: '2026-11-20 10:00:00',
    msgCategory: '1',
    openType: null,
    openPage: null,
    busId: null,
    ...p,
  };
}

export function listResult(annts: Announcement[], sys: Announcement[]): ListByUserResult {
  return { anntMsgList: annts, anntMsgTotal: annts.length, sysMsgList: sys, sysMsgTotal: sys.length };
}

export function page<T>(records: T[], total = records.length) {
  return {
    records,
    total,
    size: 10,
    current: 1,
    pages: 1,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    countId: null,
    maxLimit: null,
  };
}
