import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sameOrigin: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: 'https://console.example.com' } });
  sameOrigin = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await sameOrigin.close();
});

const preflight = (app: TestApp['app'], origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/jeecg-boot/sys/login',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-access-token',
    },
  });

describe('CORS', () => {
  it('answers preflights and requests only for the listed origins', async () => {
    const ok = await preflight(t.app, 'https://console.example.com');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://console.example.com');
    expect(String(ok.headers['access-control-allow-headers'])).toContain('X-Access-Token');
    const evil = await preflight(t.app, 'https://evil.example.com');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/randomImage/1',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const good = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/randomImage/1',
      headers: { origin: 'https://console.example.com' },
    });
    expect(good.headers['access-control-allow-origin']).toBe('https://console.example.com');
    expect(good.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows no cross origin at all by default', async () => {
    const res = await preflight(sameOrigin.app, 'https://console.example.com');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
