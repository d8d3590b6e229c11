import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { setHttpAdapter } from '../../../src/shared/api/http';

/** A fake axios adapter: routes by "METHOD path" (path without the base and query). */
export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Simulate a timeout (no response). */
  timeout?: boolean;
  delayMs?: number;
}

export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  requests: InternalAxiosRequestConfig[];
  on(route: string, handler: FakeHandler | FakeReply): void;
  restore(): void;
}

export function ok<T>(result: T, message = '', code = 200) {
  return { body: { success: true, message, code, result, timestamp: 1 } };
}

export function fail(message: string, code = 500) {
  return { body: { success: false, message, code, result: null, timestamp: 1 } };
}

export function installFakeServer(): FakeServer {
  const routes = new Map<string, FakeHandler>();
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const path = (config.url ?? '').split('?')[0] ?? '';
    const key = `${(config.method ?? 'get').toUpperCase()} ${path}`;
    const handler = routes.get(key);
    if (!handler) throw new Error(`fake server: no route for ${key}`);
    const reply = await handler(config);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.timeout) throw new AxiosError('timeout of 600000ms exceeded', 'ECONNABORTED', config);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: {},
      config,
      request: {},
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  setHttpAdapter(adapter);
  return {
    requests,
    on(route, handler) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    restore() {
      setHttpAdapter(undefined);
    },
  };
}
