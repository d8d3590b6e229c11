// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { getAction, postAction } from '../../../../src/shared/api/http';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { setReloginRunnerLoader } from '../../../../src/shared/session/relogin-in-place';
import {
  ReloginRejectedError,
  type ReloginRunner,
  type ReloginSuccess,
} from '../../../../src/shared/session/relogin-queue';
import { reloadSessionFromStorage } from '../../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../component/shared/fake-backend';
import { ok, type FakeReply } from '../../../component/shared/fake-server';

const DINGTALK_UA =
  'Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 Chrome/97.0 Mobile Safari/537.36 AliApp(DingTalk/7.0.40) DingTalk/7.0.40';

const backend = setupFakeBackend({ apiBase: '/jeecg-boot', tenantHeader: 'X-Tenant-Id' });

function signIn(token: string, userId: string) {
  localStore.set(STORAGE_KEYS.ACCESS_TOKEN, token, 60_000);
  localStore.set(STORAGE_KEYS.USER_INFO, { id: userId, username: userId }, 60_000);
}

/** A re-login the test finishes by hand; `finish` stores the new session as the real one would. */
function controlledRunner() {
  const calls: Array<{ resolve(s: ReloginSuccess): void; reject(e: unknown): void }> = [];
  const runner: ReloginRunner = () =>
    new Promise<ReloginSuccess>((resolve, reject) => calls.push({ resolve, reject }));
  setReloginRunnerLoader(async () => runner);
  return {
    calls,
    finish(token: string, userId: string) {
      signIn(token, userId);
      calls[calls.length - 1]!.resolve({ token, userId });
    },
    cancel() {
      calls[calls.length - 1]!.reject(new ReloginRejectedError('cancelled'));
    },
  };
}

/** 401 for the expired token, the token itself as the answer otherwise. */
function tokenGated(config: InternalAxiosRequestConfig): FakeReply {
  const token = config.headers.get('X-Access-Token');
  if (token === 'old') {
    return { status: 401, body: { success: false, code: 401, message: 'Token失效，请重新登录!' } };
  }
  return ok({ token, url: config.url });
}

const sentWith = (token: string) =>
  backend.server.requests.filter((r) => r.headers.get('X-Access-Token') === token).map((r) => r.url);

beforeEach(() => {
  vi.spyOn(browserLocation, 'userAgent').mockReturnValue(DINGTALK_UA);
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
  vi.spyOn(browserLocation, 'fullPath').mockReturnValue('/isystem/user?page=2');
  signIn('old', 'u1');
  reloadSessionFromStorage();
  backend.server.on('GET /sys/a', tokenGated);
  backend.server.on('GET /sys/b', tokenGated);
  backend.server.on('POST /sys/save', tokenGated);
  backend.server.on('POST /sys/submit', tokenGated);
  backend.server.on('POST /sys/logout', ok('退出登录成功！'));
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('re-login in place (inside DingTalk / WeCom)', () => {
  it('concurrent failures → one re-login; requests made meanwhile are held, then all replayed', async () => {
    const relogin = controlledRunner();
    const a = getAction<{ token: string }>('/sys/a');
    const b = getAction<{ token: string }>('/sys/b');
    await vi.waitFor(() => expect(relogin.calls).toHaveLength(1));
    const save = postAction<{ token: string }>('/sys/save', { n: 1 });
    // Held, not sent: give the interceptor every chance to send it.
    await new Promise((r) => setTimeout(r, 20));
    expect(backend.server.requests.filter((r) => r.url === '/sys/save')).toHaveLength(0);

    relogin.finish('new', 'u1');
    const results = await Promise.all([a, b, save]);
    expect(results.map((r) => r.result.token)).toEqual(['new', 'new', 'new']);
    expect(relogin.calls).toHaveLength(1);
    expect(sentWith('old').sort()).toEqual(['/sys/a', '/sys/b']);
    expect(sentWith('new').sort()).toEqual(['/sys/a', '/sys/b', '/sys/save']);
    // No navigation, no logout, no message: the page stays as it was.
    expect(browserLocation.assign).not.toHaveBeenCalled();
    expect(browserLocation.reload).not.toHaveBeenCalled();
    expect(backend.server.requests.some((r) => r.url === '/sys/logout')).toBe(false);
    expect(backend.ui.error).not.toHaveBeenCalled();
  });

  it('replays the held requests in the order they were made', async () => {
    const relogin = controlledRunner();
    const first = getAction('/sys/a');
    await vi.waitFor(() => expect(relogin.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    const held = [
      postAction('/sys/save', { n: 1 }),
      postAction('/sys/submit', { n: 2 }),
      getAction('/sys/b'),
    ];
    await new Promise((r) => setTimeout(r, 10));
    relogin.finish('new', 'u1');
    await Promise.all([first, ...held]);
    expect(sentWith('new')).toEqual(['/sys/a', '/sys/save', '/sys/submit', '/sys/b']);
  });

  it('a different user after re-login: queued writes are rejected with 登录用户已变更，请刷新页面', async () => {
    const relogin = controlledRunner();
    const read = getAction<{ token: string }>('/sys/a');
    await vi.waitFor(() => expect(relogin.calls).toHaveLength(1));
    const write = postAction('/sys/save', { n: 1 }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    relogin.finish('other', 'u2');
    expect((await read).result.token).toBe('other');
    const error = await write;
    expect(error).toBeInstanceOf(ReloginRejectedError);
    expect((error as Error).message).toBe('登录用户已变更，请刷新页面');
    expect(sentWith('other')).toEqual(['/sys/a']);
    expect(backend.server.requests.filter((r) => r.url === '/sys/save')).toHaveLength(0);
    await vi.waitFor(() => expect(backend.ui.error).toHaveBeenCalledWith('登录用户已变更，请刷新页面'));
    expect(backend.ui.error).toHaveBeenCalledTimes(1);
  });

  it('cancel → every queued request is rejected and the old behaviour follows (logout + in-app login page)', async () => {
    const relogin = controlledRunner();
    const a = getAction('/sys/a').catch((e: unknown) => e);
    await vi.waitFor(() => expect(relogin.calls).toHaveLength(1));
    const save = postAction('/sys/save', {}).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    relogin.cancel();
    expect(await a).toBeInstanceOf(ReloginRejectedError);
    expect(await save).toBeInstanceOf(ReloginRejectedError);
    expect(backend.ui.loading).toHaveBeenCalledWith('登录已过期，正在重新登录');
    await vi.waitFor(
      () =>
        expect(browserLocation.assign).toHaveBeenCalledWith(
          '/oauth2-app/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2',
        ),
      { timeout: 3000 },
    );
    expect(localStore.get(STORAGE_KEYS.ACCESS_TOKEN)).toBeNull();
    expect(backend.server.requests.filter((r) => r.url === '/sys/save')).toHaveLength(0);
    // The rejections themselves put up no message of their own.
    expect(backend.ui.error).not.toHaveBeenCalled();
  });

  it('a request that fails with a token already replaced is sent again without a second re-login', async () => {
    const relogin = controlledRunner();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // This one leaves with the old token and answers 401 only after the re-login finished.
    backend.server.on('GET /sys/slow', async (config) => {
      if (config.headers.get('X-Access-Token') === 'old') await gate;
      return tokenGated(config);
    });
    const slow = getAction<{ token: string }>('/sys/slow');
    const fast = getAction('/sys/a');
    await vi.waitFor(() => expect(relogin.calls).toHaveLength(1));
    relogin.finish('new', 'u1');
    await fast;
    release();
    expect((await slow).result.token).toBe('new');
    expect(relogin.calls).toHaveLength(1);
  });

  it('a replayed request that fails again does not loop: the old behaviour follows', async () => {
    const relogin = controlledRunner();
    backend.server.on('GET /sys/always', {
      status: 401,
      body: { success: false, code: 401, message: 'Token失效，请重新登录!' },
    });
    const always = getAction('/sys/always').catch((e: unknown) => e);
    await vi.waitFor(() => expect(relogin.calls).toHaveLength(1));
    relogin.finish('new', 'u1');
    await always;
    expect(backend.server.requests.filter((r) => r.url === '/sys/always')).toHaveLength(2);
    await vi.waitFor(() => expect(browserLocation.assign).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(relogin.calls).toHaveLength(1);
  });

  it('in a desktop browser the spec behaviour stands: no re-login in place', async () => {
    vi.mocked(browserLocation.userAgent).mockReturnValue('Mozilla/5.0 (Windows NT 10.0) Chrome/120.0');
    const relogin = controlledRunner();
    await getAction('/sys/a').catch(() => undefined);
    expect(backend.ui.error).toHaveBeenCalledWith('很抱歉，登录已过期，请重新登录');
    await vi.waitFor(() => expect(browserLocation.reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(relogin.calls).toHaveLength(0);
  });
});
