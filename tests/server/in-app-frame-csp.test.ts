import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

// The WeCom re-login in place loads the OAuth2 authorize page in a hidden frame (issue 8): the
// page policy must allow framing exactly that origin besides the console's own, nothing else.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { WECOM_OAUTH_URL: 'https://wecom-auth.example.test:8443/connect/oauth2/authorize' },
  });
});
afterAll(() => t.close());

describe('frame-src of the page policy', () => {
  it('allows the configured WeCom authorize origin and the own origin only', async () => {
    for (const url of ['/some/page', '/jeecg-boot/sys/thirdLogin/oauth2/config']) {
      const res = await t.app.inject({ method: 'GET', url });
      const frameSrc = String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d.startsWith('frame-src'));
      expect(frameSrc).toEqual(["frame-src 'self' https://wecom-auth.example.test:8443"]);
    }
  });
});
