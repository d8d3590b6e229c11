import type { BrowserContext } from 'playwright-core';

/**
 * DingTalk's native bridge, stubbed at the window boundary only: the real dingtalk-jsapi runs in
 * the page. On Android (the DINGTALK_UA of browser.ts) the library takes its bridge from
 * `window.nuva.require()`, a function `(onSuccess, onFail, service, action, params)`
 * (node_modules/dingtalk-jsapi/lib/bridge/h5Android.js). The stub answers
 * runtime.permission.requestAuthCode with a code the test issues in Node (the provider emulator
 * maps it to a DingTalk userid) and fails every other call, so an unexpected bridge use shows.
 */
export interface AuthCodeRequest {
  corpId: string;
  clientId: string | null;
}

export interface DingtalkBridge {
  /** Every requestAuthCode the page made, in order. */
  requests: AuthCodeRequest[];
}

const BINDING = '__cwxtTestDingtalkAuthCode';

/** `issueCode` is called once per requestAuthCode; null makes the bridge fail (user refused). */
export async function installDingtalkBridge(
  context: BrowserContext,
  issueCode: (req: AuthCodeRequest) => Promise<string | null> | string | null,
): Promise<DingtalkBridge> {
  const bridge: DingtalkBridge = { requests: [] };
  await context.exposeBinding(BINDING, async (_source, params: unknown) => {
    const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
    const req: AuthCodeRequest = {
      corpId: typeof p.corpId === 'string' ? p.corpId : '',
      clientId: typeof p.clientId === 'string' ? p.clientId : null,
    };
    bridge.requests.push(req);
    return issueCode(req);
  });
  await context.addInitScript((binding: string) => {
    type Done = (value: unknown) => void;
    (window as unknown as { nuva: unknown }).nuva = {
      isReady: true,
      require:
        () =>
        (ok: Done, fail: Done, service: string, action: string, params: unknown): void => {
          // Looked up per call: the binding is installed alongside, not necessarily before, this script.
          const call = (
            window as unknown as Record<string, ((p: unknown) => Promise<string | null>) | undefined>
          )[binding];
          if (service !== 'runtime.permission' || action !== 'requestAuthCode' || !call) {
            fail({ errorCode: '9', errorMessage: `not stubbed: ${service}.${action}` });
            return;
          }
          void call(params).then(
            (code) => (code ? ok({ code }) : fail({ errorCode: '3', errorMessage: 'user cancelled' })),
            (e: unknown) => fail({ errorCode: '9', errorMessage: String(e) }),
          );
        },
    };
  }, BINDING);
  return bridge;
}
