import { createRequire, syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

/**
 * Keeps the fuzz run on this machine. The module tests point upstreams (WeCom, DingTalk, CAS,
 * GitHub) at local emulators; the fuzzer points them at a closed loopback port instead, and this
 * guard refuses whatever else would leave: sockets to any non-loopback host (gateway proxy, data
 * source connection tests, fetch) and DNS lookups of any name but localhost (the net policy
 * resolves names before it decides). Every refusal is recorded so the test can report it.
 */
export interface NetGuard {
  readonly refused: string[];
  restore(): void;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);

type ConnectFn = (this: net.Socket, ...args: unknown[]) => net.Socket;
type LookupFn = (...args: unknown[]) => unknown;

function targetOf(args: unknown[]): string | null {
  const [first, second] = args;
  if (Array.isArray(first)) return targetOf(first as unknown[]);
  if (first && typeof first === 'object') {
    const o = first as { host?: unknown; path?: unknown };
    if (typeof o.path === 'string') return null; // a unix socket stays local
    return typeof o.host === 'string' ? o.host : 'localhost';
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null; // a unix socket path
  return typeof second === 'string' ? second : 'localhost';
}

export function installNetGuard(): NetGuard {
  const refused: string[] = [];
  const require = createRequire(import.meta.url);
  const dns = require('node:dns') as { lookup: LookupFn; promises: { lookup: LookupFn } };
  const proto = net.Socket.prototype as unknown as { connect: ConnectFn };
  const originalConnect = proto.connect;
  const originalLookup = dns.lookup;
  const originalPromisesLookup = dns.promises.lookup;

  proto.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const host = targetOf(args);
    if (host !== null && !LOOPBACK.has(host.replace(/^\[|\]$/g, ''))) {
      refused.push(`connect ${host}`);
      process.nextTick(() => this.destroy(new Error('blocked: the fuzz run stays on loopback')));
      return this;
    }
    return originalConnect.apply(this, args);
  };
  const allowedName = (host: unknown) => typeof host === 'string' && LOOPBACK.has(host);
  dns.lookup = (...args: unknown[]) => {
    if (allowedName(args[0])) return originalLookup(...args);
    refused.push(`lookup ${String(args[0])}`);
    const callback = args.find((a) => typeof a === 'function') as ((e: Error) => void) | undefined;
    const error = Object.assign(new Error('blocked: no DNS during the fuzz run'), { code: 'ENOTFOUND' });
    process.nextTick(() => callback?.(error));
    return undefined;
  };
  dns.promises.lookup = (...args: unknown[]) => {
    if (allowedName(args[0])) return originalPromisesLookup(...args);
    refused.push(`lookup ${String(args[0])}`);
    return Promise.reject(
      Object.assign(new Error('blocked: no DNS during the fuzz run'), { code: 'ENOTFOUND' }),
    );
  };
  // The server imports `lookup` from node:dns/promises as an ES binding: re-export the patch.
  syncBuiltinESMExports();
  return {
    refused,
    restore: () => {
      proto.connect = originalConnect;
      dns.lookup = originalLookup;
      dns.promises.lookup = originalPromisesLookup;
      syncBuiltinESMExports();
    },
  };
}

/** Upstream settings that send the module's outgoing calls to a closed loopback port. */
export const DEAD_UPSTREAMS: Record<string, string> = {
  WECOM_API_BASE: 'http://127.0.0.1:9',
  WECOM_OAUTH_URL: 'http://127.0.0.1:9/oauth',
  DINGTALK_API_BASE: 'http://127.0.0.1:9',
  CAS_SERVER_URL: 'http://127.0.0.1:9/cas/',
  THIRD_GITHUB_CLIENT_ID: 'fuzz-client',
  THIRD_GITHUB_CLIENT_SECRET: 'fuzz-secret',
  THIRD_GITHUB_AUTH_BASE: 'http://127.0.0.1:9',
  THIRD_GITHUB_API_BASE: 'http://127.0.0.1:9',
};
