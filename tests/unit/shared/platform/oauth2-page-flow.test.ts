// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOauth2Page } from '../../../../src/shared/platform/in-app-login/oauth2-page-flow';
import { EXPECTED_STATE_KEY } from '../../../../src/shared/platform/in-app-login/expected-state';
import { reloadSessionFromStorage, useSession } from '../../../../src/shared/session/session-store';
import { setupFakeBackend } from '../../../component/shared/fake-backend';
import { fail, ok } from '../../../component/shared/fake-server';

// This page is the hidden re-login frame (jsdom cannot nest a same-origin frame with a name).
vi.mock('../../../../src/shared/platform/in-app-login/frame-identity', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  isReloginFrame: () => true,
  isFramedBySameOrigin: () => true,
}));

const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

beforeEach(() => {
  reloadSessionFromStorage();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/oauth2-app/login as the hidden WeCom re-login frame', () => {
  it('exchanges, stores the session and tells the parent (same origin, no token in the message)', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    sessionStorage.setItem(EXPECTED_STATE_KEY, 'S');
    backend.server.on(
      'POST /sys/thirdLogin/oauth2/wechat_enterprise/exchange',
      ok({
        token: 'framed-token',
        userInfo: { id: 'u1', username: 'zhangsan' },
        departs: [],
        multi_depart: 1,
        sysAllDictItems: {},
        tenantList: [],
        thirdType: 'wechat_enterprise',
        redirect: '/x',
        tenantId: null,
        purpose: 'relogin',
      }),
    );
    await expect(startOauth2Page({ search: '?code=C&state=S', inApp: 'wxwork' })).resolves.toEqual({
      kind: 'framed',
    });
    expect(useSession.getState().token).toBe('framed-token');
    expect(post).toHaveBeenCalledWith({ type: 'cwxt-inapp-relogin', ok: true }, window.location.origin);
  });

  it('a failed exchange is reported to the parent with its message', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    sessionStorage.setItem(EXPECTED_STATE_KEY, 'S');
    backend.server.on(
      'POST /sys/thirdLogin/oauth2/wechat_enterprise/exchange',
      fail('企业微信中未找到该用户'),
    );
    await startOauth2Page({ search: '?code=C&state=S', inApp: 'wxwork' });
    expect(post).toHaveBeenCalledWith(
      { type: 'cwxt-inapp-relogin', ok: false, message: '企业微信中未找到该用户' },
      window.location.origin,
    );
    expect(useSession.getState().token).toBeNull();
  });

  it('a state the parent did not start is refused before any exchange', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    sessionStorage.setItem(EXPECTED_STATE_KEY, 'mine');
    await startOauth2Page({ search: '?code=C&state=other', inApp: 'wxwork' });
    expect(backend.server.requests).toHaveLength(0);
    expect(post).toHaveBeenCalledWith(
      { type: 'cwxt-inapp-relogin', ok: false, message: '登录请求已失效，请重新打开应用' },
      window.location.origin,
    );
  });
});
