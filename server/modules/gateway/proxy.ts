import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { GATEWAY_MESSAGES as M } from '../../../src/shared/domain/resources/gateway-route';
import type { Db } from '../../db/db';
import { checkHost, type CheckedHost } from '../../lib/net-policy/policy';
import { BizError } from '../../plugins/envelope';
import { matchRoute } from './route-table';

/** Request bodies the proxy accepts, and upstream answers it passes back. */
export const MAX_PROXY_BODY = 1024 * 1024;
export const MAX_PROXY_RESPONSE = 5 * 1024 * 1024;

/** The only request headers sent upstream: never the user's token, Authorization or cookies. */
export const FORWARDED_HEADERS = ['content-type', 'accept', 'accept-language'] as const;

export interface ProxyRequest {
  method: string;
  /** Path after `{apiBase}/gateway`, e.g. "/weather/today". */
  path: string;
  /** Raw query string without '?', or ''. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer | undefined;
}

export interface ProxyAnswer {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

// Dot segments and encoded slashes or dots could walk out of the upstream's base path.
const UNSAFE_PATH = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c|\\/i;

/** Connects to the address the policy checked, whatever a new DNS answer would say now. */
function pinnedLookup(checked: CheckedHost): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
}

function pickHeaders(headers: ProxyRequest['headers'], body: Buffer | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.length <= 1000) out[name] = text;
  }
  if (body && body.length > 0) out['content-length'] = String(body.length);
  return out;
}

function send(target: URL, checked: CheckedHost, req: ProxyRequest, timeoutMs: number): Promise<ProxyAnswer> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: BizError | null, answer?: ProxyAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else if (answer) resolve(answer);
    };
    const outgoing = client.request(
      {
        protocol: target.protocol,
        hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers: pickHeaders(req.headers, req.body),
        lookup: pinnedLookup(checked),
        // No keep-alive pool: every request re-checks the policy and connects afresh.
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_PROXY_RESPONSE) {
            outgoing.destroy();
            finish(new BizError(M.upstreamTooLarge, 502, 502));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('end', () => {
          const type = incoming.headers['content-type'];
          finish(null, {
            status: incoming.statusCode ?? 502,
            contentType: typeof type === 'string' ? type : undefined,
            body: Buffer.concat(chunks),
          });
        });
        incoming.on('error', () => finish(new BizError(M.upstreamFailed, 502, 502)));
      },
    );
    // One deadline for connect, request and the whole answer.
    const timer = setTimeout(() => {
      outgoing.destroy();
      finish(new BizError(M.upstreamTimeout, 502, 502));
    }, timeoutMs);
    outgoing.on('error', () => finish(new BizError(M.upstreamFailed, 502, 502)));
    outgoing.end(req.body && req.body.length > 0 ? req.body : undefined);
  });
}

/**
 * Forwards one request through the enabled route whose prefix matches. Unknown or disabled prefix:
 * 404; refused host: the policy's message; upstream trouble: 502. Redirects are passed back, not
 * followed (node's http client never follows them).
 */
export async function proxyRequest(db: Db, req: ProxyRequest): Promise<ProxyAnswer> {
  if (UNSAFE_PATH.test(req.path)) throw new BizError('网关请求路径不正确', 400, 400);
  const match = await matchRoute(db, req.path);
  if (!match) throw new BizError(M.unknownRoute, 404, 404);
  const { route, rest } = match;
  const base = new URL(route.upstreamUrl);
  const forwardedPath = route.stripPrefix ? rest : `${route.pathPrefix}${rest}`;
  const target = new URL(base.href);
  target.pathname = `${base.pathname.replace(/\/+$/, '')}${forwardedPath}` || '/';
  target.search = req.query ? `?${req.query}` : '';
  // Checked on every request: an allowlist entry removed, or a name now pointing inside, counts at once.
  let checked: CheckedHost;
  try {
    checked = await checkHost(db, base.hostname);
  } catch (error) {
    // The policy's own message (which host, why), answered as a gateway failure.
    if (error instanceof BizError) throw new BizError(error.message, 502, 502);
    throw error;
  }
  return send(target, checked, req, route.timeoutMs);
}
