import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { isAnonymous } from '../../server/security/policy';
import { readFileSync } from 'node:fs';
import { ANONYMOUS_ROUTES } from '../../server/security/anonymous-routes';
import { INVENTORY_PATH, renderInventory } from '../../scripts/route-inventory';
import { scopeOf } from './support/matrix-scopes';
import { call, login } from './support/helpers';
import { API, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route inventory (deny by default)', () => {
  it('gives every route a policy', () => {
    expect(t.app.routePolicies.length).toBeGreaterThan(10);
    for (const route of t.app.routePolicies)
      expect(route.policy, `${route.method} ${route.url}`).toBeDefined();
  });

  it('lists exactly the anonymous routes on the reviewed list', () => {
    const actual = t.app.routePolicies
      .filter((r) => isAnonymous(r.policy))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const reviewed = ANONYMOUS_ROUTES.map((r) => `${r.method} ${API}${r.path}`).sort();
    expect(actual).toEqual(reviewed);
  });

  it('records the tenant/data rules of every route in the reviewed scope table', () => {
    const unreviewed = t.app.routePolicies
      .filter((r) => !scopeOf(r.method, r.url.slice(API.length)))
      .map((r) => `${r.method} ${r.url}`);
    expect(unreviewed, 'add these routes to tests/server/support/matrix-scopes.ts').toEqual([]);
    // The two WebSocket upgrades are routes of the table too (anonymous: the handshake authenticates).
    const keys = t.app.routePolicies.map((r) => `${r.method} ${r.url}`);
    expect(keys).toContain(`GET ${API}/websocket/:userId`);
    expect(keys).toContain(`GET ${API}/vxeSocket/:userId/:pageId`);
  });

  it('matches the committed docs/security/route-inventory.md (run npx tsx scripts/route-inventory.ts)', () => {
    const committed = readFileSync(INVENTORY_PATH, 'utf8');
    expect(committed).toBe(renderInventory(t.app.routePolicies));
  });

  it('refuses to start when a route has no policy', async () => {
    await expect(
      buildApp({
        config: t.config,
        db: t.db,
        extraRoutes: async (api) => {
          api.get('/test/unguarded', async () => 'open');
        },
      }),
    ).rejects.toThrow(/without config\.policy.*\/test\/unguarded/);
  });

  it('never lets path tricks change a route policy', async () => {
    const tricks = [
      '/sys/permission/getUserPermissionByToken.js',
      '/sys/permission/getUserPermissionByToken.css',
      '/sys/permission/getUserPermissionByToken;.js',
      '/sys/permission/getUserPermissionByToken;/sys/login',
      '/sys/login/../permission/getUserPermissionByToken',
      '/sys/randomImage/%2e%2e/%2e%2e/permission/getUserPermissionByToken',
      '/sys/randomImage/x/..%2f..%2fpermission/getUserPermissionByToken',
      '//sys/permission/getUserPermissionByToken',
      '/sys//permission/getUserPermissionByToken',
      '/sys\\permission\\getUserPermissionByToken',
      '/SYS/PERMISSION/getUserPermissionByToken',
      '/sys/permission/getUserPermissionByToken/',
      '/sys/permission/getuserpermissionbytoken',
    ];
    for (const path of tricks) {
      const res = await t.app.inject({ method: 'GET', url: `${API}${path}` });
      expect(res.statusCode, path).toBe(401);
      expect(res.body, path).not.toContain('"menu"');
    }
    // Upper-case API base is not an API path: it falls through to the static client, never to data.
    const upper = await t.app.inject({
      method: 'GET',
      url: '/JEECG-BOOT/sys/permission/getUserPermissionByToken',
    });
    expect(upper.body).not.toContain('"menu"');
  });

  it('keeps a protected route protected when reached with a query string or a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/permission/getUserPermissionByToken?anonymous=true&token=x`,
    });
    expect(res.statusCode).toBe(401);
    const token = await login(t.app);
    expect((await call(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(
      200,
    );
    // The token is read from the X-Access-Token header only, never the query string.
    const viaQuery = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/permission/getUserPermissionByToken?token=${token}`,
    });
    expect(viaQuery.statusCode).toBe(401);
  });
});
