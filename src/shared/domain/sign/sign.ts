import { md5 } from './md5';

/**
 * X-Sign as JeecgBoot computes it (CONTRACT.md §10.6): a map of the last path segment when it holds
 * a comma (`x-path-variable`, decoded), the query string parameters (not decoded), then the
 * payload's top-level keys; `_t` removed; keys sorted; `UPPER(md5(JSON + secret))`.
 */
export type SignParams = Record<string, unknown>;

function parseQuery(url: string): SignParams {
  const result: SignParams = {};
  const q = url.indexOf('?');
  if (q < 0) return result;
  const query = url.slice(q + 1).split('#')[0] ?? '';
  for (const part of query.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    result[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return result;
}

function pathVariable(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (!last.includes(',')) return null;
  try {
    return decodeURI(last);
  } catch {
    return last;
  }
}

/** Numbers become strings like the original front end; booleans and objects are kept as they are. */
function normalise(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

export function buildSignParams(url: string, params?: SignParams | null): SignParams {
  const merged: SignParams = {};
  const variable = pathVariable(url);
  if (variable !== null) merged['x-path-variable'] = variable;
  Object.assign(merged, parseQuery(url));
  if (params) {
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined) continue; // JSON.stringify drops it anyway; keep the map honest
      merged[key] = normalise(value);
    }
  }
  delete merged._t;
  const sorted: SignParams = {};
  for (const key of Object.keys(merged).sort()) sorted[key] = merged[key];
  return sorted;
}

export function computeSign(url: string, params: SignParams | null | undefined, secret: string): string {
  return md5(JSON.stringify(buildSignParams(url, params)) + secret).toUpperCase();
}
