// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The real dingtalk-jsapi against a stub of DingTalk's iOS bridge (window boundary only):
 * `window.WebViewJavascriptBridge` with `init(fn)`, `registerHandler` and
 * `callHandler(name, params, cb)`, cb receiving `{ errorCode: '0', result }` or a failure code.
 */
const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.5.10) com.laiwang.DingTalk/32788089 Channel/201200 language/zh-Hans-CN';

const callHandler =
  vi.fn<(name: string, params: Record<string, unknown>, cb: (r: unknown) => void) => void>();

beforeAll(() => {
  Object.defineProperty(window.navigator, 'userAgent', { value: IOS_UA, configurable: true });
  const stub = { init: () => undefined, registerHandler: () => undefined, callHandler };
  (window as unknown as { WebViewJavascriptBridge: unknown }).WebViewJavascriptBridge = stub;
  (globalThis as unknown as { WebViewJavascriptBridge: unknown }).WebViewJavascriptBridge = stub;
});

describe('requestDingtalkAuthCode on DingTalk iOS', () => {
  it('calls the handler runtime.permission.requestAuthCode and resolves with the code', async () => {
    callHandler.mockImplementation((name, params, cb) => {
      expect(name).toBe('runtime.permission.requestAuthCode');
      expect(params).toMatchObject({ corpId: 'ding-corp', clientId: 'ding-app' });
      cb({ errorCode: '0', result: { code: 'auth-code-ios' } });
    });
    const { requestDingtalkAuthCode } =
      await import('../../../../src/shared/platform/in-app-login/dingtalk-auth-code');
    await expect(requestDingtalkAuthCode('ding-corp', 'ding-app')).resolves.toBe('auth-code-ios');
  });

  it('a failure code becomes the Chinese message', async () => {
    callHandler.mockImplementation((_name, _params, cb) =>
      cb({ errorCode: '7', errorMessage: 'no permission' }),
    );
    const mod = await import('../../../../src/shared/platform/in-app-login/dingtalk-auth-code');
    await expect(mod.requestDingtalkAuthCode('x', 'y')).rejects.toThrow('钉钉授权失败，请使用账号登录');
  });
});
