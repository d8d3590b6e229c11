import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let dist: string;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const INDEX = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>厂网协同</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cwxt-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  t = await createTestApp({
    env: {
      STATIC_DIR: dist,
      HELP_URL: "https://help.example.com/?a=1&b='x'",
      TENANT_HEADER: 'tenant-id',
      LOGIN_CAPTCHA: 'off',
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function metaConfig(html: string): Record<string, unknown> {
  const m = /<meta name="cwxt-config" content='([^']*)'>/.exec(html);
  if (!m?.[1]) throw new Error('meta tag missing');
  const decoded = m[1]
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(decoded) as Record<string, unknown>;
}

describe('static client', () => {
  it('serves index.html no-cache with the runtime config meta injected into <head>', async () => {
    const res = await get('/', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.indexOf('cwxt-config')).toBeGreaterThan(res.body.indexOf('<head>'));
    expect(res.body.indexOf('cwxt-config')).toBeLessThan(res.body.indexOf('</head>'));
    expect(metaConfig(res.body)).toEqual({
      apiBase: '/jeecg-boot',
      tenantHeader: 'tenant-id',
      signSecret: t.config.signSecret,
      captcha: false,
      slider: false,
      registration: true,
      helpUrl: "https://help.example.com/?a=1&b='x'",
      productTitle: '厂网协同',
    });
    // The single quote in HELP_URL is escaped: it cannot close the attribute.
    expect(res.body).toContain('&#39;x&#39;');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('falls back to index.html for client routes that accept HTML, not for assets or API paths', async () => {
    const spa = await get('/user/login?redirect=%2Fdashboard', { accept: 'text/html,application/xhtml+xml' });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('cwxt-config');
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/dashboard/analysis',
      headers: { accept: 'text/html' },
    });
    expect(head.statusCode).toBe(200);
    expect((await get('/assets/missing.js', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/data.json', { accept: 'application/json' })).statusCode).toBe(404);
    const api = await get('/jeecg-boot/sys/unknown', { accept: 'text/html' });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toMatchObject({ code: 401 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/user/login', headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(404);
  });

  it('serves hashed assets immutable, precompressed by Accept-Encoding, with Vary', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const noBr = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(APP_JS.length));
    expect(head.body).toBe('');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    const index = await get('/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(index.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(index.rawPayload).toString()).toContain('cwxt-config');
  });

  it('never serves dot-files or anything outside the build directory', async () => {
    for (const url of [
      '/.env',
      '/%2eenv',
      '/assets/../.env',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/..%2f..%2fetc/passwd',
      '/assets/..%5c..%5cpackage.json',
    ]) {
      const res = await get(url, { accept: '*/*' });
      expect(res.body, url).not.toContain('SECRET=1');
      expect(res.body, url).not.toContain('"name"');
    }
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['x-content-type-options']).toBe('nosniff');
  });

  it('explains how to build the client when dist is missing', async () => {
    const app = await buildApp({ config: { ...t.config, staticDir: join(dist, 'nope') }, db: t.db });
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await app.close();
    }
  });
});
