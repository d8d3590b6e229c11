import { describe, expect, it } from 'vitest';
import {
  announcementBody,
  announcementFormValues,
  isDraft,
  isPublished,
  userIdsFromWire,
  userIdsToWire,
} from '../../../../src/shared/api/sys/announcement-admin-api';
import { parseTestData } from '../../../../src/shared/api/sys/message-template-api';

describe('announcement admin helpers', () => {
  it('writes the user list with a trailing comma and reads it back', () => {
    expect(userIdsToWire('u1,u2')).toBe('u1,u2,');
    expect(userIdsToWire(' u1 , ,u2,')).toBe('u1,u2,');
    expect(userIdsToWire('')).toBe('');
    expect(userIdsToWire(null)).toBe('');
    expect(userIdsFromWire('u1,u2,')).toBe('u1,u2');
    expect(userIdsFromWire(undefined)).toBe('');
  });

  it('builds the body: users only for USER, page and business id only with an opening method', () => {
    const base = { titile: '  通知 ', msgCategory: '1', priority: 'M', msgContent: '<p>x</p>' };
    expect(
      announcementBody({ ...base, msgType: 'ALL', userIds: 'u1', openPage: '/a', busId: 'b' }),
    ).toMatchObject({
      titile: '通知',
      msgType: 'ALL',
      userIds: '',
      openType: null,
      openPage: null,
      busId: null,
    });
    expect(
      announcementBody({
        ...base,
        msgType: 'USER',
        userIds: 'u1,u2',
        openType: 'url',
        openPage: '/a',
        busId: '',
      }),
    ).toMatchObject({ msgType: 'USER', userIds: 'u1,u2,', openType: 'url', openPage: '/a', busId: null });
    expect(announcementBody({ ...base })).toMatchObject({ msgType: 'ALL', startTime: null, endTime: null });
  });

  it('form values drop the trailing comma; status predicates follow send_status', () => {
    expect(announcementFormValues({ id: 'a', titile: 't', userIds: 'u1,', msgType: 'USER' })).toMatchObject({
      userIds: 'u1',
      msgType: 'USER',
    });
    expect(isDraft({ sendStatus: '0' })).toBe(true);
    expect(isDraft({ sendStatus: '1' })).toBe(false);
    expect(isPublished({ sendStatus: '1' })).toBe(true);
    expect(isPublished({ sendStatus: '2' })).toBe(false);
  });
});

describe('message template test data', () => {
  it('accepts a JSON object (empty = {}), refuses anything else', () => {
    expect(parseTestData('{"name":"张三"}')).toEqual({ ok: true, value: { name: '张三' } });
    expect(parseTestData('  ')).toEqual({ ok: true, value: {} });
    for (const bad of ['[1]', '"x"', '1', 'null', '{name:1}']) {
      expect(parseTestData(bad)).toEqual({ ok: false, message: '测试数据必须是JSON对象格式' });
    }
  });
});
