import { describe, expect, it } from 'vitest';
import {
  decideHttpError,
  expiryLatch,
  isSessionExpiry,
  type HttpErrorInput,
} from '../../../src/shared/api/error-catalogue';

const base: HttpErrorInput = {
  status: null,
  serverMessage: null,
  errorMessage: '',
  timedOut: false,
  hasToken: true,
  inApp: null,
};

describe('decideHttpError (spec 000 §8)', () => {
  it.each<[string, Partial<HttpErrorInput>, ReturnType<typeof decideHttpError>]>([
    ['403', { status: 403 }, { kind: 'notify', title: '系统提示', text: '拒绝访问' }],
    [
      '500 Token失效 with token',
      { status: 500, serverMessage: 'Token失效，请重新登录!' },
      { kind: 'expired-modal' },
    ],
    [
      '500 Token失效 in WeCom',
      { status: 500, serverMessage: 'Token失效，请重新登录!', inApp: 'wxwork' },
      { kind: 'in-app-relogin' },
    ],
    [
      '500 Token失效 in DingTalk',
      { status: 500, serverMessage: 'Token失效', inApp: 'dingtalk' },
      { kind: 'in-app-relogin' },
    ],
    [
      '500 Token失效 without token',
      { status: 500, serverMessage: 'Token失效，请重新登录!', hasToken: false },
      { kind: 'error', text: 'Token失效，请重新登录!' },
    ],
    [
      '500 other message',
      { status: 500, serverMessage: '操作失败，x' },
      { kind: 'error', text: '操作失败，x' },
    ],
    ['500 no message', { status: 500 }, { kind: 'none' }],
    ['404', { status: 404, serverMessage: 'x' }, { kind: 'error', text: '很抱歉，资源未找到!' }],
    ['504', { status: 504 }, { kind: 'error', text: '网络超时' }],
    [
      'timeout without response',
      { timedOut: true, errorMessage: 'timeout of 600000ms exceeded' },
      { kind: 'error', text: '网络超时' },
    ],
    ['timeout by message', { errorMessage: 'timeout exceeded' }, { kind: 'error', text: '网络超时' }],
    ['network error', { errorMessage: 'Network Error' }, { kind: 'error', text: 'Network Error' }],
    [
      '401 with token',
      { status: 401, serverMessage: 'Token失效，请重新登录!' },
      { kind: 'unauthorized', logout: true },
    ],
    ['401 without token', { status: 401, hasToken: false }, { kind: 'unauthorized', logout: false }],
    ['401 in app with token', { status: 401, inApp: 'wxwork' }, { kind: 'in-app-relogin' }],
    [
      'other status with server message',
      { status: 400, serverMessage: '参数错误', errorMessage: 'Request failed' },
      { kind: 'error', text: '参数错误' },
    ],
    [
      'other status without server message',
      { status: 502, errorMessage: 'Request failed with status code 502' },
      { kind: 'error', text: 'Request failed with status code 502' },
    ],
    ['cancelled', { cancelled: true, status: 500 }, { kind: 'none' }],
  ])('%s', (_name, input, expected) => {
    expect(decideHttpError({ ...base, ...input })).toEqual(expected);
  });

  it('classifies the session-ending actions', () => {
    expect(isSessionExpiry({ kind: 'expired-modal' })).toBe(true);
    expect(isSessionExpiry({ kind: 'in-app-relogin' })).toBe(true);
    expect(isSessionExpiry({ kind: 'unauthorized', logout: false })).toBe(true);
    expect(isSessionExpiry({ kind: 'error', text: 'x' })).toBe(false);
    expect(isSessionExpiry({ kind: 'notify', title: 'a', text: 'b' })).toBe(false);
  });

  it('latch engages once until released', () => {
    expiryLatch.release();
    expect(expiryLatch.tryEngage()).toBe(true);
    expect(expiryLatch.tryEngage()).toBe(false);
    expect(expiryLatch.engaged).toBe(true);
    expiryLatch.release();
    expect(expiryLatch.tryEngage()).toBe(true);
    expiryLatch.release();
  });
});
