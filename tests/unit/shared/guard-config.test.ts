import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, parseAppConfig } from '../../../src/shared/config/app-config';
import {
  decideNavigation,
  isOpenPath,
  safeRedirectTarget,
  type NavInput,
} from '../../../src/shared/domain/navigation/guard';
import { asyncRule, asyncRules } from '../../../src/shared/forms/to-rule';
import {
  chunkLoadError,
  isChunkLoadError,
  shouldReloadForChunk,
} from '../../../src/shared/platform/chunk-error';
import { shouldLoadVConsole } from '../../../src/shared/platform/vconsole';

const nav = (p: Partial<NavInput>): NavInput => ({
  path: '/',
  fullPath: '/',
  hasToken: false,
  permissionsLoaded: false,
  ...p,
});

describe('decideNavigation (spec 000 §2.3)', () => {
  it.each<[string, Partial<NavInput>, ReturnType<typeof decideNavigation>]>([
    [
      'token on login → home',
      { path: '/user/login', fullPath: '/user/login?redirect=%2Fx', hasToken: true, permissionsLoaded: true },
      { type: 'redirect', to: '/dashboard/analysis', replace: true },
    ],
    [
      'token on login, trailing slash',
      { path: '/user/login/', hasToken: true },
      { type: 'redirect', to: '/dashboard/analysis', replace: true },
    ],
    [
      'no token on a private page',
      { path: '/isystem/user', fullPath: '/isystem/user?a=1#h' },
      { type: 'redirect', to: '/user/login?redirect=%2Fisystem%2Fuser%3Fa%3D1%23h', replace: true },
    ],
    [
      'no token on root',
      { path: '/', fullPath: '/' },
      { type: 'redirect', to: '/user/login?redirect=%2F', replace: true },
    ],
    ['no token on login', { path: '/user/login' }, { type: 'allow' }],
    ['no token on register', { path: '/user/register' }, { type: 'allow' }],
    ['no token on register-result', { path: '/user/register-result' }, { type: 'allow' }],
    ['no token on alteration', { path: '/user/alteration' }, { type: 'allow' }],
    ['no token on oauth2 login', { path: '/oauth2-app/login' }, { type: 'allow' }],
    ['no token on 404', { path: '/404' }, { type: 'allow' }],
    ['token, no permissions', { path: '/isystem/user', hasToken: true }, { type: 'load-permissions' }],
    [
      'token, permissions',
      { path: '/isystem/user', hasToken: true, permissionsLoaded: true },
      { type: 'allow' },
    ],
    [
      'just loaded → redirect target',
      {
        path: '/dashboard/analysis',
        fullPath: '/dashboard/analysis',
        hasToken: true,
        permissionsLoaded: true,
        permissionsJustLoaded: true,
        redirect: '/isystem/user?x=1',
      },
      { type: 'redirect', to: '/isystem/user?x=1', replace: true },
    ],
    [
      'just loaded, same path → stay',
      {
        path: '/isystem/user',
        fullPath: '/isystem/user',
        hasToken: true,
        permissionsLoaded: true,
        permissionsJustLoaded: true,
        redirect: '/isystem/user',
      },
      { type: 'allow' },
    ],
    [
      'just loaded, foreign redirect ignored',
      {
        path: '/a',
        fullPath: '/a',
        hasToken: true,
        permissionsLoaded: true,
        permissionsJustLoaded: true,
        redirect: 'https://evil.example',
      },
      { type: 'allow' },
    ],
    [
      'redirect query ignored when not just loaded',
      { path: '/a', hasToken: true, permissionsLoaded: true, redirect: '/b' },
      { type: 'allow' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(decideNavigation(nav(input))).toEqual(expected);
  });

  it.each([
    ['/isystem/user', '/isystem/user'],
    ['/a?b=c#d', '/a?b=c#d'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('safeRedirectTarget(%j) = %j', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it('open paths', () => {
    expect(isOpenPath('/user/login')).toBe(true);
    expect(isOpenPath('/user/loginx')).toBe(false);
    expect(isOpenPath('/x', ['/x'])).toBe(true);
  });
});

describe('parseAppConfig', () => {
  it.each<[string, unknown, Partial<typeof DEFAULT_APP_CONFIG>]>([
    ['null → defaults', null, DEFAULT_APP_CONFIG],
    [
      'overrides',
      { apiBase: '/api/', tenantHeader: 'tenant-id', captcha: false },
      { apiBase: '/api', tenantHeader: 'tenant-id', captcha: false },
    ],
    [
      'wrong types ignored',
      { apiBase: 5, captcha: 'no', tenantHeader: 'x-evil' },
      { apiBase: '/jeecg-boot', captcha: true, tenantHeader: 'X-Tenant-Id' },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(parseAppConfig(raw)).toMatchObject(expected);
  });
});

describe('asyncRule', () => {
  it('resolves on pass and rejects with the message', async () => {
    const rule = asyncRule((v) => (v === 'ok' ? undefined : '错误'));
    await expect(rule.validator({}, 'ok')).resolves.toBeUndefined();
    await expect(rule.validator({}, 'no')).rejects.toThrow('错误');
    const both = asyncRules(
      (v) => (v ? undefined : 'first'),
      () => 'second',
    );
    await expect(both.validator({}, '')).rejects.toThrow('first');
    await expect(both.validator({}, 'x')).rejects.toThrow('second');
  });
});

describe('chunk errors and vconsole gate', () => {
  it.each([
    [new Error('Loading chunk mobile-app failed'), true],
    [new Error('Loading CSS chunk 12 failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), true],
    [{ code: 'CSS_CHUNK_LOAD_FAILED' }, true],
    [new Error('something else'), false],
    [null, false],
  ])('isChunkLoadError(%s) = %s', (err, expected) => {
    expect(isChunkLoadError(err)).toBe(expected);
  });

  it('builds the spec error and reloads once per window', () => {
    const e = chunkLoadError('desktop-app');
    expect(e.message).toBe('Loading chunk desktop-app failed');
    expect(e.request).toBe('desktop-app');
    expect(shouldReloadForChunk(null, 1000)).toBe(true);
    expect(shouldReloadForChunk(1000, 5000)).toBe(false);
    expect(shouldReloadForChunk(1000, 20_000)).toBe(true);
  });

  it.each([
    ['?vconsole=1', 'Mozilla wxwork/4', false, true],
    ['?vconsole=1', 'Mozilla DingTalk/7', false, true],
    ['?vconsole=1', 'Mozilla Chrome', false, false],
    ['?vconsole=1', 'Mozilla Chrome', true, true],
    ['', 'Mozilla wxwork/4', true, false],
    ['?vconsole=0', 'Mozilla wxwork/4', false, false],
  ])('vconsole %s %s dev=%s → %s', (search, userAgent, dev, expected) => {
    expect(shouldLoadVConsole({ search, userAgent, dev })).toBe(expected);
  });
});
