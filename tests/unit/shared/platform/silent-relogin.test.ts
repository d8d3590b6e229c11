// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHttpUi } from '../../../../src/shared/api/http-ui';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { requestDingtalkAuthCode } from '../../../../src/shared/platform/in-app-login/dingtalk-auth-code';
import {
  SILENT_RELOGIN_DEADLINE_MS,
  SILENT_RELOGIN_SLOW,
  runInAppRelogin,
} from '../../../../src/shared/platform/in-app-login/silent-relogin';
import { ReloginRejectedError } from '../../../../src/shared/session/relogin-queue';
import { reloadSessionFromStorage, useSession } from '../../../../src/shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../component/shared/fake-backend';
import { ok } from '../../../component/shared/fake-server';

vi.mock('../../../../src/shared/platform/in-app-login/dingtalk-auth-code', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requestDingtalkAuthCode: vi.fn(),
}));

const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });
const user = { id: 'u1', username: 'zhangsan', realname: '张三' };
const menu = { menu: [{ id: 'm' }], auth: [], allAuth: [], sysSafeMode: false };

function exchangeAnswer(token: string, userInfo = user) {
  return ok({
    token,
    userInfo,
    departs: [],
    multi_depart: 1,
    sysAllDictItems: {},
    tenantList: [],
    thirdType: 'dingtalk',
    redirect: '/',
    tenantId: null,
    purpose: 'relogin',
  });
}

beforeEach(() => {
  vi.spyOn(browserLocation, 'userAgent').mockReturnValue('Mozilla/5.0 (iPhone) AliApp(DingTalk/7.5.10)');
  localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'old', 60_000);
  localStore.set(STORAGE_KEYS.USER_INFO, user, 60_000);
  reloadSessionFromStorage();
  // The open page's menu: re-login in place must keep it (the guard would otherwise unmount the page).
  useSession.setState({ permissions: menu as never, routes: [] });
  backend.server.on(
    'GET /sys/thirdLogin/oauth2/config',
    ok({ tenantId: null, wechat_enterprise: null, dingtalk: { corpId: 'c', clientId: 'k' } }),
  );
  vi.mocked(requestDingtalkAuthCode).mockResolvedValue('code-1');
});

afterEach(() => {
  localStorage.clear();
  vi.mocked(requestDingtalkAuthCode).mockReset();
});

describe('re-login in place runner (DingTalk)', () => {
  it('an app that never answers: the password sheet opens by the 3 s the product allows', async () => {
    vi.useFakeTimers();
    try {
      // The DingTalk bridge hangs (a webview without it never calls back).
      vi.mocked(requestDingtalkAuthCode).mockReturnValue(new Promise<string>(() => undefined));
      const reloginDialog = vi.fn(async () => false);
      setHttpUi({ ...backend.ui, reloginDialog });
      const run = runInAppRelogin().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(SILENT_RELOGIN_DEADLINE_MS - 1);
      expect(reloginDialog).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(SILENT_RELOGIN_DEADLINE_MS).toBeLessThanOrEqual(3_000);
      expect(reloginDialog).toHaveBeenCalledWith({ message: SILENT_RELOGIN_SLOW, bindTicket: null });
      expect(await run).toBeInstanceOf(ReloginRejectedError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('silent: code → exchange → new token stored, menu kept, loading shown then hidden', async () => {
    const hideLoading = vi.fn();
    const reloginDialog = vi.fn(async () => true);
    setHttpUi({ ...backend.ui, hideLoading, reloginDialog });
    backend.server.on('POST /sys/thirdLogin/oauth2/dingtalk/exchange', exchangeAnswer('new'));
    await expect(runInAppRelogin()).resolves.toEqual({ token: 'new', userId: 'u1' });
    expect(backend.ui.loading).toHaveBeenCalledWith('登录已过期，正在重新登录');
    expect(hideLoading).toHaveBeenCalledTimes(1);
    expect(reloginDialog).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('new');
    expect(useSession.getState().permissions).toBe(menu);
  });

  it('unbound: the dialog gets the message and the bind ticket; signed in there, the runner resolves', async () => {
    backend.server.on('POST /sys/thirdLogin/oauth2/dingtalk/exchange', {
      body: {
        success: false,
        code: 500,
        message: '该钉钉账号尚未绑定系统用户，请使用账号登录完成绑定',
        result: { bindTicket: 'tk', thirdType: 'dingtalk', redirect: '/' },
        timestamp: 1,
      },
    });
    const reloginDialog = vi.fn(async () => {
      localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'manual', 60_000);
      return true;
    });
    setHttpUi({ ...backend.ui, reloginDialog });
    await expect(runInAppRelogin()).resolves.toMatchObject({ token: 'manual' });
    expect(reloginDialog).toHaveBeenCalledWith({
      message: '该钉钉账号尚未绑定系统用户，请使用账号登录完成绑定',
      bindTicket: 'tk',
    });
  });

  it('the dialog cancelled: the runner rejects (the queue then falls back)', async () => {
    vi.mocked(requestDingtalkAuthCode).mockRejectedValue(new Error('bridge gone'));
    const reloginDialog = vi.fn(async () => false);
    setHttpUi({ ...backend.ui, reloginDialog });
    await expect(runInAppRelogin()).rejects.toBeInstanceOf(ReloginRejectedError);
    expect(reloginDialog).toHaveBeenCalledWith({
      message: '应用内登录失败，请使用账号登录',
      bindTicket: null,
    });
  });

  it('no dialog in this shell: rejects with the reason', async () => {
    backend.server.on(
      'GET /sys/thirdLogin/oauth2/config',
      ok({ tenantId: null, wechat_enterprise: null, dingtalk: null }),
    );
    await expect(runInAppRelogin()).rejects.toThrow('未配置应用内登录，请使用账号登录');
  });
});

describe('re-login in place runner (WeCom, hidden frame)', () => {
  it('authorize with purpose relogin → hidden frame → its message → the stored session adopted, menu kept', async () => {
    vi.mocked(browserLocation.userAgent).mockReturnValue(
      'Mozilla/5.0 (iPhone) wxwork/4.1.10 MicroMessenger/7.0.1',
    );
    vi.spyOn(browserLocation, 'fullPath').mockReturnValue('/isystem/user?page=3');
    backend.server.on(
      'GET /sys/thirdLogin/oauth2/config',
      ok({ tenantId: 7, wechat_enterprise: { corpId: 'ww', agentId: '1' }, dingtalk: null }),
    );
    const url = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=ww&state=st-1#wechat_redirect';
    backend.server.on('POST /sys/thirdLogin/oauth2/wechat_enterprise/authorize', ok({ url }));
    const hideLoading = vi.fn();
    setHttpUi({ ...backend.ui, hideLoading });
    const done = runInAppRelogin();
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(url);
    expect(sessionStorage.getItem('CWXT_INAPP_STATE')).toBe('st-1');
    const authorize = backend.server.requests.find((r) => r.url?.endsWith('/wechat_enterprise/authorize'));
    expect(JSON.parse(String(authorize?.data))).toEqual({
      redirect: '/isystem/user?page=3',
      purpose: 'relogin',
      tenantId: 7,
    });
    // What the framed /oauth2-app/login does: store the new session in the shared storage, then post.
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'from-frame', 60_000);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'cwxt-inapp-relogin', ok: true },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
    await expect(done).resolves.toEqual({ token: 'from-frame', userId: 'u1' });
    expect(useSession.getState().token).toBe('from-frame');
    expect(useSession.getState().permissions).toBe(menu);
    expect(hideLoading).toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
