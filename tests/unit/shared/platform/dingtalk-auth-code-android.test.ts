// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The real dingtalk-jsapi against a stub of DingTalk's Android bridge, stubbed at the window
 * boundary only (what the browser tests do with page.addInitScript): `window.nuva.require()`
 * returns `(onSuccess, onFail, service, action, params)`. The library reads the user agent and
 * the bridge when it loads, so they are in place before the first import.
 */
const ANDROID_UA =
  'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2229A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) com.alibaba.android.rimet/38282395';

type Bridge = (
  onSuccess: (r: unknown) => void,
  onFail: (e: unknown) => void,
  service: string,
  action: string,
  params: Record<string, unknown>,
) => void;

const bridge = vi.fn<Bridge>();

beforeAll(() => {
  Object.defineProperty(window.navigator, 'userAgent', { value: ANDROID_UA, configurable: true });
  (window as unknown as { nuva: unknown }).nuva = { isReady: true, require: () => bridge };
});

describe('requestDingtalkAuthCode on DingTalk Android', () => {
  it('asks runtime.permission.requestAuthCode with corpId and clientId and resolves with the code', async () => {
    bridge.mockImplementation((ok, _fail, service, action, params) => {
      expect(`${service}.${action}`).toBe('runtime.permission.requestAuthCode');
      expect(params).toMatchObject({ corpId: 'ding-corp', clientId: 'ding-app' });
      ok({ code: 'auth-code-android' });
    });
    const { requestDingtalkAuthCode } =
      await import('../../../../src/shared/platform/in-app-login/dingtalk-auth-code');
    await expect(requestDingtalkAuthCode('ding-corp', 'ding-app')).resolves.toBe('auth-code-android');
  });

  it('a bridge failure becomes the Chinese message', async () => {
    bridge.mockImplementation((_ok, fail) => fail({ errorCode: '3', errorMessage: 'corpId mismatch' }));
    const mod = await import('../../../../src/shared/platform/in-app-login/dingtalk-auth-code');
    const error = await mod.requestDingtalkAuthCode('x', 'y').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(mod.DingtalkAuthCodeError);
    expect((error as Error).message).toBe('钉钉授权失败，请使用账号登录');
    expect((error as InstanceType<typeof mod.DingtalkAuthCodeError>).detail).toBe('corpId mismatch');
  });

  it('an answer without a code fails too', async () => {
    bridge.mockImplementation((ok) => ok({}));
    const mod = await import('../../../../src/shared/platform/in-app-login/dingtalk-auth-code');
    await expect(mod.requestDingtalkAuthCode('x', 'y')).rejects.toThrow('钉钉授权失败，请使用账号登录');
  });

  it('a bridge that never answers times out with its own message', async () => {
    bridge.mockImplementation(() => undefined);
    const mod = await import('../../../../src/shared/platform/in-app-login/dingtalk-auth-code');
    await expect(mod.requestDingtalkAuthCode('x', 'y', 50)).rejects.toThrow('钉钉授权超时，请使用账号登录');
  });
});
