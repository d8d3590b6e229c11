import type { RoutePolicyRecord } from '../../../server/security/policy';
import type { Rng } from './fuzz-rng';
import {
  MULTIPART_DATA,
  MULTIPART_NAMES,
  ODD_CONTENT_TYPES,
  ODD_LANGUAGES,
  ODD_TENANTS,
  ODD_TOKENS,
  ODD_NUMBERS,
  ODD_STRINGS,
  oddText,
  oddValue,
} from './fuzz-values';

export type Principal = 'admin' | 'anonymous' | 'noperm';

/** One generated request, in the shape app.inject takes (and printed as is on a failure). */
export interface FuzzRequest {
  route: string;
  kind: string;
  principal: Principal;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface JsonSchemaLike {
  type?: string | string[];
  properties?: Record<string, JsonSchemaLike>;
  items?: JsonSchemaLike;
  maxLength?: number;
  enum?: unknown[];
}

/**
 * A hostile value of the type the schema declares (a string within its maxLength, an integer, an
 * array of such), so validation lets it through and the handler itself has to cope with it.
 */
function typedValue(rng: Rng, schema: JsonSchemaLike | undefined, depth = 0): unknown {
  if (schema?.enum && schema.enum.length > 0 && rng.chance(0.3)) return rng.pick(schema.enum);
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type ?? 'string'];
  switch (rng.pick(types)) {
    case 'integer':
      return rng.pick([0, -1, 1, 2147483647, -2147483648, 9007199254740991]);
    case 'number':
      return rng.pick(ODD_NUMBERS);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return depth > 2
        ? []
        : [typedValue(rng, schema?.items, depth + 1), typedValue(rng, schema?.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 2) return out;
      for (const [k, child] of Object.entries(schema?.properties ?? {}))
        out[k] = typedValue(rng, child, depth + 1);
      return out;
    }
    default: {
      const text = rng.pick(ODD_STRINGS);
      return schema?.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    }
  }
}

/** Keys JeecgBoot list endpoints read even where a route's schema does not name them. */
const COMMON_QUERY_KEYS = [
  'pageNo',
  'pageSize',
  'column',
  'order',
  'superQueryParams',
  'superQueryMatchType',
  'id',
  'ids',
  'field',
  'keyword',
  '_t',
];

function propertyNames(schema: unknown): string[] {
  const s = schema as JsonSchemaLike | undefined;
  return s?.properties ? Object.keys(s.properties) : [];
}

/** The field names a route's schema declares for a part (body, querystring), nested one level. */
export function schemaKeys(route: RoutePolicyRecord, part: 'body' | 'querystring'): string[] {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part] as JsonSchemaLike | undefined;
  const top = propertyNames(schema);
  const nested = top.flatMap((k) => {
    const child = schema?.properties?.[k];
    return propertyNames(child?.items ?? child).map((c) => `${k}.${c}`);
  });
  return [...top, ...nested];
}

/** An object with every declared key (nested keys as nested objects) given an odd value. */
function oddObject(rng: Rng, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const names = keys.length > 0 ? keys : ['id', 'name', 'data'];
  for (const key of names) {
    if (!rng.chance(0.8)) continue;
    const [head, tail] = key.split('.') as [string, string | undefined];
    if (tail === undefined) out[head] = oddValue(rng);
    else {
      const slot = out[head];
      const child: Record<string, unknown> =
        slot && typeof slot === 'object' && !Array.isArray(slot) ? (slot as Record<string, unknown>) : {};
      child[tail] = oddValue(rng);
      out[head] = rng.chance(0.5) ? [child] : child;
    }
  }
  return out;
}

/**
 * Path parameters. Whole `..` segments, raw or as `%2e%2e`, are left out on purpose: the URL
 * parser (browsers, inject) resolves them before sending, so they would leave the route under test
 * (route-inventory and path-tricks tests cover that); dots with encoded separators do reach it.
 */
function fillPath(rng: Rng, url: string): string {
  return url
    .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, () =>
      rng.pick([
        '%2e%2e%2f',
        'x.%2e',
        '..%5c',
        '%2F',
        '%ff',
        '%00',
        '%F0%A0%AE%B7',
        '-1',
        '0',
        'null',
        oddText(rng),
      ]),
    )
    .replace(/\*$/, () =>
      rng.pick([
        '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        'temp/..%5c..%5cx.png',
        '..%2f..%2fpackage.json',
        'temp/%2e%2e/x.png',
        '%00.png',
        oddText(rng),
      ]),
    );
}

function queryString(rng: Rng, keys: readonly string[]): string {
  const pool = [...keys, ...COMMON_QUERY_KEYS];
  const parts: string[] = [];
  for (let i = rng.int(1, 6); i > 0; i--) {
    const key = rng.pick(pool);
    switch (rng.int(0, 6)) {
      case 0: // repeated keys
        parts.push(`${key}=${oddText(rng)}`, `${key}=${oddText(rng)}`);
        break;
      case 1: // brackets
        parts.push(`${key}[]=${oddText(rng)}`, `${key}[a][b]=${oddText(rng)}`);
        break;
      case 2: // prototype pollution through the query parser
        parts.push(
          rng.pick([
            '__proto__[x]=1',
            'constructor[prototype][x]=1',
            '__proto__=1',
            `${key}[__proto__][x]=1`,
          ]),
        );
        break;
      case 3:
        parts.push(`pageSize=${rng.pick(['-1', '0', '-100', '99999999999', '1e9', 'abc'])}`);
        parts.push(`pageNo=${rng.pick(['-1', '0', '99999999999', 'NaN'])}`);
        break;
      case 4:
        parts.push(`${key}=${encodeURIComponent(JSON.stringify(oddValue(rng)).slice(0, 3000))}`);
        break;
      default:
        parts.push(`${key}=${oddText(rng)}`);
    }
  }
  if (rng.chance(0.05)) parts.push(`q=${'y'.repeat(8000)}`);
  return parts.join(rng.chance(0.1) ? '&&' : '&');
}

function multipart(rng: Rng, keys: readonly string[]): { type: string; body: Buffer } {
  const boundary = 'fuzzBoundary' + rng.int(0, 1e6);
  const chunks: string[] = [];
  for (const name of [...keys, 'biz', 'file'].filter(() => rng.chance(0.7))) {
    const file = name === 'file' || rng.chance(0.2);
    const fileName = rng.pick(MULTIPART_NAMES);
    const disposition = file
      ? `form-data; name="${name}"; filename="${fileName}"`
      : `form-data; name="${name}"`;
    const value = file
      ? rng.pick(MULTIPART_DATA)
      : String(rng.pick(['../../etc', 'temp/../x', 'a\u0000', oddText(rng)]));
    chunks.push(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`);
    if (file)
      chunks.push(
        `Content-Type: ${rng.pick(['image/svg+xml', 'text/html', 'image/png', 'application/x-msdownload'])}\r\n`,
      );
    chunks.push(`\r\n${value}\r\n`);
  }
  // Sometimes the closing boundary is missing (a truncated upload).
  if (rng.chance(0.7)) chunks.push(`--${boundary}--\r\n`);
  const type = rng.chance(0.2) ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
  return { type, body: Buffer.from(chunks.join(''), 'latin1') };
}

const INVALID_UTF8 = Buffer.from([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0x22, 0x7d,
]);

/** A body of one malformed kind; answers the kind's name, content type and bytes. */
function body(
  rng: Rng,
  route: RoutePolicyRecord,
): { kind: string; type?: string; payload?: string | Buffer } {
  const keys = schemaKeys(route, 'body');
  const json = () => JSON.stringify(oddObject(rng, keys));
  const multipartRoute = /upload|import/i.test(route.url);
  if (multipartRoute && rng.chance(0.5)) {
    const m = multipart(rng, keys);
    return { kind: 'multipart', type: m.type, payload: m.body };
  }
  const schema = (route.schema as Record<string, unknown> | undefined)?.body as JsonSchemaLike | undefined;
  switch (rng.int(0, 13)) {
    case 0:
    case 1:
      return { kind: 'wrong-types', type: 'application/json', payload: json() };
    case 2:
    case 3:
      return {
        kind: 'typed-hostile',
        type: 'application/json',
        payload: JSON.stringify(typedValue(rng, schema ?? { type: 'object', properties: {} })),
      };
    case 4:
      return { kind: 'array-for-object', type: 'application/json', payload: `[${json()}]` };
    case 5: {
      const n = rng.int(100, 5000);
      const deep = rng.chance(0.5) ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n);
      return { kind: 'deep-nesting', type: 'application/json', payload: deep };
    }
    case 6:
      return {
        kind: 'prototype-keys',
        type: 'application/json',
        payload: rng.pick([
          '{"__proto__":{"isSuper":true,"admin":true},"id":"1"}',
          '{"constructor":{"prototype":{"isSuper":true}}}',
          `{"a":1,"__proto__":${json()}}`,
          '[{"__proto__":{"x":1}}]',
        ]),
      };
    case 7: {
      const text = json();
      return {
        kind: 'truncated-json',
        type: 'application/json',
        payload: text.slice(0, rng.int(0, Math.max(0, text.length - 1))),
      };
    }
    case 8:
      return { kind: 'invalid-utf8', type: 'application/json', payload: INVALID_UTF8 };
    case 9:
      return {
        kind: 'raw-control-chars',
        type: 'application/json',
        payload: '{"a":"x\u0000\u0001\n\ty","b":\u0000}',
      };
    case 10:
      return { kind: 'odd-content-type', type: rng.pick(ODD_CONTENT_TYPES), payload: json() };
    case 11:
      return {
        kind: 'out-of-range-numbers',
        type: 'application/json',
        payload: `{"pageSize":-1,"pageNo":1e400,"id":-0,"${rng.pick(keys.length > 0 ? keys : ['n'])}":123456789012345678901234567890}`,
      };
    case 12:
      return {
        kind: 'empty-json',
        type: 'application/json',
        payload: rng.pick(['', ' ', 'null', '""', '0', 'true']),
      };
    default:
      return { kind: 'no-content-type', payload: json() };
  }
}

/** Request `rng` of the run against `route` for `principal` (token: the principal's session). */
export function fuzzRequest(
  rng: Rng,
  route: RoutePolicyRecord,
  principal: Principal,
  token: string | undefined,
): FuzzRequest {
  const headers: Record<string, string> = {};
  const kinds: string[] = [];
  if (token) headers['x-access-token'] = token;
  if (rng.chance(0.1)) {
    headers['x-access-token'] = rng.pick(ODD_TOKENS);
    kinds.push('odd-token');
  }
  if (rng.chance(0.12)) {
    headers[rng.pick(['x-tenant-id', 'tenant-id'])] = rng.pick(ODD_TENANTS);
    kinds.push('odd-tenant');
  }
  if (rng.chance(0.1)) headers['accept-language'] = rng.pick(ODD_LANGUAGES);
  if (rng.chance(0.05)) headers.accept = rng.pick(['application/xml', 'text/html', '*/*;q=0', 'image/*']);
  if (rng.chance(0.05)) headers.origin = rng.pick(['null', 'https://evil.example', 'file://']);
  if (rng.chance(0.03))
    headers.range = rng.pick(['bytes=99999999999-', 'bytes=-1', 'bytes=5-1', 'lines=1-2']);
  let url = fillPath(rng, route.url);
  if (route.method === 'GET' || route.method === 'DELETE' || rng.chance(0.3)) {
    url += `?${queryString(rng, schemaKeys(route, 'querystring'))}`;
    kinds.push('query');
  }
  let payload: string | Buffer | undefined;
  if (route.method !== 'GET' || rng.chance(0.05)) {
    const b = body(rng, route);
    kinds.push(b.kind);
    payload = b.payload;
    if (b.type !== undefined) headers['content-type'] = b.type;
    if (rng.chance(0.05)) {
      headers['content-encoding'] = rng.pick(['gzip', 'deflate', 'br', 'x-unknown']);
      kinds.push('encoding-lie');
    }
  }
  return {
    route: `${route.method} ${route.url}`,
    kind: kinds.join('+'),
    principal,
    method: route.method,
    url,
    headers,
    payload,
  };
}
