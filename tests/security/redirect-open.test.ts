import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAS_MESSAGES } from '../../server/modules/cas/service';
import { safeRedirect } from '../../src/shared/domain/routes/safe-redirect';
import { call } from '../server/support/helpers';
import { API, createTestApp, type TestApp } from '../server/support/test-app';
import { expectUnchanged, fingerprint } from './support/data-snapshot';

/**
 * Open redirects (issue 10, attack corpus): every route that takes a redirect / return / service
 * URL — the third-party login start (`redirect`), the WeCom in-app OAuth2 start (`redirect`) and the
 * CAS ticket check (`service`) — refuses or drops foreign targets in every spelling.
 */

const ORIGIN = 'https://console.example.com';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PUBLIC_ORIGIN: ORIGIN,
      // Never contacted: the targets below are refused before any provider call.
      CAS_SERVER_URL: 'http://127.0.0.1:9/cas/',
      THIRD_GITHUB_CLIENT_ID: 'security-corpus',
      THIRD_GITHUB_CLIENT_SECRET: 'security-corpus-secret',
      THIRD_GITHUB_AUTH_BASE: 'http://127.0.0.1:9',
      THIRD_GITHUB_API_BASE: 'http://127.0.0.1:9',
    },
  });
});
afterAll(() => t.close());

/** Foreign or script targets, raw and in the encodings that beat naive filters. */
const EVIL = [
  'https://evil.example',
  'http://evil.example/user/login',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2f%5cevil.example',
  '%252F%252Fevil.example',
  '/%09/evil.example',
  '/%0d%0aSet-Cookie:x=1',
  '/\t/evil.example',
  'https://console.example.com.evil.example/',
  'https://console.example.com@evil.example/',
  '@evil.example',
  'evil.example',
];

describe('open redirects', () => {
  it('the third-party login start stores "/" for every foreign redirect and sends our own callback', async () => {
    for (const redirect of EVIL) {
      await t.db.query('DELETE FROM sys_third_login_state');
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/sys/thirdLogin/render/github`,
        query: { redirect },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.statusCode, redirect).toBe(302);
      const location = new URL(String(res.headers.location));
      // The browser goes to the provider only, and the provider comes back to our origin only.
      expect(location.origin, redirect).toBe('http://127.0.0.1:9');
      expect(location.searchParams.get('redirect_uri'), redirect).toMatch(new RegExp(`^${ORIGIN}/`));
      const rows = await t.db.query<{ redirect: string }>('SELECT redirect FROM sys_third_login_state');
      expect(
        rows.map((r) => r.redirect),
        redirect,
      ).toEqual(['/']);
    }
    // A same-origin path is kept (so the test could fail if it were always '/').
    await t.db.query('DELETE FROM sys_third_login_state');
    await t.app.inject({
      method: 'GET',
      url: `${API}/sys/thirdLogin/render/github`,
      query: { redirect: '/isys/user' },
    });
    const kept = await t.db.query<{ redirect: string }>('SELECT redirect FROM sys_third_login_state');
    expect(kept.map((r) => r.redirect)).toEqual(['/isys/user']);
  });

  it('the WeCom in-app OAuth2 start refuses every foreign redirect and stores no state', async () => {
    const before = await fingerprint(t.db);
    for (const redirect of EVIL) {
      const res = await call(t.app, 'POST', '/sys/thirdLogin/oauth2/wechat_enterprise/authorize', {
        body: { redirect },
      });
      expect(res.status, redirect).toBeLessThan(500);
      expect(res.body.success, redirect).toBe(false);
      expect(res.body.message, redirect).toMatch(/[\u4e00-\u9fa5]/);
    }
    expectUnchanged(before, await fingerprint(t.db), 'wecom authorize');
  });

  it('the CAS ticket check refuses every foreign service before calling CAS', async () => {
    const before = await fingerprint(t.db);
    const services = [
      ...EVIL,
      ...EVIL.filter((e) => e.startsWith('/')).map((e) => `${ORIGIN}${e}`),
      `${ORIGIN}\\@evil.example/`,
      `${ORIGIN}:443@evil.example/`,
    ];
    for (const service of services) {
      const res = await call(t.app, 'GET', '/sys/cas/client/validateLogin', {
        query: { ticket: 'ST-1', service },
      });
      expect(res.body, service).toMatchObject({ success: false, message: CAS_MESSAGES.badService });
    }
    expectUnchanged(before, await fingerprint(t.db), 'cas');
  });

  it('the shared guard the return pages apply to a nested ?redirect= (CAS, third-party) maps every one to "/"', () => {
    // The CAS service may carry the page's own ?redirect=; CAS compares it literally and the
    // cas-return page runs it through this guard before navigating.
    for (const value of [...EVIL, ...EVIL.map((e) => encodeURIComponent(e))])
      expect(safeRedirect(value), value).toBe('/');
    expect(safeRedirect('/isys/user?x=1')).toBe('/isys/user?x=1');
  });

  it('the in-app return pages never echo a foreign redirect into a Location header', async () => {
    for (const redirect of EVIL.slice(0, 10)) {
      for (const path of ['/sys/logout', '/sys/thirdLogin/options']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${API}${path}`,
          query: { redirect, service: redirect },
        });
        expect(String(res.headers.location ?? ''), `${path} ${redirect}`).not.toMatch(
          /evil|javascript|data:/i,
        );
      }
    }
  });
});
