import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { call } from './helpers';
import { ADMIN_PASSWORD, API } from './test-app';

/** A test client socket that queues every text frame it receives, parsed as JSON. */
export interface TestSocket {
  ws: WebSocket;
  /** The next received frame (waits up to timeoutMs). */
  next(timeoutMs?: number): Promise<unknown>;
  /** Resolves with the close code once the server (or the client) closed the socket. */
  closed: Promise<number>;
}

/** Listens on a random local port and returns the ws:// base of the API. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace(/^http/, 'ws')}${API}`;
}

export async function loginUser(
  app: FastifyInstance,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<{ token: string; userId: string }> {
  const res = await call<{ token: string; userInfo: { id: string } }>(app, 'POST', '/sys/login', {
    body: { username, password },
  });
  if (res.body.code !== 200) throw new Error(`login failed: ${res.body.message}`);
  return { token: res.body.result.token, userId: res.body.result.userInfo.id };
}

export function openSocket(
  base: string,
  userId: string,
  protocols: string[] | undefined,
  headers?: Record<string, string>,
): { ws: WebSocket; result: Promise<TestSocket> } {
  return openUrl(`${base}/websocket/${encodeURIComponent(userId)}`, protocols, headers);
}

/** The live grid socket's query (issue 11): the grid, the tab, and optionally the tenant. */
export interface LiveQuery {
  socketKey?: string;
  tabId?: string;
  tenantId?: string;
}

/** Opens `/vxeSocket/{userId}/{pageId}?socketKey=&tabId=[&tenantId=]` (absent keys are left out). */
export function openLiveSocket(
  base: string,
  userId: string,
  pageId: string,
  protocols: string[] | undefined,
  query: LiveQuery,
  headers?: Record<string, string>,
): { ws: WebSocket; result: Promise<TestSocket> } {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const path = `${base}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`;
  return openUrl(`${path}?${params.toString()}`, protocols, headers);
}

export async function connectLive(
  base: string,
  userId: string,
  pageId: string,
  token: string,
  query: LiveQuery,
): Promise<TestSocket> {
  return openLiveSocket(base, userId, pageId, [token], query).result;
}

function openUrl(
  url: string,
  protocols: string[] | undefined,
  headers?: Record<string, string>,
): { ws: WebSocket; result: Promise<TestSocket> } {
  const ws = new WebSocket(url, protocols, { headers });
  const queue: unknown[] = [];
  const waiters: Array<(value: unknown) => void> = [];
  ws.on('message', (data, isBinary) => {
    const value: unknown = isBinary ? data : JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = (timeoutMs = 3000) =>
    new Promise<unknown>((resolve, reject) => {
      if (queue.length > 0) return resolve(queue.shift());
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(done), 1);
        reject(new Error('no WebSocket message within timeout'));
      }, timeoutMs);
      const done = (value: unknown) => {
        clearTimeout(timer);
        resolve(value);
      };
      waiters.push(done);
    });
  const result = new Promise<TestSocket>((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next, closed }));
    ws.once('error', reject);
  });
  return { ws, result };
}

export async function connect(base: string, userId: string, token: string): Promise<TestSocket> {
  return openSocket(base, userId, [token]).result;
}

/** The HTTP status of a refused handshake (throws when the upgrade succeeds). */
export function refusedStatus(
  base: string,
  userId: string,
  protocols: string[] | undefined,
  headers?: Record<string, string>,
): Promise<number> {
  return statusOfRefusal(openSocket(base, userId, protocols, headers));
}

/** refusedStatus for the live grid socket. */
export function refusedLiveStatus(
  base: string,
  userId: string,
  pageId: string,
  protocols: string[] | undefined,
  query: LiveQuery,
): Promise<number> {
  return statusOfRefusal(openLiveSocket(base, userId, pageId, protocols, query));
}

function statusOfRefusal({ ws, result }: { ws: WebSocket; result: Promise<TestSocket> }): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    result.then(
      (s) => {
        s.ws.close();
        reject(new Error('handshake was accepted'));
      },
      () => undefined,
    );
  });
}
