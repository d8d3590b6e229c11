import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { setHttpAdapter } from '../../../../src/shared/api/http';

/** One recorded request: method, url (without the API base) and parsed body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => unknown;

export function ok<T>(result: T, message = '操作成功'): unknown {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function fail(message: string, code = 500): unknown {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

/**
 * Fakes the server at the axios adapter of the shared instance, so everything above it (the
 * interceptors, the session store, the flows) runs for real. Unrouted requests answer 404.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = (config.url ?? '').replace(/^\/+/, '/');
    const method = (config.method ?? 'get').toUpperCase();
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method, url, body };
    calls.push(call);
    const key = `${method} ${url}`;
    // Keys ending in '/' also match longer paths (e.g. 'GET /sys/randomImage/' for any key).
    const handler =
      routes[key] ?? Object.entries(routes).find(([k]) => k.endsWith('/') && key.startsWith(k))?.[1];
    const data = handler ? handler(call) : fail(`no fake for ${method} ${url}`, 404);
    const response: AxiosResponse = { data, status: 200, statusText: 'OK', headers: {}, config };
    return response;
  };
  setHttpAdapter(adapter);
  return {
    calls,
    called: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
    restore: () => {
      setHttpAdapter(undefined);
    },
  };
}
