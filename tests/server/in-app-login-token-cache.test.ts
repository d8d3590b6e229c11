import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { TokenCache } from '../../server/modules/in-app-login/providers/token-cache';

describe('app access-token cache', () => {
  it('keeps a token until 300 s before the provider expiry, then fetches again', async () => {
    let now = 1_000_000;
    const cache = new TokenCache(() => now);
    let fetches = 0;
    const fetch = async () => ({ token: `t${++fetches}`, expiresIn: 7200 });
    expect(await cache.get('k', fetch)).toBe('t1');
    now += (7200 - 300) * 1000 - 1;
    expect(await cache.get('k', fetch)).toBe('t1');
    now += 1;
    expect(await cache.get('k', fetch)).toBe('t2');
    expect(await cache.get('other', fetch)).toBe('t3');
  });

  it('shares one fetch among concurrent callers and does not keep a failed one', async () => {
    const cache = new TokenCache();
    let fetches = 0;
    let release: (v: { token: string; expiresIn: number }) => void = () => undefined;
    const slow = () => {
      fetches++;
      return new Promise<{ token: string; expiresIn: number }>((r) => (release = r));
    };
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get('k', slow)));
    release({ token: 'shared', expiresIn: 7200 });
    expect(new Set(await all)).toEqual(new Set(['shared']));
    expect(fetches).toBe(1);

    const failing = new TokenCache();
    await expect(failing.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.get('k', async () => ({ token: 'ok', expiresIn: 7200 }))).toBe('ok');
  });

  it('drop removes only the refused token', async () => {
    const cache = new TokenCache();
    await cache.get('k', async () => ({ token: 'old', expiresIn: 7200 }));
    cache.drop('k', 'other');
    expect(await cache.get('k', async () => ({ token: 'new', expiresIn: 7200 }))).toBe('old');
    cache.drop('k', 'old');
    expect(await cache.get('k', async () => ({ token: 'new', expiresIn: 7200 }))).toBe('new');
  });
});

describe('provider URLs in the configuration', () => {
  it('defaults to the real providers and accepts http(s) overrides', () => {
    const d = loadConfig({});
    expect(d.wecomApiBase).toBe('https://qyapi.weixin.qq.com');
    expect(d.wecomOauthUrl).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(d.dingtalkApiBase).toBe('https://oapi.dingtalk.com');
    expect(d.publicOrigin).toBeNull();
    const c = loadConfig({
      WECOM_API_BASE: 'http://127.0.0.1:9000/',
      DINGTALK_API_BASE: 'http://127.0.0.1:9001',
      PUBLIC_ORIGIN: 'https://console.example.com',
    });
    expect(c.wecomApiBase).toBe('http://127.0.0.1:9000');
    expect(c.publicOrigin).toBe('https://console.example.com');
  });

  it('refuses anything that is not an http(s) URL', () => {
    for (const env of [
      { WECOM_API_BASE: 'ftp://x' },
      { WECOM_OAUTH_URL: 'not a url' },
      { DINGTALK_API_BASE: 'https://x/?q=1' },
      { PUBLIC_ORIGIN: 'https://x.example.com/path' },
      { PUBLIC_ORIGIN: 'javascript:alert(1)' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });
});
