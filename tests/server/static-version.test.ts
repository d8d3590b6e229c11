import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** The version check's file (issue 8 webview layer): version.json no-store, index.html no-cache. */

let t: TestApp;
let dist: string;
const INDEX = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>厂网协同</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cwxt-dist-version-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'version.json'), JSON.stringify({ version: 'build-42' }));
  writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  t = await createTestApp({ env: { STATIC_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('version.json and index.html caching', () => {
  it('serves version.json no-store as JSON, with or without a query string', async () => {
    for (const url of ['/version.json', '/version.json?t=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ version: 'build-42' });
    }
  });

  it('serves index.html no-cache (the entry and the client-route fallback)', async () => {
    for (const url of ['/', '/index.html', '/dashboard/analysis']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 no-store (not the index page) when the build has no version.json', async () => {
    rmSync(join(dist, 'version.json'));
    const res = await t.app.inject({ method: 'GET', url: '/version.json', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('<div id="root">');
  });
});
