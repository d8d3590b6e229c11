import { describe, expect, it } from 'vitest';
import {
  handleLink,
  isRefreshPush,
  noticeAction,
  noticeSocketUrl,
  parsePush,
  priorityTag,
  unreadCount,
} from '../../../../src/shared/domain/notify/notice-view';

describe('notice view helpers', () => {
  it('maps priorities to the spec tags', () => {
    expect(priorityTag('L')).toEqual({ text: '一般消息', color: 'blue' });
    expect(priorityTag('M')).toEqual({ text: '重要消息', color: 'orange' });
    expect(priorityTag('H')).toEqual({ text: '紧急消息', color: 'red' });
    expect(priorityTag('X')).toBeNull();
    expect(priorityTag(null)).toBeNull();
  });

  it('badge = anntMsgTotal + sysMsgTotal, ignoring junk', () => {
    expect(unreadCount({ anntMsgList: [], anntMsgTotal: 3, sysMsgList: [], sysMsgTotal: 1 })).toBe(4);
    expect(unreadCount(null)).toBe(0);
    expect(unreadCount({ anntMsgList: [], anntMsgTotal: Number.NaN, sysMsgList: [], sysMsgTotal: 2 })).toBe(
      2,
    );
  });

  it('builds the socket URL from the API base', () => {
    expect(noticeSocketUrl('/jeecg-boot', 'http://h:8080', 'u1')).toBe('ws://h:8080/jeecg-boot/websocket/u1');
    expect(noticeSocketUrl('/jeecg-boot', 'https://h', 'u1')).toBe('wss://h/jeecg-boot/websocket/u1');
    expect(noticeSocketUrl('https://api.x/jeecg-boot/', 'http://h', 'a b')).toBe(
      'wss://api.x/jeecg-boot/websocket/a%20b',
    );
    expect(noticeSocketUrl('', 'http://h/', 'u')).toBe('ws://h/websocket/u');
  });

  it('parses pushes and recognises the refresh commands', () => {
    expect(parsePush('{"cmd":"topic","msgId":"1","msgTxt":"停电"}')).toEqual({
      cmd: 'topic',
      msgId: '1',
      msgTxt: '停电',
      userId: undefined,
    });
    expect(parsePush('not json')).toBeNull();
    expect(parsePush('{"x":1}')).toBeNull();
    expect(parsePush(42)).toBeNull();
    expect(isRefreshPush(parsePush('{"cmd":"user"}'))).toBe(true);
    expect(isRefreshPush(parsePush('{"cmd":"heartcheck"}'))).toBe(false);
    expect(isRefreshPush(null)).toBe(false);
  });

  it('decides the click action and the 去处理 link', () => {
    expect(noticeAction({ openType: 'component', openPage: 'system/UserList', busId: 'b1' })).toEqual({
      kind: 'component',
      componentKey: 'system/UserList',
      busId: 'b1',
    });
    expect(noticeAction({ openType: 'component', openPage: '', busId: 'b1' })).toEqual({ kind: 'modal' });
    expect(noticeAction({ openType: 'url', openPage: '/x' })).toEqual({ kind: 'modal' });
    expect(handleLink({ openType: 'url', openPage: '/isystem/user' })).toBe('/isystem/user');
    expect(handleLink({ openType: 'url', openPage: 'javascript:alert(1)' })).toBeNull();
    expect(handleLink({ openType: 'url', openPage: '//evil.example' })).toBeNull();
    expect(handleLink({ openType: 'component', openPage: '/x' })).toBeNull();
  });
});
