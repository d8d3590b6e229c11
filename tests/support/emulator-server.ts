import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A tiny real HTTP server on 127.0.0.1 for provider emulators (WeCom, DingTalk, CAS, OAuth2).
 * Each route answers from the parsed request; every call is recorded so tests can assert on what
 * the server under test sent.
 */
export interface EmulatorRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  json: () => unknown;
  /** Request headers, lower-case names (e.g. `authorization`). */
  headers?: IncomingMessage['headers'];
}

export interface EmulatorReply {
  status?: number;
  headers?: Record<string, string>;
  body: string | object;
}

export type EmulatorRoute = (req: EmulatorRequest) => EmulatorReply | Promise<EmulatorReply>;

export interface RunningEmulator {
  url: string;
  calls: EmulatorRequest[];
  stop: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: EmulatorReply): void {
  const isText = typeof reply.body === 'string';
  res.writeHead(reply.status ?? 200, {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    ...reply.headers,
  });
  res.end(isText ? reply.body : JSON.stringify(reply.body));
}

/** Routes are keyed `"GET /path"`; an unknown route answers 404 (and is still recorded). */
export async function startEmulator(routes: Record<string, EmulatorRoute>): Promise<RunningEmulator> {
  const calls: EmulatorRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(req);
      const request: EmulatorRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
        headers: req.headers,
        json: () => (body ? (JSON.parse(body) as unknown) : {}),
      };
      calls.push(request);
      const route = routes[`${request.method} ${request.path}`];
      if (!route) return send(res, { status: 404, body: { error: 'not found' } });
      try {
        send(res, await route(request));
      } catch (e) {
        send(res, { status: 500, body: { error: String(e) } });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
