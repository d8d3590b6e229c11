/**
 * DingTalk's one-time sign-in code (runtime.permission.requestAuthCode, H5 micro-app).
 *
 * dingtalk-jsapi is imported lazily: it is only ever needed inside DingTalk, and the phone's first
 * load budget cannot carry it. The library picks its bridge from the user agent when it loads:
 * - Android: `window.nuva.require()` returns the bridge function
 *   `(onSuccess, onFail, 'runtime.permission', 'requestAuthCode', params)` (it waits for the
 *   `runtimeready` document event when `window.nuva` is not there yet);
 * - iOS: `window.WebViewJavascriptBridge.init(fn)` then `.callHandler('runtime.permission.requestAuthCode',
 *   params, cb)` where cb receives `{ errorCode: '0', result: { code } }` (any other errorCode fails);
 * - PC: postMessage to the DingTalk host frame (window.name carries its config).
 * A webview that claims DingTalk in its user agent but has no bridge never answers, hence the timeout.
 */
export const DINGTALK_AUTH_TIMEOUT_MS = 10_000;

export const DINGTALK_AUTH_MESSAGES = {
  failed: '钉钉授权失败，请使用账号登录',
  timeout: '钉钉授权超时，请使用账号登录',
} as const;

export class DingtalkAuthCodeError extends Error {
  /** The bridge's own error text (errorMessage), for diagnosis; never shown raw. */
  readonly detail: string | null;

  constructor(message: string, detail: string | null = null) {
    super(message);
    this.name = 'DingtalkAuthCodeError';
    this.detail = detail;
  }
}

function bridgeDetail(e: unknown): string | null {
  if (e && typeof e === 'object') {
    const { errorMessage, message } = e as { errorMessage?: unknown; message?: unknown };
    if (typeof errorMessage === 'string') return errorMessage;
    if (typeof message === 'string') return message;
  }
  return typeof e === 'string' ? e : null;
}

/**
 * Resolves with the code (valid 5 minutes, single use) or rejects with a DingtalkAuthCodeError
 * whose message is the Chinese text to show.
 */
export async function requestDingtalkAuthCode(
  corpId: string,
  clientId: string,
  timeoutMs: number = DINGTALK_AUTH_TIMEOUT_MS,
): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DingtalkAuthCodeError(DINGTALK_AUTH_MESSAGES.timeout)), timeoutMs);
  });
  const request = (async () => {
    // CommonJS `export =`: the bundler exposes module.exports as the default export.
    const { default: dd } = await import('dingtalk-jsapi');
    // clientId is what the current micro-app API names the app key; older clients ignore it.
    const params = { corpId, clientId } as { corpId: string };
    const result = await dd.runtime.permission.requestAuthCode(params);
    return result?.code;
  })();
  try {
    const code = await Promise.race([request, timeout]);
    if (typeof code !== 'string' || code === '')
      throw new DingtalkAuthCodeError(DINGTALK_AUTH_MESSAGES.failed);
    return code;
  } catch (e) {
    if (e instanceof DingtalkAuthCodeError) throw e;
    throw new DingtalkAuthCodeError(DINGTALK_AUTH_MESSAGES.failed, bridgeDetail(e));
  } finally {
    clearTimeout(timer);
  }
}
