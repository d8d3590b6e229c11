import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expiryLatch } from '../../../src/shared/api/error-catalogue';
import {
  getAction,
  getBlob,
  postAction,
  putAction,
  signedGet,
  signedPost,
} from '../../../src/shared/api/http';
import { getDictItems } from '../../../src/shared/api/sys/dict-api';
import { setAppConfigForTests } from '../../../src/shared/config/app-config';
import { md5 } from '../../../src/shared/domain/sign/md5';
import { browserLocation } from '../../../src/shared/platform/browser-location';
import { reloadSessionFromStorage, useSession } from '../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import { fail, ok } from './fake-server';
import { setupFakeBackend } from './fake-backend';

const backend = setupFakeBackend({
  apiBase: '/jeecg-boot',
  tenantHeader: 'X-Tenant-Id',
  signSecret: 'secret',
});

beforeEach(() => {
  vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

function signIn(token = 'tok-1') {
  localStore.set(STORAGE_KEYS.ACCESS_TOKEN, token, 60_000);
  localStore.set(STORAGE_KEYS.USER_NAME, 'admin', 60_000);
  reloadSessionFromStorage();
}

describe('request interceptor', () => {
  it('unwraps the envelope, sets base URL, token and tenant headers', async () => {
    signIn('tok-9');
    localStore.set(STORAGE_KEYS.TENANT_ID, '7');
    backend.server.on('POST /sys/x', ok({ a: 1 }, 'done'));
    const res = await postAction<{ a: number }>('/sys/x', { b: 2 });
    expect(res).toEqual({ success: true, message: 'done', code: 200, result: { a: 1 }, timestamp: 1 });
    const req = backend.server.requests[0]!;
    expect(req.baseURL).toBe('/jeecg-boot');
    expect(req.timeout).toBe(600000);
    expect(req.headers.get('X-Access-Token')).toBe('tok-9');
    expect(req.headers.get('X-Tenant-Id')).toBe('7');
    expect(req.params).toBeUndefined();
  });

  it("sends tenant '0' when none is stored, under the configured header name", async () => {
    setAppConfigForTests({ tenantHeader: 'tenant-id' });
    backend.server.on('PUT /sys/y', ok(null));
    await putAction('/sys/y', {});
    expect(backend.server.requests[0]!.headers.get('tenant-id')).toBe('0');
    expect(backend.server.requests[0]!.headers.get('X-Access-Token')).toBeUndefined();
  });

  it('adds _t (unix seconds) to GETs except dictionary items', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_123_456);
    backend.server.on('GET /sys/list', ok([]));
    backend.server.on('GET /sys/dict/getDictItems/sex', ok([]));
    await getAction('/sys/list', { pageNo: 1 });
    await getDictItems('sex');
    expect(backend.server.requests[0]!.params).toEqual({ _t: 1_700_000_123, pageNo: 1 });
    expect(backend.server.requests[1]!.params).toBeUndefined();
  });

  it('signed helpers add X-Sign and X-TIMESTAMP (CONTRACT §10.6)', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    backend.server.on('GET /sys/dict/getDictItems/sys_user,realname,id', ok([]));
    backend.server.on('POST /sys/signed', ok(null));
    backend.server.on('GET /sys/signed-get', ok(null));
    await signedGet('/sys/dict/getDictItems/sys_user,realname,id');
    await signedPost('/sys/signed', { b: 2, a: 'x' });
    await signedGet('/sys/signed-get', { k: 'v' });
    const [dict, post, get] = backend.server.requests;
    expect(dict!.headers.get('X-Sign')).toBe(
      md5('{"x-path-variable":"sys_user,realname,id"}secret').toUpperCase(),
    );
    expect(dict!.headers.get('X-TIMESTAMP')).toBe('1700000000000');
    expect(post!.headers.get('X-Sign')).toBe(md5('{"a":"x","b":"2"}secret').toUpperCase());
    // The sign is computed before _t is added, and _t never enters it.
    expect(get!.params).toEqual({ _t: 1_700_000_000, k: 'v' });
    expect(get!.headers.get('X-Sign')).toBe(md5('{"k":"v"}secret').toUpperCase());
  });
});

describe('error interceptor (spec 000 §8)', () => {
  it('403 → notification 系统提示 / 拒绝访问', async () => {
    backend.server.on('GET /sys/a', { status: 403, body: fail('没有权限，请联系管理员授权', 510).body });
    await expect(getAction('/sys/a')).rejects.toThrow();
    expect(backend.ui.notifyError).toHaveBeenCalledWith('系统提示', '拒绝访问');
  });

  it.each([
    [404, '很抱歉，资源未找到!'],
    [504, '网络超时'],
    [400, '参数不对'],
  ])('%i → %s', async (status, text) => {
    backend.server.on('GET /sys/a', { status, body: fail('参数不对').body });
    await expect(getAction('/sys/a')).rejects.toThrow();
    expect(backend.ui.error).toHaveBeenCalledWith(text);
  });

  it('timeout without response → 网络超时', async () => {
    backend.server.on('GET /sys/slow', { timeout: true });
    await expect(getAction('/sys/slow')).rejects.toThrow();
    expect(backend.ui.error).toHaveBeenCalledWith('网络超时');
  });

  it('500 with Token失效 in a blob body → one expired modal; OK logs out, removes token, reloads', async () => {
    signIn();
    backend.server.on('POST /sys/logout', ok('退出登录成功！'));
    const blob = new Blob(
      [JSON.stringify({ success: false, code: 500, message: 'Token失效，请重新登录!' })],
      { type: 'application/json' },
    );
    backend.server.on('GET /sys/export', { status: 500, body: blob });
    await expect(getBlob('/sys/export')).rejects.toThrow();
    expect(backend.ui.expiredModal).toHaveBeenCalledTimes(1);
    const options = backend.ui.expiredModal.mock.calls[0]![0];
    expect(options).toMatchObject({
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
      okText: '重新登录',
    });
    options.onOk();
    await vi.waitFor(() => expect(browserLocation.reload).toHaveBeenCalledTimes(1));
    expect(localStore.get(STORAGE_KEYS.ACCESS_TOKEN)).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(
      backend.server.requests.some(
        (r) => r.url === '/sys/logout' && r.headers.get('X-Access-Token') === 'tok-1',
      ),
    ).toBe(true);
    expect(expiryLatch.engaged).toBe(false);
  });

  it('ten concurrent 401s → one message, one logout, one reload after 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    signIn();
    backend.server.on('POST /sys/logout', ok('退出登录成功！'));
    backend.server.on('GET /sys/p', {
      status: 401,
      body: JSON.stringify({ success: false, code: 401, message: 'Token失效，请重新登录!' }),
    });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => getAction('/sys/p')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(backend.ui.error).toHaveBeenCalledTimes(1);
    expect(backend.ui.error).toHaveBeenCalledWith('很抱歉，登录已过期，请重新登录');
    await vi.waitFor(() =>
      expect(backend.server.requests.filter((r) => r.url === '/sys/logout')).toHaveLength(1),
    );
    expect(useSession.getState().token).toBeNull();
    expect(browserLocation.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1499);
    expect(browserLocation.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(browserLocation.reload).toHaveBeenCalledTimes(1);
    expect(expiryLatch.engaged).toBe(false);
  });

  it('ten concurrent Token失效 500s → one modal', async () => {
    signIn();
    backend.server.on('GET /sys/q', { status: 500, body: fail('Token失效，请重新登录!').body });
    await Promise.allSettled(Array.from({ length: 10 }, () => getAction('/sys/q')));
    expect(backend.ui.expiredModal).toHaveBeenCalledTimes(1);
    expect(backend.ui.error).not.toHaveBeenCalled();
  });

  it('inside WeCom: loading text, logout, then the OAuth2 in-app login with the full path', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue('Mozilla/5.0 (iPhone) wxwork/4.1.0');
    vi.spyOn(browserLocation, 'fullPath').mockReturnValue('/isystem/user?a=1');
    signIn();
    backend.server.on('POST /sys/logout', ok('退出登录成功！'));
    backend.server.on('GET /sys/q', { status: 500, body: fail('Token失效，请重新登录!').body });
    await Promise.allSettled(Array.from({ length: 3 }, () => getAction('/sys/q')));
    expect(backend.ui.loading).toHaveBeenCalledWith('登录已过期，正在重新登录');
    expect(backend.ui.expiredModal).not.toHaveBeenCalled();
    // The message stays readable for 1.5 s before the session ends and the page changes.
    expect(browserLocation.assign).not.toHaveBeenCalled();
    expect(useSession.getState().token).not.toBeNull();
    await vi.waitFor(
      () =>
        expect(browserLocation.assign).toHaveBeenCalledWith(
          '/oauth2-app/login?redirect=%2Fisystem%2Fuser%3Fa%3D1',
        ),
      { timeout: 3000 },
    );
    expect(browserLocation.assign).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBeNull();
  });
});
