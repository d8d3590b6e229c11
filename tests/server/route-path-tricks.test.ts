import FindMyWay from 'find-my-way';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAnonymous, type RoutePolicyRecord } from '../../server/security/policy';
import { API, createTestApp, type TestApp } from './support/test-app';

/**
 * Path tricks over EVERY route (the JeecgBoot Shiro-filter bypasses: `.js`/`.css` suffixes, `;`,
 * `%2e%2e`, `//`, backslashes, case, trailing slash, anonymous-path/../real). Protected routes
 * called without a token never answer data; an anonymous route's tricked URL never lands on a
 * non-anonymous route. Which route a URL lands on is read from a replica of the server's router
 * (find-my-way, the library and options Fastify uses), checked against the real one on every URL.
 */

let t: TestApp;
let replica: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;
const FALLBACK = '/sys/randomImage/x'; // an anonymous path, for the anonymous/../real trick

beforeAll(async () => {
  t = await createTestApp();
  // Same options as server/app.ts routerOptions.
  replica = FindMyWay({ caseSensitive: true, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false });
  for (const r of t.app.routePolicies) {
    replica.on(r.method as FindMyWay.HTTPMethod, r.url, () => undefined, { record: r });
  }
});
afterAll(() => t.close());

/** A concrete path for the route (no API prefix): parameters get harmless values. */
const concrete = (r: RoutePolicyRecord) =>
  r.url
    .slice(API.length)
    .replace(/:[A-Za-z]+/g, 'x1')
    .replace(/\*$/, 'a.png');

function tricks(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const last = segments.length - 1;
  return [
    `${path}.js`,
    `${path}.css`,
    `${path};`,
    `${path};.js`,
    `${path};jsessionid=x`,
    `/${path}`,
    path.replace(/\//g, '//'),
    path.replace(/\//g, '\\'),
    `/${segments.slice(0, last).join('/')}\\${segments[last]}`,
    path.toUpperCase(),
    `${path}/`,
    `${FALLBACK}/..${path}`,
    `${FALLBACK}/%2e%2e/%2e%2e${path}`,
    `${FALLBACK}/..%2f..%2f${path.slice(1)}`,
    path.replace(/\//g, '%2f'),
    path.replace(/s/, '%73'),
  ];
}

/** The route the server's router matches for this URL, or null (not found). */
function landsOn(method: string, url: string): RoutePolicyRecord | null {
  const found = replica.find(method as FindMyWay.HTTPMethod, url.split('?')[0] ?? url);
  const real = t.app.findRoute({ method: method as 'GET', url });
  expect(!!found, `replica and server agree on ${method} ${url}`).toBe(!!real);
  return found ? (found.store as { record: RoutePolicyRecord }).record : null;
}

const anonymousCall = (r: RoutePolicyRecord, url: string) =>
  t.app.inject({
    method: r.method as 'GET',
    url,
    ...(['POST', 'PUT', 'PATCH'].includes(r.method) ? { payload: {} } : {}),
  });

const answer = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  message: (JSON.parse(res.body) as { message?: string }).message,
});

describe('path tricks over every route', () => {
  it('the replica router finds every route at its own URL', () => {
    for (const r of t.app.routePolicies) {
      expect(landsOn(r.method, `${API}${concrete(r)}`), `${r.method} ${r.url}`).toBe(r);
    }
  });

  it('never answers a protected route without a token, however the path is spelled', async () => {
    let calls = 0;
    for (const r of t.app.routePolicies) {
      if (isAnonymous(r.policy)) continue;
      const baseline = await anonymousCall(r, `${API}${concrete(r)}`);
      expect(baseline.body, `${r.method} ${r.url} without a token`).not.toMatch(/"success"\s*:\s*true/);
      for (const trick of tricks(concrete(r))) {
        const url = `${API}${trick}`;
        const target = landsOn(r.method, url);
        // A trick may land on an anonymous route (e.g. `/sys/common/static/*`): that route's own rules.
        if (target && isAnonymous(target.policy)) continue;
        const res = await anonymousCall(r, url);
        calls += 1;
        const label = `${r.method} ${url} (${r.url})`;
        // Refused, or (when the URL parser folds the trick, e.g. `\` → `/`) the route's own
        // answer to a caller without a session — the policy did not change.
        if (![400, 401, 404].includes(res.statusCode)) expect(answer(res), label).toEqual(answer(baseline));
        expect(res.body, label).not.toMatch(/"success"\s*:\s*true/);
      }
    }
    expect(calls).toBeGreaterThan(3000);
  }, 120_000);

  it("never lets an anonymous route's tricked URL reach a non-anonymous route", async () => {
    for (const r of t.app.routePolicies) {
      if (!isAnonymous(r.policy)) continue;
      for (const trick of tricks(concrete(r))) {
        const url = `${API}${trick}`;
        const target = landsOn(r.method, url);
        expect(target === null || isAnonymous(target.policy), `${r.method} ${url} → ${target?.url}`).toBe(
          true,
        );
        if (r.url.includes('Socket') || r.url.includes('websocket')) continue; // upgrade-only handlers
        const res = await t.app.inject({
          method: r.method as 'GET',
          url,
          ...(r.method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${r.method} ${url}`).toBeLessThan(500);
      }
    }
  }, 60_000);
});
